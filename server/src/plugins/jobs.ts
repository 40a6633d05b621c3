import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { LOCKS } from '../db/locks';
import { expireDueAds } from '../modules/ads/ads.jobs';
import { sweepExpiredRefreshTokens } from '../modules/users/users.jobs';

const MINUTE = 60 * 1000;
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
  run(database: Database): Promise<unknown>;
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
];

/** Runs a job once under its lock: its result, or null when another process holds the lock. */
export function runJob<T>(database: Database, job: Pick<Job, 'lockKey'> & { run(database: Database): Promise<T> }) {
  return database.withLock(job.lockKey, () => job.run(database), { wait: false });
}

/**
 * Starts the jobs when the app is ready and stops them when it closes. Tests build apps with
 * enabled=false (NODE_ENV=test) and call runJob themselves.
 */
export function registerJobs(
  app: FastifyInstance,
  { enabled, jobs = JOBS }: { enabled: boolean; jobs?: readonly Job[] },
) {
  if (!enabled) return;
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      const tick = () =>
        runJob(app.db, job).catch((err: unknown) => app.log.error({ err, job: job.name }, `falha no job ${job.name}`));
      void tick();
      timers.push(setInterval(tick, job.intervalMs).unref());
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
