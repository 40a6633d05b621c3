import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { DEFAULT_DB_POOL_SIZE } from '../config';
import { openPostgres } from './postgres';
import * as schema from './schema';

/** The one database interface every repository sees, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  orm: Db;
  driver: 'pglite' | 'postgres';
  /** Runs a script of several SQL statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised query and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A PostgreSQL connection string when the engine is a real server (LISTEN/NOTIFY, locks). */
  url: string | null;
  /**
   * Runs fn on one connection while holding a database-wide advisory lock, so that only one
   * server process does it at a time (migrations, scheduled jobs). With wait=false, returns
   * null at once when another process holds the lock.
   */
  withLock<T>(key: number, fn: (session: Session) => Promise<T>, opts?: { wait?: boolean }): Promise<T | null>;
  /**
   * LISTEN on a channel: onPayload gets each NOTIFY payload sent after commit, from this process
   * or (on PostgreSQL) any other. PostgreSQL uses one dedicated connection per call that
   * reconnects after a failure; PGlite delivers on its own instance. Resolves to an unlisten.
   *
   * With `pooled`, every pooled connection LISTENs on the channel too: a NOTIFY sent by a write of
   * this process reaches onPayload before that write's query resolves (PostgreSQL sends a session
   * its own notifications ahead of ReadyForQuery), not a moment later through the dedicated
   * connection. PGlite always delivers that way.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    opts?: { pooled?: boolean },
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface Session {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface DatabaseOptions {
  /** postgres://... — when set, a pooled connection to a real PostgreSQL. */
  url?: string | null;
  /** Directory for the embedded PGlite; null means in memory. */
  dataDir?: string | null;
  poolSize?: number;
}

/**
 * A statement that starts with this comment is planned for its values every time: a text search,
 * whose best plan depends on how many ads the words match (a generic plan made "diarista" over
 * 100,000 ads 70 % slower in bench:search).
 */
export const CUSTOM_PLAN = '/* plan: custom */';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? DEFAULT_DB_POOL_SIZE);

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

/** Channel names are identifiers; only plain ones are accepted so they can be quoted safely. */
export function channelIdent(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Canal LISTEN inválido: ${channel}`);
  return `"${channel}"`;
}

/**
 * A dedicated connection (outside the pool, since LISTEN belongs to a session) that re-LISTENs
 * after the connection drops, retrying every few seconds until unlisten is called.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  const { Client } = await import('pg');
  const ident = channelIdent(channel);
  let stopped = false;
  let current: InstanceType<typeof Client> | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    const client = new Client({ connectionString: url });
    client.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '');
    });
    client.on('error', () => {
      if (current === client) current = null;
      client.end().catch(() => undefined);
      schedule();
    });
    await client.connect();
    await client.query(`listen ${ident}`);
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(schedule);
    }, 2000);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = current;
    current = null;
    if (c) await c.end().catch(() => undefined);
  };
}
