import { CategoryList, type Category } from './categories.schemas';
import { createCategoriesRepository } from './categories.repository';
import type { App } from '../../lib/types';

export async function categoriesRoutes(app: App) {
  const repo = createCategoriesRepository(app.db.orm);
  // Every page asks for the categories (home cards, filters, forms): their counts may be a
  // few seconds old, so one answer serves this process for CACHE_MS (shared by concurrent callers).
  const CACHE_MS = 30_000;
  let cached: { at: number; list: Promise<Category[]> } | null = null;
  const list = () => {
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      const entry = { at: Date.now(), list: repo.list() };
      entry.list.catch(() => {
        if (cached === entry) cached = null;
      });
      cached = entry;
    }
    return cached.list;
  };

  app.get(
    '/api/v1/ads/categories/',
    {
      schema: {
        operationId: 'listCategories',
        tags: ['ads'],
        summary: 'Categorias de serviços e produtos, em ordem de exibição',
        response: { 200: CategoryList },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return list();
    },
  );
}
