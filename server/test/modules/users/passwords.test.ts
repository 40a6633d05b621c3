import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../../support/app';
import { registerUser, signIn, STRONG_PASSWORD, uniqueIp } from '../../support/accounts';
import { checkPasswordPolicy, getCommonPasswords } from '../../../src/modules/users/passwords';

describe('password policy', () => {
  test('ships the 10,000 most common passwords', () => {
    const set = getCommonPasswords();
    assert.ok(set.size >= 10_000, String(set.size));
    for (const p of ['123456', 'password', 'qwerty', 'iloveyou', 'senha123', 'flamengo']) assert.ok(set.has(p), p);
  });

  test('length 8..128 (code points), common passwords and similarity to the account are refused', () => {
    assert.deepEqual(checkPasswordPolicy(STRONG_PASSWORD, { username: 'maria', email: 'maria@exemplo.com.br' }), []);
    assert.match(checkPasswordPolicy('Ab1!xyz')[0], /pelo menos 8 caracteres/);
    assert.match(checkPasswordPolicy('a'.repeat(129))[0], /no máximo 128 caracteres/);
    assert.deepEqual(checkPasswordPolicy('ção'.repeat(3)), []); // 9 code points
    assert.deepEqual(checkPasswordPolicy('password1'), [
      'Esta senha é muito comum. Escolha uma senha menos previsível.',
    ]);
    assert.deepEqual(checkPasswordPolicy('Baseball'), [
      'Esta senha é muito comum. Escolha uma senha menos previsível.',
    ]);
    assert.deepEqual(checkPasswordPolicy('mariasilva', { username: 'maria.silva' }), [
      'A senha é muito parecida com o nome de usuário.',
    ]);
    assert.deepEqual(checkPasswordPolicy('joaopedro1', { email: 'joaopedro@exemplo.com.br' }), [
      'A senha é muito parecida com o e-mail.',
    ]);
  });
});

