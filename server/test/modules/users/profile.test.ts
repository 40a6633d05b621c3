import { startBanner } from '../../../src/lib/banner';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../support/app';
import { registerUser, signIn, uniqueIp } from '../../support/accounts';
import { multipart } from '../../support/multipart';
import { DEFAULT_ADMIN_EMAIL, seedAdmin } from '../../../src/demo/users.seed';

/** Ads rows straight into the table of the ads feature's migration 0010 ([status, expires_at SQL]). */
async function insertAds(t: TestApp, ownerId: number, ads: Array<[string, string]>) {
  for (const [i, [status, expiresAt]] of ads.entries()) {
    await t.database.query(
      `insert into ads (slug, owner_id, category_id, title, description, state_code, city, status, expires_at)
       values ($1, $2, (select min(id) from categories), 'Anúncio de teste', 'Descrição longa o bastante do anúncio.',
               'SP', 'São Paulo', $3, ${expiresAt})`,
      [`teste-${ownerId}-${i}-${Date.now()}`, ownerId, status],
    );
  }
}

describe('accounts: public profiles, LGPD delete and export', () => {
  let t: TestApp;

  before(async () => {
    t = await buildTestApp();
  });
  after(async () => {
    await t.close();
  });

  test('a public profile shows public fields only, unless the member chose to show contacts', async () => {
    const u = await registerUser(t.app, { username: 'Perfil.Publico', first_name: 'Rita' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/',
      headers: u.headers,
      payload: { bio: 'Pintora', phone: '11 3333-4444', whatsapp: '11 98888-7777', state_code: 'RJ', city: 'Niterói' },
    });
    const res = await t.app.inject({ url: '/api/v1/users/profiles/perfil.publico/' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), [
      'active_ads_count',
      'avatar',
      'avatar_thumbnail',
      'bio',
      'city',
      'date_joined',
      'first_name',
      'rating',
      'state_code',
      'username',
    ]);
    assert.equal(body.username, 'Perfil.Publico');
    assert.equal(body.first_name, 'Rita');
    assert.equal(body.city, 'Niterói');
    assert.equal(body.active_ads_count, 0);

    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/',
      headers: u.headers,
      payload: { show_email: true, show_whatsapp: true },
    });
    const shown = (await t.app.inject({ url: '/api/v1/users/profiles/Perfil.Publico/' })).json();
    assert.equal(shown.email, u.email);
    assert.equal(shown.whatsapp, '+5511988887777');
    assert.ok(!('phone' in shown));
  });

  test('unknown and deactivated members are 404', async () => {
    assert.equal((await t.app.inject({ url: '/api/v1/users/profiles/ninguem-aqui/' })).statusCode, 404);
    const u = await registerUser(t.app);
    await t.database.query('update users set is_active = false where id = $1', [u.id]);
    const res = await t.app.inject({ url: `/api/v1/users/profiles/${u.username}/` });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error, 'Perfil não encontrado.');
  });

  test('active_ads_count counts only active, unexpired ads of the member', async () => {
    const u = await registerUser(t.app);
    assert.equal((await t.app.inject({ url: `/api/v1/users/profiles/${u.username}/` })).json().active_ads_count, 0);
    await insertAds(t, u.id, [
      ['active', "now() + interval '10 days'"],
      ['active', "now() + interval '1 hour'"],
      ['active', "now() - interval '1 day'"],
      ['paused', "now() + interval '10 days'"],
      ['removed', "now() + interval '10 days'"],
    ]);
    const res = await t.app.inject({ url: `/api/v1/users/profiles/${u.username}/` });
    assert.equal(res.json().active_ads_count, 2);
  });

  test('export gives every stored record of the member, without secrets, as a JSON download', async () => {
    const u = await registerUser(t.app, { first_name: 'Exportada' });
    await signIn(t.app, { email: u.email, password: u.password });
    const res = await t.app.inject({ url: '/api/v1/users/me/export/', headers: u.headers });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-disposition']), /^attachment; filename="tribo-meus-dados-.+\.json"$/);
    assert.match(String(res.headers['content-type']), /application\/json/);
    const body = res.json();
    assert.equal(body.user.email, u.email);
    assert.equal(body.user.first_name, 'Exportada');
    assert.ok(body.user.last_login);
    assert.equal(body.data.refresh_tokens.length, 2);
    assert.ok(body.data.refresh_tokens[0].expires_at);
    assert.deepEqual(
      body.data.notifications.map((n: { title: string }) => n.title),
      ['Bem-vindo à Tribo!'],
    );
    assert.ok(!res.body.includes('argon2'), 'sem hash de senha');
    assert.ok(!res.body.includes('"jti"'), 'sem identificadores de token');
    assert.ok(!res.body.includes(u.refresh));
    assert.equal((await t.app.inject({ url: '/api/v1/users/me/export/' })).statusCode, 401);
  });

  test('delete needs the password, then removes the account, its sessions, its files and linked rows', async () => {
    const u = await registerUser(t.app);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const form = multipart({}, { avatar: { filename: 'a.png', contentType: 'image/png', data: png } });
    const up = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/',
      headers: { ...u.headers, ...form.headers },
      payload: form.payload,
    });
    const avatarFile = path.join(t.config.mediaDir, new URL(up.json().avatar).pathname.replace('/media/', ''));
    assert.ok(existsSync(avatarFile));
    await insertAds(t, u.id, [['active', "now() + interval '10 days'"]]);
    // an image of that ad, as the ads feature stores it
    const adFile = path.join(t.config.mediaDir, 'ads', `teste-${u.id}-800.webp`);
    mkdirSync(path.dirname(adFile), { recursive: true });
    writeFileSync(adFile, png);
    await t.database.query(
      `insert into ad_images (ad_id, variants) select id, $2::jsonb from ads where owner_id = $1`,
      [u.id, JSON.stringify({ 800: `/media/ads/teste-${u.id}-800.webp` })],
    );

    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/',
      headers: u.headers,
      payload: { password: 'nao-e-essa-senha' },
    });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json().fields.password, ['Senha incorreta.']);

    const otherDevice = await signIn(t.app, { email: u.email, password: u.password });
    const ok = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/',
      headers: u.headers,
      payload: { password: u.password },
    });
    assert.equal(ok.statusCode, 204);
    // Every access token of the deleted account is refused at once, in the one error shape.
    for (const headers of [u.headers, otherDevice.headers]) {
      const gone = await t.app.inject({ url: '/api/v1/users/me/', headers });
      assert.equal(gone.statusCode, 401);
      assert.deepEqual(gone.json(), {
        error: 'Sua sessão expirou ou é inválida. Entre novamente.',
        code: 'token_not_valid',
      });
    }
    for (const table of ['users', 'refresh_tokens', 'ads']) {
      const column = table === 'users' ? 'id' : table === 'ads' ? 'owner_id' : 'user_id';
      const [{ n }] = await t.database.query<{ n: number }>(
        `select count(*)::int as n from ${table} where ${column} = $1`,
        [u.id],
      );
      assert.equal(n, 0, table);
    }
    assert.ok(!existsSync(avatarFile), 'foto removida');
    assert.ok(!existsSync(adFile), 'imagens dos anúncios removidas');
    assert.equal((await t.app.inject({ url: '/api/v1/users/me/', headers: u.headers })).statusCode, 401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/',
      remoteAddress: uniqueIp(),
      payload: { email: u.email, password: u.password },
    });
    assert.equal(login.statusCode, 401);
    // the e-mail and username are free again
    await registerUser(t.app, { username: u.username, email: u.email });
  });

  test('an account without password (Google) confirms deletion with EXCLUIR', async () => {
    const u = await registerUser(t.app);
    await t.database.query('update users set password_hash = null where id = $1', [u.id]);
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me/', headers: u.headers, payload: {} });
    assert.equal(missing.statusCode, 400);
    assert.ok(missing.json().fields.confirmation);
    const ok = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/',
      headers: u.headers,
      payload: { confirmation: 'excluir' },
    });
    assert.equal(ok.statusCode, 204);
  });
});

