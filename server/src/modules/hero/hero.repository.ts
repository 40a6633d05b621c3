import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { heroSlides } from './hero.tables';
import type { HeroSlide } from './hero.schemas';

export function createHeroRepository(db: Db) {
  return {
    /** Active slides in display order. */
    async listActive(): Promise<HeroSlide[]> {
      return db
        .select({
          id: heroSlides.id,
          title: heroSlides.title,
          subtitle: heroSlides.subtitle,
          image_url: heroSlides.imageUrl,
          image_alt: heroSlides.imageAlt,
          cta_label: heroSlides.ctaLabel,
          cta_url: heroSlides.ctaUrl,
          position: heroSlides.position,
        })
        .from(heroSlides)
        .where(and(eq(heroSlides.isActive, true)))
        .orderBy(asc(heroSlides.position), asc(heroSlides.id));
    },
  };
}
