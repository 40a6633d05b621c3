import { adsApi, type AdDetail, type AdPage, type Category } from '../api/ads';
import { coreApi, type HeroSlide, type Settings } from '../api/core';
import { readParams } from '../features/ads/adListParams';
import { HOME_ADS_ARG } from '../features/home/homeAds';
import { readStoredSession } from '../session/authStorage';
import type { AppStore } from './store';

/**
 * The other answers the page's first screen shows (site settings, categories, the home's ads), so
 * nothing on it changes or moves when they would have arrived.
 */
export type InitialExtra =
  | { endpoint: 'getSettings'; data: Settings }
  | { endpoint: 'listCategories'; data: Category[] }
  | { endpoint: 'homeAds'; data: AdPage };

/** What the server puts in the HTML of /, /ads and /ads/{slug} (server/src/plugins/spaPage.ts). */
export type InitialData = (
  | { path: string; endpoint: 'listAds'; data: AdPage }
  | { path: string; endpoint: 'getAd'; data: AdDetail }
  | { path: string; endpoint: 'listHeroSlides'; data: HeroSlide[] }
) & { extra?: InitialExtra[] };

export const INITIAL_DATA_ID = 'initial-data';

/** The data in the page's HTML, if it belongs to this address. Read once: the element is removed. */
export function takeInitialData(doc: Document = document, location: Location = window.location): InitialData | null {
  const el = doc.getElementById(INITIAL_DATA_ID);
  if (!el) return null;
  el.remove();
  try {
    const parsed = JSON.parse(el.textContent ?? '') as InitialData;
    return parsed.path === location.pathname + location.search ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Puts the server's first data into the RTK Query cache under the arguments the page will ask
 * for, so /, /ads and /ads/{slug} render their first screen without an API round trip. The server
 * answers as a visitor: a signed-in member's ad lists and pages ask again (their votes, favourites,
 * own ads); the hero slides, settings and categories are the same for everyone. The server renders the page's first screen from the
 * same data (src/app/serverRender.tsx), with `location` the requested address.
 */
export function hydrateInitialData(
  store: AppStore,
  initial: InitialData | null = takeInitialData(),
  location: Pick<Location, 'pathname' | 'search'> = window.location,
) {
  if (!initial) return;
  const member = Boolean(readStoredSession());
  for (const extra of initial.extra ?? []) {
    if (extra.endpoint === 'getSettings') {
      store.dispatch(
        coreApi.util.upsertQueryEntries([{ endpointName: 'getSettings', arg: undefined, value: extra.data }]),
      );
    } else if (extra.endpoint === 'listCategories') {
      store.dispatch(
        adsApi.util.upsertQueryEntries([{ endpointName: 'listCategories', arg: undefined, value: extra.data }]),
      );
    } else if (extra.endpoint === 'homeAds' && !member) {
      store.dispatch(
        adsApi.util.upsertQueryEntries([{ endpointName: 'listAds', arg: HOME_ADS_ARG, value: extra.data }]),
      );
    }
  }
  if (initial.endpoint === 'listHeroSlides') {
    if (Array.isArray(initial.data))
      store.dispatch(
        coreApi.util.upsertQueryEntries([{ endpointName: 'listHeroSlides', arg: undefined, value: initial.data }]),
      );
    return;
  }
  if (member) return;
  if (initial.endpoint === 'listAds') {
    const arg = readParams(new URLSearchParams(location.search));
    store.dispatch(adsApi.util.upsertQueryEntries([{ endpointName: 'listAds', arg, value: initial.data }]));
  } else {
    let slug: string;
    try {
      slug = decodeURIComponent(location.pathname.split('/').filter(Boolean)[1] ?? '');
    } catch {
      return;
    }
    store.dispatch(adsApi.util.upsertQueryEntries([{ endpointName: 'getAd', arg: { slug }, value: initial.data }]));
  }
}
