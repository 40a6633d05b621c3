import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createPublicCache, PUBLIC_CACHE_CHANNEL, type PublicCache } from '../lib/publicCache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The per-process cache of answers every visitor without a session gets alike (lib/publicCache.ts).
     * A write that changes them (an ad published, edited, removed, renewed, expired or highlighted; a
     * hero slide or a tribe saved) calls `announce()` after its commit.
     */
    publicCache: PublicCache;
  }
}

export function registerPublicCache(app: FastifyInstance, config: Pick<Config, 'publicCacheMs'>) {
  const cache = createPublicCache(app.db, { channel: PUBLIC_CACHE_CHANNEL, ttlMs: config.publicCacheMs, log: app.log });
  app.decorate('publicCache', cache);
  app.addHook('onClose', async () => cache.close());
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * For a module whose every successful write changes what visitors see (hero slides, tribes): each
 * answer below 400 to a write (POST, PUT, PATCH, DELETE) drops the public cache on every process.
 */
export function announceWrites(app: FastifyInstance) {
  // Callback style: the module's reads (most of its traffic) pass without a promise. A HEAD or an
  // OPTIONS changes nothing either (counted as a write, every HEAD would drop every process's cache).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return done(null, payload);
    app.publicCache.announce().then(() => done(null, payload), done);
  });
}
