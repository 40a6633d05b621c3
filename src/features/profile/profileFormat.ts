const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "23/12/2026" (the reader's time zone): short enough to stay on one line next to the counters on
 * a phone. Plain Date, not dayjs: /profile is a plain page (no antd nor dayjs on its way).
 */
export function shortDate(date: string): string {
  const d = new Date(date);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** "28/11/2026 às 14:05" (the reader's time zone). */
export function dateAndTime(date: string): string {
  const d = new Date(date);
  return `${shortDate(date)} às ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export type AdStatus = 'active' | 'paused' | 'expired' | 'removed';

/** Labels and tag colours (text dark enough on its tint for WCAG AA, unlike antd's presets). */
export const AD_STATUS: Record<AdStatus, { label: string; color: string; background: string; border: string }> = {
  active: { label: 'Ativo', color: '#237804', background: '#f6ffed', border: '#b7eb8f' },
  paused: { label: 'Pausado', color: '#ad4e00', background: '#fff7e6', border: '#ffd591' },
  expired: { label: 'Expirado', color: '#a8071a', background: '#fff1f0', border: '#ffa39e' },
  removed: { label: 'Removido', color: '#434343', background: '#f5f5f5', border: '#d9d9d9' },
};

/**
 * The status the owner should see. The expiry job runs every few minutes, so an ad can still say
 * "active" for a while after its date: it already left the public lists and renewing works, so
 * it reads as expired here.
 */
export function adStatus(ad: { status: string; expires_at: string }, now = Date.now()): AdStatus {
  const status = (ad.status in AD_STATUS ? ad.status : 'active') as AdStatus;
  if (status === 'active' && isPastExpiry(ad.expires_at, now)) return 'expired';
  return status;
}

export function isPastExpiry(expiresAt: string, now = Date.now()): boolean {
  return new Date(expiresAt).getTime() <= now;
}

/** "Expira em 23/12/2026" or "Expirou em 02/11/2026". */
export function expiryText(expiresAt: string, now = Date.now()): string {
  const past = isPastExpiry(expiresAt, now);
  return `${past ? 'Expirou em' : 'Expira em'} ${shortDate(expiresAt)}`;
}

/** Up to two initials for an avatar without a photo: "Ana Souza" -> "AS", "ana" -> "A". */
export function initials(firstName: string | undefined, lastName: string | undefined, username: string): string {
  const parts = [firstName, lastName].map((p) => p?.trim()).filter(Boolean) as string[];
  const letters = parts.length ? parts.map((p) => p.charAt(0)) : [username.charAt(0)];
  return letters.join('').slice(0, 2).toUpperCase();
}
