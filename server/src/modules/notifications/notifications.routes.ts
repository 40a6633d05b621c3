import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../app';
import { errorResponses } from '../../lib/errors';
import { pageAnswer, pageWindow } from '../../lib/pagination';
import type { App } from '../../lib/types';
import { bearerSecurity } from '../../plugins/auth';
import { createNotificationHub } from './notifications.hub';
import { createNotificationsService } from './notifications.service';
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
  const hub = createNotificationHub(app.db, repo, app.log);
  /** Ends the open streams so that closing the server does not wait for them. */
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });
  app.addHook('onClose', async () => hub.stop());

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
    async (request, reply) => openStream(request, reply),
  );

  async function openStream(request: FastifyRequest, reply: FastifyReply) {
    const user = userId(request);
    await hub.ready();
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    let open = true;
    const write = (event: string, data: unknown) => {
      if (open) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    // Subscribe before reading the count so nothing committed in between is missed.
    const unsubscribe = hub.subscribe(user, (m) => write(m.event, m.data));
    // Each heartbeat also checks the session: a password change, a reset, a deactivation or an
    // account deletion ends the stream (the client reconnects with its current token, or signs out).
    const session = request.user!;
    const heartbeat = setInterval(() => {
      app.auth.sessionCurrent(session).then(
        (current) => (current ? write('heartbeat', { t: Date.now() }) : end()),
        (err) => request.log.warn({ err }, 'falha ao conferir a sessão do fluxo de notificações'),
      );
    }, config.sseHeartbeatMs);
    const end = () => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
      res.end();
    };
    openStreams.add(end);
    request.raw.on('close', end);
    res.on('close', end);
    res.write('retry: 3000\n\n');
    try {
      write('ready', { unread_count: await repo.unreadCount(user) });
    } catch (err) {
      request.log.warn({ err }, 'falha ao abrir o fluxo de notificações');
      end();
    }
  }

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
