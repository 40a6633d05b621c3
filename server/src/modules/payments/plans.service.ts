import type { Db } from '../../db/client';
import { createPlansRepository, toPlan } from './plans.repository';
import type { Plan } from './plans.schemas';

export function createPlansService(db: Db) {
  const repo = createPlansRepository(db);
  return {
    /** The plans on sale, in display order. */
    listActive: async (): Promise<Plan[]> => (await repo.listActive()).map(toPlan),
  };
}
