import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { int, rows } from '../../db/rows';
import { iso } from '../../lib/values';
import { TZ } from './admin.repository';
import type { ModerationLogEntry, ModerationLogQuery } from './admin.schemas';

// The moderation log as the staff read it: the staff's actions (moderation_log, written by
// modules/reports) and the tribes' moderators' (tribe_moderation_log), newest first. Reads only.

export interface LogCursor {
  at: string;
  source: string;
  id: number;
}

export type LogFilters = Omit<ModerationLogQuery, 'page' | 'page_size'>;

const LOG = sql`(
  select 'staff'::text as source, l.id, l.created_at, l.action, u.username as actor, l.target_label as target,
         null::text as tribe, l.reason
    from moderation_log l left join users u on u.id = l.actor_id
  union all
  select 'tribe', l.id, l.created_at, l.action, u.username,
         coalesce(a.title, '@' || tu.username, ''), t.name, l.reason
    from tribe_moderation_log l join tribes t on t.id = l.tribe_id
    left join users u on u.id = l.actor_id left join ads a on a.id = l.target_ad_id
    left join users tu on tu.id = l.target_user_id
) log`;

const dayStart = (d: string): SQL => sql`((${d}::date)::timestamp at time zone ${sql.raw(`'${TZ}'`)})`;

function where(f: LogFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.source) parts.push(sql`log.source = ${f.source === 'staff' ? 'staff' : 'tribe'}`);
  if (f.action) parts.push(sql`log.action = ${f.action}`);
  if (f.actor) parts.push(sql`lower(log.actor) = lower(${f.actor.trim().replace(/^@/, '')})`);
  if (f.date_from) parts.push(sql`log.created_at >= ${dayStart(f.date_from)}`);
  if (f.date_to) parts.push(sql`log.created_at < ${dayStart(f.date_to)} + interval '1 day'`);
  return sql.join(parts, sql` and `);
}

const ORDER = sql`log.created_at desc, log.source desc, log.id desc`;

const toEntry = (r: Record<string, unknown>): ModerationLogEntry => ({
  id: Number(r.id),
  source: r.source as ModerationLogEntry['source'],
  action: String(r.action),
  actor: (r.actor as string | null) ?? null,
  target: String(r.target ?? ''),
  tribe: (r.tribe as string | null) ?? null,
  reason: String(r.reason ?? ''),
  created_at: iso(r.created_at),
});

export function createModerationLogRepository(db: Db) {
  return {
    async openReports(): Promise<number> {
      const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from report_cases where status = 'open'`);
      return Number(r.n);
    },

    async count(f: LogFilters): Promise<number> {
      const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${LOG} where ${where(f)}`);
      return Number(r.n);
    },

    async page(f: LogFilters, limit: number, offset: number): Promise<ModerationLogEntry[]> {
      const found = await rows<Record<string, unknown>>(
        db,
        sql`select * from ${LOG} where ${where(f)} order by ${ORDER} limit ${int(limit)} offset ${int(offset)}`,
      );
      return found.map(toEntry);
    },

    /**
     * The next `size` entries after `after` (keyset on the listing's order), for the export. The
     * cursor keeps the exact timestamp (an answer's ISO text stops at milliseconds).
     */
    async batch(
      f: LogFilters,
      after: LogCursor | null,
      size: number,
    ): Promise<{ entries: ModerationLogEntry[]; last: LogCursor | null }> {
      const key = after
        ? sql`and (log.created_at, log.source, log.id) < (${after.at}::timestamptz, ${after.source}, ${after.id})`
        : sql``;
      const found = await rows<Record<string, unknown>>(
        db,
        sql`select *, log.created_at::text as cursor from ${LOG} where ${where(f)} ${key} order by ${ORDER}
            limit ${int(size)}`,
      );
      const end = found[found.length - 1];
      return {
        entries: found.map(toEntry),
        last: end ? { at: String(end.cursor), source: String(end.source), id: Number(end.id) } : null,
      };
    },
  };
}
export type ModerationLogRepository = ReturnType<typeof createModerationLogRepository>;
