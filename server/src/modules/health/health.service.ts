import { access, constants } from 'node:fs/promises';
import type { Db } from '../../db/client';
import { createHealthRepository } from './health.repository';

export function createHealthService(db: Db, mediaDir: string) {
  const repo = createHealthRepository(db);
  return {
    /** Whether the database answers a trivial query (false when it fails). */
    databaseUp: (): Promise<boolean> => repo.ping().catch(() => false),
    /** Whether the stored files can be read and written (the media directory). */
    storageUp: (): Promise<boolean> =>
      access(mediaDir, constants.R_OK | constants.W_OK).then(
        () => true,
        () => false,
      ),
  };
}
