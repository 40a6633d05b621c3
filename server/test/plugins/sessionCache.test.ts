import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import type { App } from '../../src/lib/types';
import { registerUser, uniqueIp } from '../support/accounts';
import { createTestDatabase, createUser, TEST_ENGINE, type TestDatabase } from '../support/app';

// The session cache (plugins/auth.ts, migration 0068): each process keeps a member's session row a
// moment instead of reading it before every request, and every change of it (password, deactivation,
// privileges, deletion) drops it on every process: on the process that wrote before its write
// resolves, on the others within a moment. A long TTL here, so that only a notice can explain a
// refused token.
const TTL_MS = 5000;
const NEW_PASSWORD = 'Girafa-Trombone-Caneca-77';

/** A database whose session reads are counted and, while `hold` is set, answered only when it resolves. */
function counting(database: Database) {
  const probe = {
    reads: 0,
    hold: null as Promise<void> | null,
    /** Called when a session read got its row from the database (before any hold). */
    onRead: null as (() => void) | null,
  };
  const query = async (text: string, params?: unknown[]) => {
    const rows = await database.query(text, params);
    if (/ from users where id = \$1$/.test(text)) {
      probe.reads++;
      probe.onRead?.();
      if (probe.hold) await probe.hold;
    }
    return rows;
  };
  return { probe, database: { ...database, query: query as Database['query'] } };
}

async function startApp(database: Database, config: Config): Promise<App> {
  const app = await buildApp({ config, database, logger: false });
  app.get('/api/v1/test/me/', { onRequest: app.auth.required }, async (req) => req.user);
  app.get('/api/v1/test/staff/', { onRequest: app.auth.staff }, async () => ({ ok: true }));
  await app.ready();
  // The listener up: from here on rows are kept, and only a notice (or the TTL) drops them.
  await app.auth.sessions.ready();
  return app;
}

