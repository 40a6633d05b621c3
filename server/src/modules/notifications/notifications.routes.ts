import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/errors';
import { pageAnswer, pageWindow } from '../../lib/pagination';
import type { App, ModuleOptions } from '../../lib/types';
import { bearerSecurity } from '../../plugins/auth';
import { createNotificationsService } from './notifications.service';
import { createNotificationStreams } from './notifications.stream';
import {
  BroadcastBody,
  BroadcastResponse,
  ListNotificationsQuery,
  MarkAllReadResponse,
  Notification,
  NotificationIdParams,
  NotificationPage,
  NotificationStats,
  UnreadCountResponse,
  UpdateNotificationBody,
} from './notifications.schemas';
import { Type } from '@sinclair/typebox';

const BASE = '/api/v1/core/notifications/';
const TAGS = ['notifications'];

export async function notificationsRoutes(app: App, { config }: ModuleOptions) {
  const service = createNotificationsService(app.db.orm);
  const { repo } = service;
  const streams = createNotificationStreams(app, repo, config.sseHeartbeatMs);

  const owner = { onRequest: app.auth.required };
  const userId = (request: FastifyRequest) => request.user!.id;

  app.get(
    BASE,
    {
      ...owner,
      schema: {
        operationId: 'listNotifications',
        tags: TAGS,
        summary: 'Notificações do usuário, paginadas (mais novas primeiro por padrão)',
        security: bearerSecurity,
        querystring: ListNotificationsQuery,
        response: { 200: NotificationPage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const page = pageWindow(request.query);
      const { ordering = '-created_at', is_read: isRead } = request.query;
      const found = await service.list(userId(request), { ...page, ordering, isRead });
      // The links spell out the list's parameters, defaults included.
      return pageAnswer(request, page, found, { page_size: page.pageSize, ordering, is_read: isRead });
    },
  );

  app.get(
    `${BASE}unread_count/`,
    {
      ...owner,
      schema: {
        operationId: 'getUnreadNotificationsCount',
        tags: TAGS,
        summary: 'Quantas notificações não lidas o usuário tem',
        security: bearerSecurity,
        response: { 200: UnreadCountResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ count: await repo.unreadCount(userId(request)) }),
  );

  app.get(
    `${BASE}stats/`,
    {
      ...owner,
      schema: {
        operationId: 'getNotificationStats',
        tags: TAGS,
        summary: 'Totais e não lidas, no geral e por tipo',
        security: bearerSecurity,
        response: { 200: NotificationStats, ...errorResponses(401) },
      },
    },
    async (request) => repo.stats(userId(request)),
  );

  app.post(
    `${BASE}mark_all_read/`,
    {
      ...owner,
      schema: {
        operationId: 'markAllNotificationsRead',
        tags: TAGS,
        summary: 'Marca todas as notificações do usuário como lidas',
        security: bearerSecurity,
        response: { 200: MarkAllReadResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ marked: await service.markAllRead(userId(request)) }),
  );

  app.post(
    `${BASE}broadcast/`,
    {
      onRequest: app.auth.staff,
      schema: {
        operationId: 'broadcastNotification',
        tags: TAGS,
        summary: 'Envia uma notificação a todos os usuários ativos (equipe)',
        security: bearerSecurity,
        body: BroadcastBody,
        response: { 201: BroadcastResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const sent = await service.broadcast(request.body);
      return reply.code(201).send({ sent });
    },
  );

  app.get(
    `${BASE}stream/`,
    {
      ...owner,
      schema: {
        operationId: 'streamNotifications',
        tags: TAGS,
        summary: 'Server-Sent Events: novas notificações e a contagem de não lidas, ao vivo',
        description:
          'text/event-stream autenticado pelo cabeçalho Authorization (leia com fetch; EventSource não envia ' +
          'cabeçalhos). Eventos: ready {unread_count}, notification {notification, unread_count}, ' +
          'unread_count {count} e heartbeat {t}.',
        security: bearerSecurity,
        response: { 200: Type.String({ description: 'Fluxo text/event-stream.' }), ...errorResponses(401) },
      },
    },
    async (request, reply) => streams.open(request, reply),
  );

  app.get(
    `${BASE}:id/`,
    {
      ...owner,
      schema: {
        operationId: 'getNotification',
        tags: TAGS,
        summary: 'Uma notificação do usuário',
        security: bearerSecurity,
        params: NotificationIdParams,
        response: { 200: Notification, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.get(userId(request), request.params.id),
  );

  app.patch(
    `${BASE}:id/`,
    {
      ...owner,
      schema: {
        operationId: 'updateNotification',
        tags: TAGS,
        summary: 'Marca uma notificação como lida (só is_read pode mudar)',
        security: bearerSecurity,
        params: NotificationIdParams,
        body: UpdateNotificationBody,
        response: { 200: Notification, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.setRead(userId(request), request.params.id, request.body.is_read),
  );

  app.delete(
    `${BASE}:id/`,
    {
      ...owner,
      schema: {
        operationId: 'deleteNotification',
        tags: TAGS,
        summary: 'Apaga uma notificação do usuário',
        security: bearerSecurity,
        params: NotificationIdParams,
        response: { 204: Type.Null({ description: 'Apagada.' }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(userId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
