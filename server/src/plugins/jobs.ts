import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { LOCKS } from '../db/locks';
import { sweepMedia, type MediaReferences } from '../lib/media';
import type { Storage } from '../lib/storage/types';
import { addMissingCards, adImageReferences, expireDueAds } from '../modules/ads/ads.jobs';
import { heroImageReferences } from '../modules/hero/hero.jobs';
import { messageImageReferences, sendUnreadMessageEmails } from '../modules/messages/messages.jobs';
import type { Mailer } from '../lib/mailer';
import { cancelAbandonedPayments, endDueHighlights, expireCharges } from '../modules/payments/payments.jobs';
import { matchQueuedAds, sendSavedSearchDigests } from '../modules/savedSearches/savedSearches.jobs';
import { tribeImageReferences } from '../modules/tribes/tribes.jobs';
import { avatarReferences, sweepExpiredRefreshTokens } from '../modules/users/users.jobs';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A background job: what it does lives in its module (<module>.jobs.ts); when and under which lock, here. */
export interface Job {
  /** Shown in the logs. */
  name: string;
  /** Runs when the app is ready, then every intervalMs. */
  intervalMs: number;
  /**
   * Its PostgreSQL advisory-lock key (db/locks.ts): with several server processes on one database,
   * one of them runs the job and the others skip that turn (PGlite belongs to one process).
   */
  lockKey: number;
  run(database: Database, context: JobContext): Promise<unknown>;
}

/** What jobs may need besides the database. */
export interface JobContext {
  /** The media storage (lib/storage/); absent when the caller has none (the media janitor then refuses to run). */
  storage?: Storage;
  /** PAYMENT_PENDING_TTL_MINUTES: how long a payment may stay pending before it is canceled. */
  paymentPendingTtlMinutes: number;
  /**
   * The mailer, the site's address for e-mails with links and the key that signs links working
   * without a sign-in (absent: e-mailing jobs skip their turn).
   */
  mail?: { mailer: Mailer; siteUrl: string; secret?: string; storage?: Storage };
}

const NO_CONTEXT: JobContext = { paymentPendingTtlMinutes: 60 };

/**
 * Every media folder and the rows that reference its files. A module that stores uploads adds
 * its folder (or its references to a shared one) here, or the janitor removes its files.
 */
export const MEDIA: Record<string, Array<(database: Database) => Promise<Set<string>>>> = {
  ads: [
    (database) => adImageReferences(database.orm),
    (database) => tribeImageReferences(database.orm),
    (database) => messageImageReferences(database.orm),
  ],
  avatars: [(database) => avatarReferences(database.orm)],
  hero: [(database) => heroImageReferences(database.orm)],
};

export async function sweepMediaFiles(
  database: Database,
  storage: Storage | undefined,
  options?: { minAgeMs?: number },
) {
  if (!storage) throw new Error('media janitor: no media storage');
  const references: MediaReferences = async (subdir) => {
    const all = new Set<string>();
    for (const provider of MEDIA[subdir] ?? []) for (const ref of await provider(database)) all.add(ref);
    return all;
  };
  return sweepMedia(storage, Object.keys(MEDIA), references, options);
}

