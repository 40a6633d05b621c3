import type { App } from '../../lib/types';
import { createHealthRepository } from './health.repository';
import { HealthResponse } from './health.schemas';

export async function healthRoutes(app: App) {
  const repo = createHealthRepository(app.db.orm);

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
}
