import type { Db } from '../../db/client';
import { notFound, validationError } from '../../lib/errors';
import { checkPage } from '../../lib/pagination';
import { publishEvent, type NotificationType } from './notifications.producer';
import { createNotificationsRepository, toNotification, type ListOptions } from './notifications.repository';
import type { Notification } from './notifications.schemas';

const notificationNotFound = () => notFound('Notificação não encontrada.');

/**
 * The bell's rules: a member sees and changes only their own notifications (another's id answers
 * 404), and every change to the unread count is published (pg_notify) in the same transaction, so
 * the open streams of every server process hear of it once it commits.
 */
export function createNotificationsService(orm: Db) {
  const repo = createNotificationsRepository(orm);
  return {
    repo,

    /** One page and the total; a page past the end is 404 (the first page never is). */
    async list(userId: number, opts: ListOptions): Promise<{ count: number; results: Notification[] }> {
      const { count, rows } = await repo.list(userId, opts);
      checkPage(count, opts);
      return { count, results: rows.map(toNotification) };
    },

    async get(userId: number, id: number): Promise<Notification> {
      const row = await repo.get(userId, id);
      if (!row) throw notificationNotFound();
      return toNotification(row);
    },

    /** Only is_read changes; the count event goes out only when it really changed. */
    async setRead(userId: number, id: number, isRead: boolean): Promise<Notification> {
      const row = await orm.transaction(async (tx) => {
        const r = createNotificationsRepository(tx);
        const before = await r.lockReadState(userId, id);
        if (!before) return null;
        const updated = await r.setRead(userId, id, isRead);
        if (before.isRead !== isRead) await publishEvent(tx, { k: 'count', u: userId });
        return updated;
      });
      if (!row) throw notificationNotFound();
      return toNotification(row);
    },

    async markAllRead(userId: number): Promise<number> {
      return orm.transaction(async (tx) => {
        const marked = await createNotificationsRepository(tx).markAllRead(userId);
        if (marked > 0) await publishEvent(tx, { k: 'count', u: userId });
        return marked;
      });
    },

    async remove(userId: number, id: number): Promise<void> {
      const removed = await orm.transaction(async (tx) => {
        const row = await createNotificationsRepository(tx).remove(userId, id);
        if (row && !row.isRead) await publishEvent(tx, { k: 'count', u: userId });
        return row;
      });
      if (!removed) throw notificationNotFound();
    },

    /** Staff: one notification to every active member, one NOTIFY carrying the id range. */
    async broadcast(input: { type: NotificationType; title: string; message: string; link?: string | null }) {
      const title = input.title.trim();
      const message = input.message.trim();
      const fields: Record<string, string[]> = {};
      if (!title) fields.title = ['Informe o título.'];
      if (!message) fields.message = ['Informe a mensagem.'];
      if (Object.keys(fields).length) throw validationError(fields);
      return orm.transaction(async (tx) => {
        const { sent, firstId, lastId } = await createNotificationsRepository(tx).insertForActiveUsers({
          type: input.type,
          title,
          message,
          link: input.link ?? null,
        });
        if (sent > 0) await publishEvent(tx, { k: 'bulk', from: firstId, to: lastId });
        return sent;
      });
    },
  };
}
