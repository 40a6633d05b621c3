import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DB_POOL_SIZE } from '../config';
import { openPostgres, type StatementHook } from './postgres';
import type { Database, Db } from './database';
import * as schema from './schema';

export type { Database, Db, Session } from './database';
export { CUSTOM_PLAN } from './database';

export interface DatabaseOptions {
  /** postgres://... — when set, a pooled connection to a real PostgreSQL. */
  url?: string | null;
  /** Directory for the embedded PGlite; null means in memory. */
  dataDir?: string | null;
  poolSize?: number;
  /** PostgreSQL only: told every statement the pool runs (db/postgres.ts). */
  onStatement?: StatementHook;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? DEFAULT_DB_POOL_SIZE, options);

  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.resolve(options.dataDir);
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  }
  // PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly heap, which never
  // shrinks: 16 MB hold the whole demo database and the hot pages of a small site (what is not
  // there is read through the operating system's file cache), and the process stays ~110 MB
  // smaller than with 128 MB, ~20 MB smaller than with 32 MB (bench:uploads). bench:load's PGlite
  // figures did not drop with either (bench/README.md).
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  /** withLock's keys held in this process: each one's queue of holders. */
  const locks = new Map<number, Promise<void>>();
  return {
    orm: drizzle({ client, schema }) as unknown as Db,
    driver: 'pglite',
    url: null,
    async exec(sql) {
      await client.exec(sql);
    },
    async query(sql, params) {
      const res = await client.query(sql, params as unknown[]);
      return res.rows as never;
    },
    // One PGlite data directory belongs to one process: the lock is this process's, held while fn
    // runs (two calls at once, as two processes would on PostgreSQL, run one after the other).
    async withLock(key, fn, opts) {
      const held = locks.get(key);
      if (held && opts?.wait === false) return null;
      let release!: () => void;
      const mine = new Promise<void>((resolve) => (release = resolve));
      const turn = held ? held.then(() => mine) : mine;
      locks.set(key, turn);
      await held;
      try {
        return await fn({
          exec: async (sql) => {
            await client.exec(sql);
          },
          query: async (sql, params) => (await client.query(sql, params as unknown[])).rows as never,
        });
      } finally {
        release();
        if (locks.get(key) === turn) locks.delete(key);
      }
    },
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}
