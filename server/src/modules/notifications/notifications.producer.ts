import type { Db } from '../../db/client';

/** Notification types (spec section 3). */
export type NotificationType =
  | 'AD_PUBLISHED'
  | 'PAYMENT_SUCCESS'
  | 'AD_HIGHLIGHTED'
  | 'AD_EXPIRED'
  | 'PAYMENT_FAILED'
  | 'SYSTEM_MAINTENANCE'
  | 'GENERAL_ANNOUNCEMENT';

export interface NotifyInput {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  /** Optional in-app path, e.g. /ads/{slug}. */
  link?: string | null;
}

/**
 * The one producer other modules call (ads, plans, payments, accounts).
 * Placeholder until the notifications module lands: it accepts the call and stores nothing.
 * `orm` may be a Drizzle transaction, so the notification commits with the change that caused it.
 */
export async function notify(_orm: Db, _input: NotifyInput): Promise<void> {
  // no-op until the notifications module replaces this body
}
