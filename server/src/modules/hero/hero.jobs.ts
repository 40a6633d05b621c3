import { isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { heroSlides } from './hero.tables';

/** Media files ("hero/<name>") the slides reference, for the media janitor (plugins/jobs.ts). */
export async function heroImageReferences(orm: Db): Promise<Set<string>> {
  const found = await orm
    .select({ a: heroSlides.imageKey, b: heroSlides.imageMobileKey })
    .from(heroSlides)
    .where(or(isNotNull(heroSlides.imageKey), isNotNull(heroSlides.imageMobileKey)));
  return new Set(found.flatMap((r) => [r.a, r.b]).filter((k): k is string => !!k));
}
