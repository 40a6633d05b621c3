import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound, validationError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { notify } from '../notifications/notifications.producer';
import { requireModerator } from './tribes.access';
import { toInvitation, toTribeSummary, toUserRef } from './tribes.mappers';
import { MESSAGES } from './tribes.messages';
import { createTribesRepository, type TribesRepository } from './tribes.repository';
import type { InvitationCreateBody, TribeDetail } from './tribes.schemas';
import { loadTribe, reloadTribe } from './tribes.shared';

// Tribes' invitations: create, revoke, list, preview, accept, and their redemption at registration.

const INVITE_DAYS = 7;

export const inviteInvalid = () => notFound(MESSAGES.inviteInvalid, 'invalid_invitation');

/** Joins through an invitation (accept, join with a token, registration) inside a transaction. */
export async function joinByInvitation(r: TribesRepository, tx: Db, token: string, userId: number, username: string) {
  const inv = await r.findInvitation(token, true);
  if (!inv || !inv.is_valid || inv.tribe_id === null) throw inviteInvalid();
  const tribeId = Number(inv.tribe_id);
  const current = await r.membership(tribeId, userId, true);
  if (current?.status === 'banned') throw forbidden(MESSAGES.banned, 'banned');
  if (current?.status === 'active') throw conflict(MESSAGES.alreadyMember, 'already_member');
  const invitedBy = inv.created_by_id === null ? null : Number(inv.created_by_id);
  if (current) await r.updateMember(tribeId, userId, { status: 'active' });
  else await r.insertMember({ tribeId, userId, status: 'active', invitedBy });
  await r.useInvitation(token);
  await r.logAction({ tribeId, actorId: userId, action: 'join_invitation', targetUserId: invitedBy });
  const tribe = await r.findTribeById(tribeId, userId);
  if (invitedBy && invitedBy !== userId && tribe) {
    await notify(tx, {
      userId: invitedBy,
      type: 'GENERAL_ANNOUNCEMENT',
      title: 'Convite aceito',
      message: `${username} aceitou seu convite e entrou na tribo "${tribe.name}".`,
      link: `/tribes/${tribe.slug}`,
    });
  }
  return { tribeId, tribe: tribe! };
}

export function createTribeInvitationsService(db: Db) {
  const repo = createTribesRepository(db);

  return {
    // Invitations as registration (users) uses them: pass its transaction as `db`.

    /** An invitation that may still be used: not expired, revoked or used up. */
    async invitationValid(token: string): Promise<boolean> {
      return Boolean(await repo.findValidInvitation(token));
    },

    /**
     * Redeems an invitation for a new account inside the registration's transaction: the
     * redemption is recorded and applied at once (membership created, applied_at set, one use
     * counted, the inviter told), so the account and its membership commit or vanish together.
     */
    async redeemInvitation(token: string, userId: number, username = ''): Promise<void> {
      const inv = await repo.findInvitation(token, true);
      if (!inv || !inv.is_valid) throw validationError({ invite_token: [MESSAGES.inviteInvalid] });
      if (inv.tribe_id === null) {
        await repo.useInvitation(token);
        await repo.recordRedemption(token, userId, true);
        return;
      }
      await joinByInvitation(repo, db, token, userId, username);
      await repo.recordRedemption(token, userId, true);
    },

    async invitations(user: AuthUser, slug: string) {
      const { viewer, id } = await loadTribe(slug, user, repo);
      requireModerator(viewer);
      return (await repo.invitations(id)).map(toInvitation);
    },

    async createInvitation(user: AuthUser, slug: string, body: InvitationCreateBody) {
      return db.transaction(async (tx) => {
        const r = createTribesRepository(tx);
        const { viewer, id } = await loadTribe(slug, user, r);
        requireModerator(viewer);
        const token = randomBytes(18).toString('base64url');
        const days = body.expires_in_days ?? INVITE_DAYS;
        await r.insertInvitation({
          token,
          tribeId: id,
          createdBy: user.id,
          expiresAt: new Date(Date.now() + days * 86_400_000),
          maxUses: body.max_uses ?? null,
        });
        await r.logAction({ tribeId: id, actorId: user.id, action: 'create_invitation' });
        return toInvitation((await r.findInvitation(token))!);
      });
    },

    async revokeInvitation(user: AuthUser, slug: string, token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const r = createTribesRepository(tx);
        const { viewer, id } = await loadTribe(slug, user, r);
        requireModerator(viewer);
        const inv = await r.findInvitation(token, true);
        if (!inv || Number(inv.tribe_id) !== id) throw notFound('Convite não encontrado.', 'invitation_not_found');
        await r.revokeInvitation(token);
        await r.logAction({ tribeId: id, actorId: user.id, action: 'revoke_invitation' });
      });
    },

    async previewInvitation(token: string) {
      const inv = await repo.findInvitation(token);
      if (!inv || !inv.is_valid || inv.tribe_id === null) throw inviteInvalid();
      const tribe = await repo.findTribeById(Number(inv.tribe_id), 0);
      if (!tribe) throw inviteInvalid();
      return {
        token,
        tribe: toTribeSummary(tribe),
        invited_by: toUserRef(inv.created_by),
        expires_at: new Date(String(inv.expires_at)).toISOString(),
      };
    },

    async acceptInvitation(user: AuthUser, token: string): Promise<TribeDetail> {
      const slug = await db.transaction(async (tx) => {
        const r = createTribesRepository(tx);
        const { tribe } = await joinByInvitation(r, tx, token, user.id, user.username);
        await r.recordRedemption(token, user.id, true);
        return tribe.slug;
      });
      return reloadTribe(slug, user, repo);
    },
  };
}
