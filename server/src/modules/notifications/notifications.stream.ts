import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../lib/types';
import { createNotificationHub } from './notifications.hub';
import type { NotificationsRepository } from './notifications.repository';

// The notifications stream's lifecycle (Server-Sent Events): open, subscribe, heartbeat, close.

/**
 * The streams of one app: the process's hub (notifications.hub.ts), stopped when the app closes,
 * and `open(request, reply)` for the stream route. Open streams end on preClose, so that closing
 * the server does not wait for them: each first gets a `reconnect` event, and the client connects
 * again at once (to another process behind the load balancer) and catches up with what it missed.
 */
export function createNotificationStreams(app: App, repo: NotificationsRepository, heartbeatMs: number) {
  const hub = createNotificationHub(app.db, repo, app.log);
  const openStreams = new Set<(reconnect?: boolean) => void>();
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end(true);
  });
  app.addHook('onClose', async () => hub.stop());

  async function open(request: FastifyRequest, reply: FastifyReply) {
    const user = request.user!.id;
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
    let isOpen = true;
    const write = (event: string, data: unknown) => {
      if (isOpen) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
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
    }, heartbeatMs);
    const end = (reconnect = false) => {
      if (!isOpen) return;
      if (reconnect) write('reconnect', {});
      isOpen = false;
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
      res.end();
    };
    openStreams.add(end);
    request.raw.on('close', () => end());
    res.on('close', () => end());
    res.write('retry: 3000\n\n');
    try {
      write('ready', { unread_count: await repo.unreadCount(user) });
    } catch (err) {
      request.log.warn({ err }, 'falha ao abrir o fluxo de notificações');
      end();
    }
  }

  return { open };
}