describe('accounts: first-start superuser', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(async () => {
    await t.close();
  });

  test('generated password is printed once, works, and a second start does nothing', async () => {
    const lines: string[] = [];
    const first = await seedAdmin(t.database, { seedAdminEmail: null, seedAdminPassword: null }, (l) => lines.push(l));
    assert.equal(first.created, true);
    assert.equal(first.email, DEFAULT_ADMIN_EMAIL);
    assert.ok(first.generatedPassword && first.generatedPassword.length >= 20);
    // server.ts shows it in the start banner (lib/banner.ts), this one time only.
    assert.deepEqual(lines, [], 'seedAdmin itself prints only warnings');
    const banner = startBanner({
      url: 'http://localhost:8000',
      data: '/d',
      admin: { email: first.email!, password: first.generatedPassword },
    });
    assert.ok(banner.includes(first.generatedPassword!));
    const tokens = await signIn(t.app, { email: DEFAULT_ADMIN_EMAIL, password: first.generatedPassword! });
    const me = (await t.app.inject({ url: '/api/v1/users/me/', headers: tokens.headers })).json();
    assert.equal(me.is_staff, true);
    assert.equal(me.is_superuser, true);

    const printedAgain: string[] = [];
    const second = await seedAdmin(
      t.database,
      { seedAdminEmail: 'outro@exemplo.com.br', seedAdminPassword: null },
      (l) => printedAgain.push(l),
    );
    assert.equal(second.created, false);
    assert.deepEqual(printedAgain, []);
    const [{ n }] = await t.database.query<{ n: number }>('select count(*)::int as n from users where is_superuser');
    assert.equal(n, 1);
  });
});

describe('accounts: first-start superuser from the environment', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(async () => {
    await t.close();
  });

  test('SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD create the superuser; the password is not printed', async () => {
    const lines: string[] = [];
    const res = await seedAdmin(
      t.database,
      { seedAdminEmail: 'Chefe@Tribo.com.br', seedAdminPassword: 'Chefe-Da-Tribo-2026!' },
      (l) => lines.push(l),
    );
    assert.equal(res.created, true);
    assert.equal(res.generatedPassword, undefined);
    assert.ok(!lines.join('\n').includes('Chefe-Da-Tribo-2026!'));
    const tokens = await signIn(t.app, { email: 'chefe@tribo.com.br', password: 'Chefe-Da-Tribo-2026!' });
    const me = (await t.app.inject({ url: '/api/v1/users/me/', headers: tokens.headers })).json();
    assert.equal(me.is_superuser, true);
    assert.equal(me.username, 'admin');
  });
});
