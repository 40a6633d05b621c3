import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAuth } from './plugins/auth';
import { registerDb } from './plugins/db';
import { frameworkErrors, isApiPath, registerErrorHandler, sendNotFoundJson } from './plugins/errors';
import { registerInputGuards } from './plugins/input';
import { registerJobs } from './plugins/jobs';
import { registerLifecycle } from './plugins/lifecycle';
import { createMailer } from './lib/mailer';
import { mediaStorage } from './lib/storage/create';
import { registerMultipart } from './plugins/multipart';
import { registerOpenApi } from './plugins/openapi';
import { registerPublicCache } from './plugins/publicCache';
import { registerSecurity } from './plugins/security';
import { registerMedia } from './plugins/media';
import { isAssetPath, registerSpa } from './plugins/spa';
import { sendSpaPage } from './plugins/spaPage';
import { healthRoutes } from './modules/health/health.routes';
import { statesRoutes } from './modules/states/states.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { heroRoutes } from './modules/hero/hero.routes';
import { heroAdminRoutes } from './modules/hero/hero.admin.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { categoriesRoutes } from './modules/ads/categories.routes';
import { usersRoutes } from './modules/users/users.routes';
import type { GoogleKeys } from './modules/users/google';
import { adsRoutes } from './modules/ads/ads.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { savedSearchesRoutes } from './modules/savedSearches/savedSearches.routes';
import { plansRoutes } from './modules/payments/plans.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import type { StripeApiOptions } from './modules/payments/providers/stripe';
import { tribesRoutes } from './modules/tribes/tribes.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import type { App, ModuleOptions } from './lib/types';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Google's public keys for ID tokens; tests pass a local key set so nothing reaches the network. */
  googleKeys?: GoogleKeys;
  /** Where stripe-node sends its calls; tests pass a local fake server so nothing reaches Stripe. */
  stripeApi?: StripeApiOptions;
}

/** JSON bodies; uploads get their own limits with the multipart routes. */
const BODY_LIMIT = 1024 * 1024;
/**
 * The application, wired explicitly: this function is the diagram.
 * plugins (errors, security, db, auth, openapi, multipart) -> modules (routes) -> jobs -> static files and SPA fallback.
 */
/**
 * Request logs: JSON lines for machines (a file, a log collector), and readable lines (pino-pretty)
 * when a person watches a terminal — `npm start` in a shell. LOG_FORMAT=json|pretty decides instead.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  { isTTY = Boolean(process.stdout.isTTY), format = process.env.LOG_FORMAT } = {},
): FastifyServerOptions['logger'] {
  const pretty = format === 'pretty' || (format !== 'json' && isTTY);
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refresh', '*.access', '*.token'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
          },
        }
      : {}),
  };
}

export async function buildApp({ config, database, logger, googleKeys, stripeApi }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: BODY_LIMIT,
    // A request on a kept-alive connection while the process drains is answered as usual
    // (plugins/lifecycle.ts closes the connection after it); only /api/ready says 503.
    return503OnClosing: false,
    trustProxy: process.env.TRUST_PROXY === 'true',
    routerOptions: { ignoreTrailingSlash: false },
    frameworkErrors,
    ajv: {
      customOptions: {
        allErrors: true,
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        verbose: true,
        keywords: ['errorMessage'],
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Every answer carries its id (a synchronous hook: no promise per request; the router's own
  // errors set it in frameworkErrors).
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });

  // Plugins
  registerErrorHandler(app);
  registerLifecycle(app);
  registerInputGuards(app);
  await registerSecurity(app, config);
  registerDb(app, database);
  registerAuth(app, config);
  registerPublicCache(app, config);
  await registerOpenApi(app);
  await registerMultipart(app);
  // Stored files: served here from the disk, or named at the bucket's public address in answers.
  await registerMedia(app, config, mediaStorage(config));

  // Modules
  const moduleOptions: ModuleOptions = { config };
  await app.register(healthRoutes, moduleOptions);
  await app.register(statesRoutes, moduleOptions);
  await app.register(settingsRoutes, moduleOptions);
  await app.register(heroRoutes, moduleOptions);
  await app.register(contactRoutes, moduleOptions);
  await app.register(categoriesRoutes, moduleOptions);
  await app.register(usersRoutes, { ...moduleOptions, googleKeys });
  await app.register(adsRoutes, moduleOptions);
  await app.register(notificationsRoutes, moduleOptions);
  await app.register(messagesRoutes, moduleOptions);
  await app.register(savedSearchesRoutes, moduleOptions);
  await app.register(plansRoutes, moduleOptions);
  await app.register(paymentsRoutes, { ...moduleOptions, stripeApi });
  await app.register(tribesRoutes, moduleOptions);
  await app.register(adminRoutes, moduleOptions);
  await app.register(reportsRoutes, moduleOptions);
  await app.register(reviewsRoutes, moduleOptions);
  await app.register(heroAdminRoutes, moduleOptions);
  await app.register(seoRoutes, moduleOptions);

  // Background jobs (each with its interval and database lock); none in tests, which run them by hand.
  const storage = mediaStorage(config);
  registerJobs(app, {
    enabled: config.nodeEnv !== 'test',
    context: {
      storage,
      paymentPendingTtlMinutes: config.paymentPendingTtlMinutes,
      mail: { mailer: createMailer(config, app.log), siteUrl: config.siteUrl, secret: config.jwtSecret, storage },
    },
  });

  // Files
  if (config.serveSpa) await registerSpa(app, config);

  app.setNotFoundHandler((req, reply) => {
    if (
      config.serveSpa &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isApiPath(req.url) &&
      !isAssetPath(req.url)
    ) {
      // Page addresses get the SPA: 404 outside the route table or for a missing ad (spaPage.ts).
      return sendSpaPage(app, config, req, reply);
    }
    return sendNotFoundJson(reply);
  });

  return app as unknown as App;
}
