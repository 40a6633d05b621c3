import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/**
 * A short per-process cache whose entries every process drops when a write announces a change on a
 * NOTIFY channel (the public answers, the settings, the session rows). Each entry lives `ttlMs`; a
 * notice drops the entry its payload names (`keyOf`) or, without one, every entry. The TTL bounds
 * the staleness only when a notice is lost (the listener reconnecting).
 *
 * Concurrent misses of one key share one load, a failed load is not kept, and a load that started
 * before an invalidation is returned to its callers but never stored: every invalidation bumps a
 * generation, and a load stores only when the generation it started in is still current.
 */
export interface NotifiedCache<K, V> {
  /** The cached value of key, or what load() returns (then kept ttlMs). */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** Resolves when the listener is up (tests: from then on only a write drops the entries). */
  ready(): Promise<void>;
  /** Drops key's entry, or every entry without a key (this process). */
  invalidate(key?: K): void;
  close(): Promise<void>;
}

export interface NotifiedCacheOptions<K> {
  /** The NOTIFY channel the writes announce their changes on. */
  channel: string;
  /** How long an entry is kept; 0 or less turns the cache off (every get loads). */
  ttlMs: number;
  /** At most this many keys: beyond it, the oldest go first. */
  maxEntries?: number;
  /** The key a notice's payload names; null (or no keyOf) drops every entry. */
  keyOf?: (payload: string) => K | null;
  /**
   * Hear the channel on every pooled connection too (Database.listen's `pooled`): this process's own
   * write has dropped the entry when it resolves, instead of a moment after its commit.
   */
  pooled?: boolean;
  /**
   * Keep nothing while the listener is not up (opening, or failed): every get loads. For entries
   * whose staleness matters more than the load (sessions); the others rely on the TTL meanwhile.
   */
  listenFirst?: boolean;
  /**
   * An entry past its TTL (not dropped by a notice) is still answered while one load refreshes it
   * in the background, instead of every request for the key waiting for that load. For entries
   * whose TTL only bounds how long a lost notice can go unnoticed (the public answers); entries a
   * notice dropped are always loaded afresh.
   */
  refreshAhead?: boolean;
  /** What the warning calls the cache when the listener cannot be opened ("cache público"). */
  name: string;
  log?: FastifyBaseLogger;
}

/** After a failed LISTEN, the next try waits this long (the TTL bounds staleness meanwhile). */
const LISTEN_RETRY_MS = 30_000;

export function createNotifiedCache<K, V>(
  database: Database,
  {
    channel,
    ttlMs,
    maxEntries = Infinity,
    keyOf,
    pooled = false,
    listenFirst = false,
    refreshAhead = false,
    name,
    log,
  }: NotifiedCacheOptions<K>,
): NotifiedCache<K, V> {
  const entries = new Map<K, { value: V; expires: number }>();
  const loading = new Map<K, { generation: number; promise: Promise<V> }>();
  // Bumped by every invalidation, so a load that started before it never stores what it read.
  let generation = 0;
  let listening: Promise<() => Promise<void>> | null = null;
  let listenRetryAt = 0;
  let closed = false;
  // Whether the listener is up (notices arrive).
  let heard = false;

  const invalidate = (key?: K) => {
    generation++;
    if (key === undefined) {
      entries.clear();
      loading.clear();
    } else {
      entries.delete(key);
      loading.delete(key);
    }
  };

  const onNotice = (payload: string) => {
    const key = keyOf?.(payload) ?? null;
    invalidate(key === null ? undefined : key);
  };

  /**
   * One LISTEN per cache, opened on first use: on PostgreSQL a dedicated connection hears every
   * process's commits; on PGlite (one process) it hears a NOTIFY sent by hand after editing a table
   * directly, so both engines drop entries the same way.
   */
  function listen() {
    if (listening || closed || Date.now() < listenRetryAt) return;
    listening = database.listen(channel, onNotice, { pooled });
    listening.catch((err: unknown) => {
      heard = false;
      log?.warn({ err, channel }, `${name}: não foi possível ouvir as alterações dos outros processos`);
      listening = null;
      listenRetryAt = Date.now() + LISTEN_RETRY_MS;
    });
    // Anything read before the listener is up may miss a notice: read it again once it is.
    listening.then(
      () => {
        heard = !closed;
        invalidate();
      },
      () => undefined,
    );
  }

  return {
    async get(key, load) {
      if (ttlMs <= 0) return load();
      listen();
      if (listenFirst && !heard) return load();
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const pending = loading.get(key);
      if (pending && pending.generation === generation) return hit && refreshAhead ? hit.value : pending.promise;
      const started = generation;
      const promise = load();
      loading.set(key, { generation: started, promise });
      const stored = (async () => {
        try {
          const value = await promise;
          if (started === generation) {
            entries.delete(key);
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
            entries.set(key, { value, expires: Date.now() + ttlMs });
          }
          return value;
        } finally {
          if (loading.get(key)?.promise === promise) loading.delete(key);
        }
      })();
      if (hit && refreshAhead) {
        // The old answer now; a failed refresh leaves it until the next request tries again.
        stored.catch((err: unknown) => log?.warn({ err }, `${name}: não foi possível atualizar uma entrada`));
        return hit.value;
      }
      return stored;
    },

    async ready() {
      listen();
      await listening?.catch(() => undefined);
      // The listener's own "read again" invalidation has run by now (it was chained first).
    },

    invalidate,

    async close() {
      closed = true;
      heard = false;
      invalidate();
      const pending = listening;
      listening = null;
      if (pending) await (await pending.catch(() => async () => undefined))();
    },
  };
}
