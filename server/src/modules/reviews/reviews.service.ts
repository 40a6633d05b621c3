import type { Database, Db } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound, validationError } from '../../lib/errors';
import { checkPage, type PageWindow } from '../../lib/pagination';
import { ratingOf } from '../../lib/rating';
import { iso, isoOrNull, json } from '../../lib/values';
import type { AuthUser } from '../../plugins/auth';
import { notify } from '../notifications/notifications.producer';
import { createReviewsRepository, type ReviewRow } from './reviews.repository';
import {
  MAX_TEXT,
  type AdminReview,
  type ReplyBody,
  type ReportBody,
  type Review,
  type ReviewBody,
  type ReviewReport,
  type ReviewSummary,
} from './reviews.schemas';

// Reviews of advertisers: who may review whom (a conversation about the ad that the advertiser
// answered), the advertiser's one public reply, members' reports and the staff's removal. Each write
// is one transaction; the users' rating counters follow in it (migration 0094's trigger).

export const MESSAGES = {
  profileNotFound: 'Perfil não encontrado.',
  reviewNotFound: 'Avaliação não encontrada.',
  ownProfile: 'Você não pode avaliar a si mesmo.',
  adNotFound: 'Anúncio não encontrado.',
  notTheirAd: 'Este anúncio não é deste anunciante.',
  notAllowed: 'Você só pode avaliar quem respondeu a uma conversa sua sobre este anúncio.',
  alreadyReviewed: 'Você já avaliou este anunciante por este anúncio.',
  textTooLong: `Escreva até ${MAX_TEXT.toLocaleString('pt-BR')} caracteres.`,
  replyRequired: 'Escreva a sua resposta.',
  notAdvertiser: 'Só o anunciante avaliado pode responder.',
  alreadyReplied: 'Esta avaliação já foi respondida.',
  ownReview: 'Você não pode denunciar a sua própria avaliação.',
  detailsRequired: 'Conte o que aconteceu.',
  reasonRequired: 'Escreva o motivo.',
  alreadyRemoved: 'Esta avaliação já foi removida.',
} as const;

const chars = (s: string) => [...s].length;

function toReview(r: ReviewRow, viewerId: number | null): Review {
  const deleted = r.reviewer_id === null;
  return {
    id: Number(r.id),
    rating: Number(r.rating),
    text: r.text,
    created_at: iso(r.created_at),
    reviewer: {
      username: deleted ? null : r.reviewer_username,
      first_name: deleted ? 'Conta excluída' : (r.reviewer_first_name ?? ''),
    },
    ad: { slug: r.ad_slug, title: r.ad_title },
    reply: r.reply,
    replied_at: isoOrNull(r.replied_at),
    can_reply: viewerId !== null && viewerId === Number(r.advertiser_id) && r.reply === null,
    is_mine: viewerId !== null && viewerId === Number(r.reviewer_id),
  };
}

function toAdminReview(r: Record<string, unknown>): AdminReview {
  return {
    id: Number(r.id),
    rating: Number(r.rating),
    text: String(r.text),
    reply: (r.reply as string | null) ?? null,
    created_at: iso(r.created_at),
    advertiser: String(r.advertiser),
    reviewer: (r.reviewer as string | null) ?? null,
    ad_title: String(r.ad_title),
    report_count: Number(r.report_count),
    reports: json<Array<Record<string, unknown>>>(r.reports).map((x) => ({
      reporter: String(x.reporter),
      reason: String(x.reason),
      details: String(x.details),
      created_at: iso(x.created_at),
    })),
    removed_at: isoOrNull(r.removed_at),
    removal_reason: String(r.removal_reason ?? ''),
  };
}

/** LGPD: a deleted member's reviews lose their text (the stars stay); runs in the deletion's transaction. */
export async function eraseMemberReviews(tx: Db, userId: number): Promise<void> {
  await createReviewsRepository(tx).eraseTexts(userId);
}

