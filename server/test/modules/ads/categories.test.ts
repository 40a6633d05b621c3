import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, createUser, type TestApp } from '../../support/app';
import { createAd } from './ads.support';

describe('categories: the taxonomy with each category’s count of active ads', () => {
  let t: TestApp;

  before(async () => {
    t = await buildTestApp();
  });
  after(async () => {
    await t.close();
  });

  test('ad_count counts published ads in their period only (expired and removed ads do not count)', async () => {
    const u = await createUser(t.app);
    const [a1, a2, a3] = [
      await createAd(t.app, u, { category_id: 3, title: 'Eletricista para quadro de luz' }),
      await createAd(t.app, u, { category_id: 3, title: 'Eletricista para chuveiro' }),
      await createAd(t.app, u, { category_id: 3, title: 'Eletricista noturno' }),
    ];
    await createAd(t.app, u, { category_id: 1, title: 'Diarista às terças' });
    await t.database.query(`update ads set expires_at = now() - interval '1 minute' where id = $1`, [a2.id]);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/ads/ads/${a3.slug}/`, headers: u.headers });
    assert.ok(del.statusCode < 300, del.body);
    assert.ok(a1.id);

    const res = await t.app.inject({ url: '/api/v1/ads/categories/' });
    assert.equal(res.statusCode, 200);
    const cats = res.json() as Array<{ id: number; slug: string; icon: string; ad_count: number }>;
    const byId = new Map(cats.map((c) => [c.id, c.ad_count]));
    assert.equal(byId.get(3), 1);
    assert.equal(byId.get(1), 1);
    assert.equal(
      cats.filter((c) => c.id !== 1 && c.id !== 3).every((c) => c.ad_count === 0),
      true,
    );
    assert.ok(
      cats.every((c) => /^[A-Z][A-Za-z]+Outlined$/.test(c.icon)),
      'icons name @ant-design/icons',
    );
  });
});
