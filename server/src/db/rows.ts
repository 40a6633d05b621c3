import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs one statement on the database or a transaction and returns its rows: PGlite answers
 * `{ rows }`, postgres.js (PostgreSQL) the rows themselves.
 */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(res) ? res : res.rows;
}
