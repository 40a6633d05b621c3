import type { Db } from '../../db/client';
import { createCategoriesRepository } from './categories.repository';
import type { Category } from './categories.schemas';

/**
 * Every page asks for the categories (home cards, filters, forms): their counts may be a few
 * seconds old, so one answer serves this process for CACHE_MS (shared by concurrent callers).
 */
const CACHE_MS = 30_000;

export function createCategoriesService(db: Db) {
  const repo = createCategoriesRepository(db);
  let cached: { at: number; list: Promise<Category[]> } | null = null;
  return {
    list(): Promise<Category[]> {
      if (!cached || Date.now() - cached.at > CACHE_MS) {
        const entry = { at: Date.now(), list: repo.list() };
        entry.list.catch(() => {
          if (cached === entry) cached = null;
        });
        cached = entry;
      }
      return cached.list;
    },
  };
}
