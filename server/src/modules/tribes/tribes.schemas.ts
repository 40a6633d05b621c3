import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { pageOf } from '../../lib/pagination';
import { AdSummary } from '../ads/ads.service';

// Longer than the ~350-line rule: the shapes of 29 operations, one per block.

// The tribes' API shapes (tag `tribes`). Rules: docs/product-rules.md (Tribes).

export const TAG = 'tribes';
export const VISIBILITIES = ['public', 'private'] as const;
export const JOIN_POLICIES = ['open', 'request', 'invite'] as const;
export const AD_POLICIES = ['open', 'approval'] as const;
export const MEMBER_ROLES = ['owner', 'moderator', 'member'] as const;
export const MEMBER_STATUSES = ['active', 'pending', 'banned'] as const;
export const TRIBE_AD_STATUSES = ['pending', 'approved', 'rejected', 'removed'] as const;
export const LOG_ACTIONS = [
  'approve_member',
  'reject_member',
  'ban_member',
  'unban_member',
  'remove_member',
  'promote_member',
  'demote_member',
  'transfer_ownership',
  'approve_ad',
  'reject_ad',
  'remove_ad',
  'pin_ad',
  'unpin_ad',
  'create_invitation',
  'revoke_invitation',
  'update_tribe',
  'create_tribe',
  'update_images',
  'join',
  'join_invitation',
  'request_join',
  'leave',
  'submit_ad',
  'publish_ad',
  'withdraw_ad',
] as const;

export const NAME_MIN = 3;
export const NAME_MAX = 80;
export const DESCRIPTION_MAX = 2000;
export const RULES_MAX = 5000;
export const JOIN_ANSWER_MAX = 500;
export const REASON_MAX = 500;

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });
const StateCode = Type.String({ pattern: '^[A-Za-z]{2}$', errorMessage: 'Informe a sigla de um estado (UF).' });

/** An image of a tribe (avatar or cover): WebP variants by width, as ads' images. */
export const TribeImage = Type.Object(
  {
    url: Type.String({ description: 'Variante de 800 px.' }),
    variants: Type.Record(Type.String(), Type.String()),
    width: Type.Integer(),
    height: Type.Integer(),
    blur: Type.String({ description: 'Miniatura WebP (data: URI) para mostrar desfocada.' }),
  },
  { title: 'TribeImage' },
);
export type TribeImage = Static<typeof TribeImage>;

const CategoryRef = Type.Object(
  { id: Type.Integer(), name: Type.String(), slug: Type.String() },
  { title: 'TribeCategory' },
);
export const UserRef = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    first_name: Type.String(),
    avatar: Nullable(Type.String()),
  },
  { title: 'TribeUserRef', description: 'Um membro, sem e-mail.' },
);
export type UserRef = Static<typeof UserRef>;

export const MyMembership = Type.Object(
  {
    role: literals(MEMBER_ROLES),
    status: literals(MEMBER_STATUSES),
    joined_at: Nullable(Timestamp),
  },
  { title: 'TribeMyMembership' },
);
export type MyMembership = Static<typeof MyMembership>;

const summaryFields = {
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  avatar: Nullable(TribeImage),
  cover: Nullable(TribeImage),
  state_code: Type.String(),
  city: Type.String(),
  category: Nullable(CategoryRef),
  visibility: literals(VISIBILITIES),
  join_policy: literals(JOIN_POLICIES),
  ad_policy: literals(AD_POLICIES),
  member_count: Type.Integer(),
  created_at: Timestamp,
  my_membership: Type.Union([MyMembership, Type.Null()], {
    description: 'Meu vínculo (null para visitantes e quem não é membro).',
  }),
};

export const TribeSummary = Type.Object(summaryFields, { title: 'TribeSummary' });
export type TribeSummary = Static<typeof TribeSummary>;

export const TribeDetail = Type.Object(
  {
    ...summaryFields,
    rules: Nullable(Type.String({ description: 'null quando a tribo é privada e quem pede não é membro.' })),
    owner: UserRef,
    updated_at: Timestamp,
    can_view_content: Type.Boolean({ description: 'Pode ver o feed, os membros e as regras.' }),
    can_moderate: Type.Boolean({ description: 'Dono, moderador ou equipe.' }),
    pending_members: Type.Integer({ description: 'Pedidos de entrada à espera (0 para quem não modera).' }),
    pending_ads: Type.Integer({ description: 'Anúncios à espera de aprovação (0 para quem não modera).' }),
  },
  { title: 'TribeDetail' },
);
export type TribeDetail = Static<typeof TribeDetail>;

