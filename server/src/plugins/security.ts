import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../lib/errors';
import { isApiPath } from './errors';
import { databaseRateLimitStore, RATE_LIMIT_SWEEP_MS, sweepRateLimits } from './rateLimitStore';

/** Third parties the SPA talks to: Google sign-in and Stripe card forms. */
const GOOGLE = 'https://accounts.google.com';
const STRIPE = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'];

export function rateLimitMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60000));
  return `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  // Helmet's middleware, built once: @fastify/helmet builds it anew on every request (parsing the
  // CSP directives each time, a tenth of a cached answer's cost in bench:load). Its headers depend
  // on the configuration only (no nonces, nothing read from the request).
  const securityHeaders = helmet({
    // The SPA has no inline scripts; antd's CSS-in-JS needs inline <style> elements.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `${GOOGLE}/gsi/client`, ...STRIPE],
        styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE}/gsi/style`],
        // Media in a bucket load from MEDIA_PUBLIC_URL, which may be plain HTTP (MinIO on a LAN).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", `${GOOGLE}/gsi/`, 'https://api.stripe.com', ...config.corsOrigins],
        frameSrc: ["'self'", `${GOOGLE}/gsi/`, ...STRIPE],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Media may be shown by an SPA served from another origin (API_URL).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Plain HTTP on localhost must keep working; production sits behind TLS.
    strictTransportSecurity: config.nodeEnv === 'production' && config.siteUrl.startsWith('https:'),
  });
  // Run once to learn the headers, then each reply gets them with its own (one writeHead, no
  // setHeader per header on the raw response).
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  securityHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  // The API's answers and the media are data, never a page: the headers that matter there (OWASP's
  // REST cheat sheet: a CSP that allows nothing and forbids framing, nosniff, DENY; CORP for media
  // shown by an SPA on another origin) instead of the pages' full set, whose CSP alone is ~700
  // bytes on every answer (bench:load: ~8 % more requests a second on a cached route).
  const apiHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': headers['cross-origin-resource-policy'],
    'referrer-policy': headers['referrer-policy'],
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(headers['strict-transport-security']
      ? { 'strict-transport-security': headers['strict-transport-security'] }
      : {}),
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiHeaders : headers);
    done();
  });

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'X-Tribo-No-View'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });

  // Limits are opted into per route (config.rateLimit) by the features. The counters live in the
  // database, so every server process shares them and a restart does not reset them.
  // RATE_LIMITS=false (end-to-end runs) lifts every limit and counts nothing.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(() => app.db, config.jwtSecret),
    ...(config.rateLimits ? {} : { allowList: () => true }),
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    errorResponseBuilder: (_req, ctx) => new AppError(429, 'rate_limited', rateLimitMessage(ctx.ttl)),
  });
  if (config.rateLimits) {
    const sweep = () => sweepRateLimits(app.db).catch((err) => app.log.warn({ err }, 'limpeza dos limites falhou'));
    let sweeper: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      void sweep();
      sweeper = setInterval(sweep, RATE_LIMIT_SWEEP_MS).unref();
    });
    app.addHook('onClose', async () => {
      if (sweeper) clearInterval(sweeper);
    });
  }
}
