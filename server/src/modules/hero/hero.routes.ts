import type { App } from '../../lib/types';
import { createHeroRepository } from './hero.repository';
import { HeroSlideList } from './hero.schemas';

export async function heroRoutes(app: App) {
  const repo = createHeroRepository(app.db.orm);

  app.get(
    '/api/v1/core/hero-slides/',
    {
      schema: {
        operationId: 'listHeroSlides',
        tags: ['core'],
        summary: 'Slides ativos do carrossel da página inicial, em ordem',
        response: { 200: HeroSlideList },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return repo.listActive();
    },
  );
}
