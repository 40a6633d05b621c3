import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { int, rows } from '../../db/rows';

// SQL of reviews and their reports (migration 0094). Reads users, ads, conversations and messages
// (who may review whom); writes only this module's tables and the moderation log's review entries.

export interface ReviewRow {
  id: number;
  advertiser_id: number;
  reviewer_id: number | null;
  rating: number;
  text: string;
  reply: string | null;
  replied_at: string | Date | null;
  removed_at: string | Date | null;
  created_at: string | Date;
  ad_slug: string | null;
  ad_title: string;
  reviewer_username: string | null;
  reviewer_first_name: string | null;
}

const REVIEW_COLUMNS = sql`r.id, r.advertiser_id, r.reviewer_id, r.rating, r.text, r.reply, r.replied_at, r.removed_at,
  r.created_at, a.slug as ad_slug, r.ad_title, ru.username as reviewer_username, ru.first_name as reviewer_first_name`;
const REVIEW_FROM = sql`reviews r left join ads a on a.id = r.ad_id left join users ru on ru.id = r.reviewer_id`;

/**
 * The ads of `advertiserId` the member may review: a conversation of theirs about the ad (as
 * the buyer) in which the advertiser, as the ad's owner, wrote at least once.
 */
const answered = (reviewerId: number, advertiserId: number, extra: SQL) => sql`
  select a.id, a.slug, a.title from conversations c
    join ads a on a.id = c.ad_id and a.owner_id = ${advertiserId}
   where c.buyer_id = ${reviewerId} and ${extra}
     and exists (select 1 from messages m where m.conversation_id = c.id and m.sender_id = ${advertiserId})`;

