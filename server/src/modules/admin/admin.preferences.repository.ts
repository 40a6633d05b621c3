import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import type { AdminPreferences } from './admin.schemas';

// A staff member's own choices for the admin area (table staff_preferences, migration 0073): each
// member reads and writes only theirs.

export function createPreferencesRepository(db: Db) {
  return {
    async get(userId: number): Promise<AdminPreferences> {
      const [row] = await rows<{ sales_columns: string[] }>(
        db,
        sql`select sales_columns from staff_preferences where user_id = ${userId}`,
      );
      return { sales_columns: (row?.sales_columns as AdminPreferences['sales_columns']) ?? null };
    },
    async set(userId: number, prefs: AdminPreferences): Promise<AdminPreferences> {
      if (prefs.sales_columns === null) {
        await rows(db, sql`delete from staff_preferences where user_id = ${userId}`);
        return { sales_columns: null };
      }
      const columns = sql`array[${sql.join(
        prefs.sales_columns.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`;
      await rows(
        db,
        sql`insert into staff_preferences (user_id, sales_columns) values (${userId}, ${columns})
            on conflict (user_id) do update set sales_columns = excluded.sales_columns, updated_at = now()`,
      );
      return { sales_columns: prefs.sales_columns };
    },
  };
}
