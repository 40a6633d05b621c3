/** The longest search the API takes (GET /api/v1/ads/ads/?search=): fields stop there, longer URLs are cut. */
export const SEARCH_MAX_LENGTH = 200;

/** Lower case without accents, trimmed: "São Paulo " → "sao paulo" (how typed text is compared). */
export const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
