import type { Db } from '../../db/client';
import { createAdsRepository } from './ads.repository';
import { correctSearch, parseSearch } from './ads.search';

// What a saved search needs of the ads' search rules (through ads.service): the typed text read as
// /ads reads it, its typo correction against the ads' vocabulary, and a category named by id or slug.

export function createAdMatching(db: Db) {
  const repo = createAdsRepository(db);
  return {
    /** The typed text as /ads parses it: its tsquery and the words the typo correction reads, or null. */
    parse(text: string | undefined): { tsquery: string; words: string[] } | null {
      const parsed = parseSearch(text);
      return parsed && { tsquery: parsed.tsquery, words: parsed.words };
    },

    /**
     * Each text's tsquery with its words corrected the way /ads corrects a search that finds nothing
     * ("bicileta" -> "bicicleta"), or null when no word has a correction. One round trip for all.
     */
    async corrected(texts: string[]): Promise<Array<string | null>> {
      const parsed = texts.map((t) => parseSearch(t));
      const words = [...new Set(parsed.flatMap((p) => p?.words ?? []))];
      const fixes = await repo.closestWords(words);
      const fixOf = new Map<string, string>();
      words.forEach((w, i) => {
        const fix = fixes[i];
        if (fix && fix !== w) fixOf.set(w, fix);
      });
      return parsed.map((p) => {
        if (!p || !p.words.some((w) => fixOf.has(w))) return null;
        return correctSearch(p, fixOf).tsquery;
      });
    },

    /** A category given as the listing takes it (an id, or a slug): its id, or null when none is so named. */
    categoryId: (category: string) => repo.categoryIdOf(category),
  };
}
