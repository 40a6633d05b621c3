import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { checkPage, pageWindow } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import { notify } from '../notifications/notifications.producer';
import { canModerate, isStaff, requireContent, requireModerator, requireOwner, type Viewer } from './tribes.access';
import { inviteInvalid, joinByInvitation } from './tribes.invitations.service';
import { toMember } from './tribes.mappers';
import { MESSAGES } from './tribes.messages';
import { createTribesRepository, type TribeRow, type TribesRepository } from './tribes.repository';
import type { JoinBody, MemberListQuery, PromoteBody, ReasonBody } from './tribes.schemas';
import { loadTribe, memberOf, notifyMany } from './tribes.shared';

// Tribes' membership: join, leave, members and requests, roles (promote, demote, ownership) and bans.

/** Moderators act on members; on moderators only the owner (or staff); on the owner nobody. */
const outranks = (target: { role: string }, viewer: Viewer) => {
  if (target.role === 'owner') throw forbidden(MESSAGES.cannotActOnOwner);
  if (target.role === 'moderator' && viewer.role !== 'owner' && !isStaff(viewer.user))
    throw forbidden(MESSAGES.cannotActOnModerator);
};

export function createTribeMembershipService(db: Db) {
  const repo = createTribesRepository(db);

  /**
   * A moderation action on another member, inside one transaction with its log entry. `check`
   * sees the target's membership (locked) and may refuse.
   */
  async function actOnMember(
    user: AuthUser,
    slug: string,
    targetId: number,
    o: {
      owner?: boolean;
      check: (target: { role: string; status: string }, viewer: Viewer) => void;
      apply: (r: TribesRepository, tribeId: number, tribe: TribeRow) => Promise<void>;
      action: string;
      reason?: string;
      gone?: boolean;
    },
  ) {
    return db.transaction(async (tx) => {
      const r = createTribesRepository(tx);
      const { tribe, viewer, id } = await loadTribe(slug, user, r, true);
      if (o.owner) requireOwner(viewer);
      else requireModerator(viewer);
      if (targetId === user.id) throw forbidden(MESSAGES.cannotActOnSelf);
      const target = await r.membership(id, targetId, true);
      if (!target) throw notFound(MESSAGES.memberNotFound, 'member_not_found');
      o.check(target, viewer);
      await o.apply(r, id, tribe);
      await r.logAction({ tribeId: id, actorId: user.id, action: o.action, targetUserId: targetId, reason: o.reason });
      return o.gone ? null : memberOf(r, id, targetId);
    });
  }

  return {
    async join(user: AuthUser, slug: string, body: JoinBody) {
      return db.transaction(async (tx) => {
        const r = createTribesRepository(tx);
        const { tribe, id } = await loadTribe(slug, user, r, true);
        const current = await r.membership(id, user.id, true);
        if (current?.status === 'banned') throw forbidden(MESSAGES.banned, 'banned');
        if (current?.status === 'active') throw conflict(MESSAGES.alreadyMember, 'already_member');
        const token = body.invite_token?.trim();
        if (token) {
          const inv = await r.findInvitation(token);
          if (!inv || !inv.is_valid || Number(inv.tribe_id) !== id) throw inviteInvalid();
          await joinByInvitation(r, tx, token, user.id, user.username);
        } else if (current?.status === 'pending') {
          throw conflict(MESSAGES.alreadyPending, 'already_pending');
        } else if (tribe.join_policy === 'invite') {
          throw forbidden(MESSAGES.inviteOnly, 'invite_only');
        } else if (tribe.join_policy === 'open') {
          await r.insertMember({ tribeId: id, userId: user.id, status: 'active' });
          await r.logAction({ tribeId: id, actorId: user.id, action: 'join' });
        } else {
          await r.insertMember({ tribeId: id, userId: user.id, status: 'pending', answer: body.answer?.trim() ?? '' });
          await r.logAction({ tribeId: id, actorId: user.id, action: 'request_join' });
          await notifyMany(tx, await r.moderatorIds(id), {
            title: 'Novo pedido de entrada',
            message: `${user.username} pediu para entrar na tribo "${tribe.name}".`,
            link: `/tribes/edit/${tribe.slug}?tab=requests`,
          });
        }
        const after = (await r.findTribe(slug, user.id))!;
        return {
          membership: {
            role: after.my_role as 'member',
            status: after.my_status as 'active' | 'pending',
            joined_at: after.my_joined_at ? new Date(String(after.my_joined_at)).toISOString() : null,
          },
          member_count: Number(after.member_count),
        };
      });
    },

    async leave(user: AuthUser, slug: string): Promise<void> {
      await db.transaction(async (tx) => {
        const r = createTribesRepository(tx);
        const { id } = await loadTribe(slug, user, r, true);
        const current = await r.membership(id, user.id, true);
        if (!current) throw notFound(MESSAGES.notMember, 'not_member');
        if (current.status === 'banned') throw forbidden(MESSAGES.banned, 'banned');
        if (current.role === 'owner') throw forbidden(MESSAGES.ownerMustTransfer, 'owner_must_transfer');
        await r.deleteMember(id, user.id);
        await r.logAction({ tribeId: id, actorId: user.id, action: 'leave' });
        // "Seus anúncios deixam de aparecer no mural dela" (the leave confirmation).
        await r.withdrawMemberAds(id, user.id);
      });
    },

    async members(user: AuthUser | null, slug: string, q: MemberListQuery) {
      const { tribe, viewer, id } = await loadTribe(slug, user, repo);
      requireContent(tribe, viewer);
      const status = q.status ?? 'active';
      const moderator = canModerate(viewer);
      if (status !== 'active') requireModerator(viewer);
      const page = pageWindow(q);
      const { count, rows } = await repo.members(id, {
        status,
        role: q.role,
        search: q.search?.trim(),
        limit: page.limit,
        offset: page.offset,
      });
      checkPage(count, page);
      return { count, results: rows.map((m) => toMember(m, moderator)) };
    },

    async approveMember(user: AuthUser, slug: string, targetId: number) {
      return db.transaction(async (tx) => {
        const r = createTribesRepository(tx);
        const { tribe, viewer, id } = await loadTribe(slug, user, r, true);
        requireModerator(viewer);
        const target = await r.membership(id, targetId, true);
        if (!target || target.status !== 'pending') throw notFound(MESSAGES.requestNotFound, 'request_not_found');
        await r.updateMember(id, targetId, { status: 'active' });
        await r.logAction({ tribeId: id, actorId: user.id, action: 'approve_member', targetUserId: targetId });
        await notify(tx, {
          userId: targetId,
          type: 'GENERAL_ANNOUNCEMENT',
          title: 'Pedido aprovado',
          message: `Seu pedido para entrar na tribo "${tribe.name}" foi aprovado. Boas-vindas!`,
          link: `/tribes/${tribe.slug}`,
        });
        return memberOf(r, id, targetId);
      });
    },

    async rejectMember(user: AuthUser, slug: string, targetId: number, body: ReasonBody) {
      return db.transaction(async (tx) => {
        const r = createTribesRepository(tx);
        const { viewer, id } = await loadTribe(slug, user, r, true);
        requireModerator(viewer);
        const target = await r.membership(id, targetId, true);
        if (!target || target.status !== 'pending') throw notFound(MESSAGES.requestNotFound, 'request_not_found');
        const answer = await memberOf(r, id, targetId);
        await r.deleteMember(id, targetId);
        const reason = body.reason?.trim() ?? '';
        await r.logAction({ tribeId: id, actorId: user.id, action: 'reject_member', targetUserId: targetId, reason });
        return answer;
      });
    },

    async banMember(user: AuthUser, slug: string, targetId: number, body: ReasonBody) {
      return (await actOnMember(user, slug, targetId, {
        check: (t, v) => {
          outranks(t, v);
          if (t.status === 'banned') throw conflict('Este membro já está banido.', 'already_banned');
        },
        apply: async (r, id) => {
          await r.updateMember(id, targetId, { status: 'banned', role: 'member' });
          await r.withdrawMemberAds(id, targetId);
        },
        action: 'ban_member',
        reason: body.reason?.trim() ?? '',
      }))!;
    },

    async unbanMember(user: AuthUser, slug: string, targetId: number) {
      return db.transaction(async (tx) => {
        const r = createTribesRepository(tx);
        const { viewer, id } = await loadTribe(slug, user, r, true);
        requireModerator(viewer);
        const target = await r.membership(id, targetId, true);
        if (!target) throw notFound(MESSAGES.memberNotFound, 'member_not_found');
        if (target.status !== 'banned') throw conflict(MESSAGES.notBanned, 'not_banned');
        const answer = await memberOf(r, id, targetId);
        await r.deleteMember(id, targetId);
        await r.logAction({ tribeId: id, actorId: user.id, action: 'unban_member', targetUserId: targetId });
        return answer;
      });
    },

    async removeMember(user: AuthUser, slug: string, targetId: number): Promise<void> {
      await actOnMember(user, slug, targetId, {
        check: outranks,
        apply: async (r, id) => {
          await r.deleteMember(id, targetId);
          await r.withdrawMemberAds(id, targetId);
        },
        action: 'remove_member',
        gone: true,
      });
    },

    async promoteMember(user: AuthUser, slug: string, targetId: number, body: PromoteBody) {
      const toOwner = body.role === 'owner';
      return (await actOnMember(user, slug, targetId, {
        owner: true,
        check: (t) => {
          if (t.status !== 'active') throw conflict(MESSAGES.mustBeActive, 'not_active');
          if (!toOwner && t.role !== 'member') throw conflict(MESSAGES.alreadyModerator, 'already_moderator');
        },
        apply: async (r, id, tribe) => {
          if (!toOwner) return r.updateMember(id, targetId, { role: 'moderator' });
          const ownerId = Number(tribe.owner_id);
          await r.updateMember(id, ownerId, { role: 'moderator' });
          await r.updateMember(id, targetId, { role: 'owner' });
          await r.updateTribe(id, { owner_id: targetId });
        },
        action: toOwner ? 'transfer_ownership' : 'promote_member',
      }))!;
    },

    async demoteMember(user: AuthUser, slug: string, targetId: number) {
      return (await actOnMember(user, slug, targetId, {
        owner: true,
        check: (t) => {
          if (t.role !== 'moderator') throw conflict(MESSAGES.notModerator, 'not_moderator');
        },
        apply: (r, id) => r.updateMember(id, targetId, { role: 'member' }),
        action: 'demote_member',
      }))!;
    },
  };
}
