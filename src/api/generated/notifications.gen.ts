/* eslint-disable */
// GENERATED FILE — do not edit. Source: openapi/openapi.json (npm run api:spec).
// Regenerate with: npm run api:spec && npm run api:gen

import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ['notifications'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listNotifications: build.query<ListNotificationsApiResponse, ListNotificationsApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/core/notifications/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            ordering: queryArg.ordering,
            is_read: queryArg.isRead,
          },
        }),
        providesTags: ['notifications'],
      }),
      getUnreadNotificationsCount: build.query<
        GetUnreadNotificationsCountApiResponse,
        GetUnreadNotificationsCountApiArg
      >({
        query: () => ({ url: `/api/v1/core/notifications/unread_count/` }),
        providesTags: ['notifications'],
      }),
      getNotificationStats: build.query<GetNotificationStatsApiResponse, GetNotificationStatsApiArg>({
        query: () => ({ url: `/api/v1/core/notifications/stats/` }),
        providesTags: ['notifications'],
      }),
      markAllNotificationsRead: build.mutation<MarkAllNotificationsReadApiResponse, MarkAllNotificationsReadApiArg>({
        query: () => ({ url: `/api/v1/core/notifications/mark_all_read/`, method: 'POST' }),
        invalidatesTags: ['notifications'],
      }),
      broadcastNotification: build.mutation<BroadcastNotificationApiResponse, BroadcastNotificationApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/core/notifications/broadcast/`,
          method: 'POST',
          body: queryArg.broadcastBody,
        }),
        invalidatesTags: ['notifications'],
      }),
      streamNotifications: build.query<StreamNotificationsApiResponse, StreamNotificationsApiArg>({
        query: () => ({ url: `/api/v1/core/notifications/stream/` }),
        providesTags: ['notifications'],
      }),
      getNotification: build.query<GetNotificationApiResponse, GetNotificationApiArg>({
        query: (queryArg) => ({ url: `/api/v1/core/notifications/${queryArg.id}/` }),
        providesTags: ['notifications'],
      }),
      updateNotification: build.mutation<UpdateNotificationApiResponse, UpdateNotificationApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/core/notifications/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.updateNotificationBody,
        }),
        invalidatesTags: ['notifications'],
      }),
      deleteNotification: build.mutation<DeleteNotificationApiResponse, DeleteNotificationApiArg>({
        query: (queryArg) => ({ url: `/api/v1/core/notifications/${queryArg.id}/`, method: 'DELETE' }),
        invalidatesTags: ['notifications'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as notificationsGeneratedApi };
export type ListNotificationsApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: number;
    /** Id do dono da notificação. */
    user: number;
    type:
      | 'AD_PUBLISHED'
      | 'PAYMENT_SUCCESS'
      | 'AD_HIGHLIGHTED'
      | 'AD_EXPIRED'
      | 'PAYMENT_FAILED'
      | 'SYSTEM_MAINTENANCE'
      | 'GENERAL_ANNOUNCEMENT'
      | 'SAVED_SEARCH_MATCH'
      | 'MODERATION_NOTICE'
      | 'REPORT_RESOLVED'
      | 'REVIEW_RECEIVED';
    title: string;
    message: string;
    /** Caminho no site, ex.: /ads/{slug}. */
    link: string | null;
    is_read: boolean;
    created_at: string;
  }[];
};
export type ListNotificationsApiArg = {
  page?: number;
  pageSize?: number;
  ordering?: '-created_at' | 'created_at';
  isRead?: boolean;
};
export type GetUnreadNotificationsCountApiResponse = /** status 200 Default Response */ {
  count: number;
};
export type GetUnreadNotificationsCountApiArg = void;
export type GetNotificationStatsApiResponse = /** status 200 Default Response */ {
  total: number;
  unread: number;
  /** Por tipo; todos os tipos aparecem. */
  by_type: {
    [key: string]: {
      total: number;
      unread: number;
    };
  };
};
export type GetNotificationStatsApiArg = void;
export type MarkAllNotificationsReadApiResponse = /** status 200 Default Response */ {
  /** Quantas notificações foram marcadas como lidas. */
  marked: number;
};
export type MarkAllNotificationsReadApiArg = void;
export type BroadcastNotificationApiResponse = /** status 201 Default Response */ {
  /** Quantos usuários ativos receberam a notificação. */
  sent: number;
};
export type BroadcastNotificationApiArg = {
  broadcastBody: {
    type: 'SYSTEM_MAINTENANCE' | 'GENERAL_ANNOUNCEMENT';
    title: string;
    message: string;
    link?: string | null;
  };
};
export type StreamNotificationsApiResponse = /** status 200 Fluxo text/event-stream. */ string;
export type StreamNotificationsApiArg = void;
export type GetNotificationApiResponse = /** status 200 Default Response */ {
  id: number;
  /** Id do dono da notificação. */
  user: number;
  type:
    | 'AD_PUBLISHED'
    | 'PAYMENT_SUCCESS'
    | 'AD_HIGHLIGHTED'
    | 'AD_EXPIRED'
    | 'PAYMENT_FAILED'
    | 'SYSTEM_MAINTENANCE'
    | 'GENERAL_ANNOUNCEMENT'
    | 'SAVED_SEARCH_MATCH'
    | 'MODERATION_NOTICE'
    | 'REPORT_RESOLVED'
    | 'REVIEW_RECEIVED';
  title: string;
  message: string;
  /** Caminho no site, ex.: /ads/{slug}. */
  link: string | null;
  is_read: boolean;
  created_at: string;
};
export type GetNotificationApiArg = {
  id: number;
};
export type UpdateNotificationApiResponse = /** status 200 Default Response */ {
  id: number;
  /** Id do dono da notificação. */
  user: number;
  type:
    | 'AD_PUBLISHED'
    | 'PAYMENT_SUCCESS'
    | 'AD_HIGHLIGHTED'
    | 'AD_EXPIRED'
    | 'PAYMENT_FAILED'
    | 'SYSTEM_MAINTENANCE'
    | 'GENERAL_ANNOUNCEMENT'
    | 'SAVED_SEARCH_MATCH'
    | 'MODERATION_NOTICE'
    | 'REPORT_RESOLVED'
    | 'REVIEW_RECEIVED';
  title: string;
  message: string;
  /** Caminho no site, ex.: /ads/{slug}. */
  link: string | null;
  is_read: boolean;
  created_at: string;
};
export type UpdateNotificationApiArg = {
  id: number;
  updateNotificationBody: {
    is_read: boolean;
  };
};
export type DeleteNotificationApiResponse = unknown;
export type DeleteNotificationApiArg = {
  id: number;
};
export const {
  useListNotificationsQuery,
  useLazyListNotificationsQuery,
  useGetUnreadNotificationsCountQuery,
  useLazyGetUnreadNotificationsCountQuery,
  useGetNotificationStatsQuery,
  useLazyGetNotificationStatsQuery,
  useMarkAllNotificationsReadMutation,
  useBroadcastNotificationMutation,
  useStreamNotificationsQuery,
  useLazyStreamNotificationsQuery,
  useGetNotificationQuery,
  useLazyGetNotificationQuery,
  useUpdateNotificationMutation,
  useDeleteNotificationMutation,
} = injectedRtkApi;
