import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LOCKS } from '../../db/locks';
import { settings } from './settings.tables';

/** The PostgreSQL NOTIFY channel that tells every server process the settings changed. */
export const SETTINGS_CHANNEL = 'settings_changed';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function createSettingsRepository(db: Db) {
  return {
    /** Every stored key/value pair. */
    async getSettings(): Promise<Record<string, unknown>> {
      const found = await db.select().from(settings);
      return Object.fromEntries(found.map((r) => [r.key, r.value]));
    },

    /** Every stored pair and the latest updated_at among them (null when nothing is stored). */
    async getSettingsWithTime(
      executor: Db | Tx = db,
    ): Promise<{ values: Record<string, unknown>; updatedAt: Date | null }> {
      const found = await executor.select().from(settings);
      let updatedAt: Date | null = null;
      for (const r of found) if (!updatedAt || r.updatedAt > updatedAt) updatedAt = r.updatedAt;
      return { values: Object.fromEntries(found.map((r) => [r.key, r.value])), updatedAt };
    },

    /**
     * Runs fn in one transaction holding the settings write lock, so two staff saving at once do
     * not lose each other's changes to the same object (each merges over what the other wrote).
     * The NOTIFY goes out with the commit, to every process listening on the same database.
     */
    async writeTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.settingsWrite})`);
        const out = await fn(tx);
        await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, '')`);
        return out;
      });
    },

    /** Stores one key (insert or replace), stamping updated_at. */
    async put(tx: Tx, key: string, value: unknown): Promise<void> {
      await tx
        .insert(settings)
        .values({ key, value, updatedAt: sql`now()` })
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
