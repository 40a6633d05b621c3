import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../../../src/app';
import { openDatabase } from '../../../src/db/client';
import type { App } from '../../../src/lib/types';
import { DEFAULT_SETTINGS, SETTINGS_CACHE_TTL_MS } from '../../../src/modules/settings/settings.service';
import { buildTestApp, createUser, TEST_ENGINE, type TestApp, type TestUser } from '../../support/app';

const URL_ADMIN = '/api/v1/admin/settings/';
const URL_PUBLIC = '/api/v1/core/settings/';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('settings: staff edit the site and carousel settings (admin), everyone reads them (core)', () => {
  let t: TestApp;
  let staff: TestUser;
  let member: TestUser;

  const publicSettings = async (app: App = t.app) => (await app.inject({ url: URL_PUBLIC })).json();
  const patch = (payload: unknown, user: TestUser | null = staff) =>
    t.app.inject({ method: 'PATCH', url: URL_ADMIN, payload: payload as object, headers: user ? user.headers : {} });

  before(async () => {
    t = await buildTestApp();
    staff = await createUser(t.app, { isStaff: true });
    member = await createUser(t.app);
  });
  after(() => t.close());

  test('visitors get 401, members 403 (before any validation), staff and superusers 200', async () => {
    assert.equal((await t.app.inject({ url: URL_ADMIN })).statusCode, 401);
    assert.equal((await patch({ ads_enabled: true }, null)).statusCode, 401);
    const refused = await t.app.inject({ url: URL_ADMIN, headers: member.headers });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, 'Acesso restrito à equipe da Tribo.');
    // A member learns nothing about the body's rules: 403, not 400.
    assert.equal((await patch({ hero_carousel: { interval_ms: 1 } }, member)).statusCode, 403);

    const got = await t.app.inject({ url: URL_ADMIN, headers: staff.headers });
    assert.equal(got.statusCode, 200);
    const body = got.json();
    assert.equal(body.contact_email, DEFAULT_SETTINGS.contact_email);
    assert.deepEqual(body.hero_carousel, DEFAULT_SETTINGS.hero_carousel);
    assert.ok(!Number.isNaN(Date.parse(body.updated_at)), 'the time of the last change');
    const superuser = await createUser(t.app, { isSuperuser: true });
    assert.equal((await t.app.inject({ url: URL_ADMIN, headers: superuser.headers })).statusCode, 200);
  });

  test('the public settings carry the carousel defaults: slide transition, pause on hover', async () => {
    const s = await publicSettings();
    assert.deepEqual(s.hero_carousel, {
      autoplay: true,
      interval_ms: 6000,
      transition: 'slide',
      show_arrows: true,
      show_indicators: true,
      pause_on_hover: true,
    });
    assert.deepEqual(Object.keys(s).sort(), [
      'ads_enabled',
      'contact_email',
      'hero_carousel',
      'maintenance_banner',
      'site_name',
      'social_profile_url',
      'whatsapp_greeting',
      'whatsapp_number',
    ]);
  });

  test('invalid values answer 400 naming each field, with pt-BR messages that say which one', async () => {
    const before = (await t.app.inject({ url: URL_ADMIN, headers: staff.headers })).json();
    const cases: Array<[unknown, string, RegExp]> = [
      [{ contact_email: 'contato@' }, 'contact_email', /e-mail de contato/],
      [{ whatsapp_number: '(11) 99999-9999' }, 'whatsapp_number', /WhatsApp só com dígitos, com DDI e DDD/],
      [{ whatsapp_number: '119999' }, 'whatsapp_number', /WhatsApp/],
      [{ whatsapp_number: '5501999999999' }, 'whatsapp_number', /no Brasil são 55, o DDD e o número/],
      [{ whatsapp_greeting: 'x'.repeat(301) }, 'whatsapp_greeting', /saudação do WhatsApp/],
      [{ social_profile_url: 'instagram.com/tribo' }, 'social_profile_url', /perfil na rede social/],
      [{ social_profile_url: 'javascript:alert(1)' }, 'social_profile_url', /http:\/\/ ou https:\/\//],
      [{ social_profile_url: 'https://semponto' }, 'social_profile_url', /perfil na rede social/],
      [{ hero_carousel: { interval_ms: 2999 } }, 'hero_carousel.interval_ms', /entre 3 e 9 segundos/],
      [{ hero_carousel: { interval_ms: 9001 } }, 'hero_carousel.interval_ms', /entre 3 e 9 segundos/],
      [{ hero_carousel: { interval_ms: 4500.5 } }, 'hero_carousel.interval_ms', /entre 3 e 9 segundos/],
      [{ hero_carousel: { transition: 'zoom' } }, 'hero_carousel.transition', /transição deve ser "slide"/],
      [{ hero_carousel: { pause_on_hover: 'talvez' } }, 'hero_carousel.pause_on_hover', /pausa com o ponteiro/],
      [{ maintenance_banner: { enabled: true, message: '   ' } }, 'maintenance_banner.message', /mensagem do aviso/],
      [{ ads_enabled: 'sim' }, 'ads_enabled', /anúncios de terceiros/],
      [{ site_name: 'Outro' }, 'site_name', /Campo não permitido/],
    ];
    for (const [payload, field, message] of cases) {
      const r = await patch(payload);
      assert.equal(r.statusCode, 400, `${JSON.stringify(payload)}: ${r.body}`);
      const body = r.json();
      assert.equal(body.code, 'validation_error');
      assert.equal(body.error, 'Verifique os campos destacados.');
      assert.deepEqual(Object.keys(body.fields), [field], JSON.stringify(body.fields));
      assert.match(body.fields[field].join(' '), message);
    }
    const after = (await t.app.inject({ url: URL_ADMIN, headers: staff.headers })).json();
    assert.deepEqual(after, before, 'nothing was written by a refused update');
  });

  test('an update shows at once in the public settings (the cache is dropped), and updated_at moves', async () => {
    const first = await publicSettings(); // fills the process cache
    assert.equal(first.maintenance_banner.enabled, false);
    const stamp = (await t.app.inject({ url: URL_ADMIN, headers: staff.headers })).json().updated_at;
    await sleep(5);
    const r = await patch({
      maintenance_banner: { enabled: true, message: '  Manutenção programada hoje às 23h.  ' },
      hero_carousel: { interval_ms: 4000, transition: 'fade' },
      whatsapp_number: '5521988887777',
    });
    assert.equal(r.statusCode, 200, r.body);
    const saved = r.json();
    assert.deepEqual(saved.maintenance_banner, { enabled: true, message: 'Manutenção programada hoje às 23h.' });
    assert.ok(Date.parse(saved.updated_at) > Date.parse(stamp), `${saved.updated_at} > ${stamp}`);

    const now = await publicSettings();
    assert.deepEqual(now.maintenance_banner, saved.maintenance_banner);
    assert.equal(now.hero_carousel.interval_ms, 4000);
    assert.equal(now.hero_carousel.transition, 'fade');
    assert.equal(now.whatsapp_number, '5521988887777');
    assert.equal(now.updated_at, undefined, 'the public answer keeps its fields');
  });

  test('a partial update keeps every other field, inside objects too', async () => {
    const before = (await t.app.inject({ url: URL_ADMIN, headers: staff.headers })).json();
    const r = await patch({ hero_carousel: { show_arrows: false }, contact_email: 'Equipe@Tribo.com.br' });
    assert.equal(r.statusCode, 200, r.body);
    const after = r.json();
    assert.deepEqual(after.hero_carousel, { ...before.hero_carousel, show_arrows: false });
    assert.equal(after.contact_email, 'equipe@tribo.com.br');
    for (const key of [
      'whatsapp_number',
      'whatsapp_greeting',
      'social_profile_url',
      'maintenance_banner',
      'ads_enabled',
    ]) {
      assert.deepEqual(after[key], before[key], key);
    }
    // Turning the banner off keeps its message for next time.
    const off = (await patch({ maintenance_banner: { enabled: false } })).json();
    assert.deepEqual(off.maintenance_banner, { enabled: false, message: before.maintenance_banner.message });
    // An empty update changes nothing.
    const same = await patch({});
    assert.equal(same.statusCode, 200);
    assert.deepEqual(same.json().hero_carousel, after.hero_carousel);
    assert.deepEqual((await publicSettings()).hero_carousel, after.hero_carousel);
  });

  test('every field can be written, and a stored row outside the form rules still reads in range', async () => {
    const all = {
      contact_email: 'ajuda@tribo.com.br',
      whatsapp_number: '351912345678',
      whatsapp_greeting: '',
      social_profile_url: 'https://www.facebook.com/tribo',
      maintenance_banner: { enabled: true, message: 'Estamos em manutenção.' },
      ads_enabled: true,
      hero_carousel: {
        autoplay: false,
        interval_ms: 9000,
        transition: 'slide',
        show_arrows: false,
        show_indicators: false,
        pause_on_hover: false,
      },
    };
    const r = await patch(all);
    assert.equal(r.statusCode, 200, r.body);
    const { updated_at: _stamp, site_name: siteName, ...rest } = r.json();
    assert.equal(siteName, 'Tribo');
    assert.deepEqual(rest, all);
    assert.deepEqual({ ...(await publicSettings()), site_name: undefined }, { ...all, site_name: undefined });

    // A row the form did not write: interval 2 s, no transition. Read back clamped to 3 s, with the default transition.
    await t.database.query(
      `update settings set value = '{"autoplay": true, "interval_ms": 2000, "show_arrows": true, "show_indicators": true}'::jsonb
       where key = 'hero_carousel'`,
    );
    const admin = (await t.app.inject({ url: URL_ADMIN, headers: staff.headers })).json();
    assert.deepEqual(admin.hero_carousel, {
      autoplay: true,
      interval_ms: 3000,
      transition: 'slide',
      show_arrows: true,
      show_indicators: true,
      pause_on_hover: true,
    });
  });

  test('the public read is cached in the process: a hand edit of the table shows after a NOTIFY', async () => {
    await patch({ whatsapp_greeting: 'Olá!' });
    // On PostgreSQL the save's own NOTIFY reaches this process a moment after the commit and drops
    // the cache once more: let it arrive before filling the cache whose staleness is checked.
    if (TEST_ENGINE === 'postgres') await sleep(300);
    assert.equal((await publicSettings()).whatsapp_greeting, 'Olá!');
    await t.database.query(`update settings set value = '"Oi, Tribo"'::jsonb where key = 'whatsapp_greeting'`);
    assert.equal((await publicSettings()).whatsapp_greeting, 'Olá!', 'still the cached value');
    await t.database.query(`select pg_notify('settings_changed', '')`);
    let greeting = '';
    for (let i = 0; i < 100 && greeting !== 'Oi, Tribo'; i++) {
      greeting = (await publicSettings()).whatsapp_greeting;
      if (greeting !== 'Oi, Tribo') await sleep(20);
    }
    assert.equal(greeting, 'Oi, Tribo');
    assert.equal(SETTINGS_CACHE_TTL_MS, 5000, 'the bound documented in the README');
  });

  test('two staff saving different carousel fields at once both keep their change', async () => {
    const [a, b] = await Promise.all([
      patch({ hero_carousel: { interval_ms: 7000 } }),
      patch({ hero_carousel: { transition: 'fade' } }),
    ]);
    assert.equal(a.statusCode, 200);
    assert.equal(b.statusCode, 200);
    const hc = (await publicSettings()).hero_carousel;
    assert.equal(hc.interval_ms, 7000);
    assert.equal(hc.transition, 'fade');
  });

  test(
    'two server processes on one PostgreSQL: a change made on one shows on the other well before the TTL',
    { skip: TEST_ENGINE !== 'postgres' && 'PostgreSQL only (PGlite is one process)' },
    async () => {
      const other = await openDatabase({ url: t.database.url!, poolSize: 2 });
      const second = await buildApp({ config: t.config, database: other, logger: false });
      await second.ready();
      try {
        const start = (await publicSettings(second)).hero_carousel.interval_ms; // cached there, listener opening
        await sleep(200);
        const target = start === 8000 ? 5000 : 8000;
        const began = Date.now();
        assert.equal((await patch({ hero_carousel: { interval_ms: target } })).statusCode, 200);
        let seen = start;
        while (seen !== target && Date.now() - began < SETTINGS_CACHE_TTL_MS - 1000) {
          seen = (await publicSettings(second)).hero_carousel.interval_ms;
          if (seen !== target) await sleep(25);
        }
        assert.equal(seen, target);
        assert.ok(Date.now() - began < 2000, `seen after ${Date.now() - began} ms`);
      } finally {
        await second.close();
      }
    },
  );
});
