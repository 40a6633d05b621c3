import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { int, rows } from '../../db/rows';
import { adColumns, placement } from '../ads/ads.sql';
import type { AdRow } from '../ads/ads.mappers';

// Longer than the ~350-line rule: one repository for the five tribe tables, whose SQL shares the
// member and feed projections below. It splits with the service (membership, ads, invitations).

// Tribes' SQL (tribes, tribe_members, tribe_ads, tribe_moderation_log, invitations). Takes the
// database or a transaction, so a service can group writes. Reads the ads and users tables (their
// modules own them), never writes them. member_count and the feed's scores are kept by triggers
// (migration 0050).

/** A member as the API shows them: no e-mail. Expects the users table as `alias`. */
const userRef = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'username', ${alias}.username,
    'first_name', ${alias}.first_name,
    'avatar', case when ${alias}.avatar is null then null else '/media/' || ${alias}.avatar || '-128.webp' end) end`);

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

export interface MemberRow {
  user: unknown;
  role: string;
  status: string;
  join_answer: string;
  invited_by: unknown;
  joined_at: unknown;
  requested_at: unknown;
}

export interface InvitationRow {
  token: string;
  tribe_id: number | string | null;
  created_by: unknown;
  created_by_id: number | string | null;
  created_at: unknown;
  expires_at: unknown;
  max_uses: number | null;
  uses: number;
  revoked_at: unknown;
  is_valid: boolean;
}

export interface SubmissionRow extends AdRow {
  ta_status: string;
  pinned: boolean;
  submitted_by: unknown;
  reviewed_by: unknown;
  reviewed_at: unknown;
  reason: string;
  ta_created_at: unknown;
}

const invitationColumns = sql`
  i.token, i.tribe_id, i.created_by as created_by_id, ${userRef('cu')} as created_by, i.created_at, i.expires_at,
  i.max_uses, i.uses, i.revoked_at,
  (i.revoked_at is null and i.expires_at > now() and (i.max_uses is null or i.uses < i.max_uses)) as is_valid`;

const countOf = async (db: Db, query: SQL) => Number((await rows<{ n: number }>(db, query))[0]?.n ?? 0);

export function createTribesRepository(db: Db) {
  return {
    // Tribes

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

    // Members

    async membership(
      tribeId: number,
      userId: number,
      forUpdate = false,
    ): Promise<{ role: string; status: string; invited_by: number | null } | null> {
      const [r] = await rows<{ role: string; status: string; invited_by: number | string | null }>(
        db,
        sql`select role, status, invited_by from tribe_members where tribe_id = ${tribeId} and user_id = ${userId}
            ${forUpdate ? sql`for update` : sql``}`,
      );
      return r
        ? { role: r.role, status: r.status, invited_by: r.invited_by === null ? null : Number(r.invited_by) }
        : null;
    },

    async insertMember(m: {
      tribeId: number;
      userId: number;
      role?: string;
      status: string;
      answer?: string;
      invitedBy?: number | null;
    }): Promise<void> {
      await db.execute(
        sql`insert into tribe_members (tribe_id, user_id, role, status, join_answer, invited_by, joined_at)
            values (${m.tribeId}, ${m.userId}, ${m.role ?? 'member'}, ${m.status}, ${m.answer ?? ''},
                    ${m.invitedBy ?? null}, ${m.status === 'active' ? sql`now()` : sql`null`})`,
      );
    },

    async updateMember(tribeId: number, userId: number, values: { role?: string; status?: string }): Promise<void> {
      const sets: SQL[] = [];
      if (values.role) sets.push(sql`role = ${values.role}`);
      if (values.status) sets.push(sql`status = ${values.status}`);
      if (values.status === 'active') sets.push(sql`joined_at = coalesce(joined_at, now())`);
      if (!sets.length) return;
      await db.execute(
        sql`update tribe_members set ${sql.join(sets, sql`, `)} where tribe_id = ${tribeId} and user_id = ${userId}`,
      );
    },

    async deleteMember(tribeId: number, userId: number): Promise<void> {
      await db.execute(sql`delete from tribe_members where tribe_id = ${tribeId} and user_id = ${userId}`);
    },

    /** A member who leaves (or is removed or banned) takes their ads off the tribe's wall and queue. */
    async withdrawMemberAds(tribeId: number, userId: number): Promise<void> {
      await db.execute(
        sql`delete from tribe_ads where tribe_id = ${tribeId}
             and ad_id in (select id from ads where owner_id = ${userId})`,
      );
    },

    async member(tribeId: number, userId: number): Promise<MemberRow | null> {
      const [r] = await rows<MemberRow>(
        db,
        sql`select ${userRef('u')} as "user", m.role, m.status, m.join_answer, ${userRef('iu')} as invited_by,
                   m.joined_at, m.requested_at
            from tribe_members m join users u on u.id = m.user_id left join users iu on iu.id = m.invited_by
            where m.tribe_id = ${tribeId} and m.user_id = ${userId}`,
      );
      return r ?? null;
    },

    async members(
      tribeId: number,
      o: { status: string; role?: string; search?: string; limit: number; offset: number },
    ): Promise<{ count: number; rows: MemberRow[] }> {
      const where: SQL[] = [sql`m.tribe_id = ${tribeId}`, sql`m.status = ${o.status}`];
      if (o.role) where.push(sql`m.role = ${o.role}`);
      if (o.search) {
        const like = `%${o.search.toLowerCase()}%`;
        where.push(sql`(lower(u.username) like ${like} or lower(u.first_name) like ${like})`);
      }
      const cond = sql.join(where, sql` and `);
      const count = await countOf(
        db,
        sql`select count(*)::int as n from tribe_members m join users u on u.id = m.user_id where ${cond}`,
      );
      const page = await rows<MemberRow>(
        db,
        sql`select ${userRef('u')} as "user", m.role, m.status, m.join_answer, ${userRef('iu')} as invited_by,
                   m.joined_at, m.requested_at
            from tribe_members m join users u on u.id = m.user_id left join users iu on iu.id = m.invited_by
            where ${cond}
            order by case m.role when 'owner' then 0 when 'moderator' then 1 else 2 end,
                     coalesce(m.joined_at, m.requested_at) desc, m.user_id
            limit ${o.limit} offset ${o.offset}`,
      );
      return { count, rows: page };
    },

    /** Owner and moderators (whom join requests and submissions are told about). */
    async moderatorIds(tribeId: number): Promise<number[]> {
      const r = await rows<{ user_id: number | string }>(
        db,
        sql`select user_id from tribe_members where tribe_id = ${tribeId} and status = 'active'
            and role in ('owner', 'moderator') order by user_id`,
      );
      return r.map((x) => Number(x.user_id));
    },

    async userExists(id: number): Promise<boolean> {
      return (await rows(db, sql`select 1 from users where id = ${id} and is_active`)).length > 0;
    },

    // Invitations

    async insertInvitation(i: {
      token: string;
      tribeId: number;
      createdBy: number;
      expiresAt: Date;
      maxUses: number | null;
    }): Promise<void> {
      await db.execute(
        sql`insert into invitations (token, tribe_id, created_by, expires_at, max_uses)
            values (${i.token}, ${i.tribeId}, ${i.createdBy}, ${i.expiresAt}, ${i.maxUses})`,
      );
    },

    async invitations(tribeId: number): Promise<InvitationRow[]> {
      return rows<InvitationRow>(
        db,
        sql`select ${invitationColumns} from invitations i left join users cu on cu.id = i.created_by
            where i.tribe_id = ${tribeId} order by i.created_at desc limit 200`,
      );
    },

    async findInvitation(token: string, forUpdate = false): Promise<InvitationRow | null> {
      const [r] = await rows<InvitationRow>(
        db,
        sql`select ${invitationColumns} from invitations i left join users cu on cu.id = i.created_by
            where i.token = ${token} ${forUpdate ? sql`for update of i` : sql``}`,
      );
      return r ?? null;
    },

    /** An invitation that may still be used (registration checks one before creating the account). */
    async findValidInvitation(token: string): Promise<{ token: string } | null> {
      const [r] = await rows<{ token: string }>(
        db,
        sql`select token from invitations where token = ${token} and revoked_at is null and expires_at > now()
            and (max_uses is null or uses < max_uses)`,
      );
      return r ?? null;
    },

    async revokeInvitation(token: string): Promise<void> {
      await db.execute(sql`update invitations set revoked_at = coalesce(revoked_at, now()) where token = ${token}`);
    },

    async useInvitation(token: string): Promise<void> {
      await db.execute(sql`update invitations set uses = uses + 1 where token = ${token}`);
    },

    async recordRedemption(token: string, userId: number, applied: boolean): Promise<void> {
      await db.execute(
        sql`insert into invitation_redemptions (token, user_id, applied_at)
            values (${token}, ${userId}, ${applied ? sql`now()` : sql`null`})
            on conflict (token, user_id) do update set applied_at = coalesce(invitation_redemptions.applied_at, excluded.applied_at)`,
      );
    },

    // Ads in tribes

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
        sql`select id, owner_id, status, (status = 'active' and expires_at > now()) as live, title, created_at
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
      const live = sql`${approved} and a.status = 'active' and a.expires_at > now()`;
      // Index-only (tribe_ads_feed_idx): ad_live is the ad's status, kept by a trigger (migration 0051).
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
export type TribesRepository = ReturnType<typeof createTribesRepository>;
