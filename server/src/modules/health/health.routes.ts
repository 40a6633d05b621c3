import { mediaStorage } from '../../lib/storage/create';
import { AppError, errorResponses } from '../../lib/errors';
import type { App, ModuleOptions } from '../../lib/types';
import { HealthResponse, ReadyResponse } from './health.schemas';
import { createHealthService } from './health.service';

export async function healthRoutes(app: App, { config }: ModuleOptions) {
  const health = createHealthService(app.db.orm, mediaStorage(config));

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
      const ok = await health.databaseUp();
      return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', db: ok ? 'ok' : 'error' });
    },
  );

  app.get(
    '/api/ready',
    {
      schema: {
        operationId: 'getReady',
        tags: ['core'],
        summary: 'Se o processo aceita tráfego (para o balanceador de carga)',
        description:
          '200 quando o banco de dados e o armazenamento de arquivos respondem; 503 quando um deles ' +
          'falha ou quando o processo está encerrando (SIGTERM: termina o que está em curso e sai).',
        response: { 200: ReadyResponse, ...errorResponses(503) },
      },
    },
    async () => {
      if (app.lifecycle.draining) throw new AppError(503, 'shutting_down', 'O servidor está encerrando.');
      const [db, storage] = await Promise.all([health.databaseUp(), health.storageUp()]);
      if (!db) throw new AppError(503, 'database_unavailable', 'O banco de dados não responde.');
      if (!storage) throw new AppError(503, 'storage_unavailable', 'O armazenamento de arquivos não responde.');
      return { status: 'ready' as const, db: 'ok' as const, storage: 'ok' as const };
    },
  );
}