describe('accounts: password rules, rate limits, password reset', () => {
  let t: TestApp;
  const outbox = () => path.join(t.config.dataDir, 'outbox');

  before(async () => {
    t = await buildTestApp();
  });
  after(async () => {
    await t.close();
  });

  async function waitForMail(count: number): Promise<string[]> {
    for (let i = 0; i < 500; i++) {
      let files: string[] = [];
      try {
        files = readdirSync(outbox()).sort();
      } catch {
        files = [];
      }
      if (files.length >= count) return files.map((f) => readFileSync(path.join(outbox(), f), 'utf8'));
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`esperava ${count} e-mails na caixa de saída`);
  }

  /** The reset link from an .eml (quoted-printable soft breaks undone). */
  function resetLink(eml: string): { uid: string; token: string } {
    const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const m = /\/reset-password-confirm\/([A-Za-z0-9_-]+)\/([0-9a-z]+-[A-Za-z0-9_-]+)/.exec(text);
    assert.ok(m, 'link de redefinição no e-mail');
    return { uid: m[1], token: m[2] };
  }

  /** POST /api/v1/users/me/password/ with the new password typed twice. */
  function changePassword(headers: { authorization: string }, current: string, next: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/password/',
      headers,
      payload: { current_password: current, new_password: next, new_password_confirm: next },
    });
  }

  const me = (headers: { authorization: string }) => t.app.inject({ url: '/api/v1/users/me/', headers });

  /** Asks for a reset link by e-mail and reads it from the outbox. */
  async function requestResetLink(email: string): Promise<{ uid: string; token: string }> {
    const before = readdirSync(outbox()).length;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/password-reset/',
      remoteAddress: uniqueIp(),
      payload: { email },
    });
    const mails = await waitForMail(before + 1);
    return resetLink(mails[mails.length - 1]);
  }

  test('registration with a common password is refused with a pt-BR field error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register/',
      remoteAddress: uniqueIp(),
      payload: {
        username: 'comum',
        email: 'comum@exemplo.com.br',
        password: 'iloveyou',
        password_confirm: 'iloveyou',
      },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().fields.password, ['Esta senha é muito comum. Escolha uma senha menos previsível.']);
  });

  test('the 11th sign-in attempt from one IP gets 429 with a pt-BR message', async () => {
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/token/',
        remoteAddress: ip,
        payload: { email: `tentativa${i}@exemplo.com.br`, password: 'qualquer-coisa' },
      });
      codes.push(res.statusCode);
      if (i === 10) {
        assert.equal(res.json().code, 'rate_limited');
        assert.match(res.json().error, /^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/);
        assert.ok(Number(res.headers['retry-after']) > 0);
      }
    }
    assert.deepEqual(codes, [...Array(10).fill(401), 429]);
  });

  test('10 failed sign-ins on one account from one address lock that address only: the member gets in from another', async () => {
    const u = await registerUser(t.app);
    const attacker = uniqueIp();
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/token/',
        remoteAddress: attacker,
        payload: { email: u.email, password: 'senha-errada-000' },
      });
      assert.equal(res.statusCode, 401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/',
      remoteAddress: attacker,
      payload: { email: u.email.toUpperCase(), password: u.password },
    });
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().code, 'rate_limited');
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/',
      remoteAddress: uniqueIp(),
      payload: { email: u.email, password: u.password },
    });
    assert.equal(member.statusCode, 200, 'a stranger cannot lock the member out');
  });

  test('guessing spread over many addresses stops at the per-e-mail ceiling (100 an hour)', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 100; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/token/',
        remoteAddress: uniqueIp(),
        payload: { email: u.email, password: `senha-errada-${i}` },
      });
      assert.equal(res.statusCode, 401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/',
      remoteAddress: uniqueIp(),
      payload: { email: u.email, password: u.password },
    });
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().code, 'rate_limited');
  });

  test('registration: the 6th from one IP within an hour gets 429', async () => {
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/register/',
        remoteAddress: ip,
        payload: { username: `limite${i}`, email: `limite${i}@exemplo.com.br`, password: 'x', password_confirm: 'y' },
      });
      codes.push(res.statusCode);
    }
    assert.deepEqual(codes, [400, 400, 400, 400, 400, 429]);
  });

  test('password reset: same answer for known and unknown e-mails, mail only for the known one', async () => {
    const u = await registerUser(t.app, { first_name: 'Lia' });
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/password-reset/',
      remoteAddress: uniqueIp(),
      payload: { email: u.email },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/password-reset/',
      remoteAddress: uniqueIp(),
      payload: { email: 'nao-existe@exemplo.com.br' },
    });
    assert.equal(known.statusCode, 200);
    assert.equal(unknown.statusCode, 200);
    assert.deepEqual(known.json(), unknown.json());
    const mails = await waitForMail(1);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(readdirSync(outbox()).length, 1, 'só um e-mail');
    const mail = mails[0];
    assert.match(mail, new RegExp(`To: ${u.email}`));
    assert.match(mail, /Subject: =\?UTF-8\?|Subject: Redefini/);
    const { uid, token } = resetLink(mail);
    assert.match(mail.replace(/=\r?\n/g, ''), new RegExp(`${t.config.siteUrl}/reset-password-confirm/`));

    // mismatch and weak passwords are field errors and keep the link usable
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/password-reset/confirm/',
      payload: { uid, token, new_password: 'Nova-Senha-Forte-77', new_password_confirm: 'outra' },
    });
    assert.equal(mismatch.statusCode, 400);
    assert.deepEqual(mismatch.json().fields.new_password_confirm, ['As senhas não coincidem.']);
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/password-reset/confirm/',
      payload: { uid, token, new_password: 'password123', new_password_confirm: 'password123' },
    });
    assert.equal(common.statusCode, 400);
    assert.ok(common.json().fields.new_password);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/password-reset/confirm/',
      payload: { uid, token, new_password: 'Nova-Senha-Forte-77', new_password_confirm: 'Nova-Senha-Forte-77' },
    });
    assert.equal(ok.statusCode, 200, ok.body);
    // sessions from before the reset are gone
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/users/token/refresh/',
      payload: { refresh: u.refresh },
    });
    assert.equal(refresh.statusCode, 401);
    // the new password works, the old one does not
    await signIn(t.app, { email: u.email, password: 'Nova-Senha-Forte-77' });
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/',
      remoteAddress: uniqueIp(),
      payload: { email: u.email, password: u.password },
    });
    assert.equal(old.statusCode, 401);

    // single use: the same link again is refused
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/password-reset/confirm/',
      payload: { uid, token, new_password: 'Outra-Senha-Forte-88', new_password_confirm: 'Outra-Senha-Forte-88' },
    });
    assert.equal(reuse.statusCode, 400);
    assert.equal(reuse.json().code, 'invalid_reset_link');
    assert.equal(reuse.json().error, 'O link de redefinição de senha é inválido ou expirou. Solicite um novo.');
  });

  test('a tampered, foreign or expired reset token is refused', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { uid, token } = await requestResetLink(u.email);
    const body = (o: Record<string, string>) => ({
      uid,
      token,
      new_password: 'Nova-Senha-Forte-77',
      new_password_confirm: 'Nova-Senha-Forte-77',
      ...o,
    });
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const otherUid = Buffer.from(String(other.id)).toString('base64url');
    for (const payload of [
      body({ token: tampered }),
      body({ uid: otherUid }),
      body({ uid: '!!' }),
      body({ token: 'x' }),
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/password-reset/confirm/', payload });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().code, 'invalid_reset_link');
    }
    // an hour and a bit later
    const realNow = Date.now;
    Date.now = () => realNow() + 61 * 60 * 1000;
    try {
      const late = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/password-reset/confirm/',
        payload: body({}),
      });
      assert.equal(late.statusCode, 400);
      assert.equal(late.json().code, 'invalid_reset_link');
    } finally {
      Date.now = realNow;
    }
    const inTime = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/password-reset/confirm/',
      payload: body({}),
    });
    assert.equal(inTime.statusCode, 200);
  });

  test('password reset: 3 per hour per e-mail, 5 per hour per IP', async () => {
    const email = 'limite-reset@exemplo.com.br';
    const perEmail: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/password-reset/',
        remoteAddress: uniqueIp(),
        payload: { email },
      });
      perEmail.push(res.statusCode);
    }
    assert.deepEqual(perEmail, [200, 200, 200, 429]);
    const ip = uniqueIp();
    const perIp: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/password-reset/',
        remoteAddress: ip,
        payload: { email: `ip${i}@exemplo.com.br` },
      });
      perIp.push(res.statusCode);
    }
    assert.deepEqual(perIp, [200, 200, 200, 200, 200, 429]);
  });

  test('changing the password checks the current one and ends every session', async () => {
    const u = await registerUser(t.app);
    const second = await signIn(t.app, { email: u.email, password: u.password });
    const wrong = await changePassword(u.headers, 'errada-123456', 'Nova-Senha-Forte-77');
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json().fields.current_password, ['Senha incorreta.']);
    // The current password again is not a change: refused on the new one's field, no session ended.
    const same = await changePassword(u.headers, u.password, u.password);
    assert.equal(same.statusCode, 400);
    assert.deepEqual(same.json().fields, { new_password: ['A nova senha deve ser diferente da atual.'] });
    assert.equal((await me(second.headers)).statusCode, 200);
    const ok = await changePassword(u.headers, u.password, 'Nova-Senha-Forte-77');
    assert.equal(ok.statusCode, 200);
    for (const refresh of [u.refresh, second.refresh]) {
      const r = await t.app.inject({ method: 'POST', url: '/users/token/refresh/', payload: { refresh } });
      assert.equal(r.statusCode, 401);
    }
    await signIn(t.app, { email: u.email, password: 'Nova-Senha-Forte-77' });
  });

  test('after a password change, earlier access tokens are refused at once; the returned pair works', async () => {
    const u = await registerUser(t.app);
    const other = await signIn(t.app, { email: u.email, password: u.password });
    assert.equal((await me(other.headers)).statusCode, 200);
    const res = await changePassword(u.headers, u.password, 'Nova-Senha-Forte-77');
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.detail, 'Senha alterada com sucesso. Entre novamente nos outros dispositivos.');
    // Within the same second as the change: the 15-minute access tokens issued before it are dead...
    for (const headers of [u.headers, other.headers]) {
      const old = await me(headers);
      assert.equal(old.statusCode, 401);
      assert.deepEqual(old.json(), {
        error: 'Sua sessão expirou ou é inválida. Entre novamente.',
        code: 'token_not_valid',
      });
    }
    // ...and the pair the change returned keeps this device signed in.
    const fresh = await me({ authorization: `Bearer ${body.access}` });
    assert.equal(fresh.statusCode, 200);
    assert.equal(fresh.json().id, u.id);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/users/token/refresh/',
      payload: { refresh: body.refresh },
    });
    assert.equal(renewed.statusCode, 200);
    assert.equal((await me({ authorization: `Bearer ${renewed.json().access}` })).statusCode, 200);
    // A sign-in right after the change (same second) works too.
    const again = await signIn(t.app, { email: u.email, password: 'Nova-Senha-Forte-77' });
    assert.equal((await me(again.headers)).statusCode, 200);
    // A second change ends the first change's session as well.
    const twice = await changePassword(
      { authorization: `Bearer ${body.access}` },
      'Nova-Senha-Forte-77',
      'Outra-Senha-Forte-88',
    );
    assert.equal(twice.statusCode, 200, twice.body);
    assert.equal((await me({ authorization: `Bearer ${body.access}` })).statusCode, 401);
    assert.equal((await me(again.headers)).statusCode, 401);
    assert.equal((await me({ authorization: `Bearer ${twice.json().access}` })).statusCode, 200);
  });

  test('a refused password change ends no session', async () => {
    const u = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/password/',
      headers: u.headers,
      payload: { current_password: 'errada-123456', new_password: 'x', new_password_confirm: 'y' },
    });
    assert.equal(res.statusCode, 400);
    assert.equal((await t.app.inject({ url: '/api/v1/users/me/', headers: u.headers })).statusCode, 200);
    const r = await t.app.inject({ method: 'POST', url: '/users/token/refresh/', payload: { refresh: u.refresh } });
    assert.equal(r.statusCode, 200);
  });

  test('after a password reset, earlier access tokens are refused at once; a sign-in right after works', async () => {
    const u = await registerUser(t.app);
    const other = await signIn(t.app, { email: u.email, password: u.password });
    const { uid, token } = await requestResetLink(u.email);
    assert.equal((await me(u.headers)).statusCode, 200, 'pedir o link não encerra nada');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/password-reset/confirm/',
      payload: { uid, token, new_password: 'Nova-Senha-Forte-77', new_password_confirm: 'Nova-Senha-Forte-77' },
    });
    assert.equal(ok.statusCode, 200, ok.body);
    for (const headers of [u.headers, other.headers]) {
      const old = await me(headers);
      assert.equal(old.statusCode, 401);
      assert.equal(old.json().code, 'token_not_valid');
      assert.equal(old.json().error, 'Sua sessão expirou ou é inválida. Entre novamente.');
    }
    const fresh = await signIn(t.app, { email: u.email, password: 'Nova-Senha-Forte-77' });
    assert.equal((await me(fresh.headers)).statusCode, 200);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/users/token/refresh/',
      payload: { refresh: fresh.refresh },
    });
    assert.equal((await me({ authorization: `Bearer ${renewed.json().access}` })).statusCode, 200);
  });
});
