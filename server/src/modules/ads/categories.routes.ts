import { CategoryList } from './categories.schemas';
import { createCategoriesRepository } from './categories.repository';
import type { App } from '../../lib/types';

export async function categoriesRoutes(app: App) {
  const repo = createCategoriesRepository(app.db.orm);

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
      return repo.list();
    },
  );
}