export function createReviewsRepository(db: Db) {
  return {
    /** An active member by username (the advertiser whose profile is asked). */
    async findMember(username: string): Promise<{ id: number; username: string } | null> {
      const [row] = await rows<{ id: number; username: string }>(
        db,
        sql`select id, username from users where lower(username) = lower(${username}) and is_active`,
      );
      return row ? { id: Number(row.id), username: row.username } : null;
    },

    async findAd(slug: string): Promise<{ id: number; owner_id: number; title: string } | null> {
      const [row] = await rows<{ id: number; owner_id: number; title: string }>(
        db,
        sql`select id, owner_id, title from ads where slug = ${slug}`,
      );
      return row ? { id: Number(row.id), owner_id: Number(row.owner_id), title: row.title } : null;
    },

    /** The ads the member may review and has not reviewed yet. */
    async reviewableAds(reviewerId: number, advertiserId: number): Promise<{ slug: string; title: string }[]> {
      const notYet = sql`not exists (select 1 from reviews r where r.reviewer_id = ${reviewerId} and r.ad_id = a.id)`;
      return rows(
        db,
        sql`select slug, title from (${answered(reviewerId, advertiserId, notYet)}) x order by title, slug`,
      );
    },

    async mayReview(reviewerId: number, advertiserId: number, adId: number): Promise<boolean> {
      const found = await rows(db, sql`${answered(reviewerId, advertiserId, sql`c.ad_id = ${adId}`)} limit 1`);
      return found.length > 0;
    },

    /** The new review's id, or null when the member already reviewed this ad. */
    async insert(r: {
      reviewerId: number;
      advertiserId: number;
      adId: number;
      adTitle: string;
      rating: number;
      text: string;
    }): Promise<number | null> {
      const [row] = await rows<{ id: number }>(
        db,
        sql`insert into reviews (reviewer_id, advertiser_id, ad_id, ad_title, rating, text)
            values (${r.reviewerId}, ${r.advertiserId}, ${r.adId}, ${r.adTitle}, ${r.rating}, ${r.text})
            on conflict (reviewer_id, ad_id) do nothing returning id`,
      );
      return row ? Number(row.id) : null;
    },

    async find(id: number, { lock = false } = {}): Promise<ReviewRow | null> {
      const [row] = await rows<ReviewRow>(
        db,
        sql`select ${REVIEW_COLUMNS} from ${REVIEW_FROM} where r.id = ${id} ${lock ? sql`for update of r` : sql``}`,
      );
      return row ?? null;
    },

    async page(advertiserId: number, limit: number, offset: number): Promise<{ count: number; rows: ReviewRow[] }> {
      const [{ n }] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from reviews where advertiser_id = ${advertiserId} and removed_at is null`,
      );
      const found = await rows<ReviewRow>(
        db,
        sql`select ${REVIEW_COLUMNS} from ${REVIEW_FROM}
            where r.advertiser_id = ${advertiserId} and r.removed_at is null
            order by r.created_at desc, r.id desc limit ${int(limit)} offset ${int(offset)}`,
      );
      return { count: Number(n), rows: found };
    },

    /** How many visible reviews have 1, 2, 3, 4 and 5 stars. */
    async histogram(advertiserId: number): Promise<number[]> {
      const found = await rows<{ rating: number; n: number }>(
        db,
        sql`select rating, count(*)::int as n from reviews
            where advertiser_id = ${advertiserId} and removed_at is null group by rating`,
      );
      const out = [0, 0, 0, 0, 0];
      for (const f of found) out[Number(f.rating) - 1] = Number(f.n);
      return out;
    },

    async reply(id: number, text: string): Promise<void> {
      await db.execute(sql`update reviews set reply = ${text}, replied_at = now() where id = ${id}`);
    },

    /** The member's report of a review: the new one, or null when they had reported it already. */
    async insertReport(reviewId: number, reporterId: number, reason: string, details: string) {
      const [row] = await rows<{ reason: string; details: string; created_at: string | Date }>(
        db,
        sql`insert into review_reports (review_id, reporter_id, reason, details)
            values (${reviewId}, ${reporterId}, ${reason}, ${details})
            on conflict (review_id, reporter_id) do nothing returning reason, details, created_at`,
      );
      return row ?? null;
    },

    async findReport(reviewId: number, reporterId: number) {
      const [row] = await rows<{ reason: string; details: string; created_at: string | Date }>(
        db,
        sql`select reason, details, created_at from review_reports
            where review_id = ${reviewId} and reporter_id = ${reporterId}`,
      );
      return row ?? null;
    },

    async remove(id: number, staffId: number, reason: string): Promise<void> {
      await db.execute(
        sql`update reviews set removed_at = now(), removed_by = ${staffId}, removal_reason = ${reason} where id = ${id}`,
      );
    },

    async log(entry: { actorId: number; userId: number | null; label: string; reason: string }): Promise<void> {
      await db.execute(
        sql`insert into moderation_log (actor_id, action, target_user_id, target_label, reason)
            values (${entry.actorId}, 'remove_review', ${entry.userId}, ${entry.label}, ${entry.reason})`,
      );
    },

    /** The staff's list: reported visible reviews (most reported first), removed ones, or all. */
    async adminPage(
      status: 'reported' | 'removed' | 'all',
      limit: number,
      offset: number,
      id?: number,
    ): Promise<{ count: number; rows: Record<string, unknown>[] }> {
      const where =
        id !== undefined
          ? sql`r.id = ${id}`
          : status === 'reported'
            ? sql`r.removed_at is null and exists (select 1 from review_reports x where x.review_id = r.id)`
            : status === 'removed'
              ? sql`r.removed_at is not null`
              : sql`true`;
      const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from reviews r where ${where}`);
      const found = await rows<Record<string, unknown>>(
        db,
        sql`select r.id, r.rating, r.text, r.reply, r.created_at, r.removed_at, r.removal_reason, r.ad_title,
                   adv.username as advertiser, ru.username as reviewer,
                   (select count(*)::int from review_reports x where x.review_id = r.id) as report_count,
                   (select coalesce(json_agg(json_build_object('reporter', xu.username, 'reason', x.reason,
                                                               'details', x.details, 'created_at', x.created_at)
                                             order by x.created_at), '[]')
                      from review_reports x join users xu on xu.id = x.reporter_id where x.review_id = r.id) as reports
            from reviews r join users adv on adv.id = r.advertiser_id left join users ru on ru.id = r.reviewer_id
            where ${where}
            order by report_count desc, r.created_at desc, r.id desc limit ${int(limit)} offset ${int(offset)}`,
      );
      return { count: Number(n), rows: found };
    },

    /** LGPD: a deleted member's reviews keep their stars (the advertiser's average) but lose the text. */
    async eraseTexts(reviewerId: number): Promise<void> {
      await db.execute(sql`update reviews set text = '' where reviewer_id = ${reviewerId}`);
    },
  };
}
