import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { createAdsRepository } from './ads.repository';

/**
 * Ad page views, counted in memory and written in batches: a page read writes nothing to the
 * database. The rule stays the database's: one view per viewer (member, else the browser's
 * anonymous key) per ad per day, never the owner's (the service does not record those). A visit
 * learns from its own query whether this viewer was counted within the day (`seen`); an unseen
 * viewer is queued here (once per batch) and a flush — every FLUSH_MS, and when the app closes —
 * sends the whole batch in one statement that records each pair unless the day has not passed
 * (another process may have queued the same pair) and adds what it counted to each ad. So the stored count is exact with any number of
 * processes; what an answer shows is the stored count plus this process's views still queued.
 */
export const VIEWS_FLUSH_MS = 1000;

/** A batch bigger than this is written at once instead of waiting for the timer. */
const MAX_BATCH = 5000;
/** Failed writes of a batch in a row before it is dropped (and logged as an error). */
const MAX_FAILURES = 5;

export interface ViewRecorder {
  /** Queues a view; returns how many views of this ad this process holds unwritten (with this one). */
  record(adId: number, viewer: string): number;
  /** This process's views of the ad not yet written. */
  pending(adId: number): number;
  /** Writes every queued view now. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is queued. */
  close(): Promise<void>;
}

/** Every live recorder, so tests can write the queued views before reading the table. */
const live = new Set<ViewRecorder>();

/** Writes the queued views of every app in this process (tests). */
export async function flushPendingViews(): Promise<void> {
  await Promise.all([...live].map((r) => r.flush()));
}

export function createViewRecorder(
  db: Db,
  { flushMs = VIEWS_FLUSH_MS, log }: { flushMs?: number; log?: FastifyBaseLogger } = {},
): ViewRecorder {
  const repo = createAdsRepository(db);
  let queue = new Map<number, Set<string>>();
  let size = 0;
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (!size) return writing;
    const batch = queue;
    queue = new Map();
    size = 0;
    const adIds: number[] = [];
    const viewers: string[] = [];
    for (const [adId, set] of batch) {
      for (const viewer of set) {
        adIds.push(adId);
        viewers.push(viewer);
      }
    }
    // One batch at a time, in order. A batch that fails (the database away, a deadlock with another
    // process's batch) goes back to the queue for the next turn; after a few failures in a row it is dropped.
    writing = writing.then(() =>
      repo.countViews(adIds, viewers).then(
        () => {
          failures = 0;
        },
        (err: unknown) => {
          failures++;
          if (failures > MAX_FAILURES) {
            log?.error({ err, views: adIds.length }, 'visualizações: lote descartado após várias falhas');
            failures = 0;
            return;
          }
          log?.warn({ err, views: adIds.length }, 'visualizações: não foi possível gravar o lote; nova tentativa');
          adIds.forEach((adId, i) => add(adId, viewers[i]));
        },
      ),
    );
    return writing;
  }

  function add(adId: number, viewer: string): number {
    let set = queue.get(adId);
    if (!set) queue.set(adId, (set = new Set()));
    if (!set.has(viewer)) {
      set.add(viewer);
      size++;
      if (size >= MAX_BATCH) void flush();
      else if (!timer && !closed) timer = setTimeout(() => void flush(), flushMs).unref();
    }
    return set.size;
  }

  const recorder: ViewRecorder = {
    record: add,
    pending: (adId) => queue.get(adId)?.size ?? 0,
    flush,
    async close() {
      closed = true;
      live.delete(recorder);
      await flush();
      // A batch that failed and came back gets one more try before the database closes.
      await flush();
    },
  };
  live.add(recorder);
  return recorder;
}
