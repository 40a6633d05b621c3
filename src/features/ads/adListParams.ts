import type { AdListParams, AdOrdering } from '../../api/ads';
import { parseCents } from '../../lib/money';
import { SEARCH_MAX_LENGTH } from '../../lib/search';
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
  // A price in reais: "1500" or "99.9" as this page writes it, or "1.500" / "99,90" as a form sent
  // before the app had loaded puts what was typed (lib/money reads both).
  const price = (k: string) => {
    const cents = parseCents(sp.get(k));
    return typeof cents === 'number' ? cents / 100 : undefined;
  };
  const service = sp.get('is_service');
  const ordering = sp.get('ordering') as AdOrdering | null;
  return {
    search: sp.get('search')?.trim().slice(0, SEARCH_MAX_LENGTH).trim() || undefined,
    stateCode: (sp.get('state_code') || sp.get('state') || undefined)?.toUpperCase(),
    category: sp.get('category') || undefined,
    // A tribe's approved ads (/ads?tribe=slug), from the tribe page's link.
    tribe: sp.get('tribe') || undefined,
    minPrice: price('min_price'),
    maxPrice: price('max_price'),
    isService: service === 'true' ? true : service === 'false' ? false : undefined,
    ordering: ordering && ordering in ORDERING_LABELS ? ordering : undefined,
    page: num('page') ?? 1,
    pageSize: PAGE_SIZE,
  };
}
