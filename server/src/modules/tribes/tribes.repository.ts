import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { int, rows } from '../../db/rows';
import { adColumns, placement } from '../ads/ads.service';
import type { AdRow } from '../ads/ads.service';
import { createTribeInvitationsRepository } from './tribes.invitations.repository';
import { createTribeMembershipRepository } from './tribes.membership.repository';
import { createTribeModerationRepository } from './tribes.moderation.repository';
import { countOf, userRef } from './tribes.sql';

// Tribes' SQL, core: the tribes table and the feed, and createTribesRepository (every tribes query).

export interface TribeRow {
  id: number | string;
  slug: string;
  name: string;
  description: string;
  rules: string;
  avatar: unknown;
  cover: unknown;
  state_code: string;
  city: string;
  category: unknown;
  visibility: 'public' | 'private';
  join_policy: 'open' | 'request' | 'invite';
  ad_policy: 'open' | 'approval';
  owner_id: number | string;
  owner: unknown;
  member_count: number;
  created_at: unknown;
  updated_at: unknown;
  my_role: string | null;
  my_status: string | null;
  my_joined_at: unknown;
}

const tribeColumns = sql`
  t.id, t.slug, t.name, t.description, t.rules, t.avatar, t.cover, t.state_code, t.city, t.visibility,
  t.join_policy, t.ad_policy, t.owner_id, t.member_count, t.created_at, t.updated_at,
  case when c.id is null then null else json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) end as category,
  ${userRef('o')} as owner,
  m.role as my_role, m.status as my_status, m.joined_at as my_joined_at`;
const tribeJoins = (viewerId: number) => sql`
  left join categories c on c.id = t.category_id
  left join users o on o.id = t.owner_id
  left join tribe_members m on m.tribe_id = t.id and m.user_id = ${viewerId}`;

