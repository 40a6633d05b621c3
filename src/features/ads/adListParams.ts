import type { AdListParams, AdOrdering } from '../../api/ads';
import { ORDERING_LABELS } from './format';

/** What a page that sends the user to /ads may ask it to say (a deleted ad's "Anúncio excluído."). */
export interface AdsPageState {
  notice?: string;
}

/** Ads per page of /ads (the server's first page in the HTML asks for the same, see spaPage.ts). */
export const PAGE_SIZE = 20;

/**
 * The URL is the state of /ads: every filter lives in the query string. Also used at start to put
 * the server's first page (initial data in the HTML) under the arguments the page will ask for.
 */
export function readParams(sp: URLSearchParams): AdListParams {
  const num = (k: string) => {
    const v = sp.get(k);
    return v !== null && v !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined;
  };
  const service = sp.get('is_service');
  const ordering = sp.get('ordering') as AdOrdering | null;
  return {
    search: sp.get('search')?.trim() || undefined,
    stateCode: (sp.get('state_code') || sp.get('state') || undefined)?.toUpperCase(),
    category: sp.get('category') || undefined,
    // A tribe's approved ads (/ads?tribe=slug), from the tribe page's link.
    tribe: sp.get('tribe') || undefined,
    minPrice: num('min_price'),
    maxPrice: num('max_price'),
    isService: service === 'true' ? true : service === 'false' ? false : undefined,
    ordering: ordering && ordering in ORDERING_LABELS ? ordering : undefined,
    page: num('page') ?? 1,
    pageSize: PAGE_SIZE,
  };
}
