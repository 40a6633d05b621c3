import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { normalizePixKey } from './lib/pix';
import type { S3StorageOptions } from './lib/storage/s3';

/**
 * Connections each process keeps to PostgreSQL for its queries when DB_POOL_SIZE is not set
 * (db/postgres.ts; advisory locks have their own few). postgres.js pipelines: the queries of a turn
 * of the event loop share the connections, several on each, so a few do the work and more only
 * spread the same queries thinner (bench:load, PostgreSQL, 200 connections, two processes, 20 s
 * runs: 4 and 6 connections 2,700–3,600 req/s, 10 about 2,950, 16 about 2,650). A transaction holds
 * its connection until it ends.
 */
export const DEFAULT_DB_POOL_SIZE = 6;

/** Every environment variable the server reads, typed, with its default. See .env.example. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Public address of the site, used in e-mails (reset links). */
  siteUrl: string;
  /** Root of local state: embedded database, generated secret, outbox, media by default. */
  dataDir: string;
  /** PostgreSQL connection string; unset means the embedded PGlite under dataDir/pgdata. */
  databaseUrl: string | null;
  jwtSecret: string;
  /** Stored files on the local disk (MEDIA_DIR), served by the process at /media/; unused with s3. */
  mediaDir: string;
  /**
   * Stored files in an S3-compatible bucket, served from MEDIA_PUBLIC_URL (S3_BUCKET, S3_REGION,
   * S3_ENDPOINT, S3_FORCE_PATH_STYLE; credentials from the standard AWS variables); null: the disk.
   */
  s3: S3StorageOptions | null;
  smtpUrl: string | null;
  mailFrom: string;
  googleClientId: string | null;
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  stripePublishableKey: string | null;
  /** Allows the local test payment provider (nothing charged) when NODE_ENV=production. */
  paymentsTestMode: boolean;
  /**
   * Minutes a payment may stay pending (the member pressed Pagar and never finished) before the
   * payments.cancelAbandoned job cancels it (PAYMENT_PENDING_TTL_MINUTES).
   */
  paymentPendingTtlMinutes: number;
  /** Minutes a Pix code stays payable (PIX_EXPIRES_MINUTES, default 30). */
  pixExpiresMinutes: number;
  /** Days until a boleto's due date (BOLETO_DUE_DAYS, default 3). */
  boletoDueDays: number;
  /**
   * The receiver of the local provider's Pix codes and test boletos: the Pix key (PIX_KEY: e-mail,
   * CPF, CNPJ, +55 phone or random key), the name and the city written in the BR Code
   * (PIX_MERCHANT_NAME, PIX_MERCHANT_CITY). Stripe uses its own account's.
   */
  pixKey: string;
  pixMerchantName: string;
  pixMerchantCity: string;
  corsOrigins: string[];
  logLevel: string;
  /** Connections each process keeps to PostgreSQL (DB_POOL_SIZE). */
  dbPoolSize: number;
  /** How long a process keeps a public answer (lib/publicCache.ts); 0 turns the cache off (the default in tests). */
  publicCacheMs: number;
  /** Ad addresses per sitemap file (SITEMAP_ADS_PER_FILE; the protocol's maximum, 50000, by default). */
  sitemapAdsPerFile: number;
  /**
   * How long a process keeps a signed-in member's session row (plugins/auth.ts); every change of
   * it drops it on every process at once (migration 0068). 0 reads the row on every request.
   */
  sessionCacheMs: number;
  /** Serve the built SPA from dist/ (npm start); off in tests and in API-only runs. */
  serveSpa: boolean;
  /**
   * SIGTERM: how long requests under way may take to finish (SHUTDOWN_GRACE_MS) before the
   * connections left are cut and the process exits (server.ts, plugins/lifecycle.ts).
   */
  shutdownGraceMs: number;
  distDir: string;
  seedAdminEmail: string | null;
  seedAdminPassword: string | null;
  /** Load demo data (categories, settings, demo ads) into an empty database. */
  seedDemo: boolean;
  /** Interval of the heartbeat events on the notifications stream (proxies drop idle streams). */
  sseHeartbeatMs: number;
  /** Per-IP/per-account limits on sign-in, registration, reset (off only for end-to-end runs). */
  rateLimits: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const ROOT_DIR = path.resolve(__dirname, '..', '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function bool(value: string | undefined, fallback: boolean, name: string, problems: string[]): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  problems.push(`${name} deve ser true ou false (recebido "${value}").`);
  return fallback;
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** The bucket's settings when S3_BUCKET is set (media then leave the disk), else null. */
function readS3(
  str: (name: string) => string | null,
  env: NodeJS.ProcessEnv,
  problems: string[],
): S3StorageOptions | null {
  const bucket = str('S3_BUCKET');
  const publicUrl = str('MEDIA_PUBLIC_URL')?.replace(/\/+$/, '') ?? null;
  const endpoint = str('S3_ENDPOINT');
  const accessKeyId = str('AWS_ACCESS_KEY_ID') ?? undefined;
  const secretAccessKey = str('AWS_SECRET_ACCESS_KEY') ?? undefined;
  const sessionToken = str('AWS_SESSION_TOKEN') ?? undefined;
  if (!bucket) {
    for (const name of ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'MEDIA_PUBLIC_URL'])
      if (str(name)) problems.push(`${name} só vale com S3_BUCKET (sem ele, os arquivos ficam em MEDIA_DIR).`);
    return null;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    problems.push(`S3_BUCKET deve ser um nome de bucket válido (recebido "${bucket}").`);
  if (!publicUrl)
    problems.push('MEDIA_PUBLIC_URL é obrigatória com S3_BUCKET: o endereço público dos arquivos (CDN ou bucket).');
  else if (!isUrl(publicUrl, ['http:', 'https:'])) problems.push('MEDIA_PUBLIC_URL deve ser uma URL http(s).');
  if (endpoint && !isUrl(endpoint, ['http:', 'https:'])) problems.push('S3_ENDPOINT deve ser uma URL http(s).');
  return {
    bucket,
    region: str('S3_REGION') ?? 'us-east-1',
    endpoint,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, false, 'S3_FORCE_PATH_STYLE', problems),
    publicUrl: publicUrl ?? '',
    // The standard AWS variables; without them the SDK's own chain (a profile, an instance role).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey, sessionToken } : undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = [];
  const str = (name: string) => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? null : v.trim();
  };

  const nodeEnvRaw = str('NODE_ENV') ?? 'development';
  const nodeEnv = (
    ['development', 'production', 'test'].includes(nodeEnvRaw) ? nodeEnvRaw : 'development'
  ) as Config['nodeEnv'];

  const portRaw = str('PORT') ?? '8000';
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port < 0 || port > 65535)
    problems.push(`PORT deve ser um número entre 0 e 65535 (recebido "${portRaw}").`);

  const dataDir = path.resolve(ROOT_DIR, str('DATA_DIR') ?? 'data');
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) {
    problems.push(`DATA_DIR deve ser uma pasta; "${dataDir}" é um arquivo.`);
  }
  const databaseUrl = str('DATABASE_URL');
  if (databaseUrl && !isUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push('DATABASE_URL deve ser uma URL postgres://usuario:senha@host:porta/banco.');
  }

  let jwtSecret = str('JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) problems.push('JWT_SECRET deve ter pelo menos 32 caracteres.');

  const smtpUrl = str('SMTP_URL');
  if (smtpUrl && !isUrl(smtpUrl, ['smtp:', 'smtps:'])) problems.push('SMTP_URL deve começar com smtp:// ou smtps://.');

  const corsOrigins = (env.CORS_ORIGINS ?? 'http://localhost:3000,http://localhost:8000,http://127.0.0.1:8000')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!isUrl(origin, ['http:', 'https:'])) problems.push(`CORS_ORIGINS contém uma origem inválida: "${origin}".`);
  }

  const logLevel = str('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL deve ser um de: ${LOG_LEVELS.join(', ')}.`);

  const siteUrl = (str('SITE_URL') ?? `http://localhost:${Number.isFinite(port) ? port : 8000}`).replace(/\/+$/, '');
  if (!isUrl(siteUrl, ['http:', 'https:'])) problems.push('SITE_URL deve ser uma URL http(s).');

  const dbPoolSize = Number(str('DB_POOL_SIZE') ?? DEFAULT_DB_POOL_SIZE);
  if (!Number.isInteger(dbPoolSize) || dbPoolSize < 2 || dbPoolSize > 200)
    problems.push('DB_POOL_SIZE deve ser um número inteiro entre 2 e 200.');
  const publicCacheMs = Number(str('PUBLIC_CACHE_MS') ?? (nodeEnv === 'test' ? 0 : 1000));
  if (!Number.isInteger(publicCacheMs) || publicCacheMs < 0 || publicCacheMs > 60_000)
    problems.push('PUBLIC_CACHE_MS deve ser um número de milissegundos entre 0 e 60000.');
  const sitemapAdsPerFile = Number(str('SITEMAP_ADS_PER_FILE') ?? 50_000);
  if (!Number.isInteger(sitemapAdsPerFile) || sitemapAdsPerFile < 1 || sitemapAdsPerFile > 50_000)
    problems.push('SITEMAP_ADS_PER_FILE deve ser um número inteiro entre 1 e 50000.');
  // A few seconds at most: the bound on a lost notice (the listener reconnecting), not the usual delay.
  const sessionCacheMs = Number(str('SESSION_CACHE_MS') ?? 2000);
  if (!Number.isInteger(sessionCacheMs) || sessionCacheMs < 0 || sessionCacheMs > 5000)
    problems.push('SESSION_CACHE_MS deve ser um número de milissegundos entre 0 e 5000.');
  const serveSpa = bool(env.SERVE_SPA, false, 'SERVE_SPA', problems);
  const shutdownGraceMs = Number(str('SHUTDOWN_GRACE_MS') ?? 10_000);
  if (!Number.isInteger(shutdownGraceMs) || shutdownGraceMs < 0 || shutdownGraceMs > 600_000)
    problems.push('SHUTDOWN_GRACE_MS deve ser um número de milissegundos entre 0 e 600000.');
  const seedDemo = bool(env.SEED_DEMO, true, 'SEED_DEMO', problems);
  const rateLimits = bool(env.RATE_LIMITS, true, 'RATE_LIMITS', problems);
  const paymentsTestMode = bool(env.PAYMENTS_TEST_MODE, false, 'PAYMENTS_TEST_MODE', problems);
  const paymentPendingTtlMinutes = Number(str('PAYMENT_PENDING_TTL_MINUTES') ?? 60);
  if (!Number.isInteger(paymentPendingTtlMinutes) || paymentPendingTtlMinutes < 5 || paymentPendingTtlMinutes > 10_080)
    problems.push('PAYMENT_PENDING_TTL_MINUTES deve ser um número inteiro de minutos entre 5 e 10080 (7 dias).');
  const pixExpiresMinutes = Number(str('PIX_EXPIRES_MINUTES') ?? 30);
  if (!Number.isInteger(pixExpiresMinutes) || pixExpiresMinutes < 1 || pixExpiresMinutes > 1440)
    problems.push('PIX_EXPIRES_MINUTES deve ser um número inteiro de minutos entre 1 e 1440 (24 horas).');
  const boletoDueDays = Number(str('BOLETO_DUE_DAYS') ?? 3);
  if (!Number.isInteger(boletoDueDays) || boletoDueDays < 1 || boletoDueDays > 60)
    problems.push('BOLETO_DUE_DAYS deve ser um número inteiro de dias entre 1 e 60.');
  const pixKey = str('PIX_KEY') ?? 'pix@tribo.com.br';
  try {
    normalizePixKey(pixKey);
  } catch (err) {
    problems.push(`PIX_KEY: ${(err as Error).message}`);
  }
  // Payments: Stripe needs all three keys; without them the local test provider takes payments
  // that charge nothing, which production accepts only when told so explicitly.
  const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'];
  const stripeSet = stripeKeys.filter((k) => str(k));
  if (nodeEnv === 'production' && stripeSet.length < stripeKeys.length && !paymentsTestMode) {
    problems.push(
      `Pagamentos: defina ${stripeKeys.filter((k) => !str(k)).join(', ')} para usar o Stripe, ` +
        'ou PAYMENTS_TEST_MODE=true para aceitar o provedor de teste local (nada é cobrado) em produção.',
    );
  }

  const s3 = readS3(str, env, problems);

  if (problems.length) throw new ConfigError(problems);
  if (!jwtSecret) jwtSecret = overrides.jwtSecret ?? readOrCreateSecret(dataDir);

  return {
    nodeEnv,
    port,
    host: str('HOST') ?? '::',
    siteUrl,
    dataDir,
    databaseUrl,
    jwtSecret,
    mediaDir: path.resolve(ROOT_DIR, str('MEDIA_DIR') ?? path.join(dataDir, 'media')),
    s3,
    smtpUrl,
    mailFrom: str('MAIL_FROM') ?? 'Tribo <nao-responda@tribo.com.br>',
    googleClientId: str('GOOGLE_CLIENT_ID'),
    stripeSecretKey: str('STRIPE_SECRET_KEY'),
    stripeWebhookSecret: str('STRIPE_WEBHOOK_SECRET'),
    stripePublishableKey: str('STRIPE_PUBLISHABLE_KEY'),
    paymentsTestMode,
    paymentPendingTtlMinutes,
    pixExpiresMinutes,
    boletoDueDays,
    pixKey,
    pixMerchantName: str('PIX_MERCHANT_NAME') ?? 'Tribo Classificados',
    pixMerchantCity: str('PIX_MERCHANT_CITY') ?? 'Sao Paulo',
    corsOrigins,
    logLevel,
    dbPoolSize,
    publicCacheMs,
    sitemapAdsPerFile,
    sessionCacheMs,
    serveSpa,
    shutdownGraceMs,
    distDir: path.resolve(ROOT_DIR, 'dist'),
    seedAdminEmail: str('SEED_ADMIN_EMAIL'),
    seedAdminPassword: str('SEED_ADMIN_PASSWORD'),
    seedDemo,
    sseHeartbeatMs: 25_000,
    rateLimits,
    ...overrides,
  };
}