export function createReviewsService(database: Database) {
  const { orm } = database;

  async function advertiser(db: Db, username: string) {
    const found = await createReviewsRepository(db).findMember(username);
    if (!found) throw notFound(MESSAGES.profileNotFound, 'profile_not_found');
    return found;
  }

  /** The review, checked to be on this profile (hidden ones are gone for everyone but the staff). */
  async function reviewOn(db: Db, username: string, id: number, { lock = false } = {}) {
    const owner = await advertiser(db, username);
    const row = await createReviewsRepository(db).find(id, { lock });
    if (!row || Number(row.advertiser_id) !== owner.id || row.removed_at !== null) {
      throw notFound(MESSAGES.reviewNotFound, 'review_not_found');
    }
    return row;
  }

  return {
    async list(
      username: string,
      viewerId: number | null,
      page: PageWindow,
    ): Promise<{ count: number; results: Review[]; summary: ReviewSummary }> {
      const repo = createReviewsRepository(orm);
      const owner = await advertiser(orm, username);
      const [{ count, rows }, histogram] = await Promise.all([
        repo.page(owner.id, page.limit, page.offset),
        repo.histogram(owner.id),
      ]);
      checkPage(count, page);
      const sum = histogram.reduce((acc, n, i) => acc + n * (i + 1), 0);
      const total = histogram.reduce((acc, n) => acc + n, 0);
      return {
        count,
        results: rows.map((r) => toReview(r, viewerId)),
        summary: { ...ratingOf(sum, total), histogram },
      };
    },

    async reviewable(user: AuthUser, username: string) {
      const owner = await advertiser(orm, username);
      if (owner.id === user.id) return { results: [] };
      return { results: await createReviewsRepository(orm).reviewableAds(user.id, owner.id) };
    },

    /** A member reviews an advertiser for one ad they talked about (the advertiser answered). */
    async create(user: AuthUser, username: string, body: ReviewBody): Promise<Review> {
      const text = (body.text ?? '').trim();
      if (chars(text) > MAX_TEXT) throw validationError({ text: [MESSAGES.textTooLong] });
      return orm.transaction(async (tx) => {
        const repo = createReviewsRepository(tx);
        const owner = await advertiser(tx, username);
        if (owner.id === user.id) throw badRequest(MESSAGES.ownProfile, 'own_profile');
        const ad = await repo.findAd(body.ad);
        if (!ad) throw validationError({ ad: [MESSAGES.adNotFound] });
        if (ad.owner_id !== owner.id) throw validationError({ ad: [MESSAGES.notTheirAd] });
        if (!(await repo.mayReview(user.id, owner.id, ad.id)))
          throw forbidden(MESSAGES.notAllowed, 'review_not_allowed');
        const id = await repo.insert({
          reviewerId: user.id,
          advertiserId: owner.id,
          adId: ad.id,
          adTitle: ad.title,
          rating: body.rating,
          text,
        });
        if (id === null) throw badRequest(MESSAGES.alreadyReviewed, 'already_reviewed');
        await notify(tx, {
          userId: owner.id,
          type: 'REVIEW_RECEIVED',
          title: 'Nova avaliação',
          message: `@${user.username} deu ${body.rating} ${body.rating === 1 ? 'estrela' : 'estrelas'} para você pelo anúncio "${ad.title}".`,
          link: `/profile/${owner.username}`,
        });
        return toReview((await repo.find(id))!, user.id);
      });
    },

    /** The advertiser answers a review once, publicly. */
    async reply(user: AuthUser, username: string, id: number, body: ReplyBody): Promise<Review> {
      const text = body.text.trim();
      if (!text) throw validationError({ text: [MESSAGES.replyRequired] });
      if (chars(text) > MAX_TEXT) throw validationError({ text: [MESSAGES.textTooLong] });
      return orm.transaction(async (tx) => {
        const row = await reviewOn(tx, username, id, { lock: true });
        if (Number(row.advertiser_id) !== user.id) throw forbidden(MESSAGES.notAdvertiser);
        if (row.reply !== null) throw conflict(MESSAGES.alreadyReplied, 'already_replied');
        const repo = createReviewsRepository(tx);
        await repo.reply(id, text);
        return toReview((await repo.find(id))!, user.id);
      });
    },

    /** A member reports a review: 201, or their earlier report of it again (200). */
    async report(
      user: AuthUser,
      username: string,
      id: number,
      body: ReportBody,
    ): Promise<{ created: boolean; report: ReviewReport }> {
      const details = (body.details ?? '').trim();
      if (body.reason === 'other' && !details) throw validationError({ details: [MESSAGES.detailsRequired] });
      if (chars(details) > MAX_TEXT) throw validationError({ details: [MESSAGES.textTooLong] });
      return orm.transaction(async (tx) => {
        const row = await reviewOn(tx, username, id);
        if (Number(row.reviewer_id) === user.id) throw badRequest(MESSAGES.ownReview, 'own_review');
        const repo = createReviewsRepository(tx);
        const inserted = await repo.insertReport(id, user.id, body.reason, details);
        const found = inserted ?? (await repo.findReport(id, user.id))!;
        return {
          created: inserted !== null,
          report: {
            reason: found.reason as ReviewReport['reason'],
            details: found.details,
            created_at: iso(found.created_at),
          },
        };
      });
    },

    async adminList(status: 'reported' | 'removed' | 'all', page: PageWindow) {
      const { count, rows } = await createReviewsRepository(orm).adminPage(status, page.limit, page.offset);
      checkPage(count, page);
      return { count, results: rows.map(toAdminReview) };
    },

    /** The staff remove a review: out of the profile and the average, written to the moderation log. */
    async remove(staff: AuthUser, id: number, reasonText: string): Promise<AdminReview> {
      const reason = reasonText.trim();
      if (!reason) throw validationError({ reason: [MESSAGES.reasonRequired] });
      if (chars(reason) > MAX_TEXT) throw validationError({ reason: [MESSAGES.textTooLong] });
      await orm.transaction(async (tx) => {
        const repo = createReviewsRepository(tx);
        const row = await repo.find(id, { lock: true });
        if (!row) throw notFound(MESSAGES.reviewNotFound, 'review_not_found');
        if (row.removed_at !== null) throw conflict(MESSAGES.alreadyRemoved, 'already_removed');
        await repo.remove(id, staff.id, reason);
        const author = row.reviewer_username ? `@${row.reviewer_username}` : 'conta excluída';
        await repo.log({
          actorId: staff.id,
          userId: row.reviewer_id === null ? null : Number(row.reviewer_id),
          label: `Avaliação de ${author} sobre "${row.ad_title}"`,
          reason,
        });
        if (row.reviewer_id !== null) {
          await notify(tx, {
            userId: Number(row.reviewer_id),
            type: 'MODERATION_NOTICE',
            title: 'Avaliação removida',
            message: `A equipe removeu a sua avaliação sobre o anúncio "${row.ad_title}". Motivo: ${reason}`,
          });
        }
      });
      const { rows } = await createReviewsRepository(orm).adminPage('all', 1, 0, id);
      if (!rows.length) throw new AppError(404, 'review_not_found', MESSAGES.reviewNotFound);
      return toAdminReview(rows[0]);
    },
  };
}
