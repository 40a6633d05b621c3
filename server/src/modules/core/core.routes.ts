import { HealthResponse, SettingsResponse, StatesResponse } from './core.schemas';
import { createCoreRepository } from './core.repository';
import { readSettings } from './core.service';
import { HeroSlideList } from './hero.schemas';
import { createHeroRepository } from './hero.repository';
import { CONTACT_CONFIRMATION, CONTACT_RATE_LIMIT, ContactRequest, ContactResponse } from './contact.schemas';
import { createContactRepository } from './contact.repository';
import { submitContact } from './contact.service';
import { errorResponses } from '../../lib/errors';
import { createMailer } from '../../lib/mailer';
import type { App } from '../../lib/types';
import type { ModuleOptions } from '../../app';

export async function coreRoutes(app: App, opts: ModuleOptions) {
  const repo = createCoreRepository(app.db);
  const heroRepo = createHeroRepository(app.db);
  const contactRepo = createContactRepository(app.db);
  const mailer = createMailer(opts.config, app.log);

  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['core'],
        summary: 'Estado do servidor e do banco de dados',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_req, reply) => {
      const ok = await repo.ping().catch(() => false);
      return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', db: ok ? 'ok' : 'error' });
    },
  );

  app.get(
    '/api/v1/core/states/',
    {
      schema: {
        operationId: 'listStates',
        tags: ['core'],
        summary: 'Siglas dos 27 estados (UFs)',
        response: { 200: StatesResponse },
      },
    },
    async () => ({ states: await repo.listStateCodes() }),
  );

  app.get(
    '/api/v1/core/states-with-ads/',
    {
      schema: {
        operationId: 'listStatesWithAds',
        tags: ['core'],
        summary: 'Siglas dos estados com pelo menos um anúncio ativo',
        response: { 200: StatesResponse },
      },
    },
    async () => ({ states: await repo.listStatesWithAds() }),
  );

  app.get(
    '/api/v1/core/settings/',
    {
      schema: {
        operationId: 'getSettings',
        tags: ['core'],
        summary: 'Configurações globais do site',
        response: { 200: SettingsResponse },
      },
    },
    async () => readSettings(repo),
  );

  app.get(
    '/api/v1/core/hero-slides/',
    {
      schema: {
        operationId: 'listHeroSlides',
        tags: ['core'],
        summary: 'Slides ativos do carrossel da página inicial, em ordem',
        response: { 200: HeroSlideList },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return heroRepo.listActive();
    },
  );

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
      const id = await submitContact(
        {
          repo: contactRepo,
          mailer,
          log: req.log,
          fallbackEmail: async () => (await readSettings(repo)).contact_email,
        },
        req.body,
        { ip: req.ip ?? '', userId: req.user?.id ?? null },
      );
      return reply.code(201).send({ id, detail: CONTACT_CONFIRMATION });
    },
  );
}
