import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { seedBase } from '../../src/demo/seed';
import { buildTestApp, type TestApp } from '../support/app';
import { mediaStorage } from '../../src/lib/storage/create';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

test('demo tribes on first start: states and niches, moderators, approved ads, a private one, one that approves', async () => {
  const first = await seedBase(t.database, { demoAds: { storage: mediaStorage(t.config) } });
  assert.ok((first.tribes ?? 0) >= 6);
  const [s] = await t.database.query<Record<string, number>>(
    `select count(*)::int as tribes, count(distinct state_code)::int as states,
            count(*) filter (where visibility = 'private')::int as private,
            count(*) filter (where ad_policy = 'approval')::int as approval,
            min(member_count)::int as min_members from tribes`,
  );
  assert.ok(
    s.tribes >= 6 && s.states >= 6 && s.private >= 1 && s.approval >= 1 && s.min_members >= 3,
    JSON.stringify(s),
  );
  const [m] = await t.database.query<Record<string, number>>(
    `select count(distinct tribe_id) filter (where role = 'moderator')::int as with_mods,
            count(*) filter (where status = 'pending')::int as pending from tribe_members`,
  );
  assert.equal(m.with_mods, s.tribes);
  assert.ok(m.pending >= 1);
  const list = (await t.app.inject({ url: '/api/v1/tribes/' })).json();
  for (const tribe of list.results) {
    assert.ok(tribe.cover?.url && tribe.avatar?.url, tribe.slug);
    // A square badge and a wide banner (the page shows the cover about 6.5:1, a card 3:1).
    assert.equal(tribe.avatar.width, tribe.avatar.height, tribe.slug);
    assert.ok(tribe.cover.width >= 2.5 * tribe.cover.height, tribe.slug);
    if (tribe.visibility === 'private') continue;
    const feed = (await t.app.inject({ url: `/api/v1/tribes/${tribe.slug}/ads/` })).json();
    assert.ok(feed.count >= 1, tribe.slug);
    assert.equal(feed.results[0].pinned, true);
  }
  const again = await seedBase(t.database, { demoAds: { storage: mediaStorage(t.config) } });
  assert.equal(again.tribes, undefined);
});
