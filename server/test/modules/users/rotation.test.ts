import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeJwt } from 'jose';
import { buildTestApp, type TestApp } from '../../support/app';
import { registerUser, signIn, uniqueIp } from '../../support/accounts';

/** Refresh-token rotation with reuse detection (OAuth 2.0 Security BCP), on PGlite and PostgreSQL. */
describe('accounts: refresh tokens rotate on every use', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const refresh = (token: string, ip = '10.200.0.1') =>
    t.app.inject({ method: 'POST', url: '/users/token/refresh/', remoteAddress: ip, payload: { refresh: token } });
  const me = (access: string) =>
    t.app.inject({ url: '/api/v1/users/me/', headers: { authorization: `Bearer ${access}` } });

  test('each refresh spends the token and answers its successor, which keeps the absolute 14-day end', async () => {
    const u = await registerUser(t.app);
    const first = await refresh(u.refresh);
    assert.equal(first.statusCode, 200, first.body);
    const { access, refresh: next } = first.json();
    assert.equal((await me(access)).statusCode, 200);
    assert.notEqual(decodeJwt(next).jti, decodeJwt(u.refresh).jti);
    // The successor ends when the session's first token ends, not 14 days from now.
    assert.ok(Math.abs(Number(decodeJwt(next).exp) - Number(decodeJwt(u.refresh).exp)) <= 1);
    const second = await refresh(next);
    assert.equal(second.statusCode, 200);
    assert.ok(Math.abs(Number(decodeJwt(second.json().refresh).exp) - Number(decodeJwt(u.refresh).exp)) <= 1);
  });

  test('two tabs that refresh with the same token at once both carry on, with the same successor', async () => {
    const u = await registerUser(t.app);
    const [a, b] = await Promise.all([refresh(u.refresh), refresh(u.refresh)]);
    assert.equal(a.statusCode, 200, a.body);
    assert.equal(b.statusCode, 200, b.body);
    assert.equal(decodeJwt(a.json().refresh).jti, decodeJwt(b.json().refresh).jti);
    const later = await refresh(b.json().refresh);
    assert.equal(later.statusCode, 200, 'the family survives a race');
  });

  test('a spent token replayed after the grace revokes its whole family, and only that family', async () => {
    const u = await registerUser(t.app);
    const other = await signIn(t.app, { email: u.email, password: u.password });
    const rotated = await refresh(u.refresh);
    const successor = rotated.json().refresh as string;
    // The thief replays the spent token a minute later.
    await t.app.db.query(`update refresh_tokens set rotated_at = now() - interval '1 minute' where jti = $1`, [
      decodeJwt(u.refresh).jti,
    ]);
    const replay = await refresh(u.refresh);
    assert.equal(replay.statusCode, 401);
    assert.equal(replay.json().code, 'token_not_valid');
    const victim = await refresh(successor);
    assert.equal(victim.statusCode, 401, 'the successor dies with its family');
    const [{ live }] = await t.app.db.query<{ live: string | number }>(
      `select count(*) as live from refresh_tokens where family_id = $1 and revoked_at is null`,
      [decodeJwt(u.refresh).jti],
    );
    assert.equal(Number(live), 0);
    const elsewhere = await refresh(other.refresh);
    assert.equal(elsewhere.statusCode, 200, "the member's other session is untouched");
  });

  test('a spent token within the grace gets nothing once its successor was itself spent', async () => {
    const u = await registerUser(t.app);
    const one = (await refresh(u.refresh)).json().refresh as string;
    assert.equal((await refresh(one)).statusCode, 200);
    const stale = await refresh(u.refresh);
    assert.equal(stale.statusCode, 401, 'two generations back is a replay');
  });

  test('the refresh endpoint is rate-limited per address', async () => {
    const ip = uniqueIp();
    let last = 0;
    for (let i = 0; i < 301; i++) last = (await refresh('x.y.z', ip)).statusCode;
    assert.equal(last, 429);
  });
});
