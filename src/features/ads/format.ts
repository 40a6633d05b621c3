/** Display helpers for ads (prices in BRL, price types, states). */

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export const PRICE_TYPE_LABELS: Record<string, string> = {
  fixed: 'Preço fixo',
  per_hour: 'Por hora',
  per_service: 'Por serviço',
  negotiable: 'Negociável',
};

const PRICE_SUFFIX: Record<string, string> = { per_hour: '/hora', per_service: '/serviço' };

/** "R$ 1.234,56" (non-breaking space as Intl writes it); null is "A combinar". */
export function formatBRL(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return 'A combinar';
  return BRL.format(cents / 100);
}

export function formatPrice(cents: number | null | undefined, priceType?: string): string {
  const base = formatBRL(cents);
  if (cents === null || cents === undefined) return base;
  return `${base}${PRICE_SUFFIX[priceType ?? ''] ?? ''}`;
}

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
