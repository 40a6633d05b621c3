import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { adColumns } from '../ads/ads.service';
import type { AdRow } from '../ads/ads.service';
import { countOf, userRef } from './tribes.sql';

// Tribes' SQL, moderation: the ads submitted to tribes (tribe_ads) and the moderation log.

export interface SubmissionRow extends AdRow {
  ta_status: string;
  pinned: boolean;
  submitted_by: unknown;
  reviewed_by: unknown;
  reviewed_at: unknown;
  reason: string;
  ta_created_at: unknown;
}

export function createTribeModerationRepository(db: Db) {
  return {
    async findAd(slug: string): Promise<{
      id: number;
      owner_id: number;
      status: string;
      live: boolean;
      title: string;
      created_at: Date;
    } | null> {
      const [r] = await rows<{
        id: number | string;
        owner_id: number | string;
        status: string;
        live: boolean;
        title: string;
        created_at: string | Date;
      }>(
        db,
        sql`select id, owner_id, status, (status = 'active' and not hidden and expires_at > now()) as live, title, created_at
            from ads where slug = ${slug}`,
      );
      return r
        ? {
            id: Number(r.id),
            owner_id: Number(r.owner_id),
            status: r.status,
            live: Boolean(r.live),
            title: r.title,
            created_at: new Date(r.created_at),
          }
        : null;
    },

    async tribeAd(
      tribeId: number,
      adId: number,
      forUpdate = false,
    ): Promise<{ status: string; pinned: boolean; submitted_by: number | null } | null> {
      const [r] = await rows<{ status: string; pinned: boolean; submitted_by: number | string | null }>(
        db,
        sql`select status, pinned, submitted_by from tribe_ads where tribe_id = ${tribeId} and ad_id = ${adId}
            ${forUpdate ? sql`for update` : sql``}`,
      );
      return r
        ? {
            status: r.status,
            pinned: Boolean(r.pinned),
            submitted_by: r.submitted_by === null ? null : Number(r.submitted_by),
          }
        : null;
    },

    async insertTribeAd(t: { tribeId: number; adId: number; status: string; submittedBy: number; adCreatedAt: Date }) {
      await db.execute(
        sql`insert into tribe_ads (tribe_id, ad_id, status, submitted_by, ad_created_at, reviewed_at)
            values (${t.tribeId}, ${t.adId}, ${t.status}, ${t.submittedBy}, ${t.adCreatedAt},
                    ${t.status === 'approved' ? sql`now()` : sql`null`})`,
      );
    },

    async updateTribeAd(
      tribeId: number,
      adId: number,
      values: { status?: string; pinned?: boolean; reviewedBy?: number; reason?: string },
    ): Promise<void> {
      const sets: SQL[] = [];
      if (values.status !== undefined) sets.push(sql`status = ${values.status}`);
      if (values.pinned !== undefined) sets.push(sql`pinned = ${values.pinned}`);
      if (values.reviewedBy !== undefined) sets.push(sql`reviewed_by = ${values.reviewedBy}`, sql`reviewed_at = now()`);
      if (values.reason !== undefined) sets.push(sql`reason = ${values.reason}`);
      if (!sets.length) return;
      await db.execute(
        sql`update tribe_ads set ${sql.join(sets, sql`, `)} where tribe_id = ${tribeId} and ad_id = ${adId}`,
      );
    },

    async submissions(
      tribeId: number,
      o: { status?: string; adId?: number; limit: number; offset: number },
    ): Promise<{ count: number; rows: SubmissionRow[] }> {
      const where: SQL[] = [sql`ta.tribe_id = ${tribeId}`];
      if (o.status) where.push(sql`ta.status = ${o.status}`);
      if (o.adId !== undefined) where.push(sql`ta.ad_id = ${o.adId}`);
      const cond = sql.join(where, sql` and `);
      const count =
        o.adId !== undefined ? 1 : await countOf(db, sql`select count(*)::int as n from tribe_ads ta where ${cond}`);
      const page = await rows<SubmissionRow>(
        db,
        sql`select ${adColumns(0)}, ta.status as ta_status, ta.pinned, ta.reason, ta.reviewed_at,
                   ta.created_at as ta_created_at, ${userRef('su')} as submitted_by, ${userRef('ru')} as reviewed_by
            from tribe_ads ta join ads a on a.id = ta.ad_id
            join categories c on c.id = a.category_id join users u on u.id = a.owner_id
            left join users su on su.id = ta.submitted_by left join users ru on ru.id = ta.reviewed_by
            where ${cond}
            order by ta.created_at desc, ta.ad_id desc limit ${o.limit} offset ${o.offset}`,
      );
      return { count, rows: page };
    },

    // Moderation log

    /** Whether this actor edited (or created) the tribe in the last `seconds`: one editing, one entry. */
    async editedJustNow(tribeId: number, actorId: number, seconds: number): Promise<boolean> {
      const found = await rows(
        db,
        sql`select 1 from tribe_moderation_log
            where tribe_id = ${tribeId} and actor_id = ${actorId}
              and action in ('create_tribe', 'update_tribe', 'update_images')
              and created_at > now() - make_interval(secs => ${seconds})
            limit 1`,
      );
      return found.length > 0;
    },

    async logAction(e: {
      tribeId: number;
      actorId: number;
      action: string;
      targetUserId?: number | null;
      targetAdId?: number | null;
      reason?: string;
    }): Promise<void> {
      await db.execute(
        sql`insert into tribe_moderation_log (tribe_id, actor_id, action, target_user_id, target_ad_id, reason)
            values (${e.tribeId}, ${e.actorId}, ${e.action}, ${e.targetUserId ?? null}, ${e.targetAdId ?? null},
                    ${e.reason ?? ''})`,
      );
    },

    async log(
      tribeId: number,
      limit: number,
      offset: number,
    ): Promise<{ count: number; rows: Array<Record<string, unknown>> }> {
      const count = await countOf(
        db,
        sql`select count(*)::int as n from tribe_moderation_log where tribe_id = ${tribeId}`,
      );
      const page = await rows<Record<string, unknown>>(
        db,
        sql`select l.id, l.action, l.reason, l.created_at, ${userRef('au')} as actor, ${userRef('tu')} as target_user,
                   case when ad.id is null then null else json_build_object('slug', ad.slug, 'title', ad.title) end as target_ad
            from tribe_moderation_log l
            left join users au on au.id = l.actor_id left join users tu on tu.id = l.target_user_id
            left join ads ad on ad.id = l.target_ad_id
            where l.tribe_id = ${tribeId} order by l.created_at desc, l.id desc limit ${limit} offset ${offset}`,
      );
      return { count, rows: page };
    },
  };
}
