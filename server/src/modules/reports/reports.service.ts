import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { rows } from '../../db/rows';
import { AppError, badRequest, conflict, forbidden, notFound, validationError } from '../../lib/errors';
import { checkPage, type PageWindow } from '../../lib/pagination';
import { iso, isoOrNull } from '../../lib/values';
import type { AuthUser } from '../../plugins/auth';
import {
  findModeratedAd,
  removeAdByStaff,
  requestAdChanges,
  restoreAdByStaff,
  setOwnerSuspended,
  setUnderReview,
} from '../ads/ads.service';
import { notify } from '../notifications/notifications.producer';
import { findAccount, reactivateAccount, setStaffRole, suspendAccount } from '../users/users.service';
import { MESSAGES, ownerNotice, reporterNotice } from './reports.messages';
import { toCase } from './reports.cases';
import { createReportsRepository, type CaseRow, type CaseTarget, type ReportRow } from './reports.repository';
import {
  MAX_DETAILS,
  MAX_REASON,
  type AdminAd,
  type AdminAdQuery,
  type AdminUser,
  type AdminUserQuery,
  type Report,
  type ReportBody,
  type ReportCase,
  type ReportCaseQuery,
  type ResolveBody,
} from './reports.schemas';

// Reports and the staff's decisions. Every write is one transaction: the report and the ad's
// hiding, a decision with its effect, its log entry and every notification, a suspension with its
// sessions' end and its ads leaving the lists.

/** Open reports from this many different members hide an ad until the staff decide. */
export const REVIEW_THRESHOLD = 3;
/** Reports (ads, profiles, conversations together) one member may send in an hour. */
export const REPORTS_PER_HOUR = 10;

const toReport = (r: ReportRow): Report => ({
  id: Number(r.id),
  reason: r.reason,
  details: r.details,
  status: r.status,
  created_at: iso(r.created_at),
});

/** A text the staff write (a message, a reason): trimmed, required, at most MAX_REASON characters. */
function staffText(value: string, field: string, required = true): string {
  const text = value.trim();
  if (required && !text)
    throw validationError({ [field]: [field === 'message' ? MESSAGES.messageRequired : MESSAGES.reasonRequired] });
  if ([...text].length > MAX_REASON) throw validationError({ [field]: [MESSAGES.textTooLong] });
  return text;
}

function checkReport(body: ReportBody): { reason: ReportBody['reason']; details: string } {
  const details = (body.details ?? '').trim();
  if (body.reason === 'other' && !details) throw validationError({ details: [MESSAGES.detailsRequired] });
  if ([...details].length > MAX_DETAILS) throw validationError({ details: [MESSAGES.detailsTooLong] });
  return { reason: body.reason, details };
}

