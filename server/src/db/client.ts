import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { DEFAULT_DB_POOL_SIZE } from '../config';
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

/** Distinct statements one connection keeps prepared (the listings' filter combinations stay far below). */
const MAX_PREPARED = 400;

/**
 * Every parameterised statement runs as a named prepared statement, prepared once per connection.
 * The listings are long statements (the page, its count and highlighted ads, the viewer's votes and
 * favourites in one round trip): parsing and planning them anew cost more than running them (1.5 ms
 * parse + 2.6 ms plan against 1 ms execution, measured on the 60 demo ads). Prepared, PostgreSQL
 * skips the parse and, once a generic plan proves as cheap as the custom ones, the planning too.
 * LIMIT/OFFSET go in as literals (ads.repository.ts) so that a generic plan still knows them.
 */
/** Statement text to its name, shared by the connections (hashing a listing's text per query showed in profiles). */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `t${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    // Bounded like the connections' own sets; past it the hash is computed per query again.
    if (statementNames.size < MAX_PREPARED * 4) statementNames.set(text, name);
  }
  return name;
}

function nameStatements(client: import('pg').PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const names = new Set<string>();
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [first, second] = args;
    type Config = { text?: unknown; values?: unknown; name?: string };
    let config: Config | null = null;
    if (typeof first === 'string' && Array.isArray(second) && second.length) {
      config = { text: first, values: second };
      args = [config, ...args.slice(2)];
    } else if (first && typeof first === 'object' && !('submit' in first)) {
      config = first as Config;
    }
    // Drizzle passes ({ text }, values); pg itself ({ text, values }) or (text, values).
    const values = config?.values ?? second;
    if (
      config &&
      typeof config.text === 'string' &&
      !config.name &&
      Array.isArray(values) &&
      values.length &&
      !config.text.startsWith(CUSTOM_PLAN)
    ) {
      const name = statementName(config.text);
      if (names.has(name) || names.size < MAX_PREPARED) {
        names.add(name);
        args[0] = { ...config, name };
      }
    }
    return query(...args);
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? DEFAULT_DB_POOL_SIZE });
    // An idle pooled connection that dies (server restart, terminated backend) must not crash the
    // process: the pool drops it and the next query opens a fresh one.
    pool.on('error', () => undefined);
    // Channels heard on the pooled connections too (listen's `pooled`), with their handlers.
    const pooled = new Map<string, Set<(payload: string) => void>>();
    pool.on('connect', (client) => {
      nameStatements(client);
      client.on('notification', (msg) => {
        for (const onPayload of pooled.get(msg.channel) ?? []) onPayload(msg.payload ?? '');
      });
    });
    hearOnEveryConnection(pool, pooled);
    // Fail fast with a clear message when the server cannot be reached.
    await pool.query('select 1');
    return {
      orm: drizzle({ client: pool, schema }) as unknown as Db,
      driver: 'postgres',
      url: options.url,
      async exec(sql) {
        await pool.query(sql);
      },
      async query(sql, params) {
        const res = await pool.query(sql, params as unknown[]);
        return res.rows;
      },
      async withLock(key, fn, opts) {
        const conn = await pool.connect();
        try {
          if (opts?.wait === false) {
            const r = await conn.query('select pg_try_advisory_lock($1) as ok', [key]);
            if (!r.rows[0].ok) return null;
          } else {
            await conn.query('select pg_advisory_lock($1)', [key]);
          }
          try {
            return await fn({
              exec: async (sql) => {
                await conn.query(sql);
              },
              query: async (sql, params) => (await conn.query(sql, params as unknown[])).rows,
            });
          } finally {
            await conn.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          conn.release();
        }
      },
      async listen(channel, onPayload, opts) {
        if (!opts?.pooled) return listenPostgres(options.url!, channel, onPayload);
        // The pooled connections first: each one acquired from now on hears the channel.
        const handlers = pooled.get(channel) ?? new Set();
        pooled.set(channel, handlers.add(onPayload));
        const unpool = () => {
          // The connections keep their LISTEN: a notice nobody handles is dropped.
          handlers.delete(onPayload);
          if (!handlers.size && pooled.get(channel) === handlers) pooled.delete(channel);
        };
        try {
          const unlisten = await listenPostgres(options.url!, channel, onPayload);
          return async () => {
            unpool();
            await unlisten();
          };
        } catch (err) {
          unpool();
          throw err;
        }
      },
      close: () => pool.end(),
    };
  }

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

/**
 * A connection LISTENs on the pooled channels before its borrower gets it (once per connection and
 * channel): so it has heard them before running any of the borrower's writes, and no query waits
 * queued behind the LISTEN. A failed LISTEN leaves the channel to the dedicated listener until the
 * connection's next turn.
 */
function hearOnEveryConnection(pool: import('pg').Pool, pooled: Map<string, unknown>) {
  type Client = import('pg').PoolClient;
  type Callback = (err: Error | undefined, client: Client | undefined, done: (release?: unknown) => void) => void;
  const joined = new WeakMap<Client, Set<string>>();
  const connect = pool.connect.bind(pool) as (cb: Callback) => void;
  const join = async (client: Client, heard: Set<string>, channels: string[]) => {
    for (const channel of channels) {
      await client.query(`listen ${channelIdent(channel)}`).then(
        () => heard.add(channel),
        () => undefined,
      );
    }
  };
  const hearing: (cb?: Callback) => unknown = (cb) => {
    if (!cb) {
      return new Promise<Client>((resolve, reject) => hearing((err, client) => (err ? reject(err) : resolve(client!))));
    }
    connect((err, client, done) => {
      if (err || !pooled.size) return cb(err, client, done);
      let heard = joined.get(client!);
      if (!heard) joined.set(client!, (heard = new Set()));
      let missing: string[] | null = null;
      for (const channel of pooled.keys()) if (!heard.has(channel)) (missing ??= []).push(channel);
      if (!missing) return cb(undefined, client, done);
      void join(client!, heard, missing).then(() => cb(undefined, client, done));
    });
  };
  pool.connect = hearing as typeof pool.connect;
}

/** Channel names are identifiers; only plain ones are accepted so they can be quoted safely. */
function channelIdent(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Canal LISTEN inválido: ${channel}`);
  return `"${channel}"`;
}

/**
 * A dedicated connection (outside the pool, since LISTEN belongs to a session) that re-LISTENs
 * after the connection drops, retrying every few seconds until unlisten is called.
 */
async function listenPostgres(
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
