import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '../../src/db/client';
import { seedBase } from '../../src/demo/seed';
import * as adsSeed from '../../src/demo/ads.seed';
import { SCENE_CATEGORIES, demoPicture } from '../../src/demo/ads.demoScenes';
import { buildTestApp, type TestApp } from '../support/app';
import { mediaStorage } from '../../src/lib/storage/create';

interface ListAd {
  slug: string;
  title: string;
  is_highlighted: boolean;
  state_code: string;
  category: { slug: string } | number;
  image: { url: string; alt?: string } | null;
}

describe('ads: demo data on first start', () => {
  let t: TestApp;
  let first: Awaited<ReturnType<typeof seedBase>>;
  const file = (url: string) => path.join(t.config.mediaDir, url.slice('/media/'.length));
  before(async () => {
    t = await buildTestApp();
    // Two first starts at once (two processes on a new PostgreSQL database; on PGlite two calls in
    // this process): one seeds, the other waits for it and finds everything there.
    const other = t.url ? await openDatabase({ url: t.url, poolSize: 3 }) : t.database;
    try {
      const both = await Promise.all(
        [t.database, other].map((database) => seedBase(database, { demoAds: { storage: mediaStorage(t.config) } })),
      );
      const seeders = both.filter((r) => r.ads);
      assert.equal(seeders.length, 1, JSON.stringify(both));
      first = seeders[0];
      const waiter = both.find((r) => !r.ads)!;
      assert.deepEqual([waiter.tribes, waiter.sales], [undefined, undefined], JSON.stringify(both));
    } finally {
      if (other !== t.database) await other.close();
    }
  });
  after(async () => t.close());

  test('60 active ads across categories and states, each with generated pictures, loaded once', async () => {
    assert.equal(first.ads, 60);
    const [stats] = await t.database.query<{ ads: number; cats: number; states: number; owners: number }>(
      `select count(*)::int as ads, count(distinct category_id)::int as cats, count(distinct state_code)::int as states,
              count(distinct owner_id)::int as owners from ads where status = 'active' and expires_at > now()`,
    );
    assert.deepEqual(stats, { ads: 60, cats: 20, states: 13, owners: 40 });
    const list = await t.app.inject({ url: '/api/v1/ads/ads/?page_size=100' });
    assert.equal(list.json().count, 60);
    assert.equal(list.json().results[0].is_highlighted, true);
    for (const ad of list.json().results as ListAd[]) {
      assert.ok(ad.image?.url, ad.slug);
      assert.ok(existsSync(file(ad.image.url)), ad.slug);
    }
    const search = await t.app.inject({ url: '/api/v1/ads/ads/?search=eletricista' });
    assert.ok(search.json().count >= 3);
    const again = await seedBase(t.database, { demoAds: { storage: mediaStorage(t.config) } });
    assert.equal(again.ads, undefined);
  });

  test('every ad has two or three pictures at positions 0..n-1, each described in Portuguese', async () => {
    const rows = await t.database.query<{
      slug: string;
      title: string;
      n: number;
      positions: number[];
      alts: string[];
    }>(
      `select a.slug, a.title, count(i.id)::int as n, array_agg(i.position order by i.position) as positions,
              array_agg(i.alt order by i.position) as alts
       from ads a left join ad_images i on i.ad_id = a.id where a.status = 'active' group by a.id`,
    );
    assert.equal(rows.length, 60, "the catalogue (the past year's ads, expired or removed, are not in it)");
    for (const r of rows) {
      assert.ok(r.n >= 2 && r.n <= 3, `${r.slug}: ${r.n} pictures`);
      assert.deepEqual(r.positions.map(Number), [...Array(r.n).keys()], r.slug);
      for (const alt of r.alts) {
        assert.ok(alt.trim().length >= 10, `${r.slug}: alt "${alt}"`);
        assert.notEqual(alt, r.title, 'the alt says what the picture shows, not the title');
      }
      assert.equal(new Set(r.alts).size, r.n, `${r.slug}: each picture described on its own`);
    }
    // The detail shows them in order, the cover (the list's image) first.
    const list = (await t.app.inject({ url: '/api/v1/ads/ads/?page_size=3' })).json().results as ListAd[];
    for (const ad of list) {
      const detail = (await t.app.inject({ url: `/api/v1/ads/ads/${ad.slug}/` })).json();
      assert.ok(detail.images.length >= 2, ad.slug);
      assert.equal(detail.images[0].url, ad.image!.url, ad.slug);
      assert.equal(detail.images[0].position, 0);
    }
  });

  test('pictures are photo-like scenes, 1200x900, different for every ad and every shot', async () => {
    assert.equal('demoImage' in adsSeed, false, 'the gradient-with-title cover is gone');
    const images = await t.database.query<{
      ad_id: number;
      width: number;
      height: number;
      variants: Record<string, string>;
    }>('select ad_id, width, height, variants from ad_images');
    const hashes = new Set<string>();
    for (const img of images) {
      assert.deepEqual([img.width, img.height], [1200, 900]);
      const largest = img.variants['1600'];
      hashes.add(
        createHash('sha256')
          .update(readFileSync(file(largest)))
          .digest('hex'),
      );
    }
    assert.equal(hashes.size, images.length, 'no two pictures are the same file content');
    // Each ad's main picture has its 1200x630 link-preview JPEG (og:image); the others get it if they move first.
    const mains = await t.database.query<{ variants: Record<string, string> }>(
      'select distinct on (ad_id) variants from ad_images order by ad_id, position, id',
    );
    for (const main of mains) {
      const meta = await sharp(file(main.variants.og)).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 1200, 630]);
    }
    // Not a two-colour gradient: a scene has many colours spread over its frame.
    const cover = images[0].variants['320'];
    const { channels } = await sharp(file(cover)).stats();
    assert.ok(
      channels.every((c) => c.stdev > 12),
      'varied tones',
    );
    // A scene for every category, and no text drawn in any.
    assert.equal(SCENE_CATEGORIES.length, 20);
    for (const cat of SCENE_CATEGORIES) {
      const pic = demoPicture(cat, 1, 0);
      assert.doesNotMatch(pic.svg.bg + pic.svg.fg, /<text/, cat);
    }
  });

  test('at least 8 highlighted ads over categories and states fill the home page row', async () => {
    const [h] = await t.database.query<{ n: number; cats: number; states: number }>(
      `select count(*)::int as n, count(distinct category_id)::int as cats, count(distinct state_code)::int as states
       from ads where highlighted_until > now() and plan in ('destaque-7', 'destaque-30')`,
    );
    assert.ok(h.n >= 8, `${h.n} highlighted`);
    assert.ok(h.cats >= 6 && h.states >= 6, JSON.stringify(h));
    // The home page takes up to 4 highlighted ads from the list's first page.
    const page = (await t.app.inject({ url: '/api/v1/ads/ads/' })).json().results as ListAd[];
    assert.ok(page.filter((ad) => ad.is_highlighted).length >= 4);
    // A state's page has some too.
    const sp = (await t.app.inject({ url: '/api/v1/ads/ads/?state=SP' })).json().results as ListAd[];
    assert.ok(
      sp.some((ad) => ad.is_highlighted),
      'São Paulo has highlighted ads',
    );
  });
});
