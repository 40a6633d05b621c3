import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../../src/app';
import type { App } from '../../src/lib/types';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../support/app';
import { createAd } from '../modules/ads/ads.support';
import { flushPendingViews } from '../../src/modules/ads/ads.views';
import { createTribe } from '../modules/tribes/tribes.support';
import { createPublicCache, type PublicCache } from '../../src/lib/publicCache';

// The public cache (lib/publicCache.ts, plugins/publicCache.ts): what visitors without a session get
// alike is kept by each process, dropped by the writes that change it, on every process. A long TTL
// here, so that only an invalidation can explain a fresh answer.
const LIST = '/api/v1/ads/ads/?page_size=12';

describe('public cache: visitors share answers, writes drop them everywhere, members always read', () => {
  let t: TestApp;
  let owner: TestUser;
  let staff: TestUser;
  let second: App;

  before(async () => {
    t = await buildTestApp({ publicCacheMs: 60_000 });
    owner = await createUser(t.app);
    staff = await createUser(t.app, { isStaff: true });
    // A second app on the same database: another server process.
    second = await buildApp({
      config: t.config,
      database: { ...t.database, close: async () => undefined },
      logger: false,
    });
    await second.ready();
    // Both listeners up: from here on only a write (or the TTL) drops an entry.
    await Promise.all([t.app.publicCache.ready(), second.publicCache.ready()]);
  });
  after(async () => {
    await second.close();
    await t.close();
  });

  const titles = async (app: App, url = LIST, headers: Record<string, string> = {}) => {
    const r = await app.inject({ url, headers });
    assert.equal(r.statusCode, 200, r.body);
    return (r.json() as { results: Array<{ title: string }> }).results.map((a) => a.title);
  };

  /** Until the NOTIFY reaches the other process (PostgreSQL delivers it after the commit). */
  const eventually = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    assert.fail('the other process never saw the change');
  };

  /** The home's hero slides as a visitor gets them from `app`. */
  const publicSlides = async (app: App) =>
    (await app.inject({ url: '/api/v1/core/hero-slides/' })).json() as Array<{ id: number; title: string }>;

  /** Staff renames a slide through the admin area (on the first process). */
  const renameSlide = (id: number, title: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/hero-slides/${id}/`,
      headers: staff.headers,
      payload: { title },
    });

  test('a hand edit is not seen by visitors until a write drops the cache; members see it at once', async () => {
    const ad = await createAd(t.app, owner, { title: 'Marceneiro sob medida em Pinheiros' });
    // On PostgreSQL the write's own NOTIFY comes back after the commit and drops the cache again.
    await new Promise((r) => setTimeout(r, 300));
    assert.ok((await titles(t.app)).includes('Marceneiro sob medida em Pinheiros'));
    await t.database.query('update ads set title = $1 where id = $2', ['Marceneiro editado à mão', ad.id]);
    assert.ok((await titles(t.app)).includes('Marceneiro sob medida em Pinheiros'), 'visitors: cached');
    assert.ok(
      (await titles(t.app, LIST, owner.headers)).includes('Marceneiro editado à mão'),
      'a signed-in member is never served from the cache',
    );
    const other = await createUser(t.app);
    assert.ok((await titles(t.app, LIST, other.headers)).includes('Marceneiro editado à mão'));
  });

  test('a new ad is in the visitors’ list and search at once, on both processes', async () => {
    // Fill both processes' caches first.
    const search = `/api/v1/ads/ads/?search=${encodeURIComponent('vidraceiro')}`;
    await titles(t.app);
    await titles(second);
    assert.deepEqual(await titles(t.app, search), []);
    assert.deepEqual(await titles(second, search), []);
    await createAd(t.app, owner, { title: 'Vidraceiro para box de banheiro' });
    assert.ok((await titles(t.app)).includes('Vidraceiro para box de banheiro'), 'this process: dropped at once');
    assert.deepEqual(await titles(t.app, search), ['Vidraceiro para box de banheiro']);
    await eventually(async () => (await titles(second)).includes('Vidraceiro para box de banheiro'));
    assert.deepEqual(await titles(second, search), ['Vidraceiro para box de banheiro']);
  });

  test('an edit and a removal on one process reach the other process’s visitors', async () => {
    const ad = await createAd(t.app, owner, { title: 'Pintor de paredes em Santana' });
    await eventually(async () => (await titles(second)).includes('Pintor de paredes em Santana'));
    const r = await second.inject({
      method: 'PUT',
      url: `/api/v1/ads/ads/${ad.slug}/`,
      headers: owner.headers,
      payload: { title: 'Pintor de paredes e portas em Santana' },
    });
    assert.equal(r.statusCode, 200, r.body);
    await eventually(async () => (await titles(t.app)).includes('Pintor de paredes e portas em Santana'));
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/ads/ads/${ad.slug}/`, headers: owner.headers });
    assert.equal(del.statusCode, 204);
    await eventually(async () => !(await titles(second)).some((x) => x.startsWith('Pintor de paredes')));
  });

  test('an ad page: visitors share its row (views still exact, one per visitor per day), members read it fresh, an edit reaches both processes', async () => {
    const ad = await createAd(t.app, owner, { title: 'Serralheiro em Santo Amaro' });
    await new Promise((r) => setTimeout(r, 300));
    const url = `/api/v1/ads/ads/${ad.slug}/`;
    // A visit: the page's view call, then its read.
    const page = async (app: App, ip = '10.1.0.1', headers: Record<string, string> = {}) => {
      await app.inject({ method: 'POST', url: `${url}view/`, headers, remoteAddress: ip, payload: {} });
      const r = await app.inject({ url, headers, remoteAddress: ip });
      assert.equal(r.statusCode, 200, r.body);
      return r.json() as { title: string; views: number; is_favorited: boolean };
    };
    assert.deepEqual(await page(t.app), { ...(await page(t.app)), title: 'Serralheiro em Santo Amaro', views: 1 });
    await t.database.query('update ads set title = $1 where id = $2', ['Serralheiro editado à mão', ad.id]);
    const cached = await page(t.app);
    assert.equal(cached.title, 'Serralheiro em Santo Amaro', 'visitors: the cached row');
    assert.equal(cached.views, 1, 'a reload within the day does not count');
    assert.equal((await page(t.app, '10.1.0.2')).views, 2, 'another visitor counts, on the cached page too');
    const member = await createUser(t.app);
    const fresh = await page(t.app, '10.1.0.3', member.headers);
    assert.equal(fresh.title, 'Serralheiro editado à mão', 'a member is never served from the cache');
    assert.equal(fresh.views, 3);
    assert.equal((await page(t.app, '10.1.0.1', owner.headers)).views, 3, 'never the owner');
    await flushPendingViews();
    // The cached row was read before any view was written: the count is read fresh, not from it.
    assert.equal((await page(t.app)).views, 3, 'after the flush: the stored count, nothing lost');
    assert.equal((await page(t.app, '10.1.0.4')).views, 4);
    await flushPendingViews();
    assert.equal((await page(second, '10.1.0.5')).views, 5, 'the other process: stored count plus its own queue');
    await flushPendingViews();
    const stored = await t.database.query<{ views: number }>('select views from ads where id = $1', [ad.id]);
    assert.equal(Number(stored[0].views), 5);

    const r = await second.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { title: 'Serralheiro e vidraceiro em Santo Amaro' },
    });
    assert.equal(r.statusCode, 200, r.body);
    assert.equal((await page(second)).title, 'Serralheiro e vidraceiro em Santo Amaro', 'this process: at once');
    await eventually(async () => (await page(t.app)).title === 'Serralheiro e vidraceiro em Santo Amaro');
    const del = await t.app.inject({ method: 'DELETE', url, headers: owner.headers });
    assert.equal(del.statusCode, 204);
    await eventually(async () => (await second.inject({ url, remoteAddress: '10.1.0.1' })).statusCode === 404);
  });

  test('a tribe taking an ad in shows on the visitors’ cached ad page, on both processes', async () => {
    const ad = await createAd(t.app, owner, { title: 'Jardineiro no Butantã' });
    await new Promise((r) => setTimeout(r, 300));
    const url = `/api/v1/ads/ads/${ad.slug}/`;
    const tribes = async (app: App) =>
      ((await app.inject({ url, remoteAddress: '10.2.0.1' })).json() as { tribes: Array<{ slug: string }> }).tribes.map(
        (x) => x.slug,
      );
    assert.deepEqual(await tribes(t.app), []);
    assert.deepEqual(await tribes(second), []);
    const tribe = await createTribe(t.app, owner, { name: 'Jardins da Zona Oeste' });
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v1/tribes/${tribe.slug}/ads/`,
      headers: owner.headers,
      payload: { ad_slug: ad.slug },
    });
    assert.equal(r.statusCode, 201, r.body);
    assert.deepEqual(await tribes(t.app), [tribe.slug], 'this process: at once');
    await eventually(async () => (await tribes(second)).includes(tribe.slug));
  });

  test('states with ads and hero slides: cached for visitors, dropped by the writes that change them', async () => {
    const states = async (app: App) =>
      ((await app.inject({ url: '/api/v1/core/states-with-ads/' })).json() as { states: string[] }).states;
    const before = await states(second);
    assert.ok(!before.includes('AC'));
    await createAd(t.app, owner, { title: 'Guia de trilhas no Acre', state_code: 'AC', city: 'Rio Branco' });
    await eventually(async () => (await states(second)).includes('AC'));

    const slides = async (app: App) => (await publicSlides(app)).map((s) => s.title);
    const [first] = await publicSlides(t.app);
    assert.ok(first, 'the seed has slides');
    await slides(second);
    const r = await renameSlide(first.id, 'Slide renomeado pela equipe');
    assert.equal(r.statusCode, 200, r.body);
    assert.ok((await slides(t.app)).includes('Slide renomeado pela equipe'));
    await eventually(async () => (await slides(second)).includes('Slide renomeado pela equipe'));
  });

  test('reads, HEADs and refused writes of a module that announces its writes leave the cache alone', async () => {
    // The last test's write comes back to this process too (its NOTIFY, after the commit): let it land.
    await new Promise((r) => setTimeout(r, 300));
    const slides = () => publicSlides(t.app);
    const [first] = await slides();
    await t.database.query('update hero_slides set title = $1 where id = $2', ['Slide editado à mão', first.id]);
    for (const method of ['GET', 'HEAD'] as const) {
      const r = await t.app.inject({ method, url: '/api/v1/admin/hero-slides/', headers: staff.headers });
      assert.equal(r.statusCode, 200, method);
    }
    const refused = await renameSlide(first.id, '');
    assert.equal(refused.statusCode, 400, refused.body);
    // Long enough for a NOTIFY to come back, had one been sent.
    await new Promise((r) => setTimeout(r, 300));
    assert.equal((await slides())[0].title, first.title, 'visitors: still the cached slide');
    const saved = await renameSlide(first.id, 'Slide salvo de novo');
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((await slides())[0].title, 'Slide salvo de novo', 'a write still drops it');
  });

  /** A cache of its own on the test database (its listener up), closed when fn is done. */
  const withCache = async (ttlMs: number, fn: (cache: PublicCache) => Promise<void>) => {
    const cache = createPublicCache(t.database, { channel: 'public_cache_test', ttlMs });
    try {
      await cache.ready();
      await fn(cache);
    } finally {
      await cache.close();
    }
  };

  test('a failed load is not kept, and concurrent misses share one load', async () => {
    await withCache(60_000, async (cache) => {
      let loads = 0;
      const load = async () => {
        loads++;
        await new Promise((r) => setTimeout(r, 10));
        return loads;
      };
      const values = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
      assert.deepEqual(values, [1, 1, 1]);
      assert.equal(await cache.get('k', load), 1);
      await assert.rejects(cache.get('bad', () => Promise.reject(new Error('falhou'))));
      assert.equal(await cache.get('bad', async () => 'ok'), 'ok');
      cache.invalidate();
      assert.equal(await cache.get('k', load), 2);
      // A load that started before an invalidation is returned but not kept.
      const slow = cache.get('s', async () => {
        await new Promise((r) => setTimeout(r, 30));
        return 'old';
      });
      cache.invalidate();
      assert.equal(await slow, 'old');
      assert.equal(await cache.get('s', async () => 'new'), 'new');
    });
  });

  test('past its TTL an entry is still answered while one load refreshes it; a dropped one is loaded', async () => {
    await withCache(50, async (cache) => {
      let loads = 0;
      let release = () => undefined as void;
      const load = async () => {
        loads++;
        if (loads > 1) await new Promise<void>((r) => (release = r));
        return `v${loads}`;
      };
      assert.equal(await cache.get('k', load), 'v1');
      await new Promise((r) => setTimeout(r, 80));
      // Expired: the old answer at once (nobody waits for the load), and one load for all of them.
      assert.deepEqual(await Promise.all([cache.get('k', load), cache.get('k', load)]), ['v1', 'v1']);
      assert.equal(loads, 2);
      release();
      await new Promise((r) => setTimeout(r, 10));
      assert.equal(await cache.get('k', load), 'v2');
      // A failed refresh keeps the old answer; the next request tries again.
      await new Promise((r) => setTimeout(r, 80));
      assert.equal(await cache.get('k', () => Promise.reject(new Error('falhou'))), 'v2');
      await new Promise((r) => setTimeout(r, 10));
      assert.equal(await cache.get('k', async () => 'v3'), 'v2');
      await new Promise((r) => setTimeout(r, 10));
      assert.equal(await cache.get('k', async () => 'v4'), 'v3');
      // Dropped by a write: the next request waits for the fresh answer.
      cache.invalidate();
      assert.equal(await cache.get('k', async () => 'v5'), 'v5');
    });
  });
});
