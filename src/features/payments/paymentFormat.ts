import dayjs from 'dayjs';
import type { Plan } from '../../api/payments';
import { formatBRL } from '../../lib/price';

/** dd/mm/aaaa */
export const formatDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY');

/** "R$ 19,90", or "Grátis" for the free plan. */
export const planPrice = (plan: Pick<Plan, 'price_cents'>) =>
  plan.price_cents > 0 ? formatBRL(plan.price_cents) : 'Grátis';

export const planDuration = (plan: Pick<Plan, 'duration_days'>) =>
  plan.duration_days > 0 ? `${plan.duration_days} dias de destaque` : 'Sem destaque';

/** The error text of an RTK Query error (the server's pt-BR message), else the fallback. */
export const errorText = (err: unknown, fallback: string) =>
  (err as { data?: { error?: string } } | undefined)?.data?.error ?? fallback;

/** Only an active ad within its 30 days can be highlighted (the server says the same). */
export const canHighlight = (ad: { status: string; expires_at: string }, now = Date.now()) =>
  ad.status === 'active' && new Date(ad.expires_at).getTime() > now;
