import type { Db } from '../../db/client';
import { avatarFiles } from '../../lib/avatar';
import { createUsersRepository } from './users.repository';

/** The refresh-token sweep's work (scheduled by plugins/jobs.ts): tokens past their 14 days are useless. */
export async function sweepExpiredRefreshTokens(orm: Db): Promise<void> {
  await createUsersRepository(orm).deleteExpiredRefreshTokens();
}

/** Media files ("avatars/<key>-<px>.webp") that users' avatars reference, for the media janitor. */
export async function avatarReferences(orm: Db): Promise<Set<string>> {
  const keys = await createUsersRepository(orm).avatarKeys();
  return new Set(keys.flatMap((key) => avatarFiles(key)));
}
