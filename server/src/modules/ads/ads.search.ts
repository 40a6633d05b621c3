// The search language of /ads: typed text to a PostgreSQL tsquery (prefix match on the last word)
// and the words the typo-tolerant fallback corrects against the ads' vocabulary.

/** Short words that carry no meaning for typo matching. */
const FILLER = new Set(['com', 'para', 'por', 'uma', 'umas', 'uns', 'dos', 'das', 'nos', 'nas', 'que', 'sem', 'mais']);

export interface ParsedSearch {
  /** the typed words, lowercase, at most 8 */
  tokens: string[];
  tsquery: string;
  /** unaccented words for the typo-tolerant fallback */
  words: string[];
}

const unaccent = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');

/** AND of the tokens, the last one as a prefix; a token with a correction matches either. */
function tokensToTsquery(tokens: string[], fixOf: Map<string, string> = new Map()): string {
  return tokens
    .map((t, i) => {
      const last = i === tokens.length - 1 ? ':*' : '';
      const fix = fixOf.get(unaccent(t));
      if (!fix) return `${t}${last}`;
      // A lone word that found nothing is simply replaced by its correction.
      return tokens.length === 1 ? fix : `(${t}${last} | ${fix})`;
    })
    .join(' & ');
}

/** Turns typed text into a full-text query (prefix match on the last word) and fallback words. */
export function parseSearch(text: string | undefined): ParsedSearch | null {
  const words =
    (text ?? '')
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!words.length) return null;
  const tokens = words.slice(0, 8);
  const plain = [...new Set(tokens.map(unaccent).filter((w) => w.length >= 3 && !FILLER.has(w)))];
  return { tokens, tsquery: tokensToTsquery(tokens), words: plain };
}

/**
 * The same search with the corrected words swapped in (every other typed word kept, so the
 * corrected search is never broader than the typed one) and the text to show for it.
 */
export function correctSearch(parsed: ParsedSearch, fixOf: Map<string, string>): { tsquery: string; text: string } {
  return {
    tsquery: tokensToTsquery(parsed.tokens, fixOf),
    text: parsed.tokens.map((t) => fixOf.get(unaccent(t)) ?? t).join(' '),
  };
}
