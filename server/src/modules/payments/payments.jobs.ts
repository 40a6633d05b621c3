import type { Db } from '../../db/client';
import { notifyPublicChange } from '../../lib/publicCache';
import { createPaymentsRepository } from './payments.repository';

/**
 * The highlight-expiry job's work (scheduled by plugins/jobs.ts): ads whose paid highlight is over
 * go back to the free plan. Returns how many ended.
 */
export async function endDueHighlights(orm: Db): Promise<number> {
  const ended = await createPaymentsRepository(orm).endDueHighlights();
  // The listings show each ad's plan: the public cache of every process is dropped.
  if (ended) await notifyPublicChange(orm);
  return ended;
}

/**
 * The abandoned-payment job's work: a payment is created when the member presses Pagar; one left
 * pending longer than PAYMENT_PENDING_TTL_MINUTES is canceled. Returns how many.
 */
export async function cancelAbandonedPayments(orm: Db, minutes: number): Promise<number> {
  return createPaymentsRepository(orm).cancelAbandoned(minutes);
}
