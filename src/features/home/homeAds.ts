import type { AdListParams, AdSummary } from '../../api/ads';
import { formatBRL } from '../../lib/price';

/**
 * The home's one list request: highlighted ads first, then the newest (the list's default order).
 * The server sends its answer in the home's HTML as `homeAds` (src/app/initialData.ts).
 */
export const HOME_ADS_ARG: AdListParams = { pageSize: 12 };

/** An ad as the list endpoint (`GET /api/v1/ads/ads/`) returns it. */
export type AdPreview = AdSummary;

export function isHighlighted(ad: Pick<AdPreview, 'is_highlighted' | 'highlighted_until'>, now = Date.now()): boolean {
  if (ad.is_highlighted) return true;
  return !!ad.highlighted_until && Date.parse(ad.highlighted_until) > now;
}

/** Price in cents as BRL (R$ 1.234,56); null is "A combinar". */
export function formatAdPrice(ad: Pick<AdPreview, 'price_cents'>): string {
  return formatBRL(ad.price_cents);
}
