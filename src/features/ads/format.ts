/** Display helpers for ads (prices in BRL, price types, orderings, WhatsApp links). */
import { whatsappHref } from '../../lib/phone';

// The BRL formatting lives in lib/price.ts (the shared ad card uses it too); re-exported for the ad pages.
export { formatBRL, formatPrice } from '../../lib/price';

export const PRICE_TYPE_LABELS: Record<string, string> = {
  fixed: 'Preço fixo',
  per_hour: 'Por hora',
  per_service: 'Por serviço',
  negotiable: 'Negociável',
};

export const ORDERING_LABELS: Record<string, string> = {
  relevance: 'Mais relevantes',
  '-created_at': 'Mais recentes',
  price: 'Menor preço',
  '-price': 'Maior preço',
  '-votes': 'Mais votados',
};

/** https://wa.me link with a prefilled message naming the ad, or null when the number is not Brazilian. */
export function whatsappLink(number: string, adTitle: string): string | null {
  return whatsappHref(number, `Olá! Vi seu anúncio "${adTitle}" na Tribo e gostaria de mais informações.`);
}
