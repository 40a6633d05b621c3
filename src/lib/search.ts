/** The longest search the API takes (GET /api/v1/ads/ads/?search=): fields stop there, longer URLs are cut. */
export const SEARCH_MAX_LENGTH = 200;
