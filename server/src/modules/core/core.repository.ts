import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings, states } from '../../db/schema';

export function createCoreRepository(database: Database) {
  const { orm } = database;
  return {
    async listStateCodes(): Promise<string[]> {
      const rows = await orm.select({ code: states.code }).from(states).orderBy(asc(states.code));
      return rows.map((r) => r.code);
    },

    /** Codes of states with at least one active, unexpired ad (the ads module's table). */
    async listStatesWithAds(): Promise<string[]> {
      const rows = await database.query<{ code: string }>(
        "select distinct state_code as code from ads where status = 'active' and expires_at > now() order by 1",
      );
      return rows.map((r) => String(r.code).trim());
    },

    async getSettings(): Promise<Record<string, unknown>> {
      const rows = await orm.select().from(settings);
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },

    async ping(): Promise<boolean> {
      await database.query('select 1');
      return true;
    },
  };
}
export type CoreRepository = ReturnType<typeof createCoreRepository>;
