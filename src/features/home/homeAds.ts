import { emptyApi } from '../../api/emptyApi';

/**
 * The fields the home page shows from `GET /api/v1/ads/ads/` (the ads module's list). Until that
 * module's generated `listAds` lands, the home page reads the list through this narrow endpoint
 * and treats anything else (404, error) as "no ads yet".
 */
export interface AdPreview {
  id: number | string;
  slug: string;
  title: string;
  price?: number | null;
  price_cents?: number | null;
  city?: string;
  state_code?: string;
  is_highlighted?: boolean;
  highlighted_until?: string | null;
  image_url?: string | null;
  main_image?: string | { url?: string; image?: string } | null;
  images?: Array<{ url?: string; image?: string; image_url?: string; alt?: string }>;
}

interface AdsPage {
  results: AdPreview[];
}

const homeAdsApi = emptyApi.injectEndpoints({
  endpoints: (build) => ({
    listHomeAds: build.query<AdPreview[], { page_size: number }>({
      query: (params) => ({ url: '/api/v1/ads/ads/', params }),
      transformResponse: (body: unknown) => {
        const results = (body as AdsPage | null)?.results;
        return Array.isArray(results) ? results.filter((a) => a && typeof a.slug === 'string') : [];
      },
    }),
  }),
});

export const { useListHomeAdsQuery } = homeAdsApi;

export function isHighlighted(ad: AdPreview, now = Date.now()): boolean {
  if (ad.is_highlighted) return true;
  return !!ad.highlighted_until && Date.parse(ad.highlighted_until) > now;
}

export function adImage(ad: AdPreview): string | null {
  if (ad.image_url) return ad.image_url;
  if (typeof ad.main_image === 'string') return ad.main_image;
  if (ad.main_image) return ad.main_image.url ?? ad.main_image.image ?? null;
  const first = ad.images?.[0];
  return first ? (first.url ?? first.image_url ?? first.image ?? null) : null;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Price in cents (or reais when only `price` comes) as BRL; null is "a combinar". */
export function formatAdPrice(ad: AdPreview): string {
  if (typeof ad.price_cents === 'number') return brl.format(ad.price_cents / 100);
  if (typeof ad.price === 'number') return brl.format(ad.price / 100);
  return 'A combinar';
}
