import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { createUsersRepository } from './users.repository';

// What the staff change on an account (modules/reports decides when, in its transaction): a
// suspension, its end, and the staff role. Ending the sessions is the users module's business:
// refresh tokens revoked and the session generation moved on; migration 0068's trigger tells every
// process at the commit, so the member's next request anywhere answers 401.

export interface ModeratedAccount {
  id: number;
  username: string;
  is_active: boolean;
  is_staff: boolean;
  is_superuser: boolean;
  suspended: boolean;
}

export async function findAccount(db: Db, userId: number, { lock = false } = {}): Promise<ModeratedAccount | null> {
  const [row] = await rows<ModeratedAccount>(
    db,
    sql`select id, username, is_active, is_staff, is_superuser, suspended_at is not null as suspended
        from users where id = ${userId} ${lock ? sql`for update` : sql``}`,
  );
  return row ? { ...row, id: Number(row.id) } : null;
}

/** The account stops working at once: no sign-in, every session ended on every process. */
export async function suspendAccount(db: Db, userId: number, reason: string): Promise<void> {
  await db.execute(
    sql`update users set is_active = false, suspended_at = now(), suspension_reason = ${reason} where id = ${userId}`,
  );
  await createUsersRepository(db).endAllSessions(userId);
}

export async function reactivateAccount(db: Db, userId: number): Promise<void> {
  await db.execute(
    sql`update users set is_active = true, suspended_at = null, suspension_reason = '' where id = ${userId}`,
  );
}

export async function setStaffRole(db: Db, userId: number, on: boolean): Promise<void> {
  await db.execute(sql`update users set is_staff = ${on} where id = ${userId}`);
}
