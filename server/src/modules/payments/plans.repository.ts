import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Plan } from './plans.schemas';
import { plans } from './payments.tables';

type PlanRow = typeof plans.$inferSelect;

export const toPlan = (r: PlanRow): Plan => ({
  id: r.id,
  name: r.name,
  description: r.description,
  price_cents: r.priceCents,
  currency: r.currency,
  duration_days: r.durationDays,
  benefits: r.benefits,
  badge: r.badge,
  top_of_search: r.topOfSearch,
  home_showcase: r.homeShowcase,
});

export function createPlansRepository(db: Db) {
  return {
    /** Plans on sale, in display order. */
    async listActive(): Promise<PlanRow[]> {
      return db.select().from(plans).where(eq(plans.isActive, true)).orderBy(asc(plans.position), asc(plans.id));
    },
    async findActive(id: string): Promise<PlanRow | null> {
      const [row] = await db
        .select()
        .from(plans)
        .where(and(eq(plans.id, id), eq(plans.isActive, true)));
      return row ?? null;
    },
  };
}
