import { API_BASE } from './env';

/** Hosts that only serve stand-in pictures: the local placeholder is shown instead. */
const PLACEHOLDER_HOSTS = [
  'via.placeholder.com',
  'placeholder.com',
  'placehold.co',
  'placehold.it',
  'dummyimage.com',
  'fakeimg.pl',
  'picsum.photos',
  'lorempixel.com',
];

const STOCK_PHOTO_HOST = 'images.unsplash.com';
export const STOCK_PHOTO_PARAMS = 'auto=format&fit=crop&w=800&q=80';

export function isPlaceholderServiceUrl(src: string): boolean {
  try {
    const host = new URL(src).hostname.toLowerCase();
    return PLACEHOLDER_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
}

/**
 * Image address rules (spec section 5): absolute http(s) as is; beginning with "/" gets the API
 * origin prefixed; anything else gets a leading "/". Stock photos without a query string get the
 * optimisation parameters. Returns null when there is nothing usable (placeholder applies).
 */
export function resolveImageUrl(src: string | null | undefined, apiBase: string = API_BASE): string | null {
  const value = (src ?? '').trim();
  if (!value || isPlaceholderServiceUrl(value)) return null;
  let url: string;
  if (/^https?:\/\//i.test(value)) url = value;
  else if (value.startsWith('/')) url = `${apiBase}${value}`;
  else if (/^(data|blob):/i.test(value)) return value;
  else url = `/${value}`;
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    if (parsed.hostname === STOCK_PHOTO_HOST && !parsed.search) url = `${url}?${STOCK_PHOTO_PARAMS}`;
  } catch {
    // leave it as is
  }
  return url;
}

export const PLACEHOLDER_IMAGE = { light: '/placeholder-light.svg', dark: '/placeholder-dark.svg' } as const;
