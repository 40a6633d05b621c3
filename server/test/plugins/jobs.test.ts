import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../../src/db/client';
import { LOCKS } from '../../src/db/locks';
import { registerDb } from '../../src/plugins/db';
import { JOBS, registerJobs, runJob, type Job } from '../../src/plugins/jobs';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../support/app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A bare app as server.ts would build it, with only the db decorator and the jobs plugin. */
async function appWithJobs(database: Database, jobs: Job[]): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerDb(app, database, { closeOnExit: false });
  registerJobs(app, { enabled: true, jobs });
  await app.ready();
  return app;
}

describe('plugins/jobs', () => {
  let testDb: TestDatabase;
  before(async () => {
    testDb = await createTestDatabase({ seed: false });
  });
  after(async () => testDb.destroy());

  test('every job has a name, an interval and its own lock key from db/locks.ts', () => {
    const keys = Object.values(LOCKS);
    assert.equal(new Set(keys).size, keys.length, 'no two uses share a lock key');
    assert.equal(new Set(JOBS.map((j) => j.name)).size, JOBS.length);
    assert.equal(new Set(JOBS.map((j) => j.lockKey)).size, JOBS.length);
    // A minute at least, but the saved searches' matching, whose "Na hora" alert is meant live
    // (it takes its lock and reads an empty queue in well under a millisecond).
    const LIVE = new Set(['savedSearches.match']);
    for (const job of JOBS) {
      assert.ok(job.intervalMs >= (LIVE.has(job.name) ? 1_000 : 60_000), job.name);
      assert.ok((keys as number[]).includes(job.lockKey), `${job.name} takes a key listed in LOCKS`);
    }
  });

  test('a job runs when the app is ready, again every interval, and stops when the app closes', async () => {
    let runs = 0;
    const app = await appWithJobs(testDb.database, [
      { name: 'test.tick', intervalMs: 40, lockKey: 990001, run: async () => runs++ },
    ]);
    await sleep(150);
    await app.close();
    assert.ok(runs >= 2, `ran at start and on its interval (${runs})`);
    const stopped = runs;
    await sleep(120);
    assert.equal(runs, stopped, 'no run after close');
  });

  test('a failing run is logged and the next one still happens', async () => {
    let runs = 0;
    const app = await appWithJobs(testDb.database, [
      {
        name: 'test.failing',
        intervalMs: 30,
        lockKey: 990002,
        run: async () => {
          runs++;
          throw new Error('falhou');
        },
      },
    ]);
    await sleep(100);
    await app.close();
    assert.ok(runs >= 2, `kept running after a failure (${runs})`);
  });

  test(
    'two app instances on one database: a job never runs twice at once',
    { skip: TEST_ENGINE !== 'postgres' && 'PGlite belongs to one process: nothing to lock against' },
    async () => {
      // A second connection pool on the same database stands for a second server process.
      const other = await openDatabase({ url: testDb.url!, poolSize: 2 });
      let running = 0;
      let overlapped = false;
      let runs = 0;
      const job: Job = {
        name: 'test.slow',
        intervalMs: 60_000,
        lockKey: 990003,
        run: async () => {
          running++;
          if (running > 1) overlapped = true;
          runs++;
          await sleep(300);
          running--;
        },
      };
      const [a, b] = await Promise.all([appWithJobs(testDb.database, [job]), appWithJobs(other, [job])]);
      await sleep(400);
      await Promise.all([a.close(), b.close()]);
      await other.close();
      assert.equal(overlapped, false);
      assert.equal(runs, 1, 'the instance that found the lock taken skipped its turn');

      // Directly: while one holds the lock, the other's runJob answers null at once.
      let release!: () => void;
      const held = runJob(testDb.database, {
        lockKey: 990004,
        run: () => new Promise<string>((resolve) => (release = () => resolve('done'))),
      });
      await sleep(50);
      const second = await openDatabase({ url: testDb.url!, poolSize: 1 });
      const skipped = await runJob(second, { lockKey: 990004, run: async () => 'ran' });
      release();
      assert.equal(skipped, null);
      assert.equal(await held, 'done');
      assert.equal(await runJob(second, { lockKey: 990004, run: async () => 'ran' }), 'ran', 'free again afterwards');
      await second.close();
    },
  );
});
