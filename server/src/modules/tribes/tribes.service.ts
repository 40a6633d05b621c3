import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden, notFound, validationError, type FieldErrors } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/multipart';
import { publishFiles } from '../../lib/media';
import { processImage, removeFiles, variantFiles, type ProcessedImage } from '../../lib/images';
import { asciiWords } from '../../lib/slugs';
import { json } from '../../lib/values';
import { notify } from '../notifications/notifications.producer';
import {
  canModerate,
  canViewContent,
  isStaff,
  requireContent,
  requireMember,
  requireModerator,
  requireOwner,
  tribeNotFound,
  viewerOf,
  type Viewer,
} from './tribes.access';
import {
  toFeedItem,
  toInvitation,
  toLogEntry,
  toMember,
  toSubmission,
  toTribeSummary,
  toUserRef,
  type StoredImage,
} from './tribes.mappers';
import { MESSAGES } from './tribes.messages';
import { createTribesRepository, type TribeRow, type TribesRepository } from './tribes.repository';
import type {
  InvitationCreateBody,
  JoinBody,
  MemberListQuery,
  PageQuery,
  PromoteBody,
  ReasonBody,
  SubmissionListQuery,
  TribeCreateBody,
  TribeDetail,
  TribeListQuery,
  TribeUpdateBody,
} from './tribes.schemas';

// Longer than the ~350-line rule (docs/conventions.md): every tribe operation goes through the same
// role check (load + the viewer's membership), and the operations landed together with their role
// matrix (server/test/modules/tribes/roles.test.ts). Next split, by concern: membership, moderation
// of ads, invitations, each taking these shared checks.

// The tribes' rules and transactions. Who may act is in tribes.access.ts, the messages in
// tribes.messages.ts, SQL in tribes.repository.ts. Every change of more than one row runs in one
// transaction, with its notifications (notify takes the transaction). Registration (users) uses
// invitationValid and redeemInvitation with its own transaction.

export interface TribeImages {
  avatar: UploadedFile | null;
  cover: UploadedFile | null;
}

const MAX_PAGE_SIZE = 100;
const INVITE_DAYS = 7;
/** Paths under /api/v1/tribes/ that are not tribes. */
const RESERVED_SLUGS = new Set(['invitations', 'create', 'edit', 'mine']);

const pageOf = (q: PageQuery) => {
  const size = Math.min(Math.max(q.page_size ?? 20, 1), MAX_PAGE_SIZE);
  return { limit: size, offset: ((q.page ?? 1) - 1) * size };
};
const checkPage = (count: number, offset: number) => {
  if (offset > 0 && offset >= count) throw notFound('Página inválida.', 'invalid_page');
};
const inviteInvalid = () => notFound(MESSAGES.inviteInvalid, 'invalid_invitation');

export function slugBase(name: string): string {
  const base = asciiWords(name);
  return base && !RESERVED_SLUGS.has(base) ? base : `tribo-${base || randomBytes(3).toString('hex')}`;
}

const stored = (p: ProcessedImage): StoredImage => ({
  variants: p.variants,
  width: p.width,
  height: p.height,
  blur: p.blur,
});

