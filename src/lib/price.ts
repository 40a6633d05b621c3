/** Prices in BRL, shared by the ad cards and the ad pages. */
import { formatCents } from './numberFormat';

const PRICE_SUFFIX: Record<string, string> = { per_hour: '/hora', per_service: '/serviço' };

/** "R$ 1.234,56" (non-breaking space as Intl writes it); null is "A combinar". */
export function formatBRL(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return 'A combinar';
  return formatCents(cents);
}

export function formatPrice(cents: number | null | undefined, priceType?: string): string {
  const base = formatBRL(cents);
  if (cents === null || cents === undefined) return base;
  return `${base}${PRICE_SUFFIX[priceType ?? ''] ?? ''}`;
}
