import { cachedJson, isPublicRequest } from '../../lib/publicCache';
import type { App } from '../../lib/types';
import { HeroSlideList } from './hero.schemas';
import { createPublicHeroService } from './hero.service';

export async function heroRoutes(app: App) {
  const hero = createPublicHeroService(app.db.orm);

  app.get(
    '/api/v1/core/hero-slides/',
    {
      schema: {
        operationId: 'listHeroSlides',
        tags: ['core'],
        summary: 'Slides ativos do carrossel da página inicial, dentro da sua janela de exibição, em ordem',
        response: { 200: HeroSlideList },
      },
    },
    async (request, reply) => {
      // A minute of reuse: a slide that starts or ends shows up (or goes) within a minute.
      reply.header('cache-control', 'public, max-age=60');
      // The same for everyone: from the process's public cache (dropped when staff save a slide).
      return isPublicRequest(request)
        ? cachedJson(app.publicCache, reply, 'hero-slides', () => hero.listPublic())
        : hero.listPublic();
    },
  );
}
