import type { Db } from '../../db/client';
import { conflict, forbidden, notFound, validationError } from '../../lib/errors';
import { checkPage, pageWindow } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import { notify } from '../notifications/notifications.producer';
import { canModerate, requireMember, requireModerator } from './tribes.access';
import { toLogEntry, toSubmission } from './tribes.mappers';
import { MESSAGES } from './tribes.messages';
import { createTribesRepository, type TribesRepository } from './tribes.repository';
import type { PageQuery, SubmissionListQuery } from './tribes.schemas';
import { loadTribe, notifyMany } from './tribes.shared';

// Tribes' moderation of ads: submissions and their queue, approve/reject, pin, remove from the wall, log.

export function createTribeModerationService(db: Db) {
  const repo = createTribesRepository(db);

  async function submission(r: TribesRepository, tribeId: number, adId: number) {
    const { rows } = await r.submissions(tribeId, { adId, limit: 1, offset: 0 });
    return toSubmission(rows[0]);
  }

  /** A submission a moderator acts on: the tribe (locked), the ad and its link. */
  async function moderatedAd(r: TribesRepository, user: AuthUser, slug: string, adSlug: string) {
    const { tribe, viewer, id } = await loadTribe(slug, user, r, true);
    const ad = await r.findAd(adSlug);
    const link = ad ? await r.tribeAd(id, ad.id, true) : null;
    return { tribe, viewer, id, ad, link };
  }

  return {
    async submitAd(user: AuthUser, slug: string, adSlug: string) {
      return db.transaction(async (tx) => {
        const r = createTribesRepository(tx);
        const { tribe, viewer, id } = await loadTribe(slug, user, r, true);
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
        await r.logAction({
          tribeId: id,
          actorId: user.id,
          action: approved ? 'publish_ad' : 'submit_ad',
          targetAdId: ad.id,
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
      const { viewer, id } = await loadTribe(slug, user, repo);
      requireModerator(viewer);
      const page = pageWindow(q);
      const { count, rows } = await repo.submissions(id, {
        status: q.status ?? 'pending',
        limit: page.limit,
        offset: page.offset,
      });
      checkPage(count, page);
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
        const { tribe, viewer, id, ad, link } = await moderatedAd(r, user, slug, adSlug);
        if (!ad || !link || link.status === 'removed') throw notFound(MESSAGES.adNotInTribe, 'ad_not_in_tribe');
        const own = ad.owner_id === user.id;
        if (!own && !canModerate(viewer)) throw forbidden(MESSAGES.adRemoveForbidden);
        const why = reason?.trim() ?? '';
        // A moderator taking someone's ad off the wall says why: the owner is told.
        if (!own && !why) throw validationError({ reason: [MESSAGES.removeReasonRequired] });
        await r.updateTribeAd(id, ad.id, { status: 'removed', pinned: false, reason: why });
        await r.logAction({
          tribeId: id,
          actorId: user.id,
          action: own ? 'withdraw_ad' : 'remove_ad',
          targetAdId: ad.id,
          reason: why,
        });
        if (!own) {
          await notify(tx, {
            userId: ad.owner_id,
            type: 'GENERAL_ANNOUNCEMENT',
            title: 'Anúncio removido da tribo',
            message: `Seu anúncio "${ad.title}" foi removido da tribo "${tribe.name}". Motivo: ${why}`,
            link: `/tribes/${tribe.slug}`,
          });
        }
        return submission(r, id, ad.id);
      });
    },

    async log(user: AuthUser, slug: string, q: PageQuery) {
      const { viewer, id } = await loadTribe(slug, user, repo);
      requireModerator(viewer);
      const page = pageWindow(q);
      const { count, rows } = await repo.log(id, page.limit, page.offset);
      checkPage(count, page);
      return { count, results: rows.map(toLogEntry) };
    },
  };
}
