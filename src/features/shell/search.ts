import { paths } from '../../app/paths';

/** Header search (spec sections 2, 5, 9). */
export const PLACEHOLDER_ROTATION_MS = 3000;

/** A random index other than `current` (so the placeholder visibly changes every tick). */
export function nextSuggestionIndex(current: number, count: number, random: () => number = Math.random): number {
  if (count < 2) return 0;
  const pick = Math.min(count - 2, Math.floor(random() * (count - 1)));
  return pick >= current ? pick + 1 : pick;
}

/**
 * `/ads?search={text}&{param}={state}` with the text URL-encoded, or null for blank text
 * (blank or whitespace-only searches are not submitted). The desktop header uses `state_code`,
 * the mobile menu `state`; "Todo o Brasil" (no state) leaves the state out.
 */
export function buildSearchUrl(text: string, state: string, param: 'state_code' | 'state'): string | null {
  const term = text.trim();
  if (!term) return null;
  const where = state ? `&${param}=${encodeURIComponent(state)}` : '';
  return `${paths.ads()}?search=${encodeURIComponent(term)}${where}`;
}
