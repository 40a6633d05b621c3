import type { Db } from '../../db/client';
import { createUsersRepository } from './users.repository';

/** The refresh-token sweep's work (scheduled by plugins/jobs.ts): tokens past their 14 days are useless. */
export async function sweepExpiredRefreshTokens(orm: Db): Promise<void> {
  await createUsersRepository(orm).deleteExpiredRefreshTokens();
}
