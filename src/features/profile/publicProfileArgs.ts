import type { AdListParams } from '../../api/ads';

/** Ads per page of a public profile (the server's first page in the HTML asks for the same, see spaPage.ts). */
export const ADS_PAGE_SIZE = 12;
/** Reviews per page of a public profile (likewise). */
export const REVIEWS_PAGE_SIZE = 10;

/**
 * The requests a public profile makes for its ads and reviews. Also used at start to put the
 * server's first pages (initial data in the HTML) under the arguments the page will ask for.
 */
export const profileAdsArg = (username: string, page = 1): AdListParams => ({
  owner: username,
  ordering: '-created_at',
  page,
  pageSize: ADS_PAGE_SIZE,
});

export const profileReviewsArg = (username: string, page = 1) => ({ username, page, pageSize: REVIEWS_PAGE_SIZE });
