import { createHmac } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';

const SERVICE_UNAVAILABLE = 'Serviço indisponível no momento. Tente novamente em instantes.';

/** Expired counters are swept this often (they are harmless meanwhile: the next hit restarts them). */
export const RATE_LIMIT_SWEEP_MS = 10 * 60 * 1000;

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit hands child(): the merged route options, with the route's method and URL. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The window of a key opens at its first hit and lasts timeWindow, like the plugin's in-memory
 * store, but the counter lives in PostgreSQL: every server process on the database counts the same
 * hits, and a restart forgets nothing. One upsert per limited request, atomic under concurrency.
 * The plugin's continueExceeding and exponentialBackoff options are not used by Tribo and not
 * supported here.
 */
const INCR_SQL = `
  insert into rate_limit_hits as h (key, count, reset_at)
  values ($1, 1, $2::timestamptz + $3::integer * interval '1 millisecond')
  on conflict (key) do update set
    count = case when h.reset_at <= $2::timestamptz then 1 else h.count + 1 end,
    reset_at = case when h.reset_at <= $2::timestamptz then excluded.reset_at else h.reset_at end
  returning count, (extract(epoch from reset_at) * 1000)::float8 as reset_ms`;

/**
 * A @fastify/rate-limit store class over the database. `database` is read at request time (the
 * security plugin is registered before the database decorator exists).
 */
export function databaseRateLimitStore(database: () => Database, secret: string): FastifyRateLimitStoreCtor {
  // A keyed digest: without the server's secret, nobody can hash every IPv4 address or a list of
  // e-mails and match them against the table. Every process shares the secret, so the keys match.
  const keyOf = createHmac('sha256', secret).update('tribo:rate-limit-keys').digest();
  class DatabaseRateLimitStore {
    /** The plugin constructs the root store with its global options; children get a route prefix. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow = 60_000, _max?: number): void {
      const now = Date.now();
      // Keys are client addresses and e-mails: only their keyed digest is stored.
      const digest = createHmac('sha256', keyOf).update(`${this.prefix}|${key}`).digest('base64url');
      database()
        .query<{ count: number; reset_ms: number }>(INCR_SQL, [digest, new Date(now).toISOString(), timeWindow])
        .then(([row]) => callback(null, { current: Number(row.count), ttl: Math.max(0, Number(row.reset_ms) - now) }))
        .catch((err: Error) => {
          // The hit cannot be counted: refuse the request (unlimited sign-in attempts must never
          // get through) with a 503 the client may retry; the error handler logs the cause.
          const unavailable = new AppError(503, 'service_unavailable', SERVICE_UNAVAILABLE);
          callback(Object.assign(unavailable, { cause: err }));
        });
    }

    child(options: ChildOptions): DatabaseRateLimitStore {
      const route = options.routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
      // Limiters made with createRateLimit have no route: their key generators name them.
      return new DatabaseRateLimitStore(undefined, route?.url ? `${method} ${route.url}` : 'limiter');
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor & { new (): FastifyRateLimitStore };
}

/** Deletes the counters whose window has closed. */
export async function sweepRateLimits(database: Database): Promise<void> {
  await database.query('delete from rate_limit_hits where reset_at < now()');
}