/** Every background job of the server. A new one (payments, highlights, a janitor) adds an entry. */
export const JOBS: readonly Job[] = [
  {
    name: 'ads.expire',
    intervalMs: 10 * MINUTE,
    lockKey: LOCKS.adExpiry,
    run: (database) => expireDueAds(database.orm),
  },
  {
    name: 'users.sweepRefreshTokens',
    intervalMs: 12 * HOUR,
    lockKey: LOCKS.refreshTokenSweep,
    run: (database) => sweepExpiredRefreshTokens(database.orm),
  },
  {
    // Paid highlights whose time is over: the ad goes back to the free plan.
    name: 'payments.endHighlights',
    intervalMs: 10 * MINUTE,
    lockKey: LOCKS.highlightExpiry,
    run: (database) => endDueHighlights(database.orm),
  },
  {
    // Unread messages for 15 minutes that no open stream showed: one e-mail per conversation a day.
    name: 'messages.unreadEmails',
    intervalMs: 5 * MINUTE,
    lockKey: LOCKS.messageEmails,
    run: (database, { mail }) => (mail ? sendUnreadMessageEmails(database.orm, mail) : Promise.resolve(0)),
  },
  {
    // Payments left pending (Pagar pressed, never finished) are canceled: they are no sale.
    name: 'payments.cancelAbandoned',
    intervalMs: 10 * MINUTE,
    lockKey: LOCKS.paymentAbandon,
    run: (database, { paymentPendingTtlMinutes }) => cancelAbandonedPayments(database.orm, paymentPendingTtlMinutes),
  },
  {
    // Ads' main pictures stored without their 1200x630 link-preview JPEG get one, a few a run.
    name: 'ads.previewCards',
    intervalMs: 10 * MINUTE,
    lockKey: LOCKS.adCards,
    run: (database, { storage }) => addMissingCards(database.orm, storage),
  },
  {
    // Pix codes and boletos past their end without payment are canceled (PAYMENT_FAILED).
    name: 'payments.expireCharges',
    intervalMs: MINUTE,
    lockKey: LOCKS.paymentChargeExpiry,
    run: (database) => expireCharges(database.orm),
  },
  {
    // Ads that became visible (queued by the database) matched against the saved searches: the
    // matches recorded once, instant alerts notified. Every few seconds: the alert is meant live.
    name: 'savedSearches.match',
    intervalMs: 3 * SECOND,
    lockKey: LOCKS.savedSearchMatch,
    run: (database) => matchQueuedAds(database.orm),
  },
  {
    // From 8h Brasília time, one e-mail a day per search with the daily alert and new ads.
    name: 'savedSearches.dailyDigest',
    intervalMs: 10 * MINUTE,
    lockKey: LOCKS.savedSearchDigest,
    run: (database, { mail }) =>
      mail?.secret ? sendSavedSearchDigests(database.orm, { ...mail, secret: mail.secret }) : Promise.resolve(0),
  },
  {
    // Uploads a crash left behind (lib/media.ts), on the disk or in the bucket: objects nothing
    // names are removed after an hour, staged files a committed row names are published.
    name: 'media.janitor',
    intervalMs: HOUR,
    lockKey: LOCKS.mediaJanitor,
    run: (database, { storage }) => sweepMediaFiles(database, storage),
  },
];

/** Runs a job once under its lock: its result, or null when another process holds the lock. */
export function runJob<T>(
  database: Database,
  job: Pick<Job, 'lockKey'> & { run(database: Database, context: JobContext): Promise<T> },
  context: JobContext = NO_CONTEXT,
) {
  return database.withLock(job.lockKey, () => job.run(database, context), { wait: false });
}

/**
 * Starts the jobs when the app is ready and stops them when it closes. Tests build apps with
 * enabled=false (NODE_ENV=test) and call runJob themselves.
 */
export function registerJobs(
  app: FastifyInstance,
  { enabled, jobs = JOBS, context = NO_CONTEXT }: { enabled: boolean; jobs?: readonly Job[]; context?: JobContext },
) {
  if (!enabled) return;
  const timers: NodeJS.Timeout[] = [];
  // Runs under way when the app closes are waited for: none ends after close() has resolved.
  const running = new Set<Promise<unknown>>();
  let closing = false;
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      const tick = () => {
        if (closing) return;
        const run: Promise<unknown> = runJob(app.db, job, context)
          .catch((err: unknown) => app.log.error({ err, job: job.name }, `falha no job ${job.name}`))
          .finally(() => running.delete(run));
        running.add(run);
      };
      tick();
      timers.push(setInterval(tick, job.intervalMs).unref());
    }
  });
  app.addHook('onClose', async () => {
    closing = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...running]);
  });
}
