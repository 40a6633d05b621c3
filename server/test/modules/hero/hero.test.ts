import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../../support/app';

describe('hero: slides and carousel settings', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(async () => t.close());

  test('GET /api/v1/core/hero-slides/ lists the two seeded slides in order, without auth', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/hero-slides/' });
    assert.equal(res.statusCode, 200);
    const slides = res.json() as Array<Record<string, unknown>>;
    assert.equal(slides.length, 2);
    assert.deepEqual(
      slides.map((s) => s.cta_url),
      ['/ads', '/ads/create'],
    );
    for (const s of slides) {
      assert.ok(String(s.title).length > 10);
      assert.ok(String(s.image_alt).length > 0);
      assert.deepEqual(Object.keys(s).sort(), [
        'cta_label',
        'cta_url',
        'id',
        'image_alt',
        'image_mobile_url',
        'image_url',
        'position',
        'subtitle',
        'title',
      ]);
    }
  });

  test('inactive slides are hidden and position orders them', async () => {
    await t.database.query(
      `insert into hero_slides (title, position, is_active) values ('Primeiro de todos', 1, true), ('Oculto', 0, false)`,
    );
    const slides = (await t.app.inject({ method: 'GET', url: '/api/v1/core/hero-slides/' })).json() as Array<{
      title: string;
    }>;
    assert.equal(slides[0].title, 'Primeiro de todos');
    assert.ok(!slides.some((s) => s.title === 'Oculto'));
    await t.database.query(`delete from hero_slides where title in ('Primeiro de todos', 'Oculto')`);
  });
});
