import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { sendSpaPage } from './spaPage';

/** webpack emits names like main.3f9a1c2b7d.js: those never change and can be cached for a year. */
const HASHED = /\.[0-9a-f]{10,}\.(js|css|woff2?|png|jpe?g|webp|svg|avif)$/;

/**
 * A request for a file (a name with an asset extension) that does not exist is a 404, not the SPA:
 * a stale chunk must fail as a chunk, and a guessed source map must not get index.html.
 */
const ASSET_PATH = /\.(m?js|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|json|txt|xml|webmanifest|gz|br)$/i;

export function isAssetPath(url: string): boolean {
  return ASSET_PATH.test(url.split(/[?#]/)[0]);
}

/** Serves the built SPA (dist/) with long caching for hashed files. */
export async function registerSpa(app: FastifyInstance, config: Config) {
  const index = path.join(config.distDir, 'index.html');
  if (!existsSync(index)) {
    throw new Error(`O SPA não foi compilado (${index} não existe). Rode "npm run build" ou "npm start".`);
  }
  await app.register(fastifyStatic, {
    root: config.distDir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    // Answered by modules/seo (a build from before it may still hold a static robots.txt).
    globIgnore: ['robots.txt', 'sitemap*.xml'],
    // Source maps are built for our own debugging, never published.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders(res, filePath) {
      res.setHeader(
        'cache-control',
        HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    },
  });
  app.get('/', { schema: { hide: true } }, (req, reply) => sendSpaPage(app, config, req, reply));
}
