import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/errors';
import type { App } from '../../lib/types';
import { bearerSecurity } from '../../plugins/auth';
import { announceWrites } from '../../plugins/publicCache';
import { AdminSettings, SettingsResponse, SettingsUpdate } from './settings.schemas';
import { createSettingsService } from './settings.service';

export async function settingsRoutes(app: App) {
  // One service per app: the public read and the staff's update share its cache.
  const service = createSettingsService(app.db, app.log);
  app.addHook('onClose', async () => service.close());
  // The server-rendered pages (`/`, `/ads`) carry the settings (banner, carousel, footer): a save
  // drops the public cache here at once and on every other process.
  announceWrites(app);

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
    async () => service.read(),
  );

  // Staff editing, under /api/v1/admin/ like the rest of the admin area (tag admin), but here, beside
  // the cache it must drop: see README.md. Staff only, checked onRequest (403 before validation).
  const staff = { onRequest: app.auth.staff };
  const common = { tags: ['admin'], security: bearerSecurity };

  app.get(
    '/api/v1/admin/settings/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'getAdminSettings',
        summary: 'Configurações do site e do carrossel, para editar (com a data da última alteração)',
        response: { 200: AdminSettings, ...errorResponses(401, 403) },
      },
    },
    async () => service.readForAdmin(),
  );

  app.patch(
    '/api/v1/admin/settings/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'updateAdminSettings',
        summary: 'Altera as configurações enviadas (as demais ficam como estão); vale na hora, em todos os processos',
        body: SettingsUpdate,
        response: { 200: AdminSettings, ...errorResponses(400, 401, 403) },
      },
    },
    async (request: FastifyRequest<{ Body: SettingsUpdate }>) => service.update(request.body),
  );
}
