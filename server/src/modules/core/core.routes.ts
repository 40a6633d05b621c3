import { HealthResponse, SettingsResponse, StatesResponse } from './core.schemas';
import { createCoreRepository } from './core.repository';
import { readSettings } from './core.service';
import type { App } from '../../lib/types';

export async function coreRoutes(app: App) {
  const repo = createCoreRepository(app.db);

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
}
