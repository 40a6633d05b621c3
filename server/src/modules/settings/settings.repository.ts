import type { Db } from '../../db/client';
import { settings } from './settings.tables';

export function createSettingsRepository(db: Db) {
  return {
    /** Every stored key/value pair. */
    async getSettings(): Promise<Record<string, unknown>> {
      const found = await db.select().from(settings);
      return Object.fromEntries(found.map((r) => [r.key, r.value]));
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
