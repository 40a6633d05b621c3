import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { openDatabase } from '../../../src/db/client';
import type { App } from '../../../src/lib/types';
import { registerUser, uniqueIp } from '../../support/accounts';
import { createTestDatabase, createUser, TEST_ENGINE, type TestDatabase, type TestUser } from '../../support/app';

// A suspension ends the member's sessions at once on every server process: the staff suspend on one
// process while the member's requests go to another, which keeps session rows for a long moment
// here (SESSION_CACHE_MS), so only the cross-process notice (migration 0068) can explain the 401.
const TTL_MS = 30_000;

describe('a suspension ends the member’s sessions on every process', () => {
  let testDb: TestDatabase;
  let tmpDir: string;
  let first: App;
  let second: App;
  let staff: TestUser;

  before(async () => {
    tmpDir = mkdtempSync(path.join(os.tmpdir(), 'tribo-test-'));
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: tmpDir },
      { jwtSecret: randomBytes(32).toString('hex'), sessionCacheMs: TTL_MS },
    );
    testDb = await createTestDatabase();
    first = await buildApp({ config, database: { ...testDb.database, close: async () => undefined }, logger: false });
    await first.ready();
    // Another server process: on PostgreSQL its own pool and listener on the same database; PGlite
    // belongs to one process, so there the second app shares the instance (and hears its notices).
    const other =
      TEST_ENGINE === 'postgres'
        ? await openDatabase({ url: testDb.url!, poolSize: 3 })
        : { ...testDb.database, close: async () => undefined };
    second = await buildApp({ config, database: other, logger: false });
    await second.ready();
    await Promise.all([first.auth.sessions.ready(), second.auth.sessions.ready()]);
    staff = await createUser(first, { isStaff: true });
  });
  after(async () => {
    await second.close();
    await first.close();
    await testDb.destroy();
    rmSync(tmpDir, { recursive: true, force: true });
  });

  test('the access token and the refresh token stop working on the other process; sign-in says why', async () => {
    const member = await registerUser(second);
    const me = () => second.inject({ url: '/api/v1/users/me/', headers: member.headers });
    assert.equal((await me()).statusCode, 200, 'the session row is now kept by the second process');

    const ban = await first.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${member.id}/ban/`,
      headers: staff.headers,
      payload: { reason: 'Golpe confirmado.' },
    });
    assert.equal(ban.statusCode, 200, ban.body);

    const began = Date.now();
    let status = 200;
    while (Date.now() - began < TTL_MS / 3) {
      status = (await me()).statusCode;
      if (status === 401) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    assert.equal(status, 401, 'the second process refused the token long before its cached row would expire');

    const refresh = await second.inject({
      method: 'POST',
      url: '/users/token/refresh/',
      remoteAddress: uniqueIp(),
      payload: { refresh: member.refresh },
    });
    assert.equal(refresh.statusCode, 401);
    const signIn = await second.inject({
      method: 'POST',
      url: '/api/v1/token/',
      remoteAddress: uniqueIp(),
      payload: { email: member.email, password: member.password },
    });
    assert.equal(signIn.statusCode, 403);
    assert.equal(signIn.json().error, 'Conta suspensa. Fale com o suporte.');
  });
});
