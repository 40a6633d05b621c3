import type { Db } from '../../db/client';
import { createPaymentsRepository } from './payments.repository';

/**
 * The highlight-expiry job's work (scheduled by plugins/jobs.ts): ads whose paid highlight is over
 * go back to the free plan. Returns how many ended.
 */
export async function endDueHighlights(orm: Db): Promise<number> {
  return createPaymentsRepository(orm).endDueHighlights();
}