describe('session cache: a member’s row is kept a moment, and every change of it is seen at once', () => {
  let testDb: TestDatabase;
  let tmpDir: string;
  let first: App;
  let second: App;
  let probe: ReturnType<typeof counting>['probe'];
  let secondProbe: ReturnType<typeof counting>['probe'];
  let sql: Database['query'];

  before(async () => {
    tmpDir = mkdtempSync(path.join(os.tmpdir(), 'tribo-test-'));
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: tmpDir },
      { jwtSecret: randomBytes(32).toString('hex'), sessionCacheMs: TTL_MS },
    );
    testDb = await createTestDatabase();
    sql = (text, params) => testDb.database.query(text, params);
    const a = counting({ ...testDb.database, close: async () => undefined });
    probe = a.probe;
    first = await startApp(a.database, config);
    // Another server process: on PostgreSQL its own pool and listener on the same database; PGlite
    // belongs to one process, so there the second app shares the instance (and hears its notices).
    const other =
      TEST_ENGINE === 'postgres'
        ? await openDatabase({ url: testDb.url!, poolSize: 3 })
        : { ...testDb.database, close: async () => undefined };
    const b = counting(other);
    secondProbe = b.probe;
    second = await startApp(b.database, config);
  });
  after(async () => {
    await second.close();
    await first.close();
    await testDb.destroy();
    rmSync(tmpDir, { recursive: true, force: true });
  });

  const me = (app: App, headers: { authorization: string }) => app.inject({ url: '/api/v1/test/me/', headers });
  const status = async (app: App, headers: { authorization: string }, url = '/api/v1/test/me/') =>
    (await app.inject({ url, headers })).statusCode;

  /** POST /api/v1/users/me/password/ on the first process. */
  const changePassword = (m: { headers: { authorization: string }; password: string }) =>
    first.inject({
      method: 'POST',
      url: '/api/v1/users/me/password/',
      headers: m.headers,
      remoteAddress: uniqueIp(),
      payload: { current_password: m.password, new_password: NEW_PASSWORD, new_password_confirm: NEW_PASSWORD },
    });

  /** Until the other process hears the notice; returns how long it took. */
  const eventually = async (check: () => Promise<boolean>) => {
    const began = Date.now();
    while (Date.now() - began < TTL_MS - 1000) {
      if (await check()) return Date.now() - began;
      await new Promise((r) => setTimeout(r, 10));
    }
    assert.fail('the other process never saw the change before the TTL');
  };

  test('a kept row answers without reading the users table', async () => {
    const u = await createUser(first);
    const v = await createUser(first);
    const before = probe.reads;
    for (let i = 0; i < 5; i++) assert.equal((await me(first, u.headers)).json().id, u.id);
    assert.equal(probe.reads - before, 1, 'one read for five requests');
    const [x, y] = await Promise.all([me(first, v.headers), me(first, v.headers)]);
    assert.deepEqual([x.statusCode, y.statusCode], [200, 200]);
    assert.equal(probe.reads - before, 2, 'concurrent misses share one read; each member has their own row');
  });

  test('on the process that wrote, a change refuses the old token at once, whatever made it', async () => {
    // A password change through the API.
    const m = await registerUser(first);
    assert.equal(await status(first, m.headers), 200);
    const changed = await changePassword(m);
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(await status(first, m.headers), 401, 'the token from before the change');
    assert.equal(await status(first, { authorization: `Bearer ${changed.json().access}` }), 200);

    // SQL by hand on this process's pool: a new generation, a deactivation, staff rights taken away.
    const u = await createUser(first, { isStaff: true });
    for (const url of ['/api/v1/test/me/', '/api/v1/test/staff/']) {
      assert.equal(await status(first, u.headers, url), 200);
    }
    const kept = probe.reads;
    assert.equal(await status(first, u.headers, '/api/v1/test/staff/'), 200);
    assert.equal(probe.reads, kept, 'served from the cache');
    await sql('update users set is_staff = false where id = $1', [u.id]);
    assert.equal(await status(first, u.headers, '/api/v1/test/staff/'), 403);
    assert.equal(await status(first, u.headers), 200);
    await sql('update users set token_version = token_version + 1 where id = $1', [u.id]);
    assert.equal(await status(first, u.headers), 401);
    const w = await createUser(first);
    assert.equal(await status(first, w.headers), 200);
    await sql('update users set is_active = false where id = $1', [w.id]);
    assert.equal(await status(first, w.headers), 401);

    // The account's deletion through the API.
    const d = await registerUser(first);
    assert.equal(await status(first, d.headers), 200);
    const del = await first.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/',
      headers: d.headers,
      remoteAddress: uniqueIp(),
      payload: { password: d.password },
    });
    assert.equal(del.statusCode, 204, del.body);
    assert.equal(await status(first, d.headers), 401);
  });

  test('on another process, a password change or a deactivation refuses the old token within a moment', async () => {
    const m = await registerUser(first);
    assert.equal(await status(second, m.headers), 200);
    const kept = secondProbe.reads;
    assert.equal(await status(second, m.headers), 200);
    assert.equal(secondProbe.reads, kept, 'kept by the other process');
    const changed = await changePassword(m);
    assert.equal(changed.statusCode, 200, changed.body);
    const took = await eventually(async () => (await status(second, m.headers)) === 401);
    assert.ok(took < 1000, `seen after ${took} ms`);
    assert.equal(await status(second, { authorization: `Bearer ${changed.json().access}` }), 200);

    const u = await createUser(first);
    assert.equal(await status(second, u.headers), 200);
    assert.equal(await status(second, u.headers), 200);
    await sql('update users set is_active = false where id = $1', [u.id]);
    await eventually(async () => (await status(second, u.headers)) === 401);
  });

  test('a read that started before a change is answered but never kept', async () => {
    const u = await createUser(first);
    let release!: () => void;
    probe.hold = new Promise<void>((r) => (release = r));
    const read = new Promise<void>((r) => (probe.onRead = r));
    const pending = me(first, u.headers);
    await read; // the database answered with the row as it was
    probe.onRead = null;
    await sql('update users set token_version = token_version + 1 where id = $1', [u.id]);
    probe.hold = null;
    release();
    assert.equal((await pending).statusCode, 200, 'it read before the change');
    assert.equal(await status(first, u.headers), 401, 'what it read was not kept');
  });

  test('a notice drops the member it names; an empty one drops every member', async () => {
    const u = await createUser(first);
    const v = await createUser(first);
    await status(first, u.headers);
    await status(first, v.headers);
    const kept = probe.reads;
    await sql(`select pg_notify('session_changed', $1)`, [String(u.id)]);
    await status(first, u.headers);
    await status(first, v.headers);
    assert.equal(probe.reads - kept, 1, 'only the named member is read again');
    await sql(`select pg_notify('session_changed', '')`);
    await status(first, u.headers);
    await status(first, v.headers);
    assert.equal(probe.reads - kept, 3);
  });
});
