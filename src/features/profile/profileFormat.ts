import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

/** "novembro de 2024" (dayjs pt-BR, whatever the app's global locale). */
export function memberSince(dateJoined: string): string {
  return dayjs(dateJoined).locale('pt-br').format('MMMM [de] YYYY');
}

/** "23/12/2026": short enough to stay on one line next to the counters on a phone. */
export function shortDate(date: string): string {
  return dayjs(date).format('DD/MM/YYYY');
}

export type AdStatus = 'active' | 'paused' | 'expired' | 'removed';

export const AD_STATUS: Record<AdStatus, { label: string; color: string }> = {
  active: { label: 'Ativo', color: 'green' },
  paused: { label: 'Pausado', color: 'orange' },
  expired: { label: 'Expirado', color: 'red' },
  removed: { label: 'Removido', color: 'default' },
};

/**
 * The status the owner should see. The expiry job runs every few minutes, so an ad can still say
 * "active" for a while after its date: it already left the public lists and renewing works, so
 * it reads as expired here.
 */
export function adStatus(ad: { status: string; expires_at: string }, now = Date.now()): AdStatus {
  const status = (ad.status in AD_STATUS ? ad.status : 'active') as AdStatus;
  if (status === 'active' && new Date(ad.expires_at).getTime() <= now) return 'expired';
  return status;
}

/** "Expira em 23/12/2026" or "Expirou em 02/11/2026". */
export function expiryText(expiresAt: string, now = Date.now()): string {
  const past = new Date(expiresAt).getTime() <= now;
  return `${past ? 'Expirou em' : 'Expira em'} ${shortDate(expiresAt)}`;
}

/** Up to two initials for an avatar without a photo: "Ana Souza" -> "AS", "ana" -> "A". */
export function initials(firstName: string | undefined, lastName: string | undefined, username: string): string {
  const parts = [firstName, lastName].map((p) => p?.trim()).filter(Boolean) as string[];
  const letters = parts.length ? parts.map((p) => p.charAt(0)) : [username.charAt(0)];
  return letters.join('').slice(0, 2).toUpperCase();
}
