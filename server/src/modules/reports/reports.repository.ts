import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { int, rows } from '../../db/rows';
import { CASE_MESSAGES, type ReportReason, type ResolveAction } from './reports.schemas';

// SQL of reports, report cases and the staff's log (migrations 0085, 0095). Reads ads, users and
// payments for the desk's lists, and a reported conversation's members and messages; writes only
// this module's tables.

/** What a case is about: an ad, a profile, or a member in a conversation. */
export type CaseTarget = { adId: number } | { userId: number } | { conversationId: number; userId: number };

export interface CaseRow {
  id: number;
  status: 'open' | 'resolved';
  ad_id: number | null;
  reported_user_id: number | null;
  conversation_id: number | null;
  reporter_count: number;
}

export interface ReportRow {
  id: number;
  reason: ReportReason;
  details: string;
  created_at: string | Date;
  status: 'open' | 'resolved';
}

const targetWhere = (t: CaseTarget): SQL =>
  'adId' in t
    ? sql`ad_id = ${t.adId}`
    : 'conversationId' in t
      ? sql`conversation_id = ${t.conversationId} and reported_user_id = ${t.userId}`
      : sql`reported_user_id = ${t.userId} and conversation_id is null`;

const CASE_COLUMNS = sql`id, status, ad_id, reported_user_id, conversation_id, reporter_count`;

/** An ILIKE pattern for text containing `s` (its own % and _ taken literally). */
const containing = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toCase = (r: CaseRow): CaseRow => ({
  ...r,
  id: Number(r.id),
  ad_id: r.ad_id === null ? null : Number(r.ad_id),
  reported_user_id: r.reported_user_id === null ? null : Number(r.reported_user_id),
  conversation_id: r.conversation_id === null ? null : Number(r.conversation_id),
  reporter_count: Number(r.reporter_count),
});

