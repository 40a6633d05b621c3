import { Type, type Static } from '@sinclair/typebox';
import { pageOf } from '../../lib/pagination';

export const NOTIFICATION_TYPES = [
  'AD_PUBLISHED',
  'PAYMENT_SUCCESS',
  'AD_HIGHLIGHTED',
  'AD_EXPIRED',
  'PAYMENT_FAILED',
  'SYSTEM_MAINTENANCE',
  'GENERAL_ANNOUNCEMENT',
  'SAVED_SEARCH_MATCH',
  'MODERATION_NOTICE',
  'REPORT_RESOLVED',
  'REVIEW_RECEIVED',
] as const;

export const NotificationTypeSchema = Type.Union(
  NOTIFICATION_TYPES.map((t) => Type.Literal(t)),
  { title: 'NotificationType' },
);

export const Notification = Type.Object(
  {
    id: Type.Integer(),
    user: Type.Integer({ description: 'Id do dono da notificação.' }),
    type: NotificationTypeSchema,
    title: Type.String(),
    message: Type.String(),
    link: Type.Union([Type.String(), Type.Null()], { description: 'Caminho no site, ex.: /ads/{slug}.' }),
    is_read: Type.Boolean(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Notification' },
);
export type Notification = Static<typeof Notification>;

export const NotificationIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const ListNotificationsQuery = Type.Object({
  // Optional in the contract (clients may omit them), filled with the defaults by validation.
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  ordering: Type.Optional(
    Type.Union([Type.Literal('-created_at'), Type.Literal('created_at')], { default: '-created_at' }),
  ),
  is_read: Type.Optional(Type.Boolean()),
});
export type ListNotificationsQuery = Static<typeof ListNotificationsQuery>;

export const NotificationPage = pageOf(Notification, 'NotificationPage');

export const UpdateNotificationBody = Type.Object(
  { is_read: Type.Boolean() },
  { additionalProperties: false, title: 'UpdateNotificationBody' },
);

export const MarkAllReadResponse = Type.Object(
  { marked: Type.Integer({ description: 'Quantas notificações foram marcadas como lidas.' }) },
  { title: 'MarkAllReadResponse' },
);

export const UnreadCountResponse = Type.Object({ count: Type.Integer() }, { title: 'UnreadCountResponse' });

const TypeStats = Type.Object({ total: Type.Integer(), unread: Type.Integer() });
export const NotificationStats = Type.Object(
  {
    total: Type.Integer(),
    unread: Type.Integer(),
    by_type: Type.Record(Type.String(), TypeStats, { description: 'Por tipo; todos os tipos aparecem.' }),
  },
  { title: 'NotificationStats' },
);
export type NotificationStats = Static<typeof NotificationStats>;

export const BroadcastBody = Type.Object(
  {
    type: Type.Union([Type.Literal('SYSTEM_MAINTENANCE'), Type.Literal('GENERAL_ANNOUNCEMENT')]),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    message: Type.String({ minLength: 1, maxLength: 2000 }),
    link: Type.Optional(Type.Union([Type.String({ maxLength: 500, pattern: '^/' }), Type.Null()])),
  },
  { additionalProperties: false, title: 'BroadcastBody' },
);
export type BroadcastBody = Static<typeof BroadcastBody>;

export const BroadcastResponse = Type.Object(
  { sent: Type.Integer({ description: 'Quantos usuários ativos receberam a notificação.' }) },
  { title: 'BroadcastResponse' },
);
