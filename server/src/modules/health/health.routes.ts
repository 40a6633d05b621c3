import type { App } from '../../lib/types';
import { HealthResponse } from './health.schemas';
import { createHealthService } from './health.service';

export async function healthRoutes(app: App) {
  const health = createHealthService(app.db.orm);

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
}