export function createReportsRepository(db: Db) {
  return {
    /** The open case of a target, created when there is none, locked for this transaction. */
    async openCase(target: CaseTarget): Promise<CaseRow> {
      await db.execute(
        'adId' in target
          ? sql`insert into report_cases (ad_id) values (${target.adId}) on conflict do nothing`
          : 'conversationId' in target
            ? sql`insert into report_cases (conversation_id, reported_user_id)
                  values (${target.conversationId}, ${target.userId}) on conflict do nothing`
            : sql`insert into report_cases (reported_user_id) values (${target.userId}) on conflict do nothing`,
      );
      const [row] = await rows<CaseRow>(
        db,
        sql`select ${CASE_COLUMNS} from report_cases where ${targetWhere(target)} and status = 'open' for update`,
      );
      return toCase(row);
    },

    async findCase(id: number, { lock = false } = {}): Promise<CaseRow | null> {
      const [row] = await rows<CaseRow>(
        db,
        sql`select ${CASE_COLUMNS} from report_cases where id = ${id}
            ${lock ? sql`for update` : sql``}`,
      );
      return row ? toCase(row) : null;
    },

    /** The member's report in the case: the new one, or null when they had reported already. */
    async insertReport(caseId: number, reporterId: number, reason: ReportReason, details: string) {
      const [row] = await rows<ReportRow>(
        db,
        sql`insert into reports (case_id, reporter_id, reason, details) values (${caseId}, ${reporterId}, ${reason}, ${details})
            on conflict (case_id, reporter_id) do nothing
            returning id, reason, details, created_at, 'open' as status`,
      );
      return row ?? null;
    },

    async findReport(caseId: number, reporterId: number): Promise<ReportRow | null> {
      const [row] = await rows<ReportRow>(
        db,
        sql`select r.id, r.reason, r.details, r.created_at, c.status from reports r join report_cases c on c.id = r.case_id
            where r.case_id = ${caseId} and r.reporter_id = ${reporterId}`,
      );
      return row ?? null;
    },

    /** Counts the case's reporters again (one report per member) and returns the number. */
    async recount(caseId: number): Promise<number> {
      const [row] = await rows<{ n: number }>(
        db,
        sql`update report_cases set reporter_count = (select count(*) from reports where case_id = ${caseId}),
                                    last_reported_at = now()
            where id = ${caseId} returning reporter_count as n`,
      );
      return Number(row.n);
    },

    /** The member's other side in a conversation: null when not a participant, `other` null when that account is gone. */
    async conversationSide(conversationId: number, userId: number): Promise<{ other: number | null } | null> {
      const [row] = await rows<{ other_id: number | null }>(
        db,
        sql`select other_id from conversation_members where conversation_id = ${conversationId} and user_id = ${userId}`,
      );
      if (!row) return null;
      return { other: row.other_id === null ? null : Number(row.other_id) };
    },

    async resolveCase(id: number, action: ResolveAction, message: string, staffId: number): Promise<void> {
      await db.execute(
        sql`update report_cases set status = 'resolved', resolution = ${action}, resolution_message = ${message},
                                    resolved_by = ${staffId}, resolved_at = now()
            where id = ${id}`,
      );
    },

    async reporterIds(caseId: number): Promise<number[]> {
      const found = await rows<{ id: number }>(
        db,
        sql`select reporter_id as id from reports where case_id = ${caseId}`,
      );
      return found.map((r) => Number(r.id));
    },

    async log(entry: {
      actorId: number;
      action: string;
      adId?: number | null;
      userId?: number | null;
      label: string;
      caseId?: number | null;
      reason: string;
    }): Promise<void> {
      await db.execute(
        sql`insert into moderation_log (actor_id, action, target_ad_id, target_user_id, target_label, case_id, reason)
            values (${entry.actorId}, ${entry.action}, ${entry.adId ?? null}, ${entry.userId ?? null}, ${entry.label},
                    ${entry.caseId ?? null}, ${entry.reason})`,
      );
    },

    // The desk's lists.

    async casePage(
      f: { status?: 'open' | 'resolved'; reason?: ReportReason },
      limit: number,
      offset: number,
    ): Promise<{ count: number; ids: number[] }> {
      const parts: SQL[] = [sql`true`];
      if (f.status) parts.push(sql`c.status = ${f.status}`);
      if (f.reason) parts.push(sql`exists (select 1 from reports r where r.case_id = c.id and r.reason = ${f.reason})`);
      const where = sql.join(parts, sql` and `);
      const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from report_cases c where ${where}`);
      const found = await rows<{ id: number }>(
        db,
        sql`select c.id from report_cases c where ${where}
            order by (c.status = 'open') desc, c.reporter_count desc, c.last_reported_at desc, c.id desc
            limit ${int(limit)} offset ${int(offset)}`,
      );
      return { count: Number(n), ids: found.map((r) => Number(r.id)) };
    },

    /** The cases with their ad, owner, reports and the ad's (or profile's) staff history. */
    async casesById(ids: number[]): Promise<Record<string, unknown>[]> {
      if (!ids.length) return [];
      return rows(
        db,
        sql`select c.id, c.status, c.reporter_count, c.created_at, c.last_reported_at, c.resolution,
                   c.resolution_message, c.resolved_at, rb.username as resolved_by,
                   case when a.id is null then null else json_build_object(
                     'id', a.id, 'slug', a.slug, 'title', a.title, 'description', a.description, 'status', a.status,
                     'hidden', a.hidden, 'under_review', a.under_review, 'price_cents', a.price_cents, 'city', a.city,
                     'state_code', a.state_code, 'created_at', a.created_at,
                     'image', (select i.variants ->> '320' from ad_images i
                               where i.ad_id = a.id and i.variants is not null order by i.position, i.id limit 1))
                   end as ad,
                   case when c.conversation_id is null then null else json_build_object(
                     'id', c.conversation_id,
                     'ad', (select json_build_object('slug', ca.slug, 'title', ca.title)
                              from conversations cv join ads ca on ca.id = cv.ad_id where cv.id = c.conversation_id),
                     'message_count', (select count(*) from messages x where x.conversation_id = c.conversation_id),
                     'messages', (select coalesce(json_agg(json_build_object(
                         'id', x.id, 'sender', su.username, 'reported', x.sender_id = c.reported_user_id,
                         'text', x.text, 'images', x.images, 'flagged', x.flagged, 'created_at', x.created_at)
                         order by x.id), '[]')
                        from (select * from messages where conversation_id = c.conversation_id
                               order by id desc limit ${int(CASE_MESSAGES)}) x
                        left join users su on su.id = x.sender_id))
                   end as conversation,
                   json_build_object('id', o.id, 'username', o.username, 'first_name', o.first_name, 'email', o.email,
                                     'suspended', o.suspended_at is not null, 'date_joined', o.date_joined) as owner,
                   (select coalesce(json_agg(json_build_object(
                       'id', r.id, 'reason', r.reason, 'details', r.details, 'created_at', r.created_at,
                       'reporter', json_build_object('id', ru.id, 'username', ru.username, 'first_name', ru.first_name))
                       order by r.created_at, r.id), '[]')
                      from reports r join users ru on ru.id = r.reporter_id where r.case_id = c.id) as reports,
                   (select coalesce(json_agg(json_build_object(
                       'action', l.action, 'reason', l.reason, 'created_at', l.created_at, 'actor', lu.username)
                       order by l.created_at desc, l.id desc), '[]')
                      from moderation_log l left join users lu on lu.id = l.actor_id
                     where (a.id is not null and l.target_ad_id = a.id)
                        or (a.id is null and l.target_user_id = o.id)) as history
            from report_cases c
            left join ads a on a.id = c.ad_id
            join users o on o.id = coalesce(a.owner_id, c.reported_user_id)
            left join users rb on rb.id = c.resolved_by
            where c.id = any(${`{${ids.join(',')}}`}::bigint[])`,
      );
    },

    async userPage(
      f: { search?: string; status?: 'active' | 'suspended' | 'staff' },
      limit: number,
      offset: number,
      id?: number,
    ): Promise<{ count: number; rows: Record<string, unknown>[] }> {
      const parts: SQL[] = [id === undefined ? sql`true` : sql`u.id = ${id}`];
      const search = f.search?.trim();
      if (search) {
        const like = containing(search);
        parts.push(sql`(u.username ilike ${like} or u.email ilike ${like}
                        or (u.first_name || ' ' || u.last_name) ilike ${like})`);
      }
      if (f.status === 'suspended') parts.push(sql`u.suspended_at is not null`);
      if (f.status === 'active') parts.push(sql`u.suspended_at is null and u.is_active`);
      if (f.status === 'staff') parts.push(sql`(u.is_staff or u.is_superuser)`);
      const where = sql.join(parts, sql` and `);
      const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from users u where ${where}`);
      const found = await rows<Record<string, unknown>>(
        db,
        sql`select u.id, u.username, u.first_name, u.last_name, u.email, u.date_joined, u.is_staff, u.is_superuser,
                   u.suspended_at, u.suspension_reason,
                   (select count(*)::int from ads a where a.owner_id = u.id and a.status <> 'removed') as ads_count,
                   (select count(*)::int from payments p where p.user_id = u.id and p.status = 'succeeded') as payments_count,
                   (select count(*)::int from reports r join report_cases c on c.id = r.case_id
                      left join ads a on a.id = c.ad_id
                     where a.owner_id = u.id or c.reported_user_id = u.id) as reports_count
            from users u where ${where}
            order by u.date_joined desc, u.id desc limit ${int(limit)} offset ${int(offset)}`,
      );
      return { count: Number(n), rows: found };
    },

    async adPage(
      f: { search?: string; status?: 'active' | 'paused' | 'expired' | 'removed' | 'hidden' },
      limit: number,
      offset: number,
      id?: number,
    ): Promise<{ count: number; rows: Record<string, unknown>[] }> {
      const parts: SQL[] = [id === undefined ? sql`true` : sql`a.id = ${id}`];
      const search = f.search?.trim();
      if (search) {
        const like = containing(search);
        parts.push(sql`(a.title ilike ${like} or a.slug ilike ${like} or u.username ilike ${like})`);
      }
      if (f.status === 'hidden') parts.push(sql`a.hidden and a.status <> 'removed'`);
      else if (f.status) parts.push(sql`a.status = ${f.status}`);
      const where = sql.join(parts, sql` and `);
      const [{ n }] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ads a join users u on u.id = a.owner_id where ${where}`,
      );
      const found = await rows<Record<string, unknown>>(
        db,
        sql`select a.id, a.slug, a.title, a.status, a.hidden, a.under_review, a.changes_requested, a.removed_by_staff,
                   a.price_cents, a.created_at, a.expires_at, u.id as owner_id, u.username as owner_username,
                   u.first_name as owner_first_name,
                   (select i.variants ->> '320' from ad_images i
                     where i.ad_id = a.id and i.variants is not null order by i.position, i.id limit 1) as image,
                   coalesce((select c.reporter_count from report_cases c where c.ad_id = a.id and c.status = 'open'), 0)
                     as open_reports
            from ads a join users u on u.id = a.owner_id where ${where}
            order by a.created_at desc, a.id desc limit ${int(limit)} offset ${int(offset)}`,
      );
      return { count: Number(n), rows: found };
    },
  };
}
