import { adsApi } from './ads';

/**
 * The visit to an ad's page, counted by the server (once per person per day, never the owner's,
 * only a public ad; a visitor is told apart by address and browser, so the browser stores
 * nothing); the page's data, from the HTML or the API, never counts one by itself.
 */
export const countAdView = (slug: string) => adsApi.endpoints.countAdView.initiate({ slug });
