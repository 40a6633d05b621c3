import type { Db } from '../../db/client';
import { createStatesRepository } from './states.repository';

export function createStatesService(db: Db) {
  const repo = createStatesRepository(db);
  return {
    /** The 27 states' codes. */
    stateCodes: (): Promise<string[]> => repo.listStateCodes(),
    /** The codes of the states with at least one active ad. */
    statesWithAds: (): Promise<string[]> => repo.listStatesWithAds(),
  };
}
