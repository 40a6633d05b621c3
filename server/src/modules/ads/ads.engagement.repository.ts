import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { num } from '../../lib/values';

// The ads' engagement SQL: votes, favourites and views (counted once per person per ad per day).
// createAdsRepository joins it, so services use one repository.

export function createAdsEngagementRepository(db: Db) {
  return {
    /**
     * The ad's stored view count and whether this viewer's view was counted within the day (the
     * rule of findPage's `seen`; true when viewer is null): what a cached page cannot know.
     */
    async viewState(adId: number, viewer: string | null): Promise<{ views: number; seen: boolean }> {
      const [r] = await rows<{ views: number; seen: boolean }>(
        db,
        sql`select a.views, ${
          viewer === null
            ? sql`true`
            : sql`exists (select 1 from ad_views v where v.ad_id = a.id and v.viewer = ${viewer}
                    and v.seen_at > now() - interval '1 day')`
        } as seen
            from ads a where a.id = ${adId}`,
      );
      return { views: Number(r?.views ?? 0), seen: r ? Boolean(r.seen) : true };
    },

    /**
     * A whole vote in one round trip: ad_vote() (migration 0067) locks the ad's row, checks the
     * rules (an active ad, not the voter's own), then casts, changes or (the same vote again)
     * withdraws the vote and moves the ad's score by the difference. Every vote on the ad waits for
     * the row lock, and the statement that votes starts after it, so it reads the current vote.
     */
    async voteBySlug(
      slug: string,
      userId: number,
      value: 1 | -1,
    ): Promise<{ outcome: 'ok' | 'not_found' | 'own_ad'; score: number; vote: 1 | -1 | null }> {
      const [r] = await rows<{ outcome: 'ok' | 'not_found' | 'own_ad'; score: number | null; vote: number | null }>(
        db,
        sql`select outcome, score, vote from ad_vote(${slug}, ${userId}, ${value}::smallint)`,
      );
      return {
        outcome: r.outcome,
        score: num(r.score ?? 0),
        vote: r.vote === null ? null : num(r.vote) > 0 ? 1 : -1,
      };
    },

    /**
     * Favourites (on) or unfavourites an ad by its slug in one round trip; returns the ad's status,
     * or null when there is no such ad. Only an active ad is favourited.
     */
    async favoriteBySlug(slug: string, userId: number, on: boolean): Promise<{ status: string } | null> {
      const [r] = await rows<{ status: string }>(
        db,
        on
          ? sql`with ad as (select id, status from ads where slug = ${slug}),
                added as (
                  insert into ad_favorites (user_id, ad_id) select ${userId}, id from ad where status = 'active'
                  on conflict do nothing
                )
                select status from ad`
          : sql`with ad as (select id, status from ads where slug = ${slug}),
                removed as (
                  delete from ad_favorites f using ad where f.ad_id = ad.id and f.user_id = ${userId}
                )
                select status from ad`,
      );
      return r ?? null;
    },

    /**
     * A batch of views (ads.views.ts), in one statement: each (ad, viewer) pair is counted unless
     * that viewer was counted for that ad within the last day, and each ad's total grows by what
     * was counted. Pairs of ads deleted meanwhile are skipped. Returns how many counted.
     */
    async countViews(adIds: number[], viewers: string[]): Promise<number> {
      if (!adIds.length) return 0;
      const pairs = JSON.stringify(adIds.map((id, i) => ({ ad_id: id, viewer: viewers[i] })));
      const [r] = await rows<{ n: number | string }>(
        db,
        sql`with v as (
              select v.ad_id, v.viewer from json_to_recordset(${pairs}::json) as v(ad_id bigint, viewer text)
              join ads a on a.id = v.ad_id
            ),
            counted as (
              insert into ad_views (ad_id, viewer) select ad_id, viewer from v
              on conflict (ad_id, viewer) do update set seen_at = now()
                where ad_views.seen_at <= now() - interval '1 day'
              returning ad_id
            ),
            bumped as (
              update ads a set views = a.views + c.n
              from (select ad_id, count(*)::int as n from counted group by ad_id) c
              where a.id = c.ad_id
              returning c.n
            )
            select coalesce(sum(n), 0)::int as n from bumped`,
      );
      return num(r.n);
    },

    /** An ad a visit may count for: its id, owner, whether it is public, and whether `viewer` was counted today. */
    async viewTarget(
      slug: string,
      viewer: string,
    ): Promise<{ id: number; ownerId: number; isPublic: boolean; seen: boolean } | null> {
      const [r] = await rows<{ id: number | string; owner_id: number | string; is_public: boolean; seen: boolean }>(
        db,
        sql`select a.id, a.owner_id, (a.status = 'active' and not a.hidden and a.expires_at > now()) as is_public,
                   exists (select 1 from ad_views v where v.ad_id = a.id and v.viewer = ${viewer}
                           and v.seen_at > now() - interval '1 day') as seen
            from ads a where a.slug = ${slug}`,
      );
      return r
        ? { id: num(r.id), ownerId: num(r.owner_id), isPublic: Boolean(r.is_public), seen: Boolean(r.seen) }
        : null;
    },

    async pruneViews(): Promise<void> {
      await db.execute(sql`delete from ad_views where seen_at < now() - interval '1 day'`);
    },
  };
}
