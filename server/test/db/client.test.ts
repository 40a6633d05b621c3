import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { CUSTOM_PLAN, openDatabase, type Database } from '../../src/db/client';
import { rows } from '../../src/db/rows';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../support/app';

describe(
  'db/client: statements prepared once per PostgreSQL connection',
  { skip: TEST_ENGINE !== 'postgres' && 'PostgreSQL only (PGlite has no connections to prepare on)' },
  () => {
    let testDb: TestDatabase;
    let one: Database;
    before(async () => {
      testDb = await createTestDatabase({ seed: false });
      // One connection, so the prepared statements seen are this pool's own.
      one = await openDatabase({ url: testDb.url!, poolSize: 1 });
    });
    after(async () => {
      await one.close();
      await testDb.destroy();
    });

    const prepared = async () =>
      (await one.query<{ statement: string }>('select statement from pg_prepared_statements')).map((r) => r.statement);

    test('a parameterised statement (Drizzle or raw) is prepared once and answers right every time', async () => {
      for (const n of [1, 2, 3, 4, 5, 6, 7]) {
        const [r] = await rows<{ v: number }>(one.orm, sql`select ${n}::int * 2 as v`);
        assert.equal(r.v, n * 2);
        const [q] = await one.query<{ v: number }>('select $1::int + 1 as v', [n]);
        assert.equal(q.v, n + 1);
      }
      const statements = await prepared();
      assert.equal(statements.filter((s) => s.includes('* 2 as v')).length, 1);
      assert.equal(statements.filter((s) => s.includes('+ 1 as v')).length, 1);
    });

    test('a statement marked CUSTOM_PLAN and one without parameters are not kept', async () => {
      await rows(one.orm, sql`${sql.raw(CUSTOM_PLAN)} select ${'x'}::text as marked`);
      await one.query('select 42 as unparameterised');
      const statements = await prepared();
      assert.ok(!statements.some((s) => s.includes('as marked')));
      assert.ok(!statements.some((s) => s.includes('unparameterised')));
    });

    test('onStatement is told each statement, Drizzle or raw, with its parameters and whether it is prepared', async () => {
      const told: { text: string; params: unknown[]; prepared: boolean }[] = [];
      const hooked = await openDatabase({ url: testDb.url!, poolSize: 1, onStatement: (s) => told.push(s) });
      try {
        told.length = 0;
        const [r] = await rows<{ hooked: number }>(hooked.orm, sql`select ${21}::int * 2 as hooked`);
        assert.equal(r.hooked, 42);
        await hooked.query('select $1::text as hooked_raw', ['x']);
        await rows(hooked.orm, sql`${sql.raw(CUSTOM_PLAN)} select ${'y'}::text as hooked_custom`);
        await hooked.query('select 7 as hooked_plain');
        const seen = told.filter((s) => s.text.includes('hooked'));
        assert.deepEqual(
          seen.map((s) => [s.text.replace(/.*select /s, ''), s.params, s.prepared]),
          [
            ['$1::int * 2 as hooked', [21], true],
            ['$1::text as hooked_raw', ['x'], true],
            ['$1::text as hooked_custom', ['y'], false],
            ['7 as hooked_plain', [], false],
          ],
        );
      } finally {
        await hooked.close();
      }
    });

    test('inside a transaction the same statements work (the transaction holds its connection)', async () => {
      const v = await one.orm.transaction(async (tx) => {
        const [a] = await rows<{ v: number }>(tx, sql`select ${20}::int * 2 as v`);
        return a.v;
      });
      assert.equal(v, 40);
    });
  },
);

describe(
  'db/client: listen with `pooled` hears this process’s own writes before they resolve',
  { skip: TEST_ENGINE !== 'postgres' && 'PostgreSQL only (PGlite delivers on its own instance, in line)' },
  () => {
    let testDb: TestDatabase;
    let db: Database;
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    before(async () => {
      testDb = await createTestDatabase({ seed: false });
      db = await openDatabase({ url: testDb.url!, poolSize: 3 });
      process.on('warning', onWarning);
    });
    after(async () => {
      process.off('warning', onWarning);
      await db.close();
      await testDb.destroy();
    });

    test('on every connection (opened before the listen), in a transaction and without', async () => {
      // The three connections open (and idle) before the listen.
      await Promise.all([1, 2, 3].map(() => db.query('select pg_sleep(0.02)')));
      const [{ n }] = await db.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where application_name = 'tribo' and datname = current_database()",
      );
      assert.ok(n >= 3, `${n} connections`);
      const heard: string[] = [];
      const unlisten = await db.listen('pooled_test', (payload) => heard.push(payload), { pooled: true });
      try {
        // Queries sent at once (pipelined on the connections) while the channel is heard.
        await Promise.all([1, 2, 3, 4, 5, 6].map((n) => db.query('select $1::int as n', [n])));
        for (let i = 0; i < 6; i++) {
          await Promise.all([1, 2, 3].map(() => db.query('select pg_sleep(0.01)')));
          await db.query(`select pg_notify('pooled_test', $1)`, [`q${i}`]);
          assert.ok(heard.includes(`q${i}`), `q${i}: heard when the write resolved`);
          await db.orm.transaction(async (tx) => {
            await tx.execute(sql`select pg_notify('pooled_test', ${`t${i}`})`);
          });
          assert.ok(heard.includes(`t${i}`), `t${i}: heard when the commit resolved`);
        }
      } finally {
        await unlisten();
      }
      assert.deepEqual(
        warnings.filter((w) => /already executing a query/.test(w)),
        [],
        'no query waited queued behind a LISTEN',
      );
    });
  },
);

describe(
  'db/client: listen on PostgreSQL holds a dedicated connection that comes back after a drop',
  { skip: TEST_ENGINE !== 'postgres' && 'PostgreSQL only (PGlite delivers in process)' },
  () => {
    let testDb: TestDatabase;
    let db: Database;
    before(async () => {
      testDb = await createTestDatabase({ seed: false });
      db = await openDatabase({ url: testDb.url!, poolSize: 2 });
    });
    after(async () => {
      await db.close();
      await testDb.destroy();
    });

    const listeners = async () =>
      (
        await db.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and query = 'listen "dropped_test"'`,
        )
      ).map((r) => r.pid);
    const notifyAndWait = async (heard: string[], payload: string) => {
      await db.query(`select pg_notify('dropped_test', $1)`, [payload]);
      for (let i = 0; i < 50 && !heard.includes(payload); i++) await new Promise((r) => setTimeout(r, 100));
    };

    test('its connection terminated, it LISTENs again on a new one; unlisten closes it', async () => {
      const heard: string[] = [];
      const unlisten = await db.listen('dropped_test', (payload) => heard.push(payload));
      try {
        await notifyAndWait(heard, 'before');
        assert.deepEqual(heard, ['before']);
        const [pid] = await listeners();
        assert.ok(pid, 'a connection LISTENs on the channel');
        await db.query('select pg_terminate_backend($1)', [pid]);
        // Back within the retry delay (2 s) on another connection.
        let again: number[] = [];
        for (let i = 0; i < 50 && !(again = await listeners()).some((p) => p !== pid); i++)
          await new Promise((r) => setTimeout(r, 100));
        assert.ok(
          again.some((p) => p !== pid),
          'a new connection LISTENs',
        );
        await notifyAndWait(heard, 'after');
        assert.deepEqual(heard, ['before', 'after']);
      } finally {
        await unlisten();
      }
      assert.deepEqual(await listeners(), [], 'unlisten closed the connection');
    });
  },
);
