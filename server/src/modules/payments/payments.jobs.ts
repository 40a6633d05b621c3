import type { Db } from '../../db/client';
import { notifyPublicChange } from '../../lib/publicCache';
import { notify } from '../notifications/notifications.producer';
import { createPaymentsRepository, EXPIRED_REASON } from './payments.repository';
import type { PaymentMethod } from './providers/types';

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

/**
 * The charge-expiry job's work (payments.expireCharges), also run by a checkout for its own ad,
 * plan and method so that an expired Pix gives way to a new one at once: pending Pix and boletos
 * past their end are canceled with their pt-BR reason and the member gets PAYMENT_FAILED, in one
 * transaction. A confirmation that arrives later still credits the highlight (succeeded ranks
 * above canceled: the money was received). Returns how many.
 */
export async function expireCharges(
  orm: Db,
  only?: { adId: number; planId: string; method: PaymentMethod },
): Promise<number> {
  return orm.transaction(async (tx) => {
    const expired = await createPaymentsRepository(tx).expireCharges(only);
    for (const e of expired) {
      const reason = EXPIRED_REASON[e.method === 'pix' ? 'pix' : 'boleto'];
      await notify(tx, {
        userId: Number(e.user_id),
        type: 'PAYMENT_FAILED',
        title: e.method === 'pix' ? 'Pix expirado' : 'Boleto vencido',
        message: `${reason} O destaque ${e.plan_name} de "${e.ad_title}" não foi ativado; gere um novo pagamento quando quiser.`,
        link: `/ads/payment/${e.ad_slug}?plan=${e.plan_id}`,
      });
    }
    return expired.length;
  });
}
