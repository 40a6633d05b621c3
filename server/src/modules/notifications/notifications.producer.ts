import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from './notifications.tables';
import type { NOTIFICATION_TYPES } from './notifications.schemas';

/** Notification types (docs/product-rules.md, Notifications). */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotifyInput {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  /** Optional in-app path, e.g. /ads/{slug}. */
  link?: string | null;
}

/** The LISTEN/NOTIFY channel that carries "something changed for user u" to every server process. */
export const NOTIFICATIONS_CHANNEL = 'tribo_notifications';

/**
 * What travels on the channel: ids only (NOTIFY payloads are limited to 8 kB and should not
 * carry user text); each process reads the rows it needs for the streams it holds.
 */
export type NotificationEvent =
  { k: 'new'; u: number; id: number } | { k: 'bulk'; from: number; to: number } | { k: 'count'; u: number };

/** NOTIFY inside the caller's executor: PostgreSQL delivers it only if that transaction commits. */
export async function publishEvent(orm: Db, event: NotificationEvent): Promise<void> {
  await orm.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(event)})`);
}

/**
 * The one producer other modules call (ads, plans, payments, accounts). `orm` may be a Drizzle
 * transaction, so the notification (and its live delivery) commits with the change that caused it.
 * Returns the new notification's id.
 */
export async function notify(orm: Db, input: NotifyInput): Promise<number> {
  const [row] = await orm
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      title: input.title,
      message: input.message,
      link: input.link ?? null,
    })
    .returning({ id: notifications.id });
  await publishEvent(orm, { k: 'new', u: input.userId, id: row.id });
  return row.id;
}
