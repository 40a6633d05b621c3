import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload, type KeyLike } from 'jose';
import { buildTestApp, type TestApp } from '../../support/app';
import { registerUser, uniqueIp } from '../../support/accounts';
import { TERMS_VERSION } from '../../../src/modules/users/terms';

const CLIENT_ID = '1234567890-tribo.apps.googleusercontent.com';

describe('accounts: Google sign-in (POST /auth/callback/google/)', () => {
  let t: TestApp;
  let googleKey: KeyLike;
  let strangerKey: KeyLike;
  let seq = 0;

  before(async () => {
    // Google's key pair, played by a local one: the app receives its JWKS and never fetches.
    const pair = await generateKeyPair('RS256');
    googleKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' };
    t = await buildTestApp({ googleClientId: CLIENT_ID }, {}, { googleKeys: createLocalJWKSet({ keys: [jwk] }) });
  });
  after(async () => {
    await t.close();
  });

  async function idToken(
    claims: JWTPayload & { email?: string; email_verified?: boolean | string },
    opts: { key?: KeyLike; aud?: string; iss?: string; exp?: number | string; kid?: string } = {},
  ) {
    seq += 1;
    return new SignJWT({ email_verified: true, given_name: 'Ana', family_name: 'Lima', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'google-1', typ: 'JWT' })
      .setIssuer(opts.iss ?? 'https://accounts.google.com')
      .setAudience(opts.aud ?? CLIENT_ID)
      .setSubject(String(claims.sub ?? `10000000000000000${seq}`))
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? '1h')
      .sign(opts.key ?? googleKey);
  }

  const callback = (token: string) =>
    t.app.inject({ method: 'POST', url: '/auth/callback/google/', remoteAddress: uniqueIp(), payload: { token } });

  test('a first sign-in creates a verified account without password, username from the e-mail', async () => {
    const res = await callback(await idToken({ sub: 'g-ana', email: 'Ana.Lima@gmail.com' }));
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.ok(body.access && body.refresh);
    assert.equal(body.user.email, 'ana.lima@gmail.com');
    assert.equal(body.user.username, 'ana.lima');
    assert.equal(body.user.first_name, 'Ana');
    assert.equal(body.user.last_name, 'Lima');
    assert.equal(body.user.email_verified, true);
    assert.equal(body.user.has_password, false);
    // The button sits under the terms notice: the new account records the version accepted.
    const [terms] = await t.database.query<{ terms_version: string; at: string | null }>(
      'select terms_version, terms_accepted_at as at from users where id = $1',
      [body.user.id],
    );
    assert.equal(terms.terms_version, TERMS_VERSION);
    assert.ok(terms.at);
    const me = await t.app.inject({ url: '/api/v1/users/me/', headers: { authorization: `Bearer ${body.access}` } });
    assert.equal(me.statusCode, 200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/users/token/refresh/',
      payload: { refresh: body.refresh },
    });
    assert.equal(refresh.statusCode, 200);

    const again = await callback(await idToken({ sub: 'g-ana', email: 'ana.lima@gmail.com' }));
    assert.equal(again.json().user.id, body.user.id);
  });

  test('the derived username is made unique', async () => {
    await registerUser(t.app, { username: 'pedro', email: 'pedro@exemplo.com.br' });
    const res = await callback(await idToken({ sub: 'g-pedro', email: 'pedro@gmail.com' }));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().user.username, 'pedro2');
    const short = await callback(await idToken({ sub: 'g-x', email: 'jo@gmail.com' }));
    assert.match(short.json().user.username, /^[a-z0-9_.-]{3,30}$/);
  });

  test('links to the existing account with that e-mail; an unproven password stops working', async () => {
    const u = await registerUser(t.app, { email: 'link@exemplo.com.br' });
    const res = await callback(await idToken({ sub: 'g-link', email: 'LINK@exemplo.com.br' }));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().user.id, u.id);
    assert.equal(res.json().user.email_verified, true);
    const [row] = await t.database.query<{ google_sub: string }>('select google_sub from users where id = $1', [u.id]);
    assert.equal(row.google_sub, 'g-link');
    const old = await t.app.inject({ method: 'POST', url: '/users/token/refresh/', payload: { refresh: u.refresh } });
    assert.equal(old.statusCode, 401);
    // Whoever registered the address loses the session at once; the Google sign-in's works.
    const me = (access: string) =>
      t.app.inject({ url: '/api/v1/users/me/', headers: { authorization: `Bearer ${access}` } });
    assert.equal((await me(u.access)).statusCode, 401);
    assert.equal((await me(res.json().access)).statusCode, 200);
  });

  test('a token for another audience is refused', async () => {
    const res = await callback(
      await idToken({ email: 'aud@gmail.com' }, { aud: 'outro-app.apps.googleusercontent.com' }),
    );
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().code, 'google_token_invalid');
    assert.equal(res.json().error, 'Não foi possível confirmar o login com o Google. Tente novamente.');
    const [{ n }] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from users where email = 'aud@gmail.com'",
    );
    assert.equal(n, 0);
  });

  test('wrong issuer, expired, foreign key, unsigned and garbage tokens are refused', async () => {
    const bad = [
      await idToken({ email: 'a@gmail.com' }, { iss: 'https://evil.example.com' }),
      await idToken({ email: 'a@gmail.com' }, { exp: Math.floor(Date.now() / 1000) - 3600 }),
      await idToken({ email: 'a@gmail.com' }, { key: strangerKey }),
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"email":"a@gmail.com"}').toString('base64url')}.`,
      'nao-e-um-token',
    ];
    for (const token of bad) {
      const res = await callback(token);
      assert.equal(res.statusCode, 400, token.slice(0, 30));
      assert.equal(res.json().code, 'google_token_invalid');
    }
    // the short issuer form is Google's too
    const short = await callback(await idToken({ email: 'curto@gmail.com' }, { iss: 'accounts.google.com' }));
    assert.equal(short.statusCode, 200);
  });

  test('an unverified Google e-mail is refused; a deactivated account is refused', async () => {
    const res = await callback(await idToken({ email: 'naoverificado@gmail.com', email_verified: false }));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().code, 'google_email_not_verified');
    const u = await registerUser(t.app, { email: 'inativo@exemplo.com.br' });
    await t.database.query('update users set is_active = false where id = $1', [u.id]);
    const inactive = await callback(await idToken({ email: 'inativo@exemplo.com.br' }));
    assert.equal(inactive.statusCode, 403);
  });

  test('without GOOGLE_CLIENT_ID the endpoint answers 503 with a clear message (and RATE_LIMITS=false lifts limits)', async () => {
    const plain = await buildTestApp({}, { RATE_LIMITS: 'false' });
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/auth/callback/google/',
        payload: { token: await idToken({ email: 'x@gmail.com' }) },
      });
      assert.equal(res.statusCode, 503);
      assert.equal(res.json().error, 'O login com Google não está configurado neste servidor.');
      for (let i = 0; i < 12; i++) {
        const login = await plain.app.inject({
          method: 'POST',
          url: '/api/v1/token/',
          remoteAddress: '10.200.0.1',
          payload: { email: 'mesma@exemplo.com.br', password: 'qualquer-coisa' },
        });
        assert.equal(login.statusCode, 401);
      }
    } finally {
      await plain.close();
    }
  });

  test('the 21st callback from one IP within 15 minutes gets 429', async () => {
    const ip = uniqueIp();
    let last = 0;
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/callback/google/',
        remoteAddress: ip,
        payload: { token: 'x' },
      });
      last = res.statusCode;
      if (i < 20) assert.equal(res.statusCode, 400);
    }
    assert.equal(last, 429);
  });
});
