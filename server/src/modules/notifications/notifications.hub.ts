import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { NOTIFICATIONS_CHANNEL, streamEventLoader, type NotificationEvent } from './notifications.producer';
import { toNotification, type NotificationsRepository } from './notifications.repository';
import type { Notification } from './notifications.schemas';

/**
 * What a stream receives: a new notification with the new unread count, or just the count, or an
 * event another module declared (registerStreamEvent).
 */
export type StreamMessage =
  | { event: 'notification'; data: { notification: Notification; unread_count: number } }
  | { event: 'unread_count'; data: { count: number } }
  | { event: string; data: unknown };

type Subscriber = (message: StreamMessage) => void;

/**
 * The process's fan-out: one LISTEN on the notifications channel (opened on the first stream),
 * events routed to the open streams of the user they name. A notification committed by any
 * process on the same database reaches the streams held by every process.
 */
export function createNotificationHub(database: Database, repo: NotificationsRepository, log: FastifyBaseLogger) {
  const subscribers = new Map<number, Set<Subscriber>>();
  let listening: Promise<() => Promise<void>> | null = null;

  const deliver = (userId: number, message: StreamMessage) => {
    for (const send of subscribers.get(userId) ?? []) send(message);
  };

  async function handle(event: NotificationEvent) {
    if (event.k === 'new') {
      if (!subscribers.has(event.u)) return;
      const [row, count] = await Promise.all([repo.byId(event.id), repo.unreadCount(event.u)]);
      if (!row) return;
      deliver(event.u, { event: 'notification', data: { notification: toNotification(row), unread_count: count } });
    } else if (event.k === 'count') {
      if (!subscribers.has(event.u)) return;
      deliver(event.u, { event: 'unread_count', data: { count: await repo.unreadCount(event.u) } });
    } else if (event.k === 'ext') {
      const load = streamEventLoader(event.t);
      if (!load || !subscribers.has(event.u)) return;
      const data = await load(database, event.u, event.id);
      if (data != null) deliver(event.u, { event: event.t, data });
    } else if (event.k === 'bulk') {
      const users = [...subscribers.keys()];
      if (users.length === 0) return;
      const [rows, counts] = await Promise.all([
        repo.rowsInRangeFor(event.from, event.to, users),
        repo.unreadCounts(users),
      ]);
      for (const row of rows) {
        const u = Number(row.userId);
        deliver(u, {
          event: 'notification',
          data: { notification: toNotification(row), unread_count: counts.get(u) ?? 0 },
        });
      }
    }
  }

  function onPayload(payload: string) {
    let event: NotificationEvent;
    try {
      event = JSON.parse(payload) as NotificationEvent;
    } catch {
      return;
    }
    handle(event).catch((err: unknown) => log.warn({ err }, 'falha ao entregar notificação ao vivo'));
  }

  return {
    /** Starts listening (once) and resolves when events will be received. */
    async ready(): Promise<void> {
      listening ??= database.listen(NOTIFICATIONS_CHANNEL, onPayload).catch((err: unknown) => {
        listening = null;
        throw err;
      });
      await listening;
    },

    subscribe(userId: number, send: Subscriber): () => void {
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Set()));
      set.add(send);
      return () => {
        set.delete(send);
        if (set.size === 0 && subscribers.get(userId) === set) subscribers.delete(userId);
      };
    },

    /** Number of open streams (tests, diagnostics). */
    size(): number {
      let n = 0;
      for (const s of subscribers.values()) n += s.size;
      return n;
    },

    async stop(): Promise<void> {
      const pending = listening;
      listening = null;
      subscribers.clear();
      if (pending) await (await pending.catch(() => async () => undefined))();
    },
  };
}
