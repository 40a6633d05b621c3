import type { Db } from '../../db/client';
import { createHealthRepository } from './health.repository';

export function createHealthService(db: Db) {
  const repo = createHealthRepository(db);
  return {
    /** Whether the database answers a trivial query (false when it fails). */
    databaseUp: (): Promise<boolean> => repo.ping().catch(() => false),
  };
}
