import type { App } from '../../lib/types';
import { createPlansRepository, toPlan } from './plans.repository';
import { PlanList } from './plans.schemas';

export async function plansRoutes(app: App) {
  const repo = createPlansRepository(app.db.orm);

  app.get(
    '/api/v1/plans/',
    {
      schema: {
        operationId: 'listPlans',
        tags: ['plans'],
        summary: 'Planos à venda (grátis e destaques), em ordem de exibição',
        response: { 200: PlanList },
      },
    },
    async () => (await repo.listActive()).map(toPlan),
  );
}
