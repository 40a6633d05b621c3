import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { notifyPublicChange } from '../../lib/publicCache';
import { highlightOnStatus } from './ads.sql';

// The staff's writes on ads (modules/reports decides them, inside its transaction). A hidden ad
// (`hidden`, migration 0085: under review, a correction asked for, its owner suspended) leaves every
// public list and its page answers 404 to everyone but its owner and the staff; each write drops the
// public cache on every process at the commit.

export interface ModeratedAd {
  id: number;
  slug: string;
  title: string;
  owner_id: number;
  status: string;
  expires_at: string;
  removed_by_staff: boolean;
}

export async function findModeratedAd(db: Db, adId: number, { lock = false } = {}): Promise<ModeratedAd | null> {
  const [row] = await rows<ModeratedAd>(
    db,
    sql`select id, slug, title, owner_id, status, expires_at, removed_by_staff from ads where id = ${adId}
        ${lock ? sql`for update` : sql``}`,
  );
  return row ? { ...row, id: Number(row.id), owner_id: Number(row.owner_id) } : null;
}

async function setFlags(db: Db, where: ReturnType<typeof sql>, set: ReturnType<typeof sql>): Promise<void> {
  await db.execute(sql`update ads set ${set} where ${where}`);
  await notifyPublicChange(db);
}

/** Reported by enough members: out of the lists until the staff decide (or back when false). */
export const setUnderReview = (db: Db, adId: number, on: boolean) =>
  setFlags(db, sql`id = ${adId}`, sql`under_review = ${on}`);

/** Hidden until its owner edits it. */
export const requestAdChanges = (db: Db, adId: number) =>
  setFlags(db, sql`id = ${adId}`, sql`under_review = false, changes_requested = true`);

/** Removed by the staff; images kept, so that restoring brings it back as it was. */
export const removeAdByStaff = (db: Db, adId: number) =>
  setFlags(
    db,
    sql`id = ${adId}`,
    sql`${highlightOnStatus(sql`'removed'::text`)}, removed_by_staff = true, under_review = false, updated_at = now()`,
  );

/** Back from a staff removal: active again, or expired if its date passed meanwhile. */
export const restoreAdByStaff = (db: Db, adId: number) =>
  setFlags(
    db,
    sql`id = ${adId}`,
    sql`${highlightOnStatus(sql`(case when expires_at > now() then 'active' else 'expired' end)::text`)},
        removed_by_staff = false, under_review = false, changes_requested = false, updated_at = now()`,
  );

/** Every ad of a suspended owner leaves the lists; a reactivation brings them back. */
export const setOwnerSuspended = (db: Db, ownerId: number, on: boolean) =>
  setFlags(db, sql`owner_id = ${ownerId}`, sql`owner_suspended = ${on}`);
