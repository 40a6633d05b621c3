import type { App } from '../../lib/types';
import { CategoryList } from './categories.schemas';
import { createCategoriesService } from './categories.service';

export async function categoriesRoutes(app: App) {
  const categories = createCategoriesService(app.db.orm);

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
      return categories.list();
    },
  );
}
