import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { countOf, userRef } from './tribes.sql';

// Tribes' SQL, membership: tribe_members (a viewer's membership, members and requests, roles, bans).

export interface MemberRow {
  user: unknown;
  role: string;
  status: string;
  join_answer: string;
  invited_by: unknown;
  joined_at: unknown;
  requested_at: unknown;
}

export function createTribeMembershipRepository(db: Db) {
  return {
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
  };
}
