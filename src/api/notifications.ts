import {
  notificationsGeneratedApi,
  type GetNotificationStatsApiResponse,
  type ListNotificationsApiArg,
  type ListNotificationsApiResponse,
} from './generated/notifications.gen';

/**
 * Notifications endpoints as features use them. The paged history and the bell live in the
 * notifications slice (pages are appended, live events merged), which calls these endpoints
 * through `initiate`, so requests share the base query (bearer, renewal, 30 s time-out).
 */
export const notificationsApi = notificationsGeneratedApi.enhanceEndpoints({
  endpoints: {
    // The slice keeps the pages; nothing else reads these cache entries.
    listNotifications: { keepUnusedDataFor: 0 },
    getUnreadNotificationsCount: { keepUnusedDataFor: 0 },
  },
});

export const { useGetNotificationStatsQuery } = notificationsApi;

export type Notification = ListNotificationsApiResponse['results'][number];
export type NotificationPage = ListNotificationsApiResponse;
export type NotificationStats = GetNotificationStatsApiResponse;
export type ListNotificationsParams = ListNotificationsApiArg;

/** Where the live stream is served (read with fetch: EventSource cannot send the bearer header). */
export const NOTIFICATIONS_STREAM_PATH = '/api/v1/core/notifications/stream/';

/** Spec section 8: the fixed texts shown when the response carries neither error nor message. */
export const NOTIFICATION_ERRORS = {
  list: 'Erro ao buscar notificações',
  unread: 'Erro ao buscar notificações não lidas',
  markRead: 'Erro ao marcar notificação como lida',
  markAllRead: 'Erro ao marcar todas as notificações como lidas',
  remove: 'Erro ao deletar notificação',
  stats: 'Erro ao buscar estatísticas das notificações',
} as const;

/** The response's `error`, else its `message`, else the fixed text (spec section 8). */
export function notificationErrorMessage(err: unknown, fallback: string): string {
  const data = err && typeof err === 'object' ? (err as { data?: unknown }).data : undefined;
  if (data && typeof data === 'object') {
    const { error, message } = data as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error.trim()) return error;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/**
 * The cache entries a notification makes stale: the tribe it links to (a request approved, a
 * member removed), the ad it links to (published, highlighted, expired) and the member's payments.
 * The live stream invalidates them as each notification arrives, so the page on screen follows the
 * bell without a reload.
 */
export function staleTagsOf(n: Pick<Notification, 'type' | 'link'>) {
  const tags: ({ type: 'Tribe' | 'Ad' | 'AdList' | 'Payment'; id: string } | 'TribeList')[] = [];
  const path = (n.link ?? '').split(/[?#]/)[0];
  const tribe = /^\/tribes\/(?:edit\/)?([^/]+)\/?$/.exec(path);
  if (tribe && tribe[1] !== 'create') {
    tags.push({ type: 'Tribe', id: decodeURIComponent(tribe[1]) }, 'TribeList');
  }
  const ad = /^\/ads\/(?:payment\/)?([^/]+)\/?$/.exec(path);
  if (ad && ad[1] !== 'create') {
    tags.push({ type: 'Ad', id: decodeURIComponent(ad[1]) }, { type: 'AdList', id: 'LIST' });
  }
  if (n.type.startsWith('PAYMENT_') || n.type === 'AD_HIGHLIGHTED') tags.push({ type: 'Payment', id: 'MINE' });
  return tags;
}

/** Drops what a notification made stale (see staleTagsOf). */
export const refreshAfterNotification = (n: Pick<Notification, 'type' | 'link'>) =>
  notificationsApi
    .enhanceEndpoints({ addTagTypes: ['Tribe', 'TribeList', 'Ad', 'AdList', 'Payment'] })
    .util.invalidateTags(staleTagsOf(n));
