/** Display helpers for ads (prices in BRL, price types, states). */

// The BRL formatting moved to lib/price.ts (the shared ad card uses it too).
export { formatBRL, formatPrice } from '../../lib/price';

export const PRICE_TYPE_LABELS: Record<string, string> = {
  fixed: 'Preço fixo',
  per_hour: 'Por hora',
  per_service: 'Por serviço',
  negotiable: 'Negociável',
};

export const UF_CODES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
];

export const ORDERING_LABELS: Record<string, string> = {
  relevance: 'Mais relevantes',
  '-created_at': 'Mais recentes',
  price: 'Menor preço',
  '-price': 'Maior preço',
  '-votes': 'Mais votados',
};

/** https://wa.me link with a prefilled message naming the ad (Brazilian numbers get 55). */
export function whatsappLink(number: string, adTitle: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 10) return null;
  const full = digits.startsWith('55') && digits.length >= 12 ? digits : `55${digits}`;
  const text = `Olá! Vi seu anúncio "${adTitle}" na Tribo e gostaria de mais informações.`;
  return `https://wa.me/${full}?text=${encodeURIComponent(text)}`;
}

/**
 * Whether the owner can renew the ad (30 more days), as the server decides: expired by the job,
 * or past its date while still "active" (the job runs every few minutes) or paused (a paused ad's
 * date keeps running; renewing is how it comes back).
 */
export function canRenew(ad: { status: string; expires_at: string }, now = Date.now()): boolean {
  if (ad.status === 'expired') return true;
  return (ad.status === 'active' || ad.status === 'paused') && new Date(ad.expires_at).getTime() <= now;
}
