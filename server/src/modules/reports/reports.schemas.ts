import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { pageOf } from '../../lib/pagination';

// TypeBox: members' reports (tag `reports`) and the staff's moderation desk (tag `admin`).

export const REPORT_REASONS = ['fraud', 'prohibited', 'offensive', 'duplicate', 'misleading', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const RESOLVE_ACTIONS = ['dismiss', 'request_changes', 'remove_ad', 'ban_user'] as const;
export type ResolveAction = (typeof RESOLVE_ACTIONS)[number];
export const MAX_DETAILS = 1000;
export const MAX_REASON = 1000;
/** How many of a reported conversation's newest messages the desk shows. */
export const CASE_MESSAGES = 200;

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });
export const ReportReasonSchema = Type.Union(
  [
    Type.Literal('fraud'),
    Type.Literal('prohibited'),
    Type.Literal('offensive'),
    Type.Literal('duplicate'),
    Type.Literal('misleading'),
    Type.Literal('other'),
  ],
  { title: 'ReportReason' },
);
export const ResolveActionSchema = Type.Union(
  [Type.Literal('dismiss'), Type.Literal('request_changes'), Type.Literal('remove_ad'), Type.Literal('ban_user')],
  { title: 'ResolveAction' },
);

export const ReportBody = Type.Object(
  {
    reason: ReportReasonSchema,
    details: Type.Optional(
      Type.String({
        maxLength: 10_000,
        description: `Obrigatório quando o motivo é "other"; até ${MAX_DETAILS} caracteres.`,
      }),
    ),
  },
  { title: 'ReportBody', additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;

export const Report = Type.Object(
  {
    id: Type.Integer(),
    reason: ReportReasonSchema,
    details: Type.String(),
    status: Type.Union([Type.Literal('open'), Type.Literal('resolved')]),
    created_at: Timestamp,
  },
  { title: 'Report' },
);
export type Report = Static<typeof Report>;

export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
export const UsernameParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 150 }) });
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

const Person = Type.Object(
  { id: Type.Integer(), username: Type.String(), first_name: Type.String() },
  { title: 'ModerationPerson' },
);

export const ReportCaseQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('resolved')])),
  reason: Type.Optional(ReportReasonSchema),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type ReportCaseQuery = Static<typeof ReportCaseQuery>;

export const ModerationEntry = Type.Object(
  {
    action: Type.String(),
    reason: Type.String(),
    actor: Nullable(Type.String({ description: 'Username de quem agiu (null se a conta foi excluída).' })),
    created_at: Timestamp,
  },
  { title: 'ModerationEntry' },
);

export const ReportCase = Type.Object(
  {
    id: Type.Integer(),
    status: Type.Union([Type.Literal('open'), Type.Literal('resolved')]),
    kind: Type.Union([Type.Literal('ad'), Type.Literal('profile'), Type.Literal('conversation')]),
    reporter_count: Type.Integer(),
    created_at: Timestamp,
    last_reported_at: Timestamp,
    resolution: Nullable(ResolveActionSchema),
    resolution_message: Type.String(),
    resolved_at: Nullable(Timestamp),
    resolved_by: Nullable(Type.String()),
    ad: Nullable(
      Type.Object(
        {
          id: Type.Integer(),
          slug: Type.String(),
          title: Type.String(),
          description: Type.String(),
          status: Type.String(),
          hidden: Type.Boolean(),
          under_review: Type.Boolean(),
          price_cents: Nullable(Type.Integer()),
          city: Type.String(),
          state_code: Type.String(),
          image: Nullable(Type.String()),
          created_at: Timestamp,
        },
        { title: 'ReportCaseAd' },
      ),
    ),
    conversation: Nullable(
      Type.Object(
        {
          id: Type.Integer(),
          ad: Nullable(
            Type.Object({ slug: Type.String(), title: Type.String() }, { title: 'ReportCaseConversationAd' }),
          ),
          message_count: Type.Integer(),
          messages: Type.Array(
            Type.Object(
              {
                id: Type.Integer(),
                sender: Nullable(Type.String({ description: 'Username de quem enviou (null: conta excluída).' })),
                reported: Type.Boolean({ description: 'Enviada pelo membro denunciado.' }),
                text: Type.String(),
                images: Type.Array(Type.String(), { description: 'Miniaturas das fotos.' }),
                flagged: Type.Boolean(),
                created_at: Timestamp,
              },
              { title: 'ReportCaseMessage' },
            ),
            { description: `As ${CASE_MESSAGES} mensagens mais recentes, em ordem de envio.` },
          ),
        },
        {
          title: 'ReportCaseConversation',
          description: 'A conversa denunciada (só em denúncias de conversa): a equipe lê só conversas denunciadas.',
        },
      ),
    ),
    owner: Type.Object(
      {
        id: Type.Integer(),
        username: Type.String(),
        first_name: Type.String(),
        email: Type.String(),
        suspended: Type.Boolean(),
        date_joined: Timestamp,
      },
      { title: 'ReportCaseOwner' },
    ),
    reports: Type.Array(
      Type.Object(
        {
          id: Type.Integer(),
          reason: ReportReasonSchema,
          details: Type.String(),
          created_at: Timestamp,
          reporter: Person,
        },
        { title: 'ReportCaseReport' },
      ),
    ),
    history: Type.Array(ModerationEntry, { description: 'Ações da equipe sobre o anúncio (ou o perfil).' }),
  },
  { title: 'ReportCase' },
);
export type ReportCase = Static<typeof ReportCase>;
export const ReportCasePage = pageOf(ReportCase, 'ReportCasePage');

