import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/client';
import { createNotifiedCache } from './notifiedCache';

/**
 * A short per-process cache of public answers: what every visitor without a session gets alike
 * (hero slides, states with ads, the anonymous ads listings and searches, an ad page's row). Each entry lives
 * `ttlMs` (about a second) and every entry is dropped at once when a write that changes them is
 * announced on `channel`: by this process directly (`invalidate`) and, through PostgreSQL's
 * NOTIFY, by any other process on the same database (`announce` sends it with the write).
 *
 * Only a request without Authorization may use it (`isPublicRequest`): a member's answers carry
 * their own votes and favourites and are always read fresh. Concurrent misses of one key share one
 * load, and a load that started before an invalidation is never stored (lib/notifiedCache.ts).
 * An entry past its TTL is still answered while one load refreshes it (`refreshAhead`): under
 * bench:load every ad page and listing key expired each second, and the requests that came in
 * meanwhile all waited for its reload; an entry a write dropped is always read afresh.
 */
export interface PublicCache {
  /** False when PUBLIC_CACHE_MS is 0 (tests): get() then only runs load(). */
  readonly enabled: boolean;
  /** The cached value of key, or what load() returns (then kept ttlMs). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Resolves when the listener is up (tests: from then on only a write drops the entries). */
  ready(): Promise<void>;
  /** Drops every entry (this process). */
  invalidate(): void;
  /** Tells every process (and this one) that the cached answers changed: NOTIFY on the channel. */
  announce(): Promise<void>;
  close(): Promise<void>;
}

/** The NOTIFY channel that drops every process's public cache. */
export const PUBLIC_CACHE_CHANNEL = 'public_changed';

/**
 * Inside a write's transaction (or after its commit): every process drops its public cache when
 * the write commits (PostgreSQL delivers a NOTIFY at commit, to this process's listener too).
 */
export async function notifyPublicChange(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${PUBLIC_CACHE_CHANNEL}, '')`);
}

/** At most this many keys (searches are keyed by their words): beyond it, the oldest go first. */
const MAX_ENTRIES = 500;

/**
 * A route's 200 answer through the cache, kept serialized: a hit sends the stored JSON text as it is,
 * so neither the query nor the route's serializer runs again (the response schema still shaped it).
 */
export async function cachedJson(
  cache: PublicCache,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const text = await cache.get(key, async () => reply.serialize(await load()) as string);
  return reply.type('application/json; charset=utf-8').send(text);
}

/** A request whose answer is the same for every visitor: no session, so no votes or favourites of its own. */
export const isPublicRequest = (request: FastifyRequest) => !request.headers.authorization;

export function createPublicCache(
  database: Database,
  { channel, ttlMs, log }: { channel: string; ttlMs: number; log?: FastifyBaseLogger },
): PublicCache {
  const cache = createNotifiedCache<string, unknown>(database, {
    channel,
    ttlMs,
    maxEntries: MAX_ENTRIES,
    refreshAhead: true,
    name: 'cache público',
    log,
  });
  return {
    enabled: ttlMs > 0,
    get: <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>,
    ready: () => cache.ready(),
    invalidate: () => cache.invalidate(),
    async announce() {
      cache.invalidate();
      await database.query('select pg_notify($1, $2)', [channel, '']);
    },
    close: () => cache.close(),
  };
}
