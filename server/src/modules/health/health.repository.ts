import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export function createHealthRepository(db: Db) {
  return {
    /** Resolves when the database answers a trivial query. */
    async ping(): Promise<boolean> {
      await db.execute(sql`select 1`);
      return true;
    },
  };
}
