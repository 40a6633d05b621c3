import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { categories } from './categories.tables';
import type { Category } from './categories.schemas';

export function createCategoriesRepository(db: Db) {
  return {
    async list(): Promise<Category[]> {
      const [list, counts] = await Promise.all([
        db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
        // ad_search holds the published ads (migration 0012); past their date they are not listed.
        rows<{ category_id: number; n: number }>(
          db,
          sql`select category_id, count(*)::int as n from ad_search where expires_at > now() group by category_id`,
        ),
      ]);
      const count = new Map(counts.map((c) => [Number(c.category_id), Number(c.n)]));
      return list.map((r) => ({
        id: r.id,
        name: r.name,
        slug: r.slug,
        icon: r.icon,
        position: r.position,
        is_service: r.isService,
        description: r.description,
        ad_count: count.get(r.id) ?? 0,
      }));
    },
  };
}
