import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
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
  | { k: 'new'; u: number; id: number }
  | { k: 'bulk'; from: number; to: number }
  | { k: 'count'; u: number }
  | { k: 'ext'; u: number; t: string; id: number };

/**
 * A stream event another module adds (messages: `message`): what user `userId`'s streams receive
 * for the row `id` it names, read by the process that holds them; null sends nothing.
 */
export type StreamEventLoader = (database: Database, userId: number, id: number) => Promise<unknown>;
const streamEventLoaders = new Map<string, StreamEventLoader>();

/** Declares a stream event (once per process; the same loader again is harmless). */
export function registerStreamEvent(event: string, load: StreamEventLoader): void {
  streamEventLoaders.set(event, load);
}

export const streamEventLoader = (event: string): StreamEventLoader | undefined => streamEventLoaders.get(event);

/** Sends stream event `event` about row `id` to user `userId`'s open streams once `orm` commits. */
export async function publishStreamEvent(orm: Db, userId: number, event: string, id: number): Promise<void> {
  await publishEvent(orm, { k: 'ext', u: userId, t: event, id });
}

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

/**
 * Many notifications in two statements (one insert, one NOTIFY per row in one select), in the
 * caller's executor like `notify`: for a job that notifies many members of one event (an ad that
 * matches many saved searches). Returns the new ids, in the order given.
 */
export async function notifyAll(orm: Db, inputs: NotifyInput[]): Promise<number[]> {
  if (!inputs.length) return [];
  const rows = await orm
    .insert(notifications)
    .values(
      inputs.map((input) => ({
        userId: input.userId,
        type: input.type,
        title: input.title,
        message: input.message,
        link: input.link ?? null,
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  const events = rows.map((r) =>
    JSON.stringify({ k: 'new', u: Number(r.userId), id: Number(r.id) } satisfies NotificationEvent),
  );
  await orm.execute(
    sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, e) from unnest(array[${sql.join(
      events.map((e) => sql`${e}::text`),
      sql`, `,
    )}]) e`,
  );
  return rows.map((r) => Number(r.id));
}