export const TribePage = pageOf(TribeSummary, 'TribePage');

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type PageQuery = Static<typeof PageQuery>;

export const TribeListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(StateCode),
  category: Type.Optional(Type.String({ maxLength: 80, description: 'Id ou slug da categoria.' })),
  mine: Type.Optional(Type.Boolean({ description: 'Só as minhas tribos (inclui pedidos pendentes); exige login.' })),
  ...PageQuery.properties,
});
export type TribeListQuery = Static<typeof TribeListQuery>;

const editable = {
  name: Type.String({ minLength: NAME_MIN, maxLength: NAME_MAX }),
  description: Type.String({ maxLength: DESCRIPTION_MAX }),
  rules: Type.String({ maxLength: RULES_MAX }),
  state_code: StateCode,
  city: Type.String({ maxLength: 80 }),
  category_id: Nullable(Type.Integer({ minimum: 1 })),
  visibility: literals(VISIBILITIES),
  join_policy: literals(JOIN_POLICIES),
  ad_policy: literals(AD_POLICIES),
};

export const TribeCreateBody = Type.Object(
  {
    name: editable.name,
    description: Type.Optional(editable.description),
    rules: Type.Optional(editable.rules),
    state_code: editable.state_code,
    city: Type.Optional(editable.city),
    category_id: Type.Optional(editable.category_id),
    visibility: Type.Optional(editable.visibility),
    join_policy: Type.Optional(editable.join_policy),
    ad_policy: Type.Optional(editable.ad_policy),
  },
  { title: 'TribeCreateBody', additionalProperties: false },
);
export type TribeCreateBody = Static<typeof TribeCreateBody>;

export const TribeUpdateBody = Type.Object(
  {
    ...Type.Partial(Type.Object(editable)).properties,
    remove_avatar: Type.Optional(Type.Boolean()),
    remove_cover: Type.Optional(Type.Boolean()),
  },
  { title: 'TribeUpdateBody', additionalProperties: false },
);
export type TribeUpdateBody = Static<typeof TribeUpdateBody>;

/** Multipart variant of a body: the same fields as text, plus the avatar and cover files. */
const FileField = (description: string) => Type.Unsafe<unknown>({ type: 'string', format: 'binary', description });
const imageFiles = {
  avatar: Type.Optional(FileField('Avatar: JPEG, PNG, WebP ou AVIF de até 10 MB.')),
  cover: Type.Optional(FileField('Capa: JPEG, PNG, WebP ou AVIF de até 10 MB.')),
};
export const tribeBodyContent = (body: TSchema & { properties: Record<string, TSchema> }, title: string) => ({
  content: {
    'application/json': { schema: body },
    'multipart/form-data': {
      schema: Type.Object({ ...body.properties, ...imageFiles }, { title, additionalProperties: false }),
    },
  },
});

export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 120 }) });
export const MemberParams = Type.Object({
  slug: SlugParams.properties.slug,
  user_id: Type.Integer({ minimum: 1 }),
});
export const TribeAdParams = Type.Object({
  slug: SlugParams.properties.slug,
  ad_slug: Type.String({ minLength: 1, maxLength: 200 }),
});
export const InvitationParams = Type.Object({
  slug: SlugParams.properties.slug,
  token: Type.String({ minLength: 1, maxLength: 200 }),
});
export const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

export const JoinBody = Type.Object(
  {
    answer: Type.Optional(
      Type.String({ maxLength: JOIN_ANSWER_MAX, description: 'Resposta do pedido (join_policy request).' }),
    ),
    invite_token: Type.Optional(Type.String({ maxLength: 200, description: 'Convite (join_policy invite).' })),
  },
  { title: 'TribeJoinBody', additionalProperties: false },
);
export type JoinBody = Static<typeof JoinBody>;

export const JoinResponse = Type.Object(
  { membership: MyMembership, member_count: Type.Integer() },
  { title: 'TribeJoinResponse' },
);

export const TribeMember = Type.Object(
  {
    user: UserRef,
    role: literals(MEMBER_ROLES),
    status: literals(MEMBER_STATUSES),
    join_answer: Nullable(Type.String({ description: 'Só para quem modera.' })),
    invited_by: Nullable(UserRef),
    joined_at: Nullable(Timestamp),
    requested_at: Timestamp,
  },
  { title: 'TribeMember' },
);
export type TribeMember = Static<typeof TribeMember>;
export const TribeMemberPage = pageOf(TribeMember, 'TribeMemberPage');

