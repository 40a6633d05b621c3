import type { App } from '../../lib/types';
import { PlanList } from './plans.schemas';
import { createPlansService } from './plans.service';

export async function plansRoutes(app: App) {
  const plans = createPlansService(app.db.orm);

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
    () => plans.listActive(),
  );
}
