import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type postgresType from 'postgres';
import { CUSTOM_PLAN, type Database, type Db } from './database';
import * as schema from './schema';

type Sql = postgresType.Sql;

/**
 * Connections for advisory locks (withLock), more than db/locks.ts has keys: every lock the
 * process may hold at once has its own, so a lock taken inside another never waits for one.
 * Idle ones close after a minute.
 */
const LOCK_CONNECTIONS = 12;

/**
 * PostgreSQL through postgres.js (the Postgres.js driver), behind Drizzle.
 *
 * Why this driver: it pipelines. Every query of a turn of the event loop goes out in one write per
 * connection, several may wait on one connection, and their answers come back in one read, where
 * node-postgres sends one query per connection and round trip and keeps each connection until its
 * answer has been read. Under bench:load's 200 connections (its goal: p99 at most 200 ms) a route
 * that reads the database answers ~1.6 times the requests per second on the same two cores (a bare
 * Fastify route reading one row: 2,900–3,900 req/s with node-postgres and 10–30 connections,
 * 4,500–5,400 with postgres.js and 2–10; bench/README.md), and a few connections do what 30 did.
 *
 * Every parameterised statement runs as a named prepared statement, prepared once per connection.
 * The listings are long statements (the page, its count and highlighted ads, the viewer's votes and
 * favourites in one round trip): parsing and planning them anew cost more than running them (1.5 ms
 * parse + 2.6 ms plan against 1 ms execution, measured on the 60 demo ads). Prepared, PostgreSQL
 * skips the parse and, once a generic plan proves as cheap as the custom ones, the planning too.
 * LIMIT/OFFSET go in as literals (ads.repository.ts) so that a generic plan still knows them.
 * Statements marked CUSTOM_PLAN and those without parameters are not kept.
 *
 * Types: Drizzle makes the driver hand timestamps and dates over as PostgreSQL's text (its columns
 * parse them), as it does on node-postgres and PGlite; int8 and numeric arrive as strings.
 */
export async function openPostgres(
  url: string,
  max: number,
  { onStatement }: { onStatement?: StatementHook } = {},
): Promise<Database> {
  const postgres = (await import('postgres')).default;
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { PostgresJsSession } = await import('drizzle-orm/postgres-js/session');
  preparedStatements(PostgresJsSession.prototype as unknown as PreparingSession);

  // Channels heard on the pooled connections too (listen's `pooled`), with their handlers.
  const pooled = new Map<string, Set<(payload: string) => void>>();
  let rejoin: NodeJS.Timeout | null = null;
  // `onnotify` is read for every connection (postgres.js' own listen() uses it); its typings omit it.
  const options: postgresType.Options<Record<string, never>> & {
    onnotify: (channel: string, payload: string) => void;
  } = {
    max,
    // Connections stay open (an idle one costs PostgreSQL little): the LISTENs of the pooled
    // channels live on them. One that dies is replaced by a new one, which joins the channels.
    idle_timeout: 0,
    max_lifetime: null,
    onnotice: () => undefined,
    onnotify: (channel, payload) => {
      for (const onPayload of pooled.get(channel) ?? []) onPayload(payload);
    },
    onclose: () => {
      if (!pooled.size || rejoin || closed) return;
      rejoin = setTimeout(() => {
        rejoin = null;
        void joinAll([...pooled.keys()]);
      }, 1000);
      rejoin.unref();
    },
    connection: { application_name: 'tribo' },
    // postgres.js' own hook, called as each statement is built; absent unless asked for (it also
    // makes postgres.js capture a stack per query).
    debug: onStatement
      ? (_connection, text, params) => onStatement({ text, params: [...params], prepared: preparable(text, params) })
      : false,
  };
  const client: Sql = postgres(url, options);
  let closed = false;
  const orm = drizzle({ client, schema }) as unknown as PgDatabase<PgQueryResultHKT, typeof schema>;
  // Drizzle passes its own timestamps as text; a raw statement's Date parameter still travels as
  // ISO text (Drizzle's pass-through would send Date's toString()).
  for (const type of ['1184', '1114', '1082']) {
    (client.options.serializers as Record<string, (x: unknown) => unknown>)[type] = (x) =>
      x instanceof Date ? x.toISOString() : x;
  }

  /**
   * Every connection LISTENs on the pooled channels: a NOTIFY sent by a write of this process
   * reaches onPayload before that write's query resolves (PostgreSQL sends a session its own
   * notifications ahead of ReadyForQuery). The connections are reserved all at once so that each
   * one is met; one that cannot be had within a moment (a job holding it) leaves those channels to
   * the dedicated listener (a moment later) until the next join.
   */
  let joining: Promise<void> = Promise.resolve();
  function joinAll(channels: string[]): Promise<void> {
    // One at a time: two joins each holding part of the pool would wait on each other.
    joining = joining.then(() => join(channels));
    return joining;
  }
  async function join(channels: string[]): Promise<void> {
    const held: postgresType.ReservedSql[] = [];
    try {
      for (let i = 0; i < max; i++) {
        let timer: NodeJS.Timeout | undefined;
        const asked = client.reserve();
        const got = await Promise.race([
          asked,
          new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 2000))),
        ]).finally(() => clearTimeout(timer));
        if (!got) {
          // Given back as soon as it comes: a reservation nobody releases would be lost to the pool.
          asked.then(
            (late) => late.release(),
            () => undefined,
          );
          break;
        }
        held.push(got);
        for (const channel of channels) await got.unsafe(`listen ${channelIdent(channel)}`);
      }
    } catch {
      // The dedicated listener still delivers; the next close or listen joins again.
    } finally {
      for (const conn of held) conn.release();
    }
  }

  /**
   * Advisory locks (migrations, the jobs) hold their own connections, outside the pool the queries
   * share: a job holds its lock's connection while its work runs on the pool, and with a few pooled
   * connections, jobs starting together would otherwise hold them all and wait for one more.
   * Their statements are parsed by the driver's defaults (timestamps as Date, as node-postgres gave).
   */
  const lockClient: Sql = postgres(url, {
    max: LOCK_CONNECTIONS,
    idle_timeout: 60,
    onnotice: () => undefined,
    connection: { application_name: 'tribo-locks' },
  });

  // Plain arrays, as PGlite gives (postgres.js' own carries the statement's details).
  const query = async <T>(text: string, params?: unknown[], on: Sql | postgresType.ReservedSql = client) =>
    Array.from(await on.unsafe(text, (params ?? []) as never[], { prepare: preparable(text, params) })) as T[];

  // Fail fast with a clear message when the server cannot be reached.
  await client.unsafe('select 1');
  return {
    orm: orm as unknown as Db,
    driver: 'postgres',
    url,
    async exec(sql) {
      await client.unsafe(sql).simple();
    },
    query: (text, params) => query(text, params),
    async withLock(key, fn, opts) {
      const conn = await lockClient.reserve();
      try {
        if (opts?.wait === false) {
          const [r] = await query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key], conn);
          if (!r.ok) return null;
        } else {
          await query('select pg_advisory_lock($1)', [key], conn);
        }
        try {
          return await fn({
            exec: async (sql) => {
              await conn.unsafe(sql).simple();
            },
            query: (text, params) => query(text, params, conn),
          });
        } finally {
          await query('select pg_advisory_unlock($1)', [key], conn);
        }
      } finally {
        conn.release();
      }
    },
    async listen(channel, onPayload, opts) {
      if (!opts?.pooled) return listenPostgres(url, channel, onPayload);
      // The pooled connections first: each one hears the channel from then on.
      const handlers = pooled.get(channel) ?? new Set();
      pooled.set(channel, handlers.add(onPayload));
      await joinAll([channel]);
      const unpool = () => {
        // The connections keep their LISTEN: a notice nobody handles is dropped.
        handlers.delete(onPayload);
        if (!handlers.size && pooled.get(channel) === handlers) pooled.delete(channel);
      };
      try {
        const unlisten = await listenPostgres(url, channel, onPayload);
        return async () => {
          unpool();
          await unlisten();
        };
      } catch (err) {
        unpool();
        throw err;
      }
    },
    async close() {
      closed = true;
      if (rejoin) clearTimeout(rejoin);
      await Promise.all([client.end({ timeout: 5 }), lockClient.end({ timeout: 5 })]);
    },
  };
}