const MessageText = Type.String({ maxLength: 10_000, description: `Até ${MAX_REASON} caracteres.` });

export const ResolveBody = Type.Object(
  {
    action: ResolveActionSchema,
    message: MessageText,
  },
  { title: 'ResolveReportBody', additionalProperties: false },
);
export type ResolveBody = Static<typeof ResolveBody>;

export const ReasonBody = Type.Object(
  { reason: MessageText },
  { title: 'ModerationReasonBody', additionalProperties: false },
);
export type ReasonBody = Static<typeof ReasonBody>;

export const StaffBody = Type.Object(
  { is_staff: Type.Boolean() },
  { title: 'StaffRoleBody', additionalProperties: false },
);
export type StaffBody = Static<typeof StaffBody>;

export const AdminUserQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Nome, username ou e-mail.' })),
  status: Type.Optional(
    Type.Union([Type.Literal('active'), Type.Literal('suspended'), Type.Literal('staff')], {
      title: 'AdminUserStatus',
    }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type AdminUserQuery = Static<typeof AdminUserQuery>;

export const AdminUser = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
    date_joined: Timestamp,
    is_staff: Type.Boolean(),
    is_superuser: Type.Boolean(),
    suspended: Type.Boolean(),
    suspended_at: Nullable(Timestamp),
    suspension_reason: Type.String(),
    ads_count: Type.Integer(),
    payments_count: Type.Integer({ description: 'Pagamentos aprovados.' }),
    reports_count: Type.Integer({ description: 'Denúncias recebidas (anúncios e perfil).' }),
  },
  { title: 'AdminUser' },
);
export type AdminUser = Static<typeof AdminUser>;
export const AdminUserPage = pageOf(AdminUser, 'AdminUserPage');

export const AdminAdQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Título, slug ou username do dono.' })),
  status: Type.Optional(
    Type.Union(
      [
        Type.Literal('active'),
        Type.Literal('paused'),
        Type.Literal('expired'),
        Type.Literal('removed'),
        Type.Literal('hidden'),
      ],
      { title: 'AdminAdStatus' },
    ),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type AdminAdQuery = Static<typeof AdminAdQuery>;

export const AdminAd = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    title: Type.String(),
    status: Type.String(),
    hidden: Type.Boolean(),
    under_review: Type.Boolean(),
    changes_requested: Type.Boolean(),
    removed_by_staff: Type.Boolean(),
    owner: Person,
    price_cents: Nullable(Type.Integer()),
    image: Nullable(Type.String()),
    open_reports: Type.Integer({ description: 'Membros que denunciaram o anúncio no caso aberto.' }),
    created_at: Timestamp,
    expires_at: Timestamp,
  },
  { title: 'AdminAd' },
);
export type AdminAd = Static<typeof AdminAd>;
export const AdminAdPage = pageOf(AdminAd, 'AdminAdPage');
