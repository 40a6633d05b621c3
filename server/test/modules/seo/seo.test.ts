import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { createAd } from '../ads/ads.support';

const SITE = 'https://tribo.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));

describe('robots.txt, the sitemaps (split past the limit, cached and dropped by writes) and the cards', () => {
  let t: TestApp;
  let owner: TestUser;
  const slugs: string[] = [];
  before(async () => {
    // Three ads per file, and the public cache on: the sitemaps must follow the writes anyway.
    t = await buildTestApp({ siteUrl: SITE, sitemapAdsPerFile: 3, publicCacheMs: 60_000 });
    await t.app.publicCache.ready();
    owner = await createUser(t.app, { username: `vendedor${process.pid}` });
    for (let i = 0; i < 7; i++)
      slugs.push((await createAd(t.app, owner, { title: `Bicicleta número ${i} aro 29` })).slug);
  });
  after(() => t.close());

  test('robots.txt keeps crawlers out of private pages and names the sitemap', async () => {
    const r = await t.app.inject({ url: '/robots.txt' });
    assert.equal(r.statusCode, 200);
    assert.match(String(r.headers['content-type']), /text\/plain/);
    const lines = r.body.split('\n');
    for (const path of [
      '/admin',
      '/profile/edit',
      '/ads/create',
      '/ads/edit/',
      '/plans/',
      '/ads/payment/',
      '/messages',
      '/api/',
    ]) {
      assert.ok(lines.includes(`Disallow: ${path}`), path);
    }
    assert.ok(lines.includes(`Sitemap: ${SITE}/sitemap.xml`));
    assert.ok(!lines.includes('Disallow: /profile'), 'public profiles stay crawlable');
  });

  test('the index names the pages and one ads file per 3 ads; each file holds at most 3, with lastmod', async () => {
    const index = await t.app.inject({ url: '/sitemap.xml' });
    assert.equal(index.statusCode, 200);
    assert.match(String(index.headers['content-type']), /application\/xml/);
    assert.match(index.body, /<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    assert.deepEqual(locs(index.body), [
      `${SITE}/sitemap-pages.xml`,
      `${SITE}/sitemap-ads-1.xml`,
      `${SITE}/sitemap-ads-2.xml`,
      `${SITE}/sitemap-ads-3.xml`,
    ]);
    const all: string[] = [];
    for (const n of [1, 2, 3]) {
      const r = await t.app.inject({ url: `/sitemap-ads-${n}.xml` });
      assert.equal(r.statusCode, 200);
      assert.match(r.body, /<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      const found = locs(r.body);
      assert.ok(found.length <= 3);
      assert.equal((r.body.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g) ?? []).length, found.length);
      all.push(...found);
    }
    assert.deepEqual(
      all,
      slugs.map((s) => `${SITE}/ads/${s}`),
    );
    for (const url of ['/sitemap-ads-4.xml', '/sitemap-ads-0.xml', '/sitemap-ads-x.xml']) {
      assert.equal((await t.app.inject({ url })).statusCode, 404, url);
    }
  });

  test('a paused ad leaves the sitemap at once, though the sitemap is cached', async () => {
    const before = locs((await t.app.inject({ url: '/sitemap-ads-1.xml' })).body);
    assert.ok(before.includes(`${SITE}/ads/${slugs[0]}`));
    const paused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/ads/ads/${slugs[0]}/`,
      headers: owner.headers,
      payload: { status: 'paused' },
    });
    assert.equal(paused.statusCode, 200, paused.body);
    const after = locs((await t.app.inject({ url: '/sitemap-ads-1.xml' })).body);
    assert.ok(!after.includes(`${SITE}/ads/${slugs[0]}`));
    // 6 listed ads: two files.
    assert.equal(locs((await t.app.inject({ url: '/sitemap.xml' })).body).length, 3);
    const resumed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/ads/ads/${slugs[0]}/`,
      headers: owner.headers,
      payload: { status: 'active' },
    });
    assert.equal(resumed.statusCode, 200, resumed.body);
  });

  test('the pages sitemap: home, static pages, categories, public tribes and members with listed ads', async () => {
    const quiet = await createUser(t.app, { username: `semanuncios${process.pid}` });
    const r = await t.app.inject({ url: '/sitemap-pages.xml' });
    assert.equal(r.statusCode, 200);
    const found = locs(r.body);
    for (const path of [
      '/',
      '/ads',
      '/categories',
      '/tribes',
      '/about-us',
      '/faq',
      '/terms-of-service',
      '/privacy-policy',
    ]) {
      assert.ok(found.includes(`${SITE}${path}`), path);
    }
    assert.ok(found.some((u) => u.startsWith(`${SITE}/ads?category=`)));
    assert.ok(found.includes(`${SITE}/profile/${owner.username}`));
    assert.ok(!found.includes(`${SITE}/profile/${quiet.username}`));
    assert.ok(!found.some((u) => /\/admin|\/profile\/edit|\/ads\/create/.test(u)));
  });

  test('preview cards: 1200x630 JPEGs for the site and each category; an unknown category is a 404', async () => {
    const [category] = await t.database.query<{ slug: string }>('select slug from categories order by id limit 1');
    for (const url of ['/og/tribo.jpg', `/og/categories/${category.slug}.jpg`]) {
      const r = await t.app.inject({ url });
      assert.equal(r.statusCode, 200, url);
      assert.equal(r.headers['content-type'], 'image/jpeg');
      const meta = await sharp(r.rawPayload).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 1200, 630], url);
      assert.ok(r.rawPayload.length < 300 * 1024, url);
    }
    assert.equal((await t.app.inject({ url: '/og/categories/nao-existe.jpg' })).statusCode, 404);
  });
});
