import { cachedJson, isPublicRequest } from '../../lib/publicCache';
import type { App } from '../../lib/types';
import { StatesResponse } from './states.schemas';
import { createStatesService } from './states.service';

export async function statesRoutes(app: App) {
  const states = createStatesService(app.db.orm);

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
    async () => ({ states: await states.stateCodes() }),
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
    async (request, reply) => {
      const read = async () => ({ states: await states.statesWithAds() });
      // The same for everyone: from the process's public cache (dropped by every ad write).
      return isPublicRequest(request) ? cachedJson(app.publicCache, reply, 'states-with-ads', read) : read();
    },
  );
}