export function createReportsService(database: Database) {
  const { orm } = database;

  /** One report in the target's open case; the member's earlier report when they had one. */
  async function file(
    tx: Db,
    target: CaseTarget,
    reporterId: number,
    body: { reason: ReportBody['reason']; details: string },
  ): Promise<{ created: boolean; report: Report }> {
    const r = createReportsRepository(tx);
    const open = await r.openCase(target);
    const inserted = await r.insertReport(open.id, reporterId, body.reason, body.details);
    if (!inserted) return { created: false, report: toReport((await r.findReport(open.id, reporterId))!) };
    const count = await r.recount(open.id);
    if ('adId' in target && count >= REVIEW_THRESHOLD && open.reporter_count < REVIEW_THRESHOLD) {
      await setUnderReview(tx, target.adId, true);
    }
    return { created: true, report: toReport(inserted) };
  }

  /** Suspends an account with its effects: sessions ended, ads out of the lists, the log, a notice. */
  async function suspend(tx: Db, staff: AuthUser, userId: number, reason: string, caseId: number | null) {
    const account = await findAccount(tx, userId, { lock: true });
    if (!account) throw notFound(MESSAGES.userNotFound, 'user_not_found');
    if (account.id === staff.id) throw badRequest(MESSAGES.selfModeration, 'self_moderation');
    if ((account.is_staff || account.is_superuser) && !staff.isSuperuser) throw forbidden(MESSAGES.staffTarget);
    if (account.is_superuser) throw badRequest(MESSAGES.superuserTarget, 'superuser_target');
    if (account.suspended) throw conflict(MESSAGES.alreadySuspended, 'already_suspended');
    await suspendAccount(tx, userId, reason);
    await setOwnerSuspended(tx, userId, true);
    await createReportsRepository(tx).log({
      actorId: staff.id,
      action: 'ban_user',
      userId,
      label: `@${account.username}`,
      caseId,
      reason,
    });
    if (caseId === null) {
      await notify(tx, { userId, type: 'MODERATION_NOTICE', ...ownerNotice('ban_user', '', reason) });
    }
  }

  return {
    /** A member reports an ad: 201 with the report, or the member's open report on it again. */
    async reportAd(user: AuthUser, slug: string, body: ReportBody) {
      const input = checkReport(body);
      const [found] = await rows<{ id: number }>(orm, sql`select id from ads where slug = ${slug}`);
      return orm.transaction(async (tx) => {
        const ad = found ? await findModeratedAd(tx, Number(found.id), { lock: true }) : null;
        if (!ad || ad.status === 'removed') throw notFound(MESSAGES.adNotFound, 'ad_not_found');
        if (ad.owner_id === user.id) throw badRequest(MESSAGES.ownAd, 'own_ad');
        return file(tx, { adId: ad.id }, user.id, input);
      });
    },

    /**
     * A participant reports a conversation: the case is about the other side (the member the staff
     * may suspend) and lets the staff read that conversation. Anyone else: 404.
     */
    async reportConversation(user: AuthUser, conversationId: number, body: ReportBody) {
      const input = checkReport(body);
      const side = await createReportsRepository(orm).conversationSide(conversationId, user.id);
      if (!side) throw notFound(MESSAGES.conversationNotFound, 'conversation_not_found');
      if (side.other === null) throw badRequest(MESSAGES.accountDeleted, 'account_deleted');
      const userId = side.other;
      return orm.transaction((tx) => file(tx, { conversationId, userId }, user.id, input));
    },

    /** A member reports a profile (nothing is hidden by reports alone: the staff decide). */
    async reportProfile(user: AuthUser, username: string, body: ReportBody) {
      const input = checkReport(body);
      const [found] = await rows<{ id: number }>(
        orm,
        sql`select id from users where lower(username) = lower(${username}) and is_active`,
      );
      if (!found) throw notFound(MESSAGES.profileNotFound, 'profile_not_found');
      if (Number(found.id) === user.id) throw badRequest(MESSAGES.ownProfile, 'own_profile');
      return orm.transaction((tx) => file(tx, { userId: Number(found.id) }, user.id, input));
    },

    async cases(q: ReportCaseQuery, page: PageWindow): Promise<{ count: number; results: ReportCase[] }> {
      const repo = createReportsRepository(orm);
      const { count, ids } = await repo.casePage(q, page.limit, page.offset);
      checkPage(count, page);
      const byId = new Map((await repo.casesById(ids)).map((r) => [Number(r.id), toCase(r)]));
      return { count, results: ids.map((id) => byId.get(id)!).filter(Boolean) };
    },

    case: getCase,

    /** The staff's decision on a case, with its effect, the owner's message and every reporter's notice. */
    async resolve(staff: AuthUser, id: number, body: ResolveBody): Promise<ReportCase> {
      const message = staffText(body.message, 'message');
      await orm.transaction(async (tx) => {
        const r = createReportsRepository(tx);
        const found: CaseRow | null = await r.findCase(id, { lock: true });
        if (!found) throw notFound(MESSAGES.caseNotFound, 'report_not_found');
        if (found.status !== 'open') throw conflict(MESSAGES.caseResolved, 'report_resolved');
        const ad = found.ad_id === null ? null : await findModeratedAd(tx, found.ad_id, { lock: true });
        if (!ad && (body.action === 'request_changes' || body.action === 'remove_ad')) {
          throw badRequest(MESSAGES.actionNotForProfile, 'action_not_for_profile');
        }
        const ownerId = ad ? ad.owner_id : found.reported_user_id!;
        const owner = await findAccount(tx, ownerId);
        const inConversation = found.conversation_id !== null;
        const label = ad ? ad.title : `@${owner?.username ?? ''}`;
        switch (body.action) {
          case 'dismiss':
            if (ad) await setUnderReview(tx, ad.id, false);
            break;
          case 'request_changes':
            await requestAdChanges(tx, ad!.id);
            break;
          case 'remove_ad':
            if (ad!.status === 'removed') throw conflict(MESSAGES.alreadyRemoved, 'already_removed');
            await removeAdByStaff(tx, ad!.id);
            break;
          case 'ban_user':
            await suspend(tx, staff, ownerId, message, id);
            if (ad) await setUnderReview(tx, ad.id, false);
            break;
        }
        if (body.action !== 'ban_user') {
          await r.log({
            actorId: staff.id,
            action: body.action,
            adId: ad?.id,
            userId: ownerId,
            label,
            caseId: id,
            reason: message,
          });
        }
        await r.resolveCase(id, body.action, message, staff.id);
        const link =
          ad && body.action === 'request_changes'
            ? `/ads/edit/${ad.slug}`
            : ad && body.action === 'dismiss'
              ? `/ads/${ad.slug}`
              : null;
        // A conversation has two people: telling the reported one of a dismissal would name the reporter.
        if (!(inConversation && body.action === 'dismiss')) {
          await notify(tx, {
            userId: ownerId,
            type: 'MODERATION_NOTICE',
            ...ownerNotice(body.action, ad ? `o seu anúncio "${ad.title}"` : 'o seu perfil', message),
            link,
          });
        }
        const told = reporterNotice(
          body.action,
          ad
            ? `o anúncio "${ad.title}"`
            : inConversation
              ? `a conversa com @${owner?.username ?? ''}`
              : `o perfil @${owner?.username ?? ''}`,
        );
        for (const reporterId of await r.reporterIds(id)) {
          await notify(tx, { userId: reporterId, type: 'REPORT_RESOLVED', ...told });
        }
      });
      return getCase(id);
    },

    async users(q: AdminUserQuery, page: PageWindow): Promise<{ count: number; results: AdminUser[] }> {
      const { count, rows: found } = await createReportsRepository(orm).userPage(q, page.limit, page.offset);
      checkPage(count, page);
      return { count, results: found.map(toAdminUser) };
    },

    async ban(staff: AuthUser, userId: number, reasonText: string): Promise<AdminUser> {
      const reason = staffText(reasonText, 'reason');
      await orm.transaction((tx) => suspend(tx, staff, userId, reason, null));
      return adminUser(userId);
    },

    async unban(staff: AuthUser, userId: number, reasonText: string): Promise<AdminUser> {
      const reason = staffText(reasonText, 'reason');
      await orm.transaction(async (tx) => {
        const account = await findAccount(tx, userId, { lock: true });
        if (!account) throw notFound(MESSAGES.userNotFound, 'user_not_found');
        if (!account.suspended) throw conflict(MESSAGES.notSuspended, 'not_suspended');
        await reactivateAccount(tx, userId);
        await setOwnerSuspended(tx, userId, false);
        await createReportsRepository(tx).log({
          actorId: staff.id,
          action: 'unban_user',
          userId,
          label: `@${account.username}`,
          reason,
        });
        await notify(tx, {
          userId,
          type: 'MODERATION_NOTICE',
          title: 'Conta reativada',
          message: `Sua conta foi reativada e seus anúncios voltaram às listas. ${reason}`,
        });
      });
      return adminUser(userId);
    },

    /** Superusers only: makes a member staff or takes it back. */
    async setStaff(actor: AuthUser, userId: number, on: boolean): Promise<AdminUser> {
      if (!actor.isSuperuser) throw forbidden(MESSAGES.superuserOnly);
      await orm.transaction(async (tx) => {
        const account = await findAccount(tx, userId, { lock: true });
        if (!account) throw notFound(MESSAGES.userNotFound, 'user_not_found');
        if (account.id === actor.id) throw badRequest(MESSAGES.selfModeration, 'self_moderation');
        if (account.is_superuser) throw badRequest(MESSAGES.superuserTarget, 'superuser_target');
        if (account.is_staff === on) return;
        await setStaffRole(tx, userId, on);
        await createReportsRepository(tx).log({
          actorId: actor.id,
          action: on ? 'grant_staff' : 'revoke_staff',
          userId,
          label: `@${account.username}`,
          reason: '',
        });
      });
      return adminUser(userId);
    },

    async ads(q: AdminAdQuery, page: PageWindow): Promise<{ count: number; results: AdminAd[] }> {
      const { count, rows: found } = await createReportsRepository(orm).adPage(q, page.limit, page.offset);
      checkPage(count, page);
      return { count, results: found.map(toAdminAd) };
    },

    /** "Remover" on /admin/ads: out of the site, the owner told why; "Restaurar" brings it back. */
    async setAdRemoved(staff: AuthUser, adId: number, removed: boolean, reasonText: string): Promise<AdminAd> {
      const reason = staffText(reasonText, 'reason', removed);
      await orm.transaction(async (tx) => {
        const ad = await findModeratedAd(tx, adId, { lock: true });
        if (!ad) throw notFound(MESSAGES.adNotFound, 'ad_not_found');
        if (removed && ad.status === 'removed') throw conflict(MESSAGES.alreadyRemoved, 'already_removed');
        if (!removed && !ad.removed_by_staff) throw conflict(MESSAGES.notRemovedByStaff, 'not_removed_by_staff');
        await (removed ? removeAdByStaff(tx, adId) : restoreAdByStaff(tx, adId));
        await createReportsRepository(tx).log({
          actorId: staff.id,
          action: removed ? 'remove_ad' : 'restore_ad',
          adId,
          userId: ad.owner_id,
          label: ad.title,
          reason,
        });
        await notify(
          tx,
          removed
            ? {
                userId: ad.owner_id,
                type: 'MODERATION_NOTICE',
                ...ownerNotice('remove_ad', `o seu anúncio "${ad.title}"`, reason),
              }
            : {
                userId: ad.owner_id,
                type: 'MODERATION_NOTICE',
                title: 'Anúncio restaurado',
                message: `A equipe restaurou o seu anúncio "${ad.title}". ${reason}`.trim(),
                link: `/ads/${ad.slug}`,
              },
        );
      });
      const { rows: found } = await createReportsRepository(orm).adPage({}, 1, 0, adId);
      return toAdminAd(found[0]);
    },
  };

  async function getCase(id: number): Promise<ReportCase> {
    const [row] = await createReportsRepository(orm).casesById([id]);
    if (!row) throw notFound(MESSAGES.caseNotFound, 'report_not_found');
    return toCase(row);
  }

  async function adminUser(userId: number): Promise<AdminUser> {
    const { rows: found } = await createReportsRepository(orm).userPage({}, 1, 0, userId);
    if (!found.length) throw new AppError(404, 'user_not_found', MESSAGES.userNotFound);
    return toAdminUser(found[0]);
  }
}

