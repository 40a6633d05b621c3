import sharp from 'sharp';
import { AppError } from './errors';

/**
 * Image work (decode, resize, encode) is CPU- and memory-heavy: unbounded, six uploads of two
 * 9 MB photos took the process past 800 MB and stalled every other request. Here IMAGE_WORKERS
 * images are processed at a time (one: a two-core machine keeps a core for requests), each by
 * one libvips thread with libvips' cache off; up to IMAGE_QUEUE more wait their turn, and past
 * that an upload is told at once to try again (503) instead of piling up memory.
 */
export const IMAGE_WORKERS = 1;
export const IMAGE_QUEUE = 16;

sharp.concurrency(1);
sharp.cache(false);

let active = 0;
/** Jobs waiting for a slot; a finishing job hands its slot to the first. */
const queue: Array<() => void> = [];

export const imagesBusy = () =>
  new AppError(503, 'service_unavailable', 'Muitas imagens sendo processadas agora. Tente novamente em instantes.');

/** Runs image work in one of the pool's slots; a 503 when the queue is full. */
export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (active < IMAGE_WORKERS) active += 1;
  else if (queue.length >= IMAGE_QUEUE) throw imagesBusy();
  else await new Promise<void>((resolve) => queue.push(resolve));
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  }
}

/** How many images are being processed and waiting (for tests and health). */
export function imagePoolState() {
  return { busy: active, waiting: queue.length };
}
