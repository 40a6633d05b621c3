import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { seedBase } from '../../../src/db/seed';
import { buildTestApp, type TestApp } from '../../support/app';

describe('ads: demo data on first start', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(async () => t.close());

  test('60 active ads across categories and states, each with a generated image, loaded once', async () => {
    const first = await seedBase(t.database, { demoAds: { mediaDir: t.config.mediaDir } });
    assert.equal(first.ads, 60);
    const [stats] = await t.database.query<{ ads: number; cats: number; states: number; owners: number }>(
      `select count(*)::int as ads, count(distinct category_id)::int as cats, count(distinct state_code)::int as states,
              count(distinct owner_id)::int as owners from ads where status = 'active' and expires_at > now()`,
    );
    assert.deepEqual(stats, { ads: 60, cats: 20, states: 13, owners: 5 });
    const list = await t.app.inject({ url: '/api/v1/ads/ads/?page_size=100' });
    assert.equal(list.json().count, 60);
    const highlighted = list.json().results.filter((r: { is_highlighted: boolean }) => r.is_highlighted);
    assert.equal(highlighted.length, 3);
    assert.equal(list.json().results[0].is_highlighted, true);
    for (const ad of list.json().results) {
      assert.ok(ad.image?.url, ad.slug);
      assert.ok(existsSync(path.join(t.config.mediaDir, ad.image.url.slice('/media/'.length))));
    }
    const search = await t.app.inject({ url: '/api/v1/ads/ads/?search=eletricista' });
    assert.ok(search.json().count >= 3);
    const again = await seedBase(t.database, { demoAds: { mediaDir: t.config.mediaDir } });
    assert.equal(again.ads, undefined);
  });
});
