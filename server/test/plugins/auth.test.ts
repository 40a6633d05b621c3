import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { randomBytes } from 'node:crypto';
import { createTestDatabase, createUser, type TestDatabase } from '../support/app';
import type { App } from '../../src/lib/types';

describe('auth plugin: bearer access tokens', () => {
  let app: App;
  let testDb: TestDatabase;
  const configSecret = randomBytes(32).toString('hex');

  before(async () => {
    testDb = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { jwtSecret: configSecret });
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

  test("a visitor gets 401 before any validation of a signed-in route's input (no 400 that describes it)", async () => {
    const cases = [
      { method: 'GET' as const, url: '/api/v1/core/notifications/?page=abc&page_size=-1' },
      { method: 'POST' as const, url: '/api/v1/tribes/corrida/members/abc/promote/', payload: {} },
      { method: 'PUT' as const, url: '/api/v1/users/me/', payload: { email: 7 } },
      { method: 'POST' as const, url: '/api/v1/payments/', payload: { ad_slug: 1 } },
      { method: 'GET' as const, url: '/api/v1/admin/settings/' },
      { method: 'POST' as const, url: '/api/v1/ads/ads/x/vote/', payload: { vote_type: 'talvez' } },
      { method: 'GET' as const, url: '/api/v1/ads/ads/mine/?page=zero' },
    ];
    for (const c of cases) {
      const r = await app.inject(c);
      assert.equal(r.statusCode, 401, `${c.method} ${c.url}: ${r.body}`);
      assert.equal(r.json().code, 'not_authenticated', c.url);
    }
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

  test('a token of an earlier session generation is refused at once, also on optional routes', async () => {
    const u = await createUser(app);
    const bearer = async (version?: number) =>
      `Bearer ${(await app.auth.signer.sign(u.id, 'access', version === undefined ? {} : { version })).token}`;
    const me = (authorization: string) => app.inject({ url: '/api/v1/test/me/', headers: { authorization } });
    assert.equal((await me(u.bearer)).statusCode, 200);
    await testDb.database.query('update users set token_version = token_version + 1 where id = $1', [u.id]);
    for (const url of ['/api/v1/test/me/', '/api/v1/test/maybe/']) {
      const r = await app.inject({ url, headers: u.headers });
      assert.equal(r.statusCode, 401, url);
      assert.deepEqual(r.json(), {
        error: 'Sua sessão expirou ou é inválida. Entre novamente.',
        code: 'token_not_valid',
      });
    }
    // Same second, new generation: works. Neither an older nor a newer generation than the row's does.
    assert.equal((await me(await bearer(1))).statusCode, 200);
    assert.equal((await me(await bearer(0))).statusCode, 401);
    assert.equal((await me(await bearer(2))).statusCode, 401);
  });

  test('a token without the generation claim counts as generation 0; a malformed claim is refused', async () => {
    const { SignJWT } = await import('jose');
    const u = await createUser(app);
    const now = Math.floor(Date.now() / 1000);
    const make = (claims: Record<string, unknown>) =>
      new SignJWT({ typ: 'access', ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(u.id))
        .setIssuer('tribo-api')
        .setAudience('tribo-spa')
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .setJti(crypto.randomUUID())
        .sign(new TextEncoder().encode(configSecret));
    const me = async (token: string) =>
      (await app.inject({ url: '/api/v1/test/me/', headers: { authorization: `Bearer ${token}` } })).statusCode;
    assert.equal(await me(await make({})), 200);
    for (const ver of [-1, 1.5, '0', null]) assert.equal(await me(await make({ ver })), 401, String(ver));
    await testDb.database.query('update users set token_version = 1 where id = $1', [u.id]);
    assert.equal(await me(await make({})), 401);
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
