/**
 * Whether the owner can renew the ad (30 more days), as the server decides: expired by the job,
 * or past its date while still "active" (the job runs every few minutes) or paused (a paused ad's
 * date keeps running; renewing is how it comes back). The ad page and "Meus Anúncios" both ask.
 */
export function canRenew(ad: { status: string; expires_at: string }, now = Date.now()): boolean {
  if (ad.status === 'expired') return true;
  return (ad.status === 'active' || ad.status === 'paused') && new Date(ad.expires_at).getTime() <= now;
}
