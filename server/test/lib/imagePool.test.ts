import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AppError } from '../../src/lib/errors';
import { IMAGE_QUEUE, IMAGE_WORKERS, imagePoolState, withImageSlot } from '../../src/lib/imagePool';

test('image work runs a bounded number at once, queues a bounded number, and refuses the rest with a pt-BR 503', async () => {
  const gates: Array<() => void> = [];
  let running = 0;
  let peak = 0;
  const job = () =>
    withImageSlot(async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise<void>((resolve) => gates.push(resolve));
      running -= 1;
      return 'ok';
    });
  const accepted = Array.from({ length: IMAGE_WORKERS + IMAGE_QUEUE }, job);
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(imagePoolState(), { busy: IMAGE_WORKERS, waiting: IMAGE_QUEUE });
  await assert.rejects(job(), (err: unknown) => {
    assert.ok(err instanceof AppError);
    assert.equal(err.statusCode, 503);
    assert.match(err.message, /Tente novamente em instantes/);
    return true;
  });
  // Let every accepted job finish, a gate at a time.
  while (gates.length || running) {
    gates.splice(0).forEach((open) => open());
    await new Promise((r) => setImmediate(r));
  }
  assert.deepEqual(
    await Promise.all(accepted),
    accepted.map(() => 'ok'),
  );
  assert.equal(peak, IMAGE_WORKERS);
  assert.deepEqual(imagePoolState(), { busy: 0, waiting: 0 });
});