export function createTribesService(db: Db, opts: { mediaDir: string } = { mediaDir: '' }) {
  const repo = createTribesRepository(db);

  async function load(slug: string, user: AuthUser | null, r: TribesRepository = repo, forUpdate = false) {
    const tribe = await r.findTribe(slug, user?.id ?? 0, forUpdate);
    if (!tribe) throw tribeNotFound();
    return { tribe, viewer: viewerOf(user, tribe), id: Number(tribe.id) };
  }

  async function detail(tribe: TribeRow, viewer: Viewer, r: TribesRepository = repo): Promise<TribeDetail> {
    const content = canViewContent(tribe, viewer);
    const moderator = canModerate(viewer);
    const pending = moderator ? await r.pendingCounts(Number(tribe.id)) : { members: 0, ads: 0 };
    return {
      ...toTribeSummary(tribe),
      rules: content ? tribe.rules : null,
      owner: toUserRef(tribe.owner)!,
      updated_at: new Date(String(tribe.updated_at)).toISOString(),
      can_view_content: content,
      can_moderate: moderator,
      pending_members: pending.members,
      pending_ads: pending.ads,
    };
  }

  async function reload(slug: string, user: AuthUser | null): Promise<TribeDetail> {
    const { tribe, viewer } = await load(slug, user);
    return detail(tribe, viewer);
  }

  /** Field checks the schema cannot express: trimmed name, state and category that exist. */
  async function checkFields(body: Partial<TribeCreateBody>): Promise<Record<string, unknown>> {
    const fields: FieldErrors = {};
    const v: Record<string, unknown> = {};
    if (body.name !== undefined) {
      v.name = body.name.trim();
      if (String(v.name).length < 3) fields.name = [MESSAGES.nameShort];
    }
    if (body.description !== undefined) v.description = body.description.trim();
    if (body.rules !== undefined) v.rules = body.rules.trim();
    if (body.city !== undefined) v.city = body.city.trim();
    if (body.state_code !== undefined) {
      v.state_code = body.state_code.toUpperCase();
      if (!(await repo.stateExists(String(v.state_code)))) fields.state_code = [MESSAGES.stateInvalid];
    }
    if (body.category_id !== undefined) {
      v.category_id = body.category_id;
      if (body.category_id !== null && !(await repo.categoryExists(body.category_id)))
        fields.category_id = [MESSAGES.categoryInvalid];
    }
    for (const k of ['visibility', 'join_policy', 'ad_policy'] as const) if (body[k] !== undefined) v[k] = body[k];
    if (Object.keys(fields).length) throw validationError(fields);
    return v;
  }

  /** Avatar and cover through the ads' image pipeline (bytes checked, WebP variants, no metadata). */
  async function processImages(
    images: TribeImages,
  ): Promise<{ avatar?: StoredImage; cover?: StoredImage; files: string[] }> {
    const files: string[] = [];
    const out: { avatar?: StoredImage; cover?: StoredImage; files: string[] } = { files };
    try {
      for (const kind of ['avatar', 'cover'] as const) {
        const file = images[kind];
        if (!file) continue;
        const p = await processImage(file, opts.mediaDir, kind);
        files.push(...p.files);
        out[kind] = stored(p);
      }
    } catch (err) {
      await removeFiles(files);
      throw err;
    }
    return out;
  }
  const imageFiles = (v: unknown) => variantFiles(json<StoredImage | null>(v)?.variants ?? null, opts.mediaDir);

  async function notifyMany(tx: Db, userIds: number[], n: { title: string; message: string; link: string }) {
    for (const userId of userIds) await notify(tx, { userId, type: 'GENERAL_ANNOUNCEMENT', ...n });
  }

  /** A member's row after a change (for the answer). */
  async function memberOf(r: TribesRepository, tribeId: number, userId: number) {
    const row = await r.member(tribeId, userId);
    if (!row) throw notFound(MESSAGES.memberNotFound, 'member_not_found');
    return toMember(row, true);
  }

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
      const { tribe, viewer, id } = await load(slug, user, r, true);
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
  /** Moderators act on members; on moderators only the owner (or staff); on the owner nobody. */
  const outranks = (target: { role: string }, viewer: Viewer) => {
    if (target.role === 'owner') throw forbidden(MESSAGES.cannotActOnOwner);
    if (target.role === 'moderator' && viewer.role !== 'owner' && !isStaff(viewer.user))
      throw forbidden(MESSAGES.cannotActOnModerator);
  };

  /** Joins through an invitation (accept, join with a token, registration) inside a transaction. */
  async function joinByInvitation(r: TribesRepository, tx: Db, token: string, userId: number, username: string) {
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

  async function submission(r: TribesRepository, tribeId: number, adId: number) {
    const { rows } = await r.submissions(tribeId, { adId, limit: 1, offset: 0 });
    return toSubmission(rows[0]);
  }

  /** A submission a moderator acts on: the tribe (locked), the ad and its link. */
  async function moderatedAd(r: TribesRepository, user: AuthUser, slug: string, adSlug: string) {
    const { tribe, viewer, id } = await load(slug, user, r, true);
    const ad = await r.findAd(adSlug);
    const link = ad ? await r.tribeAd(id, ad.id, true) : null;
    return { tribe, viewer, id, ad, link };
  }

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

    async list(user: AuthUser | null, q: TribeListQuery) {
      if (q.mine && !user) throw new AppError(401, 'not_authenticated', MESSAGES.loginForMine);
      const { limit, offset } = pageOf(q);
      const search = q.search?.trim().toLowerCase();
      const { count, rows } = await repo.list({
        viewerId: user?.id ?? 0,
        mine: Boolean(q.mine),
        search: search
          ? search
              .normalize('NFD')
              .replace(/\p{M}/gu, '')
              .replace(/[%_\\]/g, '')
          : undefined,
        state: q.state?.toUpperCase(),
        category: q.category?.trim() || undefined,
        limit,
        offset,
      });
      checkPage(count, offset);
      return { count, results: rows.map(toTribeSummary) };
    },

    async create(user: AuthUser, body: TribeCreateBody, images: TribeImages): Promise<TribeDetail> {
      const values = await checkFields(body);
      const imgs = await processImages(images);
      let slug: string;
      try {
        slug = await db.transaction(async (tx) => {
          const r = createTribesRepository(tx);
          const base = slugBase(String(values.name));
          let slug = base;
          for (let n = 2; await r.slugTaken(slug); n++) slug = `${base}-${n}`;
          const id = await r.insertTribe({
            ...values,
            slug,
            owner_id: user.id,
            avatar: imgs.avatar ? JSON.stringify(imgs.avatar) : null,
            cover: imgs.cover ? JSON.stringify(imgs.cover) : null,
          });
          await r.insertMember({ tribeId: id, userId: user.id, role: 'owner', status: 'active' });
          return slug;
        });
      } catch (err) {
        await removeFiles(imgs.files);
        if ((err as { code?: string }).code === '23505') throw conflict('Já existe uma tribo com este endereço.');
        throw err;
      }
      await publishFiles(imgs.files);
      return reload(slug, user);
    },

    get: (user: AuthUser | null, slug: string) => reload(slug, user),

    async update(user: AuthUser, slug: string, body: TribeUpdateBody, images: TribeImages): Promise<TribeDetail> {
      const { tribe, viewer, id } = await load(slug, user);
      requireModerator(viewer);
      const values = await checkFields(body);
      const imgs = await processImages(images);
      const old: string[] = [];
      for (const kind of ['avatar', 'cover'] as const) {
        const remove = kind === 'avatar' ? body.remove_avatar : body.remove_cover;
        if (imgs[kind]) values[kind] = JSON.stringify(imgs[kind]);
        else if (remove) values[kind] = null;
        if (kind in values) old.push(...imageFiles(tribe[kind]));
      }
      try {
        await db.transaction(async (tx) => {
          const r = createTribesRepository(tx);
          await r.updateTribe(id, values);
          await r.logAction({ tribeId: id, actorId: user.id, action: 'update_tribe' });
        });
      } catch (err) {
        await removeFiles(imgs.files);
        throw err;
      }
      await publishFiles(imgs.files);
      await removeFiles(old);
      return reload(slug, user);
    },

    async remove(user: AuthUser, slug: string): Promise<void> {
      const { tribe, viewer, id } = await load(slug, user);
      if (!(viewer.status === 'active' && viewer.role === 'owner') && !isStaff(user))
        throw forbidden(MESSAGES.deleteForbidden);
      await repo.deleteTribe(id);
      await removeFiles([...imageFiles(tribe.avatar), ...imageFiles(tribe.cover)]);
    },

    async join(user: AuthUser, slug: string, body: JoinBody) {
      return db.transaction(async (tx) => {
        const r = createTribesRepository(tx);
        const { tribe, id } = await load(slug, user, r, true);
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
        } else {
          await r.insertMember({ tribeId: id, userId: user.id, status: 'pending', answer: body.answer?.trim() ?? '' });
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
        const { id } = await load(slug, user, r, true);
        const current = await r.membership(id, user.id, true);
        if (!current) throw notFound(MESSAGES.notMember, 'not_member');
        if (current.status === 'banned') throw forbidden(MESSAGES.banned, 'banned');
        if (current.role === 'owner') throw forbidden(MESSAGES.ownerMustTransfer, 'owner_must_transfer');
        await r.deleteMember(id, user.id);
        // "Seus anúncios deixam de aparecer no mural dela" (the leave confirmation).
        await r.withdrawMemberAds(id, user.id);
      });
    },

    async members(user: AuthUser | null, slug: string, q: MemberListQuery) {
      const { tribe, viewer, id } = await load(slug, user);
      requireContent(tribe, viewer);
      const status = q.status ?? 'active';
      const moderator = canModerate(viewer);
      if (status !== 'active') requireModerator(viewer);
      const { limit, offset } = pageOf(q);
      const { count, rows } = await repo.members(id, { status, role: q.role, search: q.search?.trim(), limit, offset });
      checkPage(count, offset);
      return { count, results: rows.map((m) => toMember(m, moderator)) };
    },

    async approveMember(user: AuthUser, slug: string, targetId: number) {
      return db.transaction(async (tx) => {
        const r = createTribesRepository(tx);
        const { tribe, viewer, id } = await load(slug, user, r, true);
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
        const { viewer, id } = await load(slug, user, r, true);
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
        const { viewer, id } = await load(slug, user, r, true);
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

    async invitations(user: AuthUser, slug: string) {
      const { viewer, id } = await load(slug, user);
      requireModerator(viewer);
      return (await repo.invitations(id)).map(toInvitation);
    },

    async createInvitation(user: AuthUser, slug: string, body: InvitationCreateBody) {
      return db.transaction(async (tx) => {
        const r = createTribesRepository(tx);
        const { viewer, id } = await load(slug, user, r);
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
        const { viewer, id } = await load(slug, user, r);
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
      return reload(slug, user);
    },

    async feed(user: AuthUser | null, slug: string, q: PageQuery) {
      const { tribe, viewer, id } = await load(slug, user);
      requireContent(tribe, viewer);
      const { limit, offset } = pageOf(q);
      const { count, rows } = await repo.feed(id, user?.id ?? 0, limit, offset);
      checkPage(count, offset);
      return { count, results: rows.map(toFeedItem) };
    },

    async submitAd(user: AuthUser, slug: string, adSlug: string) {
      return db.transaction(async (tx) => {
        const r = createTribesRepository(tx);
        const { tribe, viewer, id } = await load(slug, user, r, true);
        requireMember(viewer);
        const ad = await r.findAd(adSlug);
        if (!ad || ad.status === 'removed') throw notFound(MESSAGES.adNotFound, 'ad_not_found');
        if (ad.owner_id !== user.id) throw forbidden(MESSAGES.adNotYours, 'not_ad_owner');
        if (!ad.live) throw validationError({ ad_slug: [MESSAGES.adNotActive] });
        if (await r.tribeAd(id, ad.id, true)) throw conflict(MESSAGES.adAlreadySubmitted, 'already_submitted');
        const approved = tribe.ad_policy === 'open' || canModerate(viewer);
        await r.insertTribeAd({
          tribeId: id,
          adId: ad.id,
          status: approved ? 'approved' : 'pending',
          submittedBy: user.id,
          adCreatedAt: ad.created_at,
        });
        if (!approved) {
          await notifyMany(tx, await r.moderatorIds(id), {
            title: 'Anúncio aguardando aprovação',
            message: `${user.username} enviou "${ad.title}" para a tribo "${tribe.name}".`,
            link: `/tribes/edit/${tribe.slug}?tab=moderation`,
          });
        }
        return submission(r, id, ad.id);
      });
    },

    async submissions(user: AuthUser, slug: string, q: SubmissionListQuery) {
      const { viewer, id } = await load(slug, user);
      requireModerator(viewer);
      const { limit, offset } = pageOf(q);
      const { count, rows } = await repo.submissions(id, { status: q.status ?? 'pending', limit, offset });
      checkPage(count, offset);
      return { count, results: rows.map(toSubmission) };
    },

    async reviewAd(user: AuthUser, slug: string, adSlug: string, decision: 'approve' | 'reject', reason?: string) {
      return db.transaction(async (tx) => {
        const r = createTribesRepository(tx);
        const { tribe, viewer, id, ad, link } = await moderatedAd(r, user, slug, adSlug);
        requireModerator(viewer);
        if (!ad || !link) throw notFound(MESSAGES.adNotInTribe, 'ad_not_in_tribe');
        if (link.status !== 'pending') throw conflict(MESSAGES.adNotPending, 'not_pending');
        const why = reason?.trim() ?? '';
        const approve = decision === 'approve';
        await r.updateTribeAd(id, ad.id, {
          status: approve ? 'approved' : 'rejected',
          reviewedBy: user.id,
          reason: why,
        });
        await r.logAction({
          tribeId: id,
          actorId: user.id,
          action: approve ? 'approve_ad' : 'reject_ad',
          targetAdId: ad.id,
          reason: why,
        });
        if (link.submitted_by) {
          await notify(tx, {
            userId: link.submitted_by,
            type: approve ? 'AD_PUBLISHED' : 'GENERAL_ANNOUNCEMENT',
            title: approve ? 'Anúncio aprovado na tribo' : 'Anúncio recusado na tribo',
            message: approve
              ? `Seu anúncio "${ad.title}" foi aprovado na tribo "${tribe.name}".`
              : `Seu anúncio "${ad.title}" foi recusado na tribo "${tribe.name}". Motivo: ${why}`,
            link: `/tribes/${tribe.slug}`,
          });
        }
        return submission(r, id, ad.id);
      });
    },

    async pinAd(user: AuthUser, slug: string, adSlug: string, on: boolean) {
      return db.transaction(async (tx) => {
        const r = createTribesRepository(tx);
        const { viewer, id, ad, link } = await moderatedAd(r, user, slug, adSlug);
        requireModerator(viewer);
        if (!ad || !link) throw notFound(MESSAGES.adNotInTribe, 'ad_not_in_tribe');
        if (link.status !== 'approved') throw conflict(MESSAGES.adNotApproved, 'not_approved');
        if (link.pinned !== on) {
          await r.updateTribeAd(id, ad.id, { pinned: on });
          await r.logAction({ tribeId: id, actorId: user.id, action: on ? 'pin_ad' : 'unpin_ad', targetAdId: ad.id });
        }
        return submission(r, id, ad.id);
      });
    },

    async removeAd(user: AuthUser, slug: string, adSlug: string, reason?: string) {
      return db.transaction(async (tx) => {
        const r = createTribesRepository(tx);
        const { viewer, id, ad, link } = await moderatedAd(r, user, slug, adSlug);
        if (!ad || !link || link.status === 'removed') throw notFound(MESSAGES.adNotInTribe, 'ad_not_in_tribe');
        const moderator = canModerate(viewer);
        if (!moderator && ad.owner_id !== user.id) throw forbidden(MESSAGES.adRemoveForbidden);
        await r.updateTribeAd(id, ad.id, { status: 'removed', pinned: false, reason: reason?.trim() ?? '' });
        if (moderator) {
          await r.logAction({ tribeId: id, actorId: user.id, action: 'remove_ad', targetAdId: ad.id, reason });
        }
        return submission(r, id, ad.id);
      });
    },

    async log(user: AuthUser, slug: string, q: PageQuery) {
      const { viewer, id } = await load(slug, user);
      requireModerator(viewer);
      const { limit, offset } = pageOf(q);
      const { count, rows } = await repo.log(id, limit, offset);
      checkPage(count, offset);
      return { count, results: rows.map(toLogEntry) };
    },
  };
}
export type TribesService = ReturnType<typeof createTribesService>;
