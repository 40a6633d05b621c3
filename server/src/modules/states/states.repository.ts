import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { states } from '../../db/schema';

export function createStatesRepository(db: Db) {
  return {
    async listStateCodes(): Promise<string[]> {
      const found = await db.select({ code: states.code }).from(states).orderBy(asc(states.code));
      return found.map((r) => r.code);
    },

    /** Codes of states with at least one active, unexpired ad (the ads module's table, read only). */
    async listStatesWithAds(): Promise<string[]> {
      const found = await rows<{ code: string }>(
        db,
        sql`select distinct state_code as code from ads where status = 'active' and not hidden and expires_at > now() order by 1`,
      );
      return found.map((r) => String(r.code).trim());
    },
  };
}
