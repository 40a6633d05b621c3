import { adsApi } from './ads';

const VISITOR_KEY = 'tribo:visitor';

/** A random key of 32 letters and digits (the server accepts 16 to 64 of [A-Za-z0-9_-]). */
function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's anonymous key, kept in localStorage: a visitor without a session is counted once
 * a day per ad by it (a member by their id). Without storage (private mode, blocked), a key for
 * this page's life.
 */
let fallback: string | null = null;
export function visitorKey(): string {
  try {
    const stored = localStorage.getItem(VISITOR_KEY);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
    const key = newKey();
    localStorage.setItem(VISITOR_KEY, key);
    return key;
  } catch {
    return (fallback ??= newKey());
  }
}

/**
 * The visit to an ad's page, counted by the server (once per person per day, never the owner's,
 * only a public ad); the page's data, from the HTML or the API, never counts one by itself.
 */
export const countAdView = (slug: string) =>
  adsApi.endpoints.countAdView.initiate({ slug, body: { visitor: visitorKey() } });
