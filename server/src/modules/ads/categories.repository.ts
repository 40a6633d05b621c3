import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from './categories.tables';
import type { Category } from './categories.schemas';

export function createCategoriesRepository(db: Db) {
  return {
    async list(): Promise<Category[]> {
      const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        slug: r.slug,
        icon: r.icon,
        position: r.position,
        is_service: r.isService,
        description: r.description,
      }));
    },
  };
}
