import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { heroSlides } from './hero.tables';
import type { HeroSlide, SlideStatus } from './hero.schemas';

/** A slide as the admin area reads it (timestamps as Date, status by the database's clock). */
export interface HeroSlideRow extends HeroSlide {
  is_active: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  status: SlideStatus;
  image_key: string | null;
  image_mobile_key: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Column values a create or update writes (snake_case keys of the API, mapped below). */
export interface HeroSlideValues {
  title?: string;
  subtitle?: string;
  cta_label?: string;
  cta_url?: string;
  image_alt?: string;
  is_active?: boolean;
  starts_at?: Date | null;
  ends_at?: Date | null;
  position?: number;
  image_url?: string;
  image_key?: string | null;
  image_mobile_url?: string;
  image_mobile_key?: string | null;
}

const publicColumns = {
  id: heroSlides.id,
  title: heroSlides.title,
  subtitle: heroSlides.subtitle,
  image_url: heroSlides.imageUrl,
  image_mobile_url: heroSlides.imageMobileUrl,
  image_alt: heroSlides.imageAlt,
  cta_label: heroSlides.ctaLabel,
  cta_url: heroSlides.ctaUrl,
  position: heroSlides.position,
};

/**
 * A slide's status by the database's clock, written once: the admin list shows it and the home
 * shows the 'active' slides (switched on, inside their window; either end may be open).
 */
const slideStatus = sql<SlideStatus>`case
    when not ${heroSlides.isActive} then 'inactive'
    when ${heroSlides.startsAt} is not null and ${heroSlides.startsAt} > now() then 'scheduled'
    when ${heroSlides.endsAt} is not null and ${heroSlides.endsAt} <= now() then 'expired'
    else 'active' end`;

const adminColumns = {
  ...publicColumns,
  is_active: heroSlides.isActive,
  starts_at: heroSlides.startsAt,
  ends_at: heroSlides.endsAt,
  status: slideStatus,
  image_key: heroSlides.imageKey,
  image_mobile_key: heroSlides.imageMobileKey,
  created_at: heroSlides.createdAt,
  updated_at: heroSlides.updatedAt,
};

const ORDER = [asc(heroSlides.position), asc(heroSlides.id)];

function toColumns(v: HeroSlideValues) {
  const out: Partial<typeof heroSlides.$inferInsert> = {};
  if (v.title !== undefined) out.title = v.title;
  if (v.subtitle !== undefined) out.subtitle = v.subtitle;
  if (v.cta_label !== undefined) out.ctaLabel = v.cta_label;
  if (v.cta_url !== undefined) out.ctaUrl = v.cta_url;
  if (v.image_alt !== undefined) out.imageAlt = v.image_alt;
  if (v.is_active !== undefined) out.isActive = v.is_active;
  if (v.starts_at !== undefined) out.startsAt = v.starts_at;
  if (v.ends_at !== undefined) out.endsAt = v.ends_at;
  if (v.position !== undefined) out.position = v.position;
  if (v.image_url !== undefined) out.imageUrl = v.image_url;
  if (v.image_key !== undefined) out.imageKey = v.image_key;
  if (v.image_mobile_url !== undefined) out.imageMobileUrl = v.image_mobile_url;
  if (v.image_mobile_key !== undefined) out.imageMobileKey = v.image_mobile_key;
  return out;
}

export function createHeroRepository(db: Db) {
  return {
    /** What the home shows: the active slides (slideStatus), in display order. */
    async listPublic(): Promise<HeroSlide[]> {
      return db
        .select(publicColumns)
        .from(heroSlides)
        .where(sql`${slideStatus} = 'active'`)
        .orderBy(...ORDER);
    },

    /** Every slide, in display order. */
    async listAll(): Promise<HeroSlideRow[]> {
      return db
        .select(adminColumns)
        .from(heroSlides)
        .orderBy(...ORDER);
    },

    /** One slide; `lock` holds its row until the transaction ends (an image replaced twice at once). */
    async get(id: number, { lock = false } = {}): Promise<HeroSlideRow | null> {
      const q = db.select(adminColumns).from(heroSlides).where(eq(heroSlides.id, id));
      const [row] = await (lock ? q.for('update') : q);
      return row ?? null;
    },

    async insert(values: HeroSlideValues & { title: string }): Promise<number> {
      const [row] = await db
        .insert(heroSlides)
        .values({ ...toColumns(values), title: values.title })
        .returning({ id: heroSlides.id });
      return row.id;
    },

    async update(id: number, values: HeroSlideValues): Promise<void> {
      await db
        .update(heroSlides)
        .set({ ...toColumns(values), updatedAt: sql`now()` })
        .where(eq(heroSlides.id, id));
    },

    /** Deletes a slide; its image keys (for the files to go after the commit), or null when unknown. */
    async remove(id: number): Promise<{ image_key: string | null; image_mobile_key: string | null } | null> {
      const [row] = await db
        .delete(heroSlides)
        .where(eq(heroSlides.id, id))
        .returning({ image_key: heroSlides.imageKey, image_mobile_key: heroSlides.imageMobileKey });
      return row ?? null;
    },

    /** The position after the last slide (a new slide goes to the end). */
    async nextPosition(): Promise<number> {
      const [row] = await db.select({ max: sql<number | null>`max(${heroSlides.position})` }).from(heroSlides);
      return row?.max === null || row?.max === undefined ? 10 : Number(row.max) + 10;
    },

    /** Every id, locked until the transaction ends (two reorders at once apply one after the other). */
    async lockAllIds(): Promise<number[]> {
      const found = await db.select({ id: heroSlides.id }).from(heroSlides).for('update');
      return found.map((r) => r.id);
    },

    async setPosition(id: number, position: number): Promise<void> {
      await db
        .update(heroSlides)
        .set({ position, updatedAt: sql`now()` })
        .where(eq(heroSlides.id, id));
    },
  };
}
