import { errorResponses } from '../../lib/errors';
import { createMailer } from '../../lib/mailer';
import type { App, ModuleOptions } from '../../lib/types';
import { CONTACT_CONFIRMATION, CONTACT_RATE_LIMIT, ContactRequest, ContactResponse } from './contact.schemas';
import { createContactService } from './contact.service';

export async function contactRoutes(app: App, { config }: ModuleOptions) {
  const service = createContactService(app.db.orm, createMailer(config, app.log));

  app.post(
    '/api/v1/core/contact/',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      preHandler: app.auth.optional,
      schema: {
        operationId: 'createContactMessage',
        tags: ['core'],
        summary: 'Envia uma mensagem pelo formulário de contato (5 por hora por IP)',
        body: ContactRequest,
        response: { 201: ContactResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (req, reply) => {
      const id = await service.submit(req.body, { ip: req.ip ?? '', userId: req.user?.id ?? null }, req.log);
      return reply.code(201).send({ id, detail: CONTACT_CONFIRMATION });
    },
  );
}
