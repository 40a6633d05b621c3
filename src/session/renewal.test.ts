import { createLock } from './renewal';

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('createLock (the renewal lock)', () => {
  it('runs work one at a time, in the order it was queued', async () => {
    const lock = createLock();
    const events: string[] = [];
    const work = (name: string, ms: number) => async () => {
      events.push(`${name} start`);
      await later(ms);
      events.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([lock.runExclusive(work('a', 20)), lock.runExclusive(work('b', 1))]);
    expect(results).toEqual(['a', 'b']);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('a failure is returned to its caller and does not block the work queued after it', async () => {
    const lock = createLock();
    const failed = lock.runExclusive(async () => {
      throw new Error('recusado');
    });
    const next = lock.runExclusive(async () => 'depois');
    await expect(failed).rejects.toThrow('recusado');
    await expect(next).resolves.toBe('depois');
  });

  it('waitForUnlock resolves once the work queued so far is done', async () => {
    const lock = createLock();
    let done = false;
    void lock.runExclusive(async () => {
      await later(20);
      done = true;
    });
    await lock.waitForUnlock();
    expect(done).toBe(true);
  });
});