function toAdminUser(r: Record<string, unknown>): AdminUser {
  return {
    id: Number(r.id),
    username: String(r.username),
    first_name: String(r.first_name ?? ''),
    last_name: String(r.last_name ?? ''),
    email: String(r.email),
    date_joined: iso(r.date_joined),
    is_staff: Boolean(r.is_staff),
    is_superuser: Boolean(r.is_superuser),
    suspended: r.suspended_at !== null && r.suspended_at !== undefined,
    suspended_at: isoOrNull(r.suspended_at),
    suspension_reason: String(r.suspension_reason ?? ''),
    ads_count: Number(r.ads_count),
    payments_count: Number(r.payments_count),
    reports_count: Number(r.reports_count),
  };
}

function toAdminAd(r: Record<string, unknown>): AdminAd {
  return {
    id: Number(r.id),
    slug: String(r.slug),
    title: String(r.title),
    status: String(r.status),
    hidden: Boolean(r.hidden),
    under_review: Boolean(r.under_review),
    changes_requested: Boolean(r.changes_requested),
    removed_by_staff: Boolean(r.removed_by_staff),
    owner: { id: Number(r.owner_id), username: String(r.owner_username), first_name: String(r.owner_first_name ?? '') },
    price_cents: r.price_cents === null ? null : Number(r.price_cents),
    image: (r.image as string | null) ?? null,
    open_reports: Number(r.open_reports),
    created_at: iso(r.created_at),
    expires_at: iso(r.expires_at),
  };
}
