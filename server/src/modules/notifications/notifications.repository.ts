import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows as query } from '../../db/rows';
import type { NotificationType } from './notifications.producer';
import { notifications, type NotificationRow } from './notifications.tables';
import { NOTIFICATION_TYPES, type Notification, type NotificationStats } from './notifications.schemas';

export interface ListOptions {
  limit: number;
  offset: number;
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

/** Notifications' SQL. Takes the database or a transaction (the service groups a change with its NOTIFY). */
export function createNotificationsRepository(db: Db) {
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
        db.select({ n: count() }).from(notifications).where(filter),
        db
          .select()
          .from(notifications)
          .where(filter)
          .orderBy(...order)
          .limit(opts.limit)
          .offset(opts.offset),
      ]);
      return { count: Number(n), rows };
    },

    async get(userId: number, id: number): Promise<NotificationRow | null> {
      const [row] = await db.select().from(notifications).where(owned(userId, id));
      return row ?? null;
    },

    /** The read state of the user's own notification, locked for update; null when not theirs (or absent). */
    async lockReadState(userId: number, id: number): Promise<{ isRead: boolean } | null> {
      const [row] = await db
        .select({ isRead: notifications.isRead })
        .from(notifications)
        .where(owned(userId, id))
        .for('update');
      return row ?? null;
    },

    async setRead(userId: number, id: number, isRead: boolean): Promise<NotificationRow | null> {
      const [row] = await db.update(notifications).set({ isRead }).where(owned(userId, id)).returning();
      return row ?? null;
    },

    /** Marks every unread notification of the user as read; returns how many changed. */
    async markAllRead(userId: number): Promise<number> {
      const marked = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      return marked.length;
    },

    /** Deletes the user's own notification: whether it was read, or null when not theirs (or absent). */
    async remove(userId: number, id: number): Promise<{ isRead: boolean } | null> {
      const [row] = await db.delete(notifications).where(owned(userId, id)).returning({ isRead: notifications.isRead });
      return row ?? null;
    },

    /** One row of notification_unread, kept by triggers (migration 0063). */
    async unreadCount(userId: number): Promise<number> {
      const [row] = await query<{ n: string | number }>(
        db,
        sql`select n from notification_unread where user_id = ${userId}`,
      );
      return Number(row?.n ?? 0);
    },

    /** Unread counts for several users at once (the stream after a broadcast). */
    async unreadCounts(userIds: number[]): Promise<Map<number, number>> {
      const out = new Map<number, number>(userIds.map((u) => [u, 0]));
      if (userIds.length === 0) return out;
      const found = await query<{ user_id: string | number; n: string | number }>(
        db,
        sql`select user_id, n from notification_unread
            where user_id = any(${`{${userIds.join(',')}}`}::bigint[])`,
      );
      for (const r of found) out.set(Number(r.user_id), Number(r.n));
      return out;
    },

    async stats(userId: number): Promise<NotificationStats> {
      const rows = await db
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
     * One set-based INSERT ... SELECT for every active user; returns how many and the id range
     * (the statement's rows share one timestamp), which the NOTIFY names so streams can find them.
     */
    async insertForActiveUsers(input: {
      type: NotificationType;
      title: string;
      message: string;
      link: string | null;
    }): Promise<{ sent: number; firstId: number; lastId: number }> {
      const [row] = await query<Record<string, string | number | null>>(
        db,
        sql`
          with ins as (
            insert into notifications (user_id, type, title, message, link)
            select u.id, ${input.type}, ${input.title}, ${input.message}, ${input.link}
              from users u where u.is_active
            returning id
          )
          select count(*) as sent, min(id) as first_id, max(id) as last_id from ins`,
      );
      return { sent: Number(row.sent), firstId: Number(row.first_id), lastId: Number(row.last_id) };
    },

    /** Rows of a broadcast id range that belong to the given users (those with open streams here). */
    async rowsInRangeFor(from: number, to: number, userIds: number[]): Promise<NotificationRow[]> {
      if (userIds.length === 0) return [];
      return db
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
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row ?? null;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
