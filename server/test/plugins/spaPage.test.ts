import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../support/app';
import { createAd } from '../modules/ads/ads.support';
import { matchClientRoute } from '../../src/plugins/spaPage';
import { flushPendingViews } from '../../src/modules/ads/ads.views';

const INDEX =
  '<!doctype html><html><head><title>Tribo</title><script defer src=/runtime.aaaaaaaaaaaa.js></script>' +
  '<script defer src=/main.bbbbbbbbbbbb.js></script></head><body><div id="root"></div></body></html>';

/** The JSON the server put in the page, parsed back as the SPA reads it (src/app/initialData.ts). */
function initialData(body: string): {
  path: string;
  endpoint: string;
  data: Record<string, unknown>;
  extra?: { endpoint: string; data: unknown }[];
} | null {
  const m = body.match(/<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/);
  return m ? JSON.parse(m[1]) : null;
}

describe('SPA pages: 404 outside the route table and for missing ads, first data in the HTML', () => {
  let t: TestApp;
  let owner: TestUser;
  before(async () => {
    const probe = await buildTestApp();
    const dist = path.join(probe.tmpDir, 'dist');
    await probe.close();
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(
      path.join(dist, 'chunk-groups.json'),
      JSON.stringify({
        ads: ['ads.0123456789ab.js', '9376.0123456789ab.js', 'ads.0123456789ab.css'],
        home: ['home.0123456789ab.js'],
        'public-profile': ['public-profile.0123456789ab.js', 'public-profile.0123456789ab.css'],
      }),
    );
    // The build's server render (dist/server/render.js, from src/app/serverRender.tsx) stood in for by
    // one that says what it was given (a profile's name too); an address with "quebra" fails as a
    // broken component would.
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(
      path.join(dist, 'server', 'render.js'),
      `exports.render = async (url, initial) => {
        globalThis.__serverRenders = (globalThis.__serverRenders ?? 0) + 1;
        if (url.includes('quebra')) throw new Error('componente quebrado');
        const name = initial && initial.endpoint === 'getProfile' ? ' ' + initial.data.first_name : '';
        return '<p>servidor ' + url + ' ' + (initial ? initial.endpoint : 'sem dados') + name + ' &lt;/div&gt;</p>';
      };`,
    );
    t = await buildTestApp({ serveSpa: true, distDir: dist });
    owner = await createUser(t.app);
  });
  after(() => t.close());

  test('the route table: static segments win over parameters, a trailing slash is the same page', () => {
    assert.equal(matchClientRoute('/'), '/');
    assert.equal(matchClientRoute('/ads/'), '/ads');
    assert.equal(matchClientRoute('/ads/create'), '/ads/create');
    assert.equal(matchClientRoute('/ads/bicicleta-x1'), '/ads/:slug');
    assert.equal(matchClientRoute('/tribes/edit/corrida'), '/tribes/edit/:slug');
    assert.equal(matchClientRoute('/ads/a/b'), null);
    assert.equal(matchClientRoute('/wp-login.php.bak/x'), null);
  });

  test("pages get the pages' security headers: a CSP without inline scripts", async () => {
    for (const url of ['/', '/ads', '/nao-existe']) {
      const r = await t.app.inject({ url });
      const csp = String(r.headers['content-security-policy']);
      assert.match(csp, /script-src 'self'/, url);
      assert.doesNotMatch(csp.split(';').find((d) => d.startsWith('script-src')) ?? '', /unsafe-inline/, url);
      assert.match(csp, /frame-ancestors 'none'/, url);
      assert.equal(r.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(r.headers['cross-origin-opener-policy'], 'same-origin-allow-popups', url);
      assert.ok(r.headers['x-request-id'], url);
    }
  });

  test('an address outside the route table is a 404 that still carries the SPA', async () => {
    for (const url of ['/nao-existe', '/ads/a/b/c', '/admin/nada', '/profile/edit/x?y=1']) {
      const r = await t.app.inject({ url });
      assert.equal(r.statusCode, 404, url);
      assert.match(r.headers['content-type'] as string, /text\/html/, url);
      assert.match(r.body, /<div id="root">/, url);
    }
    for (const url of ['/', '/faq', '/profile?tab=favorites', '/ads/create', '/tribes', '/ads']) {
      const r = await t.app.inject({ url });
      assert.equal(r.statusCode, 200, url);
      assert.match(r.body, /<div id="root">/, url);
    }
  });

  test("a fast page's route chunks come with its entry; a 404 preloads nothing", async () => {
    // The server drew the first screen: boot.js asks for the chunks with the entry, after the paint.
    const ads = await t.app.inject({ url: '/ads' });
    assert.match(
      ads.body,
      /<script defer src="\/boot\.js" data-entries="[^"]+" data-chunks="\/ads\.0123456789ab\.js \/9376\.0123456789ab\.js"><\/script>/,
    );
    assert.doesNotMatch(ads.body, /rel="preload" as="script"/);
    assert.doesNotMatch(ads.body, /home\.0123456789ab/);
    const home = await t.app.inject({ url: '/' });
    assert.match(home.body, /data-chunks="\/home\.0123456789ab\.js"/);
    // The browser renders it (here a failed server render): the chunks download beside the entry.
    const broken = await t.app.inject({ url: '/ads?search=quebra' });
    assert.match(broken.body, /<link rel="preload" as="script" href="\/ads\.0123456789ab\.js">/);
    assert.match(broken.body, /<link rel="preload" as="script" href="\/9376\.0123456789ab\.js">/);
    assert.doesNotMatch(broken.body, /data-chunks/);
    const missing = await t.app.inject({ url: '/nao-existe' });
    assert.doesNotMatch(missing.body, /rel="preload"/);
  });

  test('an ad that does not exist, was removed or is not public (paused) is a 404', async () => {
    assert.equal((await t.app.inject({ url: '/ads/nao-existe-abc123' })).statusCode, 404);
    const removed = await createAd(t.app, owner, { title: 'Furadeira de impacto usada' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/ads/ads/${removed.slug}/`,
      headers: owner.headers,
    });
    assert.ok(del.statusCode < 300, del.body);
    const gone = await t.app.inject({ url: `/ads/${removed.slug}` });
    assert.equal(gone.statusCode, 404);
    assert.match(gone.body, /<div id="root">/);
    assert.equal(initialData(gone.body), null);

    const paused = await createAd(t.app, owner, { title: 'Bicicleta aro 29 pausada' });
    await t.app.db.query(`update ads set status = 'paused' where slug = $1`, [paused.slug]);
    const page = await t.app.inject({ url: `/ads/${paused.slug}` });
    assert.equal(page.statusCode, 404);
    assert.match(page.body, /<div id="root">/, 'the SPA still loads: the owner signs in and sees the ad');
    assert.equal(initialData(page.body), null, 'a visitor does not get a paused ad');
    // The API still gives it to its owner, whose SPA asks with the session.
    const api = await t.app.inject({ url: `/api/v1/ads/ads/${paused.slug}/`, headers: owner.headers });
    assert.equal(api.statusCode, 200);
  });

  test("a member's profile is a page; an unknown username is a 404 that still carries the SPA", async () => {
    const known = await t.app.inject({ url: `/profile/${owner.username}` });
    assert.equal(known.statusCode, 200);
    const unknown = await t.app.inject({ url: '/profile/ninguem_com_este_nome' });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.body, /<div id="root">/);
  });

  test('a profile carries the member, their first ads and reviews as the page asks for them, rendered on the server', async () => {
    const seller = await createUser(t.app, { firstName: 'Marta' });
    const first = await createAd(t.app, seller, { title: 'Costureira para ajustes e barras' });
    const newest = await createAd(t.app, seller, { title: 'Costureira para vestidos de festa' });
    await t.database.query(`insert into ad_images (ad_id, variants) values ($1, $2::jsonb)`, [
      newest.id,
      JSON.stringify({ 320: '/media/ads/vestido-320.webp', 800: '/media/ads/vestido-800.webp' }),
    ]);
    const r = await t.app.inject({ url: `/profile/${seller.username}` });
    assert.equal(r.statusCode, 200);
    const data = initialData(r.body);
    assert.ok(data);
    assert.equal(data.path, `/profile/${seller.username}`);
    assert.equal(data.endpoint, 'getProfile');
    const api = async (url: string) => (await t.app.inject({ url })).json() as unknown;
    assert.deepEqual(data.data, await api(`/api/v1/users/profiles/${seller.username}/`));
    // src/features/profile/publicProfileArgs.ts: 12 ads, the newest first; 10 reviews.
    const ads = (await api(`/api/v1/ads/ads/?owner=${seller.username}&ordering=-created_at&page=1&page_size=12`)) as {
      results: { slug: string }[];
    };
    assert.deepEqual(
      ads.results.map((a) => a.slug),
      [newest.slug, first.slug],
    );
    assert.deepEqual(data.extra, [
      { endpoint: 'getSettings', data: await api('/api/v1/core/settings/') },
      { endpoint: 'profileAds', data: ads },
      {
        endpoint: 'profileReviews',
        data: await api(`/api/v1/users/profiles/${seller.username}/reviews/?page=1&page_size=10`),
      },
    ]);
    // Its first screen drawn from that data, with the page's stylesheet; the first ad's picture preloaded.
    assert.ok(
      r.body.includes(`<div id="root"><p>servidor /profile/${seller.username} getProfile Marta &lt;/div&gt;</p></div>`),
      r.body,
    );
    assert.match(r.body, /<link rel="stylesheet" href="\/public-profile\.0123456789ab\.css">/);
    assert.match(r.body, /data-chunks="\/public-profile\.0123456789ab\.js"/);
    assert.match(r.body, /<link rel="preload" as="image" href="\/media\/ads\/vestido-320\.webp" fetchpriority="high">/);

    // A member whose first ad has no picture: the member's photo, if any, is the one preloaded.
    await createAd(t.app, seller, { title: 'Costureira para cortinas' });
    await t.database.query(`update users set avatar = 'avatars/0b7c6a1e-marta' where id = $1`, [seller.id]);
    const profile = (await api(`/api/v1/users/profiles/${seller.username}/`)) as { avatar: string };
    const again = await t.app.inject({ url: `/profile/${seller.username}` });
    assert.ok(again.body.includes(`<link rel="preload" as="image" href="${profile.avatar}" fetchpriority="high">`));
    assert.doesNotMatch(again.body, /rel="preload" as="image" href="\/media\/ads/);
    // Nothing to preload for a member without photo nor ads.
    const newcomer = await createUser(t.app, { firstName: 'Célia' });
    const plain = await t.app.inject({ url: `/profile/${newcomer.username}` });
    assert.match(plain.body, /<p>servidor \/profile\/\S+ getProfile Célia/);
    assert.doesNotMatch(plain.body, /rel="preload" as="image"/);
  });

  test('an unknown member: a 404 without data nor markup', async () => {
    const r = await t.app.inject({ url: '/profile/ninguem_com_este_nome' });
    assert.equal(r.statusCode, 404);
    assert.equal(initialData(r.body), null);
    assert.match(r.body, /<div id="root"><\/div>/);
    assert.doesNotMatch(r.body, /rel="stylesheet"|rel="preload"/);
  });

  test('the ad page carries the ad as the API answers it, with "<" escaped inside the script', async () => {
    const description = 'Cuidado: </script><script>alert(1)</script> <!-- não é HTML -->';
    const ad = await createAd(t.app, owner, { title: 'Diarista de confiança em Moema', description });
    const r = await t.app.inject({ url: `/ads/${ad.slug}` });
    assert.equal(r.statusCode, 200);
    assert.doesNotMatch(r.body, /<script>alert/);
    assert.doesNotMatch(r.body, /<!-- não/);
    const data = initialData(r.body);
    assert.ok(data);
    assert.equal(data.path, `/ads/${ad.slug}`);
    assert.equal(data.endpoint, 'getAd');
    assert.equal(data.data.title, 'Diarista de confiança em Moema');
    assert.equal(data.data.description, description);
    const api = await t.app.inject({ url: `/api/v1/ads/ads/${ad.slug}/` });
    assert.deepEqual(Object.keys(data.data).sort(), Object.keys(api.json()).sort());
  });

  test('rendering the ad page counts no view: the SPA counts the visit once it knows who is looking', async () => {
    const ad = await createAd(t.app, owner, { title: 'Conserto de geladeira em domicílio' });
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    // The owner's own browser asks for the HTML without a session: it must not count.
    assert.equal((await t.app.inject({ url: `/ads/${ad.slug}`, headers: { 'user-agent': chrome } })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'HEAD', url: `/ads/${ad.slug}` })).statusCode, 200);
    await flushPendingViews();
    const [row] = await t.database.query<{ views: number }>('select views from ads where slug = $1', [ad.slug]);
    assert.equal(Number(row.views), 0);
  });

  test("the home carries the hero slides and preloads the first slide's picture, the phone one for phones", async () => {
    await t.database.query(
      `insert into hero_slides (title, position, is_active, image_url, image_mobile_url, image_alt)
       values ('Diaristas perto de você', -1, true, '/media/hero/diarista.webp', '/media/hero/diarista-celular.webp', 'Diarista')`,
    );
    try {
      const home = await t.app.inject({ url: '/' });
      assert.equal(home.statusCode, 200);
      const data = initialData(home.body);
      assert.ok(data);
      assert.equal(data.path, '/');
      assert.equal(data.endpoint, 'listHeroSlides');
      const api = await t.app.inject({ url: '/api/v1/core/hero-slides/' });
      assert.deepEqual(data.data, api.json());
      assert.match(
        home.body,
        /<link rel="preload" as="image" href="\/media\/hero\/diarista-celular\.webp" fetchpriority="high" media="\(max-width: 767\.98px\)">/,
      );
      assert.match(
        home.body,
        /<link rel="preload" as="image" href="\/media\/hero\/diarista\.webp" fetchpriority="high" media="\(min-width: 768px\)">/,
      );
      // Without a phone picture, one preload for every screen.
      await t.database.query(`update hero_slides set image_mobile_url = '' where title = 'Diaristas perto de você'`);
      const plain = await t.app.inject({ url: '/' });
      assert.match(
        plain.body,
        /<link rel="preload" as="image" href="\/media\/hero\/diarista\.webp" fetchpriority="high">/,
      );
      assert.doesNotMatch(plain.body, /diarista-celular/);
    } finally {
      await t.database.query(`delete from hero_slides where title = 'Diaristas perto de você'`);
    }
  });

  test('/ads carries the first page of the same search the page makes, gzip when accepted', async () => {
    await createAd(t.app, owner, { title: 'Eletricista para chuveiro e tomadas' });
    const r = await t.app.inject({
      url: '/ads?search=eletricista&ordering=bogus',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    // An ordering the API refuses: the page still renders, it just asks the API itself.
    assert.equal(r.statusCode, 200);
    const ok = await t.app.inject({ url: '/ads?search=eletricista', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(ok.headers['content-encoding'], 'gzip');
    const body = gunzipSync(ok.rawPayload).toString('utf8');
    const data = initialData(body);
    assert.ok(data);
    assert.equal(data.endpoint, 'listAds');
    assert.equal(data.path, '/ads?search=eletricista');
    const api = await t.app.inject({ url: '/api/v1/ads/ads/?search=eletricista&page=1&page_size=20' });
    assert.deepEqual(
      (data.data.results as { slug: string }[]).map((a) => a.slug),
      (api.json().results as { slug: string }[]).map((a) => a.slug),
    );
    assert.ok((data.data.results as unknown[]).length >= 1);
  });

  test("the list's page links in the HTML use the address the visitor used", async () => {
    for (let i = 0; i < 21; i++) await createAd(t.app, owner, { title: `Aula particular de violão ${i}` });
    const r = await t.app.inject({ url: '/ads?search=violao', headers: { host: 'tribo.example:8000' } });
    const data = initialData(r.body);
    assert.ok(data);
    assert.equal(data.data.next, 'http://tribo.example:8000/api/v1/ads/ads/?search=violao&page=2&page_size=20');
    assert.equal(data.data.previous, null);
  });

  test('the first screen of /, /ads and the ad page is rendered on the server, with its stylesheets', async () => {
    const ad = await createAd(t.app, owner, { title: 'Pintor residencial com experiência' });
    for (const [url, endpoint] of [
      ['/', 'listHeroSlides'],
      ['/ads?search=pintor', 'listAds'],
      [`/ads/${ad.slug}`, 'getAd'],
    ]) {
      const r = await t.app.inject({ url });
      assert.equal(r.statusCode, 200);
      assert.ok(
        r.body.includes(`<div id="root"><p>servidor ${url} ${endpoint} &lt;/div&gt;</p></div>`),
        `${url}: ${r.body}`,
      );
    }
    // The page's stylesheet is linked when its markup is in the HTML (it would come with the script).
    const list = await t.app.inject({ url: '/ads' });
    assert.match(list.body, /<link rel="stylesheet" href="\/ads\.0123456789ab\.css">/);
    // The entry scripts download and run after the first paint (public/boot.js asks for them), in order.
    assert.doesNotMatch(list.body, /<script defer src=\/(runtime|main)/);
    assert.doesNotMatch(list.body, /rel="preload" as="script"/);
    assert.ok(
      list.body.includes('<script defer src="/boot.js" data-entries="/runtime.aaaaaaaaaaaa.js /main.bbbbbbbbbbbb.js"'),
      list.body,
    );
  });

  test('other pages, a 404 and a failed server render send the SPA without markup', async () => {
    for (const url of ['/faq', '/login', '/nao-existe', '/ads/nao-existe-abc123']) {
      const r = await t.app.inject({ url });
      assert.match(r.body, /<div id="root"><\/div>/, url);
      assert.doesNotMatch(r.body, /rel="stylesheet"/, url);
      // The browser renders it: its entry scripts as the build wrote them.
      assert.match(r.body, /<script defer src=\/runtime\.aaaaaaaaaaaa\.js><\/script>/, url);
      assert.doesNotMatch(r.body, /boot\.js/, url);
    }
    // A component that throws on the server costs the visitor only the head start: the browser renders.
    const broken = await t.app.inject({ url: '/ads?search=quebra' });
    assert.equal(broken.statusCode, 200);
    assert.match(broken.body, /<div id="root"><\/div>/);
    assert.ok(initialData(broken.body));
    assert.doesNotMatch(broken.body, /rel="stylesheet"/);
  });

  test('each page carries the other answers its first screen shows, as the API gives them', async () => {
    const ad = await createAd(t.app, owner, { title: 'Jardineiro para poda e limpeza' });
    const api = async (url: string) => (await t.app.inject({ url })).json() as unknown;
    const settings = await api('/api/v1/core/settings/');
    const categories = await api('/api/v1/ads/categories/');
    const homeAds = await api('/api/v1/ads/ads/?page_size=12');
    const extraOf = async (url: string) => initialData((await t.app.inject({ url })).body)?.extra;
    assert.deepEqual(await extraOf('/'), [
      { endpoint: 'getSettings', data: settings },
      { endpoint: 'listCategories', data: categories },
      { endpoint: 'homeAds', data: homeAds },
    ]);
    assert.deepEqual(await extraOf('/ads?search=jardineiro'), [
      { endpoint: 'getSettings', data: settings },
      { endpoint: 'listCategories', data: categories },
    ]);
    assert.deepEqual(await extraOf(`/ads/${ad.slug}`), [{ endpoint: 'getSettings', data: settings }]);
  });

  test('with the public cache on, the home and the lists are rendered once per moment, the ad page every visit', async () => {
    const cached = await buildTestApp({ serveSpa: true, distDir: t.config.distDir, publicCacheMs: 60_000 });
    try {
      const seller = await createUser(cached.app);
      const ad = await createAd(cached.app, seller, { title: 'Marceneiro para móveis planejados' });
      await cached.app.publicCache.ready();
      const g = globalThis as { __serverRenders?: number };
      const renders = async (url: string) => {
        const before = g.__serverRenders ?? 0;
        const r = await cached.app.inject({ url });
        assert.equal(r.statusCode, 200);
        return { count: (g.__serverRenders ?? 0) - before, body: r.body };
      };
      assert.equal((await renders('/')).count, 1);
      const again = await renders('/');
      assert.equal(again.count, 0);
      assert.match(again.body, /<div id="root"><p>servidor \/ listHeroSlides/);
      assert.equal((await renders('/ads?search=marceneiro')).count, 1);
      assert.equal((await renders('/ads?search=marceneiro')).count, 0);
      assert.equal((await renders(`/ads/${ad.slug}`)).count, 1);
      assert.equal((await renders(`/ads/${ad.slug}`)).count, 1);
      // A write that changes the public answers drops the kept pages too.
      await createAd(cached.app, seller, { title: 'Marceneiro para portas e janelas' });
      await cached.app.publicCache.ready();
      assert.equal((await renders('/ads?search=marceneiro')).count, 1);
      // So does a settings change (the pages carry the banner, the carousel and the footer).
      await renders('/');
      assert.equal((await renders('/')).count, 0);
      const staff = await createUser(cached.app, { isStaff: true });
      const saved = await cached.app.inject({
        method: 'PATCH',
        url: '/api/v1/admin/settings/',
        headers: staff.headers,
        payload: { maintenance_banner: { enabled: true, message: 'Manutenção hoje às 23h.' } },
      });
      assert.equal(saved.statusCode, 200, saved.body);
      await cached.app.publicCache.ready();
      assert.equal((await renders('/')).count, 1);
    } finally {
      await cached.close();
    }
  });
});
