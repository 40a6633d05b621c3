import { plural } from './plural';

/**
 * Whether the owner can renew the ad (30 more days), as the server decides: expired by the job,
 * or past its date while still "active" (the job runs every few minutes) or paused (a paused ad's
 * date keeps running; renewing is how it comes back). The ad page and "Meus Anúncios" both ask.
 */
export function canRenew(ad: { status: string; expires_at: string }, now = Date.now()): boolean {
  if (ad.status === 'expired') return true;
  return (ad.status === 'active' || ad.status === 'paused') && new Date(ad.expires_at).getTime() <= now;
}

/**
 * A paid highlight frozen while the ad is not active (the server keeps its days and resumes them
 * when the ad is active again): "Destaque pausado: 5 dias restantes". Null without one.
 */
export function pausedHighlightText(ad: { highlight_paused_days?: number | null }): string | null {
  const days = ad.highlight_paused_days;
  if (days === null || days === undefined || days <= 0) return null;
  return `Destaque pausado: ${plural(days, 'dia restante', 'dias restantes')}`;
}
