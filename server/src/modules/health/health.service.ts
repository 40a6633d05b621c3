import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage/types';
import { createHealthRepository } from './health.repository';

export function createHealthService(db: Db, storage: Storage) {
  const repo = createHealthRepository(db);
  return {
    /** Whether the database answers a trivial query (false when it fails). */
    databaseUp: (): Promise<boolean> => repo.ping().catch(() => false),
    /** Whether the stored files can be read and written (the media folder or the bucket). */
    storageUp: (): Promise<boolean> => storage.check().catch(() => false),
  };
}
