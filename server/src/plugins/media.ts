import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { MEDIA_CACHE_CONTROL, MEDIA_PATH_PREFIX, type Storage } from '../lib/storage/types';

/**
 * A stored file's site path in a JSON answer, as rows keep it ("/media/ads/<uuid>-800.webp", the
 * avatars' "<origin>/media/avatars/<uuid>-128.webp"): a server-made name in one of the media folders,
 * so a member's own text never matches.
 */
const MEDIA_IN_JSON =
  /"(?:https?:\/\/[^"/\s]+)?\/media\/((?:ads|avatars|hero)\/[0-9a-f-]{36}-[a-z0-9]+\.(?:webp|jpg))"/g;

/** A JSON text with its stored files' site paths turned into the storage's public addresses. */
export function publicMediaUrls(json: string, storage: Pick<Storage, 'publicUrl'>): string {
  return json.replace(MEDIA_IN_JSON, (_, key: string) => JSON.stringify(storage.publicUrl(key)));
}

/**
 * Stored files. On the local disk the process serves them at /media/ (server-generated names,
 * never rewritten, so immutable). In a bucket they are served from MEDIA_PUBLIC_URL (a CDN or the
 * bucket's address), never through Node: rows keep the site paths "/media/<key>" whatever the
 * storage (so `npm run media:migrate` moves files, not rows), and every JSON answer names the
 * public address instead — the pages the server renders are built from those answers.
 */
export async function registerMedia(app: FastifyInstance, config: Config, storage: Storage) {
  if (storage.kind !== 'local') {
    app.addHook('onSend', async (_request, reply, payload) => {
      if (typeof payload !== 'string' || !payload.includes(MEDIA_PATH_PREFIX)) return payload;
      const type = String(reply.getHeader('content-type') ?? '');
      return type.includes('json') ? publicMediaUrls(payload, storage) : payload;
    });
    return;
  }
  // On a fresh start nothing was uploaded yet: @fastify/static warns when its root is missing.
  mkdirSync(config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: MEDIA_PATH_PREFIX,
    decorateReply: false,
    cacheControl: false,
    index: false,
    setHeaders(res) {
      res.setHeader('cache-control', MEDIA_CACHE_CONTROL);
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
}
