/**
 * Every PostgreSQL advisory-lock key the server takes, in one place so two uses never share one
 * (Database.withLock: one process at a time across every server on the database).
 */
export const LOCKS = {
  /** db/migrate.ts: two starting processes never migrate together. */
  migrations: 727172,
  /** The ad expiry job (plugins/jobs.ts). */
  adExpiry: 727173,
  /** demo/users.seed.ts: the first-start superuser is created once (a key of its own, never adExpiry's). */
  seedAdmin: 727174,
  /** The refresh-token sweep (plugins/jobs.ts). */
  refreshTokenSweep: 727175,
  /** The media janitor (plugins/jobs.ts). */
  mediaJanitor: 727176,
  /** The paid-highlight expiry job (plugins/jobs.ts). */
  highlightExpiry: 727177,
  /** demo/admin.seed.ts: the demo sales are loaded once when two processes start on a new database. */
  seedDemoSales: 727178,
  /** settings.repository.ts: one settings write at a time (a transaction lock, released at commit). */
  settingsWrite: 727179,
  /** demo/seed.ts: two processes starting at once on a new database seed it once. */
  seedBase: 727180,
  /** The abandoned-payment job (plugins/jobs.ts). */
  paymentAbandon: 727181,
  /** The Pix and boleto expiry job (plugins/jobs.ts). */
  paymentChargeExpiry: 727239,
  /** The unread-messages e-mail (plugins/jobs.ts). */
  messageEmails: 727190,
  /** The ads' link-preview rendition backfill (plugins/jobs.ts). */
  adCards: 727240,
  /** The saved searches' matching job (plugins/jobs.ts). */
  savedSearchMatch: 727193,
  /** The saved searches' daily e-mail (plugins/jobs.ts). */
  savedSearchDigest: 727194,
} as const;
