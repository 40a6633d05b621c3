import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publishEvent, type NotificationType } from './notifications.producer';
import { notifications, type NotificationRow } from './notifications.tables';
import { NOTIFICATION_TYPES, type Notification, type NotificationStats } from './notifications.schemas';

export interface ListOptions {
  page: number;
  pageSize: number;
  ordering: '-created_at' | 'created_at';
  isRead?: boolean;
}

/** The API shape of one row. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: Number(row.id),
    user: Number(row.userId),
    type: row.type as Notification['type'],
    title: row.title,
    message: row.message,
    link: row.link ?? null,
    is_read: Boolean(row.isRead),
    created_at: new Date(row.createdAt).toISOString(),
  };
}

export function createNotificationsRepository(database: Database) {
  const { orm } = database;
  const owned = (userId: number, id: number) => and(eq(notifications.userId, userId), eq(notifications.id, id));

  return {
    /** One page of a user's notifications plus the total matching count. */
    async list(userId: number, opts: ListOptions): Promise<{ count: number; rows: NotificationRow[] }> {
      const where: SQL[] = [eq(notifications.userId, userId)];
      if (opts.isRead !== undefined) where.push(eq(notifications.isRead, opts.isRead));
      const filter = and(...where);
      const order =
        opts.ordering === 'created_at'
          ? [asc(notifications.createdAt), asc(notifications.id)]
          : [desc(notifications.createdAt), desc(notifications.id)];
      const [[{ n }], rows] = await Promise.all([
        orm.select({ n: count() }).from(notifications).where(filter),
        orm
          .select()
          .from(notifications)
          .where(filter)
          .orderBy(...order)
          .limit(opts.pageSize)
          .offset((opts.page - 1) * opts.pageSize),
      ]);
      return { count: Number(n), rows };
    },

    async get(userId: number, id: number): Promise<NotificationRow | null> {
      const [row] = await orm.select().from(notifications).where(owned(userId, id));
      return row ?? null;
    },

    /** Sets is_read on the user's own notification; null when it is not theirs (or absent). */
    async setRead(userId: number, id: number, isRead: boolean): Promise<NotificationRow | null> {
      return orm.transaction(async (tx) => {
        const [before] = await tx
          .select({ isRead: notifications.isRead })
          .from(notifications)
          .where(owned(userId, id))
          .for('update');
        if (!before) return null;
        const [row] = await tx.update(notifications).set({ isRead }).where(owned(userId, id)).returning();
        if (before.isRead !== isRead) await publishEvent(tx, { k: 'count', u: userId });
        return row;
      });
    },

    /** Marks every unread notification of the user as read; returns how many changed. */
    async markAllRead(userId: number): Promise<number> {
      return orm.transaction(async (tx) => {
        const rows = await tx
          .update(notifications)
          .set({ isRead: true })
          .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
          .returning({ id: notifications.id });
        if (rows.length > 0) await publishEvent(tx, { k: 'count', u: userId });
        return rows.length;
      });
    },

    /** Deletes the user's own notification; false when it is not theirs (or absent). */
    async remove(userId: number, id: number): Promise<boolean> {
      return orm.transaction(async (tx) => {
        const [row] = await tx
          .delete(notifications)
          .where(owned(userId, id))
          .returning({ isRead: notifications.isRead });
        if (!row) return false;
        if (!row.isRead) await publishEvent(tx, { k: 'count', u: userId });
        return true;
      });
    },

    /** Served by the partial index on unread rows. */
    async unreadCount(userId: number): Promise<number> {
      const [{ n }] = await orm
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
      return Number(n);
    },

    /** Unread counts for several users at once (the stream after a broadcast). */
    async unreadCounts(userIds: number[]): Promise<Map<number, number>> {
      const out = new Map<number, number>(userIds.map((u) => [u, 0]));
      if (userIds.length === 0) return out;
      const rows = await database.query<{ user_id: string | number; n: string | number }>(
        `select user_id, count(*) as n from notifications
          where user_id = any($1::bigint[]) and not is_read group by user_id`,
        [userIds],
      );
      for (const r of rows) out.set(Number(r.user_id), Number(r.n));
      return out;
    },

    async stats(userId: number): Promise<NotificationStats> {
      const rows = await orm
        .select({
          type: notifications.type,
          total: count(),
          unread: sql<number>`count(*) filter (where not ${notifications.isRead})`,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .groupBy(notifications.type);
      const byType: NotificationStats['by_type'] = {};
      for (const t of NOTIFICATION_TYPES) byType[t] = { total: 0, unread: 0 };
      let total = 0;
      let unread = 0;
      for (const r of rows) {
        byType[r.type] = { total: Number(r.total), unread: Number(r.unread) };
        total += Number(r.total);
        unread += Number(r.unread);
      }
      return { total, unread, by_type: byType };
    },

    /**
     * One set-based INSERT ... SELECT for every active user, and one NOTIFY naming the id range
     * and the statement's timestamp (shared by all its rows) so the streams can find them.
     */
    async broadcast(input: {
      type: NotificationType;
      title: string;
      message: string;
      link: string | null;
    }): Promise<number> {
      return orm.transaction(async (tx) => {
        const result = await tx.execute(sql`
          with ins as (
            insert into notifications (user_id, type, title, message, link)
            select u.id, ${input.type}, ${input.title}, ${input.message}, ${input.link}
              from users u where u.is_active
            returning id
          )
          select count(*) as sent, min(id) as first_id, max(id) as last_id from ins`);
        const [row] = (result as unknown as { rows: Array<Record<string, string | number | null>> }).rows;
        const sent = Number(row.sent);
        if (sent > 0) await publishEvent(tx, { k: 'bulk', from: Number(row.first_id), to: Number(row.last_id) });
        return sent;
      });
    },

    /** Rows of a broadcast id range that belong to the given users (those with open streams here). */
    async rowsInRangeFor(from: number, to: number, userIds: number[]): Promise<NotificationRow[]> {
      if (userIds.length === 0) return [];
      return orm
        .select()
        .from(notifications)
        .where(
          and(
            sql`${notifications.id} between ${from} and ${to}`,
            sql`${notifications.userId} = any(${`{${userIds.join(',')}}`}::bigint[])`,
          ),
        )
        .orderBy(asc(notifications.id));
    },

    async byId(id: number): Promise<NotificationRow | null> {
      const [row] = await orm.select().from(notifications).where(eq(notifications.id, id));
      return row ?? null;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