/**
 * Told every statement the pooled connections run (not the advisory-lock connections): its text, its
 * parameters as the driver receives them (before they are serialised) and whether it runs as a named
 * prepared statement. For benches that replay the app's SQL (bench/support/statements.mjs).
 */
export type StatementHook = (statement: { text: string; params: unknown[]; prepared: boolean }) => void;

/** Prepared once per connection: parameterised statements not marked CUSTOM_PLAN. */
function preparable(text: string, params: readonly unknown[] | undefined): boolean {
  return Boolean(params?.length) && !text.startsWith(CUSTOM_PLAN);
}

interface PreparingSession {
  prepareQuery(query: { sql: string; params: unknown[] }, ...rest: unknown[]): { prepare: boolean };
  __tribePrepared?: true;
}

/**
 * Drizzle prepares (names) only the statements built with `.prepare(name)`; here every query of
 * the ORM, in a transaction or not, is prepared when `preparable` says so.
 */
function preparedStatements(proto: PreparingSession) {
  if (proto.__tribePrepared) return;
  const prepareQuery = proto.prepareQuery;
  proto.prepareQuery = function (this: unknown, query, ...rest) {
    const prepared = prepareQuery.call(this, query, ...rest);
    if (preparable(query.sql, query.params)) prepared.prepare = true;
    return prepared;
  };
  proto.__tribePrepared = true;
}

/** Channel names are identifiers; only plain ones are accepted so they can be quoted safely. */
function channelIdent(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Canal LISTEN inválido: ${channel}`);
  return `"${channel}"`;
}

/**
 * A dedicated connection (outside the pool, since LISTEN belongs to a session): a postgres.js
 * client of one connection that re-LISTENs after the connection drops, retrying every few seconds
 * until unlisten is called. (postgres.js' own `sql.listen` re-LISTENs once after a drop and gives
 * the channel up if the server is not back by then.)
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  const postgres = (await import('postgres')).default;
  const ident = channelIdent(channel);
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      listen().catch(schedule);
    }, 2000);
    retry.unref();
  };
  // `onnotify` is read by postgres.js (its own listen() uses it); its typings omit it.
  const options: postgresType.Options<Record<string, never>> & {
    onnotify: (channel: string, payload: string) => void;
  } = {
    max: 1,
    // The connection stays open as long as the LISTEN is wanted.
    idle_timeout: 0,
    max_lifetime: null,
    fetch_types: false,
    onnotice: () => undefined,
    onnotify: (heard, payload) => {
      if (heard === channel) onPayload(payload);
    },
    onclose: () => schedule(),
  };
  const client: Sql = postgres(url, options);
  const listen = async () => {
    await client.unsafe(`listen ${ident}`);
  };

  try {
    await listen();
  } catch (err) {
    stopped = true;
    await client.end({ timeout: 0 }).catch(() => undefined);
    throw err;
  }
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client.end({ timeout: 5 }).catch(() => undefined);
  };
}
