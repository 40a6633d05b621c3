import { after, before, describe, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../../support/app';
import { registerUser, signIn, STRONG_PASSWORD, uniqueIp } from '../../support/accounts';
import { createRequire } from 'node:module';
import { TERMS_VERSION } from '../../../src/modules/users/terms';

/** The module object itself (what the server's import reads at call time), so a spy replaces its export. */
const argon2 = createRequire(__filename)('@node-rs/argon2') as typeof import('@node-rs/argon2');

describe('accounts: registration, tokens, refresh, revoke, me', () => {
  let t: TestApp;

  before(async () => {
    t = await buildTestApp();
  });
  after(async () => {
    await t.close();
  });

  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/register/', remoteAddress: uniqueIp(), payload });

  test('registration creates the account and returns access, refresh and the user', async () => {
    const res = await register({
      username: 'Joana.Dark',
      email: 'Joana@Exemplo.com.br',
      password: STRONG_PASSWORD,
      password_confirm: STRONG_PASSWORD,
      first_name: 'Joana',
      last_name: 'Dark',
    });
    assert.equal(res.statusCode, 201, res.body);
    const body = res.json();
    assert.ok(body.access && body.refresh);
    assert.equal(body.user.username, 'Joana.Dark');
    assert.equal(body.user.email, 'joana@exemplo.com.br');
    assert.equal(body.user.is_staff, false);
    assert.equal(body.user.avatar, null);
    assert.equal(body.user.has_password, true);
    const [row] = await t.database.query<{ password_hash: string }>('select password_hash from users where id = $1', [
      body.user.id,
    ]);
    assert.match(row.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // LGPD: the account records the terms version its owner accepted on the form, and when.
    const [terms] = await t.database.query<{ terms_version: string; accepted: boolean }>(
      `select terms_version, terms_accepted_at between now() - interval '1 minute' and now() as accepted
         from users where id = $1`,
      [body.user.id],
    );
    assert.deepEqual({ ...terms }, { terms_version: TERMS_VERSION, accepted: true });
    const exported = await t.app.inject({
      url: '/api/v1/users/me/export/',
      headers: { authorization: `Bearer ${body.access}` },
    });
    assert.equal(exported.json().user.terms_version, TERMS_VERSION);
    assert.ok(exported.json().user.terms_accepted_at);
    // the welcome notification is written in the registration's transaction
    const notes = await t.database.query<{ type: string; title: string; link: string }>(
      'select type, title, link from notifications where user_id = $1',
      [body.user.id],
    );
    assert.deepEqual(
      notes.map((n) => [n.type, n.title, n.link]),
      [['GENERAL_ANNOUNCEMENT', 'Bem-vindo à Tribo!', '/profile']],
    );
    const me = await t.app.inject({ url: '/api/v1/users/me/', headers: { authorization: `Bearer ${body.access}` } });
    assert.equal(me.statusCode, 200);
    assert.equal(me.json().username, 'Joana.Dark');
  });

  test('duplicate username with different case and duplicate e-mail are field errors', async () => {
    await registerUser(t.app, { username: 'Carlos_Silva', email: 'carlos@exemplo.com.br' });
    const res = await register({
      username: 'carlos_silva',
      email: 'CARLOS@exemplo.com.br',
      password: STRONG_PASSWORD,
      password_confirm: STRONG_PASSWORD,
    });
    assert.equal(res.statusCode, 400);
    const body = res.json();
    assert.equal(body.code, 'validation_error');
    assert.deepEqual(body.fields.username, ['Este nome de usuário já está em uso.']);
    assert.deepEqual(body.fields.email, ['Já existe uma conta com este e-mail.']);
  });

  test('mismatched confirmation, bad username and missing fields are reported per field in pt-BR', async () => {
    const res = await register({
      username: 'a b',
      email: 'nova@exemplo.com.br',
      password: STRONG_PASSWORD,
      password_confirm: STRONG_PASSWORD + 'x',
    });
    assert.equal(res.statusCode, 400);
    const { fields } = res.json();
    assert.deepEqual(fields.password_confirm, ['As senhas não coincidem.']);
    assert.match(fields.username[0], /3 a 30 caracteres/);
    const missing = await register({ username: 'semsenha' });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json().fields.email, ['Este campo é obrigatório.']);
    assert.deepEqual(missing.json().fields.password, ['Este campo é obrigatório.']);
    const [{ n }] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from users where email = 'nova@exemplo.com.br'",
    );
    assert.equal(n, 0);
  });

  test('two simultaneous registrations of one username: one account, one pt-BR field error', async () => {
    const payload = (email: string) => ({
      username: 'Corrida',
      email,
      password: STRONG_PASSWORD,
      password_confirm: STRONG_PASSWORD,
      invite_token: null,
    });
    const [a, b] = await Promise.all([
      register(payload('corrida1@exemplo.com.br')),
      register({ ...payload('corrida2@exemplo.com.br'), username: 'CORRIDA', invite_token: '' }),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [201, 400]);
    const failed = a.statusCode === 400 ? a : b;
    assert.deepEqual(failed.json().fields.username, ['Este nome de usuário já está em uso.']);
    const [{ n }] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from users where lower(username) = 'corrida'",
    );
    assert.equal(n, 1);
    const [{ r }] = await t.database.query<{ r: number }>(
      "select count(*)::int as r from refresh_tokens rt join users u on u.id = rt.user_id where u.email like 'corrida%'",
    );
    assert.equal(r, 1, 'nada pela metade');
  });

  test('an unknown or expired invite token is a field error; a valid one is recorded', async () => {
    const bad = await register({
      username: 'convidado1',
      email: 'convidado1@exemplo.com.br',
      password: STRONG_PASSWORD,
      password_confirm: STRONG_PASSWORD,
      invite_token: 'nao-existe',
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().fields.invite_token, ['Convite inválido ou expirado.']);
    await t.database.query("insert into invitations (token, expires_at) values ('velho', now() - interval '1 hour')");
    await t.database.query("insert into invitations (token, expires_at) values ('valido', now() + interval '1 day')");
    const expired = await register({
      username: 'convidado1',
      email: 'convidado1@exemplo.com.br',
      password: STRONG_PASSWORD,
      password_confirm: STRONG_PASSWORD,
      invite_token: 'velho',
    });
    assert.equal(expired.statusCode, 400);
    const ok = await registerUser(t.app, { username: 'convidado2', invite_token: 'valido' });
    const rows = await t.database.query<{ token: string }>(
      'select token from invitation_redemptions where user_id = $1',
      [ok.id],
    );
    assert.deepEqual(
      rows.map((r) => r.token),
      ['valido'],
    );
  });

  test('sign-in: wrong e-mail and wrong password get the same 401 message; inactive users cannot sign in', async () => {
    const u = await registerUser(t.app);
    const tokens = await signIn(t.app, { email: u.email.toUpperCase(), password: u.password });
    assert.ok(tokens.access && tokens.refresh);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/',
      remoteAddress: uniqueIp(),
      payload: { email: u.email, password: 'outra-senha-qualquer' },
    });
    const wrongEmail = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/',
      remoteAddress: uniqueIp(),
      payload: { email: 'ninguem@exemplo.com.br', password: 'outra-senha-qualquer' },
    });
    assert.equal(wrongPassword.statusCode, 401);
    assert.equal(wrongEmail.statusCode, 401);
    assert.deepEqual(wrongPassword.json(), wrongEmail.json());
    assert.equal(wrongPassword.json().error, 'E-mail ou senha incorretos.');
    await t.database.query('update users set is_active = false where id = $1', [u.id]);
    const inactive = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/',
      remoteAddress: uniqueIp(),
      payload: { email: u.email, password: u.password },
    });
    assert.equal(inactive.statusCode, 401);
    assert.deepEqual(inactive.json(), wrongEmail.json());
  });

  test('sign-in does the same argon2 work for an unknown e-mail as for a wrong password', async () => {
    const u = await registerUser(t.app);
    // Counts argon2 verifications (the work an attacker could time) instead of timing them: the
    // count does not depend on how busy the machine is.
    const verified: string[] = [];
    const real = argon2.verify;
    const spy = mock.method(argon2, 'verify', (hashed: string, password: string) => {
      verified.push(hashed);
      return real(hashed, password);
    });
    try {
      const attempt = async (email: string) => {
        verified.length = 0;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/token/',
          remoteAddress: uniqueIp(),
          payload: { email, password: 'senha-errada-123' },
        });
        return { status: res.statusCode, message: res.json().detail as string, hashes: [...verified] };
      };
      const unknown = await attempt('ninguem@exemplo.com.br');
      const known = await attempt(u.email);
      assert.equal(unknown.status, 401);
      assert.equal(known.status, 401);
      assert.equal(unknown.message, known.message);
      assert.equal(known.hashes.length, 1, 'a wrong password costs one argon2 verification');
      assert.equal(unknown.hashes.length, 1, 'an unknown e-mail costs one argon2 verification too');
      // Against a real argon2id hash with the same parameters, not a cheaper one.
      const params = (h: string) => h.split('$').slice(1, 4).join('$');
      assert.equal(params(unknown.hashes[0]), params(known.hashes[0]));
      assert.notEqual(unknown.hashes[0], known.hashes[0]);
    } finally {
      spy.mock.restore();
    }
  });

  test('tokens carry typ, iss, aud, exp and jti; access lives 15 minutes, refresh 14 days', async () => {
    const u = await registerUser(t.app);
    const decode = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
    const a = decode(u.access);
    const r = decode(u.refresh);
    assert.equal(a.typ, 'access');
    assert.equal(r.typ, 'refresh');
    for (const c of [a, r]) {
      assert.equal(c.iss, 'tribo-api');
      assert.equal(c.aud, 'tribo-spa');
      assert.ok(c.jti);
    }
    assert.equal(a.exp - a.iat, 15 * 60);
    assert.equal(r.exp - r.iat, 14 * 24 * 3600);
    const [row] = await t.database.query<{ user_id: string }>('select user_id from refresh_tokens where jti = $1', [
      r.jti,
    ]);
    assert.equal(Number(row.user_id), u.id);
  });

  test('refresh answers a new access and a new refresh token; revoked, expired or malformed refresh gives 401', async () => {
    const u = await registerUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/users/token/refresh/', payload: { refresh: u.refresh } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(Object.keys(res.json()).sort(), ['access', 'refresh']);
    assert.notEqual(res.json().refresh, u.refresh);
    const me = await t.app.inject({
      url: '/api/v1/users/me/',
      headers: { authorization: `Bearer ${res.json().access}` },
    });
    assert.equal(me.statusCode, 200);

    // an access token is not a refresh token
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/users/token/refresh/',
      payload: { refresh: u.access },
    });
    assert.equal(wrongType.statusCode, 401);
    const malformed = await t.app.inject({ method: 'POST', url: '/users/token/refresh/', payload: { refresh: 'abc' } });
    assert.equal(malformed.statusCode, 401);
    const expired = (await t.app.auth.signer.sign(u.id, 'refresh', { ttlSeconds: -5 })).token;
    const exp = await t.app.inject({ method: 'POST', url: '/users/token/refresh/', payload: { refresh: expired } });
    assert.equal(exp.statusCode, 401);
    // signed but never stored (not issued by sign-in)
    const unknown = (await t.app.auth.signer.sign(u.id, 'refresh')).token;
    const unk = await t.app.inject({ method: 'POST', url: '/users/token/refresh/', payload: { refresh: unknown } });
    assert.equal(unk.statusCode, 401);

    const revoke = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/revoke/',
      payload: { refresh: u.refresh },
    });
    assert.equal(revoke.statusCode, 204);
    for (const refresh of [u.refresh, res.json().refresh]) {
      const after = await t.app.inject({ method: 'POST', url: '/users/token/refresh/', payload: { refresh } });
      assert.equal(after.statusCode, 401, 'logout ends the whole session, its rotated token too');
      assert.equal(after.json().code, 'token_not_valid');
    }
    const forged = await t.app.inject({ method: 'POST', url: '/api/v1/token/revoke/', payload: { refresh: 'x.y.z' } });
    assert.equal(forged.statusCode, 401);
  });

  test('a session issued under an earlier generation cannot be refreshed, even if its token was never revoked', async () => {
    // What a sign-in racing a password change leaves behind: its tokens were issued under the old
    // generation and its refresh token was stored after the change revoked the others.
    const u = await registerUser(t.app);
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/users/token/refresh/', payload: { refresh: token } });
    assert.equal((await refresh(u.refresh)).statusCode, 200);
    await t.database.query('update users set token_version = token_version + 1 where id = $1', [u.id]);
    const old = await refresh(u.refresh);
    assert.equal(old.statusCode, 401);
    assert.equal(old.json().code, 'token_not_valid');
    // a sign-in under the new generation refreshes, and its access token works
    const fresh = await signIn(t.app, { email: u.email, password: u.password });
    const renewed = await refresh(fresh.refresh);
    assert.equal(renewed.statusCode, 200, renewed.body);
    const me = await t.app.inject({
      url: '/api/v1/users/me/',
      headers: { authorization: `Bearer ${renewed.json().access}` },
    });
    assert.equal(me.statusCode, 200);
  });

  test('refresh stops working when the account is deactivated', async () => {
    const u = await registerUser(t.app);
    await t.database.query('update users set is_active = false where id = $1', [u.id]);
    const res = await t.app.inject({ method: 'POST', url: '/users/token/refresh/', payload: { refresh: u.refresh } });
    assert.equal(res.statusCode, 401);
  });

  test('GET me needs a token and returns every documented field', async () => {
    assert.equal((await t.app.inject({ url: '/api/v1/users/me/' })).statusCode, 401);
    const u = await registerUser(t.app);
    const res = await t.app.inject({ url: '/api/v1/users/me/', headers: u.headers });
    const body = res.json();
    for (const key of [
      'id',
      'username',
      'email',
      'first_name',
      'last_name',
      'avatar',
      'bio',
      'phone',
      'whatsapp',
      'state_code',
      'city',
      'is_staff',
      'is_superuser',
      'date_joined',
    ]) {
      assert.ok(key in body, key);
    }
    assert.ok(!('password_hash' in body) && !('password' in body));
  });

  test('PUT me (JSON) changes own fields only, never privileges or e-mail', async () => {
    const u = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/',
      headers: u.headers,
      payload: {
        first_name: '  Ana  ',
        bio: 'Diarista em Campinas.',
        phone: '(19) 99999-0000',
        state_code: 'sp',
        city: 'Campinas',
        show_phone: true,
        is_staff: true,
        is_superuser: true,
        email: 'outro@exemplo.com.br',
        email_verified: true,
        id: 999,
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.first_name, 'Ana');
    assert.equal(body.state_code, 'SP');
    assert.equal(body.city, 'Campinas');
    assert.equal(body.show_phone, true);
    assert.equal(body.phone, '+5519999990000');
    assert.equal(body.is_staff, false);
    assert.equal(body.is_superuser, false);
    assert.equal(body.email, u.email);
    assert.equal(body.email_verified, false);
    assert.equal(body.id, u.id);
  });

  test('PUT me validates: taken username, unknown state, bad phone', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/',
      headers: b.headers,
      payload: { username: a.username.toUpperCase(), state_code: 'XX' },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().fields.username, ['Este nome de usuário já está em uso.']);
    assert.ok(res.json().fields.state_code);
    const phone = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/',
      headers: b.headers,
      payload: { phone: 'ligue <script>' },
    });
    assert.equal(phone.statusCode, 400);
    assert.ok(phone.json().fields.phone);
    const notBrazilian = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/',
      headers: b.headers,
      payload: { whatsapp: '1234-5678', city: 'Recife' },
    });
    assert.equal(notBrazilian.statusCode, 400);
    assert.equal(notBrazilian.json().code, 'validation_error');
    assert.deepEqual(notBrazilian.json().fields.whatsapp, [
      'Informe um telefone do Brasil com DDD, como (11) 98765-4321.',
    ]);
    const unchanged = await t.app.inject({ url: '/api/v1/users/me/', headers: b.headers });
    assert.equal(unchanged.json().city, '', 'nothing half-written');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/',
      headers: b.headers,
      payload: { username: 'novo.nome-ok' },
    });
    assert.equal(renamed.json().username, 'novo.nome-ok');
  });
});