export const MemberListQuery = Type.Object({
  status: Type.Optional(literals(MEMBER_STATUSES)),
  role: Type.Optional(literals(MEMBER_ROLES)),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  ...PageQuery.properties,
});
export type MemberListQuery = Static<typeof MemberListQuery>;

export const ReasonBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: REASON_MAX })) },
  { title: 'TribeReasonBody', additionalProperties: false },
);
export type ReasonBody = Static<typeof ReasonBody>;

export const RequiredReasonBody = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: REASON_MAX }) },
  { title: 'TribeRequiredReasonBody', additionalProperties: false },
);

export const PromoteBody = Type.Object(
  {
    role: Type.Optional(
      Type.Union([Type.Literal('moderator'), Type.Literal('owner')], {
        description: 'moderator (padrão) ou owner: passa a posse e o dono atual vira moderador.',
      }),
    ),
  },
  { title: 'TribePromoteBody', additionalProperties: false },
);
export type PromoteBody = Static<typeof PromoteBody>;

export const Invitation = Type.Object(
  {
    token: Type.String(),
    url: Type.String({ description: 'Caminho do cadastro com o convite: /register?invite=TOKEN.' }),
    created_by: Nullable(UserRef),
    created_at: Timestamp,
    expires_at: Timestamp,
    max_uses: Nullable(Type.Integer({ description: 'null = sem limite.' })),
    uses: Type.Integer(),
    uses_left: Nullable(Type.Integer()),
    revoked_at: Nullable(Timestamp),
    is_valid: Type.Boolean(),
  },
  { title: 'TribeInvitation' },
);
export type Invitation = Static<typeof Invitation>;
export const InvitationList = Type.Object({ results: Type.Array(Invitation) }, { title: 'TribeInvitationList' });

export const InvitationCreateBody = Type.Object(
  {
    expires_in_days: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, default: 7 })),
    max_uses: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 10_000 }))),
  },
  { title: 'TribeInvitationCreateBody', additionalProperties: false },
);
export type InvitationCreateBody = Static<typeof InvitationCreateBody>;

export const InvitationPreview = Type.Object(
  {
    token: Type.String(),
    tribe: TribeSummary,
    invited_by: Nullable(UserRef),
    expires_at: Timestamp,
  },
  { title: 'TribeInvitationPreview' },
);
export type InvitationPreview = Static<typeof InvitationPreview>;

/** A feed item: the same shape as /ads results, plus the tribe's pin. */
export const TribeFeedItem = Type.Object(
  { ...AdSummary.properties, pinned: Type.Boolean() },
  { title: 'TribeFeedItem' },
);
export type TribeFeedItem = Static<typeof TribeFeedItem>;
export const TribeFeedPage = pageOf(TribeFeedItem, 'TribeFeedPage');

export const SubmitAdBody = Type.Object(
  { ad_slug: Type.String({ minLength: 1, maxLength: 200, description: 'Um anúncio meu, ativo.' }) },
  { title: 'TribeSubmitAdBody', additionalProperties: false },
);

export const TribeSubmission = Type.Object(
  {
    ad: AdSummary,
    status: literals(TRIBE_AD_STATUSES),
    pinned: Type.Boolean(),
    submitted_by: Nullable(UserRef),
    reviewed_by: Nullable(UserRef),
    reviewed_at: Nullable(Timestamp),
    reason: Type.String(),
    created_at: Timestamp,
  },
  { title: 'TribeSubmission' },
);
export type TribeSubmission = Static<typeof TribeSubmission>;
export const TribeSubmissionPage = pageOf(TribeSubmission, 'TribeSubmissionPage');

export const SubmissionListQuery = Type.Object({
  status: Type.Optional(literals(TRIBE_AD_STATUSES)),
  ...PageQuery.properties,
});
export type SubmissionListQuery = Static<typeof SubmissionListQuery>;

export const LogEntry = Type.Object(
  {
    id: Type.Integer(),
    actor: Nullable(UserRef),
    action: literals(LOG_ACTIONS),
    target_user: Nullable(UserRef),
    target_ad: Nullable(Type.Object({ slug: Type.String(), title: Type.String() })),
    reason: Type.String(),
    created_at: Timestamp,
  },
  { title: 'TribeLogEntry' },
);
export type LogEntry = Static<typeof LogEntry>;
export const LogPage = pageOf(LogEntry, 'TribeLogPage');

/** The answer of a route that answers nothing (204). */
export const NoContent = Type.Null({ description: 'Feito.' });
