/**
 * Build-time configuration. webpack's DefinePlugin replaces each process.env.X below with the
 * value from the environment (or .env) when the bundle is built; jest reads the real env.
 */
export const env = {
  apiUrl: process.env.API_URL as string | undefined,
  googleClientId: process.env.GOOGLE_CLIENT_ID as string | undefined,
  stripePublishableKey: process.env.STRIPE_PUBLISHABLE_KEY as string | undefined,
  adsEnabled: process.env.ADS_ENABLED === 'true',
};

export const FALLBACK_API_URL = 'http://localhost:8000';

/**
 * The API origin per spec section 7: API_URL without a trailing slash, /api or /api/v1;
 * http://localhost:8000 when unset; '' (same origin) when set to an empty value.
 */
export function normalizeApiBase(value: string | undefined | null): string {
  if (value === undefined || value === null) return FALLBACK_API_URL;
  let base = value.trim();
  base = base.replace(/\/+$/, '');
  base = base.replace(/\/api(\/v1)?$/, '');
  return base.replace(/\/+$/, '');
}

export const API_BASE = normalizeApiBase(env.apiUrl);
