import { adsApi, type AdDetail, type AdPage, type Category } from '../api/ads';
import { coreApi, type HeroSlide, type Settings } from '../api/core';
import { reviewsApi, type ReviewPage } from '../api/reviews';
import { usersApi, type PublicProfile } from '../api/users';
import { readParams } from '../features/ads/adListParams';
import { HOME_ADS_ARG } from '../features/home/homeAds';
import { profileAdsArg, profileReviewsArg } from '../features/profile/publicProfileArgs';
import { readStoredSession } from '../session/authStorage';
import type { AppStore } from './store';

/**
 * The other answers the page's first screen shows (site settings, categories, the home's ads, a
 * public profile's first page of ads and of reviews), so nothing on it changes or moves when they
 * would have arrived.
 */
export type InitialExtra =
  | { endpoint: 'getSettings'; data: Settings }
  | { endpoint: 'listCategories'; data: Category[] }
  | { endpoint: 'homeAds'; data: AdPage }
  | { endpoint: 'profileAds'; data: AdPage }
  | { endpoint: 'profileReviews'; data: ReviewPage };

/**
 * What the server puts in the HTML of /, /ads, /ads/{slug} and /profile/{username}
 * (server/src/plugins/spaPage.ts).
 */
export type InitialData = (
  | { path: string; endpoint: 'listAds'; data: AdPage }
  | { path: string; endpoint: 'getAd'; data: AdDetail }
  | { path: string; endpoint: 'listHeroSlides'; data: HeroSlide[] }
  | { path: string; endpoint: 'getProfile'; data: PublicProfile }
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
 * for, so /, /ads, /ads/{slug} and /profile/{username} render their first screen without an API
 * round trip. The server answers as a visitor: a signed-in member's ad lists, ad pages and a
 * profile's reviews ask again (their votes, favourites, own ads, the reviews they may answer); the
 * hero slides, settings, categories and a member's public profile are the same for everyone. The
 * server renders the page's first screen from the same data (src/app/serverRender.tsx), with
 * `location` the requested address.
 */
export function hydrateInitialData(
  store: AppStore,
  initial: InitialData | null = takeInitialData(),
  location: Pick<Location, 'pathname' | 'search'> = window.location,
) {
  if (!initial) return;
  const member = Boolean(readStoredSession());
  // A public profile's ads and reviews are asked for with the username the API answered with.
  const owner = initial.endpoint === 'getProfile' ? initial.data.username : null;
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
    } else if (extra.endpoint === 'profileAds' && owner && !member) {
      store.dispatch(
        adsApi.util.upsertQueryEntries([{ endpointName: 'listAds', arg: profileAdsArg(owner), value: extra.data }]),
      );
    } else if (extra.endpoint === 'profileReviews' && owner && !member) {
      store.dispatch(
        reviewsApi.util.upsertQueryEntries([
          { endpointName: 'listProfileReviews', arg: profileReviewsArg(owner), value: extra.data },
        ]),
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
  // The second segment of /ads/{slug} and /profile/{username}, as the page's useParams reads it.
  const param = () => {
    try {
      return decodeURIComponent(location.pathname.split('/').filter(Boolean)[1] ?? '');
    } catch {
      return null;
    }
  };
  if (initial.endpoint === 'getProfile') {
    const username = param();
    if (username !== null)
      store.dispatch(
        usersApi.util.upsertQueryEntries([{ endpointName: 'getProfile', arg: { username }, value: initial.data }]),
      );
    return;
  }
  if (member) return;
  if (initial.endpoint === 'listAds') {
    const arg = readParams(new URLSearchParams(location.search));
    store.dispatch(adsApi.util.upsertQueryEntries([{ endpointName: 'listAds', arg, value: initial.data }]));
  } else {
    const slug = param();
    if (slug !== null)
      store.dispatch(adsApi.util.upsertQueryEntries([{ endpointName: 'getAd', arg: { slug }, value: initial.data }]));
  }
}
