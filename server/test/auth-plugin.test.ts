import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { randomBytes } from 'node:crypto';
import { createTestDatabase, createUser, type TestDatabase } from './support/app';
import type { App } from '../src/lib/types';

describe('auth plugin: bearer access tokens', () => {
  let app: App;
  let testDb: TestDatabase;

  before(async () => {
    testDb = await createTestDatabase();
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      { jwtSecret: randomBytes(32).toString('hex') },
    );
    app = await buildApp({ config, database: testDb.database, logger: false });
    app.get('/api/v1/test/me/', { preHandler: app.auth.required }, async (req) => req.user);
    app.get('/api/v1/test/maybe/', { preHandler: app.auth.optional }, async (req) => ({ user: req.user }));
    app.get('/api/v1/test/staff/', { preHandler: app.auth.staff }, async () => ({ ok: true }));
    await app.ready();
  });
  after(async () => {
    await app.close();
    await testDb.destroy();
  });

  test('no token: 401 on required, anonymous on optional', async () => {
    const r = await app.inject({ url: '/api/v1/test/me/' });
    assert.equal(r.statusCode, 401);
    assert.equal(r.json().code, 'not_authenticated');
    const o = await app.inject({ url: '/api/v1/test/maybe/' });
    assert.deepEqual(o.json(), { user: null });
  });

  test('a valid token identifies the user', async () => {
    const u = await createUser(app);
    const r = await app.inject({ url: '/api/v1/test/me/', headers: u.headers });
    assert.equal(r.statusCode, 200);
    assert.equal(r.json().id, u.id);
    assert.equal(r.json().username, u.username);
  });

  test('refresh tokens, tampered, expired and foreign tokens are refused with 401', async () => {
    const u = await createUser(app);
    const refresh = (await app.auth.signer.sign(u.id, 'refresh')).token;
    const expired = (await app.auth.signer.sign(u.id, 'access', { ttlSeconds: -10 })).token;
    const tampered = u.bearer.slice(0, -3) + 'abc';
    for (const h of [`Bearer ${refresh}`, `Bearer ${expired}`, tampered, 'Bearer x.y.z', 'Basic abc']) {
      const r = await app.inject({ url: '/api/v1/test/me/', headers: { authorization: h } });
      assert.equal(r.statusCode, 401, h.slice(0, 20));
      assert.equal(r.json().code, 'token_not_valid');
    }
  });

  test('an inactive user is refused', async () => {
    const u = await createUser(app, { isActive: false });
    const r = await app.inject({ url: '/api/v1/test/me/', headers: u.headers });
    assert.equal(r.statusCode, 401);
  });

  test('staff guard: 403 for members, 200 for staff and superusers', async () => {
    const member = await createUser(app);
    const staff = await createUser(app, { isStaff: true });
    const su = await createUser(app, { isSuperuser: true });
    assert.equal((await app.inject({ url: '/api/v1/test/staff/', headers: member.headers })).statusCode, 403);
    assert.equal((await app.inject({ url: '/api/v1/test/staff/', headers: staff.headers })).statusCode, 200);
    assert.equal((await app.inject({ url: '/api/v1/test/staff/', headers: su.headers })).statusCode, 200);
  });
});