function createTribesCoreRepository(db: Db) {
  return {
    async findTribe(slug: string, viewerId: number, forUpdate = false): Promise<TribeRow | null> {
      const [r] = await rows<TribeRow>(
        db,
        sql`select ${tribeColumns} from tribes t ${tribeJoins(viewerId)} where t.slug = ${slug}
            ${forUpdate ? sql`for update of t` : sql``}`,
      );
      return r ?? null;
    },

    async findTribeById(id: number, viewerId: number): Promise<TribeRow | null> {
      const [r] = await rows<TribeRow>(
        db,
        sql`select ${tribeColumns} from tribes t ${tribeJoins(viewerId)} where t.id = ${id}`,
      );
      return r ?? null;
    },

    async slugTaken(slug: string): Promise<boolean> {
      return (await rows(db, sql`select 1 from tribes where slug = ${slug}`)).length > 0;
    },

    async nameTaken(name: string, exceptId = 0): Promise<boolean> {
      return (
        (await rows(db, sql`select 1 from tribes where lower(name) = lower(${name}) and id <> ${exceptId}`)).length > 0
      );
    },

    async categoryExists(id: number): Promise<boolean> {
      return (await rows(db, sql`select 1 from categories where id = ${id}`)).length > 0;
    },

    async stateExists(code: string): Promise<boolean> {
      return (await rows(db, sql`select 1 from states where code = ${code}`)).length > 0;
    },

    async insertTribe(values: Record<string, unknown>): Promise<number> {
      const cols = Object.keys(values);
      const [r] = await rows<{ id: number | string }>(
        db,
        sql`insert into tribes (${sql.raw(cols.join(', '))})
            values (${sql.join(
              cols.map((c) => sql`${values[c]}`),
              sql`, `,
            )}) returning id`,
      );
      return Number(r.id);
    },

    async updateTribe(id: number, values: Record<string, unknown>): Promise<void> {
      const cols = Object.keys(values);
      if (!cols.length) return;
      await db.execute(
        sql`update tribes set ${sql.join(
          cols.map((c) => sql`${sql.raw(c)} = ${values[c]}`),
          sql`, `,
        )}, updated_at = now() where id = ${id}`,
      );
    },

    async deleteTribe(id: number): Promise<void> {
      await db.execute(sql`delete from tribes where id = ${id}`);
    },

    /** Discovery (most members first) or "my tribes" (mine: newest membership first, pending included). */
    async list(o: {
      viewerId: number;
      mine: boolean;
      search?: string;
      state?: string;
      category?: string;
      limit: number;
      offset: number;
    }): Promise<{ count: number; rows: TribeRow[] }> {
      const where: SQL[] = [];
      if (o.search) where.push(sql`t.search_text like ${'%' + o.search + '%'}`);
      if (o.state) where.push(sql`t.state_code = ${o.state}`);
      if (o.category) {
        where.push(
          /^\d+$/.test(o.category)
            ? sql`t.category_id = ${Number(o.category)}`
            : sql`t.category_id = (select id from categories where slug = ${o.category})`,
        );
      }
      if (o.mine) {
        // Served by tribe_members_user_idx: one user's memberships, newest first.
        const filter = where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``;
        const base = sql`from tribe_members mm join tribes t on t.id = mm.tribe_id
          where mm.user_id = ${o.viewerId} and mm.status in ('active', 'pending') ${filter}`;
        const count = await countOf(db, sql`select count(*)::int as n ${base}`);
        const page = await rows<TribeRow>(
          db,
          sql`with p as (select t.id, mm.requested_at ${base}
                         order by mm.requested_at desc, t.id desc limit ${o.limit} offset ${o.offset})
              select ${tribeColumns} from p join tribes t on t.id = p.id ${tribeJoins(o.viewerId)}
              order by p.requested_at desc, t.id desc`,
        );
        return { count, rows: page };
      }
      const cond = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
      const count = await countOf(db, sql`select count(*)::int as n from tribes t ${cond}`);
      const page = await rows<TribeRow>(
        db,
        sql`with p as (select t.id, t.member_count from tribes t ${cond}
                       order by t.member_count desc, t.id desc limit ${o.limit} offset ${o.offset})
            select ${tribeColumns} from p join tribes t on t.id = p.id ${tribeJoins(o.viewerId)}
            order by t.member_count desc, t.id desc`,
      );
      return { count, rows: page };
    },

    async pendingCounts(tribeId: number): Promise<{ members: number; ads: number }> {
      const [r] = await rows<{ members: number; ads: number }>(
        db,
        sql`select (select count(*) from tribe_members where tribe_id = ${tribeId} and status = 'pending')::int as members,
                   (select count(*) from tribe_ads where tribe_id = ${tribeId} and status = 'pending')::int as ads`,
      );
      return { members: Number(r.members), ads: Number(r.ads) };
    },

    /**
     * The feed: approved live ads, pinned first, then the paid highlights (the plans promise "os
     * primeiros resultados da busca e das tribos"; Premium, "Topo", before Destaque), then the
     * members' votes, then recency. The pinned and the others are read in tribe_ads_feed_idx's
     * order, and only as far as the page needs; the highlighted are few, found from
     * ads_highlighted_idx's side.
     */
    async feed(
      tribeId: number,
      viewerId: number,
      limit: number,
      offset: number,
    ): Promise<{ count: number; rows: Array<AdRow & { pinned: boolean }> }> {
      const approved = sql`ta.tribe_id = ${tribeId} and ta.status = 'approved' and ta.ad_live`;
      const live = sql`${approved} and a.status = 'active' and not a.hidden and a.expires_at > now()`;
      // Index-only (tribe_ads_feed_idx): ad_live is the ad's status and visibility, kept by a trigger
      // (migrations 0051, 0085).
      const count = await countOf(db, sql`select count(*)::int as n from tribe_ads ta where ${approved}`);
      if (!count) return { count, rows: [] };
      const rank = sql`ta.score desc, ta.ad_created_at desc, ta.ad_id desc`;
      const upTo = offset + limit;
      const page = await rows<AdRow & { pinned: boolean }>(
        db,
        sql`with parts as (
              (select ta.ad_id, ta.pinned, 0 as part, 0 as tier, ta.score, ta.ad_created_at from tribe_ads ta
                 join ads a on a.id = ta.ad_id
                where ${live} and ta.pinned order by ${rank} limit ${int(upTo)})
              union all
              (select ta.ad_id, ta.pinned, 1, ${placement()}, ta.score, ta.ad_created_at from ads a
                 join tribe_ads ta on ta.ad_id = a.id
                where a.highlighted_until > now() and ${live} and not ta.pinned)
              union all
              (select ta.ad_id, ta.pinned, 2, 0, ta.score, ta.ad_created_at from tribe_ads ta
                 join ads a on a.id = ta.ad_id
                where ${live} and not ta.pinned and (a.highlighted_until is null or a.highlighted_until <= now())
                order by ${rank} limit ${int(upTo)})
            ),
            p as (
              select ad_id, pinned,
                     row_number() over (order by part, tier desc, score desc, ad_created_at desc, ad_id desc) as n
                from parts
            )
            select ${adColumns(viewerId)}, p.pinned
            from p join ads a on a.id = p.ad_id
            join categories c on c.id = a.category_id join users u on u.id = a.owner_id
            where p.n > ${int(offset)} and p.n <= ${int(upTo)}
            order by p.n`,
      );
      return { count, rows: page };
    },
  };
}

/**
 * Every tribes query (tribes, tribe_members, tribe_ads, tribe_moderation_log, invitations): this
 * file's and tribes.<concern>.repository.ts's. Takes the database or a transaction, so a service can
 * group writes. Reads the ads and users tables (their modules own them), never writes them.
 * member_count and the feed's scores are kept by triggers (migration 0050).
 */
export function createTribesRepository(db: Db) {
  return {
    ...createTribesCoreRepository(db),
    ...createTribeMembershipRepository(db),
    ...createTribeModerationRepository(db),
    ...createTribeInvitationsRepository(db),
  };
}
export type TribesRepository = ReturnType<typeof createTribesRepository>;
