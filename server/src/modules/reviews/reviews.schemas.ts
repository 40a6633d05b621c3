import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { pageOf } from '../../lib/pagination';
import { RatingSummary } from '../../lib/rating';
import { REPORT_REASON_LABEL, type ReportReasonKey } from '../../../../shared/moderation';

// TypeBox: reviews of advertisers (tag `reviews`) and the staff's list and removal (tag `admin`).

export const MAX_TEXT = 1000;

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });

export const ProfileParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 150 }) });
export type ProfileParams = Static<typeof ProfileParams>;
export const ReviewParams = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 150 }),
  id: Type.Integer({ minimum: 1 }),
});
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const ReviewBody = Type.Object(
  {
    ad: Type.String({ minLength: 1, maxLength: 200, description: 'Slug do anúncio da conversa.' }),
    rating: Type.Integer({ minimum: 1, maximum: 5, description: 'De 1 a 5 estrelas.' }),
    text: Type.Optional(Type.String({ maxLength: 10_000, description: `Até ${MAX_TEXT} caracteres.` })),
  },
  { title: 'ReviewBody', additionalProperties: false },
);
export type ReviewBody = Static<typeof ReviewBody>;

export const ReplyBody = Type.Object(
  { text: Type.String({ maxLength: 10_000, description: `A resposta pública, até ${MAX_TEXT} caracteres.` }) },
  { title: 'ReviewReplyBody', additionalProperties: false },
);
export type ReplyBody = Static<typeof ReplyBody>;

export const Review = Type.Object(
  {
    id: Type.Integer(),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    text: Type.String(),
    created_at: Timestamp,
    reviewer: Type.Object(
      {
        username: Nullable(Type.String({ description: 'null quando a conta foi excluída.' })),
        first_name: Type.String(),
      },
      { title: 'ReviewReviewer' },
    ),
    ad: Type.Object(
      { slug: Nullable(Type.String()), title: Type.String() },
      { title: 'ReviewAd', description: 'O anúncio da conversa (slug null quando ele foi excluído).' },
    ),
    reply: Nullable(Type.String()),
    replied_at: Nullable(Timestamp),
    can_reply: Type.Boolean({ description: 'O anunciante ainda pode responder (só para ele).' }),
    is_mine: Type.Boolean({ description: 'Escrita por quem pergunta.' }),
  },
  { title: 'Review' },
);
export type Review = Static<typeof Review>;

export const ReviewQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type ReviewQuery = Static<typeof ReviewQuery>;

export const ReviewSummary = Type.Object(
  {
    ...RatingSummary.properties,
    histogram: Type.Array(Type.Integer(), {
      minItems: 5,
      maxItems: 5,
      description: 'Quantas avaliações com 1, 2, 3, 4 e 5 estrelas, nessa ordem.',
    }),
  },
  { title: 'ReviewSummary' },
);
export type ReviewSummary = Static<typeof ReviewSummary>;

export const ReviewPage = Type.Object(
  { ...pageOf(Review, 'ReviewPageItems').properties, summary: ReviewSummary },
  { title: 'ReviewPage' },
);

export const ReviewableAds = Type.Object(
  {
    results: Type.Array(Type.Object({ slug: Type.String(), title: Type.String() }, { title: 'ReviewableAd' }), {
      description: 'Anúncios deste anunciante que o membro ainda pode avaliar.',
    }),
  },
  { title: 'ReviewableAds' },
);
export type ReviewableAds = Static<typeof ReviewableAds>;

/** Why a member reports a review: the reasons of the reports of ads and profiles. */
const ReportReason = Type.Union(
  (Object.keys(REPORT_REASON_LABEL) as ReportReasonKey[]).map((k) => Type.Literal(k)),
  { title: 'ReviewReportReason' },
);

export const ReportBody = Type.Object(
  {
    reason: ReportReason,
    details: Type.Optional(
      Type.String({
        maxLength: 10_000,
        description: `Obrigatório quando o motivo é "other"; até ${MAX_TEXT} caracteres.`,
      }),
    ),
  },
  { title: 'ReviewReportBody', additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;

export const ReviewReport = Type.Object(
  { reason: ReportReason, details: Type.String(), created_at: Timestamp },
  { title: 'ReviewReport' },
);
export type ReviewReport = Static<typeof ReviewReport>;

export const AdminReviewQuery = Type.Object({
  status: Type.Optional(
    Type.Union([Type.Literal('reported'), Type.Literal('removed'), Type.Literal('all')], {
      title: 'AdminReviewStatus',
      description: 'reported (padrão): visíveis e denunciadas; removed: removidas; all: todas.',
    }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type AdminReviewQuery = Static<typeof AdminReviewQuery>;

export const AdminReview = Type.Object(
  {
    id: Type.Integer(),
    rating: Type.Integer(),
    text: Type.String(),
    reply: Nullable(Type.String()),
    created_at: Timestamp,
    advertiser: Type.String({ description: 'Username do anunciante avaliado.' }),
    reviewer: Nullable(Type.String()),
    ad_title: Type.String(),
    report_count: Type.Integer(),
    reports: Type.Array(
      Type.Object(
        { reporter: Type.String(), reason: Type.String(), details: Type.String(), created_at: Timestamp },
        { title: 'AdminReviewReport' },
      ),
    ),
    removed_at: Nullable(Timestamp),
    removal_reason: Type.String(),
  },
  { title: 'AdminReview' },
);
export type AdminReview = Static<typeof AdminReview>;
export const AdminReviewPage = pageOf(AdminReview, 'AdminReviewPage');

export const RemoveBody = Type.Object(
  { reason: Type.String({ maxLength: 10_000, description: 'Obrigatório, até 1.000 caracteres.' }) },
  { title: 'RemoveReviewBody', additionalProperties: false },
);
export type RemoveBody = Static<typeof RemoveBody>;
