import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';

/** What the sitemaps list (reads ads, tribes, users and categories; writes nothing). */
export function createSeoRepository(db: Db) {
  /** Listed ads: active and within their date, as the listings show them. */
  const listed = sql`a.status = 'active' and a.expires_at > now()`;
  return {
    async countListedAds(): Promise<number> {
      const [r] = await rows<{ n: number | string }>(db, sql`select count(*) as n from ads a where ${listed}`);
      return Number(r?.n ?? 0);
    },

    /** One sitemap file's ads, oldest first (a file's addresses stay put as new ads arrive). */
    async listedAds(limit: number, offset: number): Promise<Array<{ slug: string; lastmod: string }>> {
      return rows(
        db,
        sql`select a.slug, greatest(a.updated_at, a.published_at) as lastmod from ads a
            where ${listed} order by a.id limit ${limit} offset ${offset}`,
      );
    },

    async categories(): Promise<Array<{ slug: string; icon: string }>> {
      return rows(db, sql`select slug, icon from categories order by position, name`);
    },

    async categoryIcon(slug: string): Promise<string | null> {
      const [r] = await rows<{ icon: string }>(db, sql`select icon from categories where slug = ${slug}`);
      return r ? r.icon : null;
    },

    async publicTribes(): Promise<Array<{ slug: string; lastmod: string }>> {
      return rows(db, sql`select slug, updated_at as lastmod from tribes where visibility = 'public' order by id`);
    },

    /** Members with at least one listed ad, with their latest ad's change. */
    async profilesWithAds(): Promise<Array<{ username: string; lastmod: string }>> {
      return rows(
        db,
        sql`select u.username, max(greatest(a.updated_at, a.published_at)) as lastmod
            from ads a join users u on u.id = a.owner_id
            where ${listed} and u.is_active group by u.id, u.username order by u.id`,
      );
    },
  };
}
