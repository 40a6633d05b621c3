import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs one statement on the database or a transaction and returns its rows: PGlite answers
 * `{ rows }`, postgres.js (PostgreSQL) the rows themselves.
 */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(res) ? res : res.rows;
}

/**
 * A row count (LIMIT, OFFSET, a window's bounds) written into the statement as a literal: every
 * statement is prepared once per connection (db/postgres.ts) and PostgreSQL's generic plan for
 * `limit $1` assumes a tenth of the table, choosing a full sort over the index walk that a page of
 * 12 needs. The value is a checked integer, so a literal is safe.
 */
export const int = (n: number): SQL => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n));
};
