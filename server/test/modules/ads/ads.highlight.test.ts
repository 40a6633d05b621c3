import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { createAd } from './ads.support';
import { JOBS, runJob } from '../../../src/plugins/jobs';

// A paid highlight is frozen while its ad is not active and resumes, with its remaining days,
// when the ad is active again (pause/resume by edit, expiry by the job, renewal).

const DAY = 86_400_000;
let t: TestApp;
let owner: TestUser;

before(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
});
after(() => t.close());

const job = (name: string) =>
  runJob(
    t.database,
    JOBS.find((j) => j.name === name)!,
  );
const read = async (slug: string) =>
  (await t.app.inject({ url: `/api/v1/ads/ads/${slug}/`, headers: owner.headers })).json();
const put = (slug: string, status: string) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/ads/ads/${slug}/`, headers: owner.headers, payload: { status } });

/** A highlight of `days` from now, and the ad's status set aside for `offDays` (as if paused then). */
async function highlighted(days: number) {
  const ad = await createAd(t.app, owner);
  await t.database.query(
    `update ads set plan = 'destaque-7', highlighted_until = now() + make_interval(days => $2::int) where id = $1`,
    [ad.id, days],
  );
  return ad;
}
const backdatePause = (id: number, days: number) =>
  t.database.query(
    `update ads set highlight_paused_at = highlight_paused_at - make_interval(days => $2::int),
                    highlighted_until = highlighted_until - make_interval(days => $2::int) where id = $1`,
    [id, days],
  );

test('pausing freezes the highlight: the days left are shown, the job does not end it, resuming moves its end', async () => {
  const ad = await highlighted(5);
  const before = Date.parse((await read(ad.slug)).highlighted_until);
  assert.equal((await put(ad.slug, 'paused')).statusCode, 200);
  const paused = await read(ad.slug);
  assert.equal(paused.is_highlighted, false, 'a paused ad is not highlighted');
  assert.equal(paused.highlight_paused_days, 5);
  // Ten days off: the stored end is long past, yet the job leaves the frozen highlight alone.
  await backdatePause(ad.id, 10);
  await job('payments.endHighlights');
  assert.equal((await read(ad.slug)).plan, 'destaque-7');
  assert.equal((await read(ad.slug)).highlight_paused_days, 5);

  assert.equal((await put(ad.slug, 'active')).statusCode, 200);
  const resumed = await read(ad.slug);
  assert.equal(resumed.is_highlighted, true);
  assert.equal(resumed.highlight_paused_days, null);
  assert.ok(Math.abs(Date.parse(resumed.highlighted_until) - (Date.now() + 5 * DAY)) < 60_000);
  assert.ok(Math.abs(Date.parse(resumed.highlighted_until) - before) < 60_000, 'the same days left as when paused');
  // An edit that keeps the status changes nothing of the highlight.
  await t.app.inject({
    method: 'PUT',
    url: `/api/v1/ads/ads/${ad.slug}/`,
    headers: owner.headers,
    payload: { title: 'Eletricista residencial 24 horas (editado)' },
  });
  assert.equal((await read(ad.slug)).highlighted_until, resumed.highlighted_until);
});

test('expiry freezes the highlight and renewal resumes it; an ad paused without a highlight stores nothing', async () => {
  const ad = await highlighted(3);
  await t.database.query(`update ads set expires_at = now() - interval '1 minute' where id = $1`, [ad.id]);
  await job('ads.expire');
  const expired = await read(ad.slug);
  assert.equal(expired.status, 'expired');
  assert.equal(expired.highlight_paused_days, 3);
  await backdatePause(ad.id, 4);
  await job('payments.endHighlights');
  const renewed = await t.app.inject({
    method: 'POST',
    url: `/api/v1/ads/ads/${ad.slug}/renew/`,
    headers: owner.headers,
  });
  assert.equal(renewed.statusCode, 200, renewed.body);
  assert.equal(renewed.json().plan, 'destaque-7');
  assert.equal(renewed.json().is_highlighted, true);
  assert.ok(Math.abs(Date.parse(renewed.json().highlighted_until) - (Date.now() + 3 * DAY)) < 60_000);

  const plain = await createAd(t.app, owner);
  await put(plain.slug, 'paused');
  assert.equal((await read(plain.slug)).highlight_paused_days, null);
  await put(plain.slug, 'active');
  assert.equal((await read(plain.slug)).highlighted_until, null);
});
