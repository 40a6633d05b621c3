import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Runs one statement on the database or a transaction and returns its rows (both drivers expose .rows). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
