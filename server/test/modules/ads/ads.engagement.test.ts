import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { createAd } from './ads.support';
import { JOBS, runJob } from '../../../src/plugins/jobs';
import { createViewRecorder, flushPendingViews } from '../../../src/modules/ads/ads.views';
import { buildApp } from '../../../src/app';

describe('ads: votes, views, expiry and renewal', () => {
  let t: TestApp;
  let owner: TestUser;
  let voter: TestUser;
  let other: TestUser;

  before(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    voter = await createUser(t.app);
    other = await createUser(t.app);
  });
  after(async () => t.close());

  const vote = (slug: string, user: TestUser, vote_type: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/ads/ads/${slug}/vote/`,
      headers: user.headers,
      payload: { vote_type },
    });

  test('vote toggle cycle: up, up again removes, down replaces, two voters add up', async () => {
    const { slug } = await createAd(t.app, owner);
    let r = await vote(slug, voter, 'up');
    assert.equal(r.statusCode, 200, r.body);
    assert.deepEqual(r.json(), { vote_score: 1, user_vote: 'up' });
    r = await vote(slug, voter, 'up');
    assert.deepEqual(r.json(), { vote_score: 0, user_vote: null });
    r = await vote(slug, voter, 'up');
    r = await vote(slug, voter, 'down');
    assert.deepEqual(r.json(), { vote_score: -1, user_vote: 'down' });
    r = await vote(slug, other, 'down');
    assert.deepEqual(r.json(), { vote_score: -2, user_vote: 'down' });
    const detail = await t.app.inject({ url: `/api/v1/ads/ads/${slug}/`, headers: voter.headers });
    assert.equal(detail.json().vote_score, -2);
    assert.equal(detail.json().user_vote, 'down');
    const [{ n }] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from ad_votes v join ads a on a.id = v.ad_id where a.slug = $1',
      [slug],
    );
    assert.equal(n, 2, 'one row per user per ad');
  });

  test('concurrent votes of many members (and repeated clicks) leave the score equal to the votes', async () => {
    const { slug } = await createAd(t.app, owner);
    const voters = await Promise.all(Array.from({ length: 8 }, () => createUser(t.app)));
    // Each member clicks three times at once (up, down, up): whatever order they land in, the
    // score must be the sum of the votes that remain.
    const clicks = voters.flatMap((u) => ['up', 'down', 'up'].map((v) => vote(slug, u, v)));
    const results = await Promise.all(clicks);
    for (const r of results) assert.equal(r.statusCode, 200, r.body);
    const [row] = await t.database.query<{ score: number; total: number }>(
      `select a.vote_score as score, (select coalesce(sum(value), 0)::int from ad_votes v where v.ad_id = a.id) as total
       from ads a where a.slug = $1`,
      [slug],
    );
    assert.equal(Number(row.score), Number(row.total));
    const [copy] = await t.database.query<{ score: number }>(
      `select s.vote_score as score from ad_search s join ads a on a.id = s.id where a.slug = $1`,
      [slug],
    );
    assert.equal(Number(copy.score), Number(row.total), 'the search copy follows');
  });

  test('the owner cannot vote; bad vote_type is 400; anonymous is 401; missing ad 404', async () => {
    const { slug } = await createAd(t.app, owner);
    const own = await vote(slug, owner, 'up');
    assert.equal(own.statusCode, 403);
    assert.equal(own.json().error, 'Você não pode votar no seu próprio anúncio.');
    assert.equal((await vote(slug, voter, 'meh')).statusCode, 400);
    const anon = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ads/ads/${slug}/vote/`,
      payload: { vote_type: 'up' },
    });
    assert.equal(anon.statusCode, 401);
    assert.equal((await vote('nao-existe-000000', voter, 'up')).statusCode, 404);
  });

  test('views: one per person per day (a member by id, a visitor by address and browser), never the owner', async () => {
    const { slug } = await createAd(t.app, owner);
    const visit = (headers: Record<string, string> = {}, visitor?: string, ip = '10.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/ads/ads/${slug}/view/`,
        headers: { ...headers, ...(visitor ? { 'user-agent': visitor } : {}) },
        remoteAddress: ip,
      });
    const shown = async () => (await t.app.inject({ url: `/api/v1/ads/ads/${slug}/` })).json().views;
    assert.equal((await visit({}, 'navegador-aaaaaaaaaaaa')).statusCode, 204);
    assert.equal(await shown(), 1);
    await visit({}, 'navegador-aaaaaaaaaaaa');
    assert.equal(await shown(), 1, 'the same browser from the same address is the same person');
    await visit({}, 'navegador-bbbbbbbbbbbb');
    assert.equal(await shown(), 2, 'another browser behind the same address is another person');
    await visit(voter.headers);
    await visit(voter.headers, undefined, '10.0.0.5');
    assert.equal(await shown(), 3, 'a member once, wherever from');
    await visit(owner.headers);
    await visit(owner.headers, undefined, '10.0.0.6');
    assert.equal(await shown(), 3, 'never the owner');
    await t.app.inject({ url: `/api/v1/ads/ads/${slug}/`, remoteAddress: '10.0.0.77' });
    assert.equal(await shown(), 3, 'reading the ad counts nothing');
    await flushPendingViews();
    const stored = async () =>
      Number((await t.database.query<{ views: number }>('select views from ads where slug = $1', [slug]))[0].views);
    assert.equal(await stored(), 3, 'the queued views are written by the flush');
    await t.database.query(`update ad_views set seen_at = now() - interval '23 hours'`);
    await visit({}, 'navegador-aaaaaaaaaaaa');
    assert.equal(await shown(), 3, 'within the day a visit does not count again');
    await t.database.query(`update ad_views set seen_at = now() - interval '25 hours'`);
    await visit({}, 'navegador-aaaaaaaaaaaa');
    assert.equal(await shown(), 4, 'the next day it counts again');
    await flushPendingViews();
    assert.equal(await stored(), 4);
    await visit({}, 'navegador-aaaaaaaaaaaa', '10.0.0.9');
    assert.equal(await shown(), 5, 'the same browser from another address is told apart');
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/ads/ads/nao-existe-000000/view/', payload: {} });
    assert.equal(unknown.statusCode, 404);
  });

  test('a view recorder writes nothing until its flush, then each pair once', async () => {
    const { id, slug } = await createAd(t.app, owner);
    const recorder = createViewRecorder(t.database.orm, { flushMs: 60_000 });
    try {
      assert.equal(recorder.record(id, 'ip:10.8.0.1'), 1);
      assert.equal(recorder.record(id, 'ip:10.8.0.1'), 1, 'a pair is queued once');
      assert.equal(recorder.record(id, 'ip:10.8.0.2'), 2);
      assert.equal(recorder.pending(id), 2);
      const stored = async () =>
        Number((await t.database.query<{ views: number }>('select views from ads where slug = $1', [slug]))[0].views);
      assert.equal(await stored(), 0, 'nothing written while the batch waits');
      await recorder.flush();
      assert.equal(recorder.pending(id), 0);
      assert.equal(await stored(), 2);
      recorder.record(id, 'ip:10.8.0.2');
      await recorder.flush();
      assert.equal(await stored(), 2, 'counted within the day: not again');
    } finally {
      await recorder.close();
    }
  });

  test('views are queued, not written per read: two processes, many viewers, each counted once after the flush', async () => {
    const { slug } = await createAd(t.app, owner);
    // A second app on the same database: another server process.
    const second = await buildApp({
      config: t.config,
      // Its own close must not close the shared database.
      database: { ...t.database, close: async () => undefined },
      logger: false,
    });
    await second.ready();
    try {
      const stored = async () =>
        Number((await t.database.query<{ views: number }>('select views from ads where slug = $1', [slug]))[0].views);
      // A visit: the page's view call (an address, no key: counted by the address), then its read.
      const get = async (app: typeof second, ip: string) => {
        await app.inject({ method: 'POST', url: `/api/v1/ads/ads/${slug}/view/`, remoteAddress: ip, payload: {} });
        return app.inject({ url: `/api/v1/ads/ads/${slug}/`, remoteAddress: ip });
      };
      const reads: Promise<unknown>[] = [];
      // 40 addresses, each read 3 times on each process, all at once: 40 views.
      for (let i = 0; i < 40; i++) {
        for (let k = 0; k < 3; k++) reads.push(get(t.app, `10.7.0.${i}`), get(second, `10.7.0.${i}`));
      }
      const answers = (await Promise.all(reads)) as Array<{ statusCode: number }>;
      assert.ok(answers.every((r) => r.statusCode === 200));
      await flushPendingViews();
      assert.equal(await stored(), 40, 'each address once, though both processes queued it');
      // Both processes read it again within the day: nothing more is counted.
      await Promise.all([get(t.app, '10.7.0.1'), get(second, '10.7.0.2')]);
      await flushPendingViews();
      assert.equal(await stored(), 40);
      // Closing a process writes what it still holds.
      const r = await get(second, '10.7.0.200');
      assert.equal(r.json().views, 41);
      await second.close();
      assert.equal(await stored(), 41, 'the last batch is written when the app closes');
    } finally {
      await second.close();
    }
  });

  test('expiry job marks past ads expired once (lock), owner renews for 30 days', async () => {
    const { slug } = await createAd(t.app, owner);
    await t.database.query(`update ads set expires_at = now() - interval '1 minute' where slug = $1`, [slug]);
    const expiry = JOBS.find((j) => j.name === 'ads.expire')!;
    const results = (await Promise.all([runJob(t.database, expiry), runJob(t.database, expiry)])) as Array<
      number | null
    >;
    const total = results.reduce<number>((s, r) => s + (r ?? 0), 0);
    assert.equal(total, 1, `expired exactly once: ${JSON.stringify(results)}`);
    const [row] = await t.database.query<{ status: string }>('select status from ads where slug = $1', [slug]);
    assert.equal(row.status, 'expired');
    const sent = await t.database.query<{ type: string }>(
      "select type from notifications where user_id = $1 and type = 'AD_EXPIRED' and link = $2",
      [owner.id, `/ads/${slug}`],
    );
    assert.equal(sent.length, 1, 'one AD_EXPIRED notification');
    // Its page stays for everyone, marked expired, without the owner's contacts.
    const seen = await t.app.inject({ url: `/api/v1/ads/ads/${slug}/` });
    assert.equal(seen.statusCode, 200);
    assert.equal(seen.json().status, 'expired');
    assert.equal(seen.json().contact_whatsapp, '');
    assert.equal(seen.json().show_whatsapp, false);
    const mine = await t.app.inject({ url: `/api/v1/ads/ads/${slug}/`, headers: owner.headers });
    assert.equal(mine.json().status, 'expired');

    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ads/ads/${slug}/renew/`,
      headers: other.headers,
    });
    assert.equal(foreign.statusCode, 403);
    const renewed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ads/ads/${slug}/renew/`,
      headers: owner.headers,
    });
    assert.equal(renewed.statusCode, 200, renewed.body);
    assert.equal(renewed.json().status, 'active');
    const days = (Date.parse(renewed.json().expires_at) - Date.now()) / 86_400_000;
    assert.ok(days > 29.9 && days <= 30);
    const twice = await t.app.inject({ method: 'POST', url: `/api/v1/ads/ads/${slug}/renew/`, headers: owner.headers });
    assert.equal(twice.statusCode, 400);

    // A paused ad's date keeps running: before it, renewing is refused; past it, renewing brings it back.
    await t.database.query(`update ads set status = 'paused' where slug = $1`, [slug]);
    const early = await t.app.inject({ method: 'POST', url: `/api/v1/ads/ads/${slug}/renew/`, headers: owner.headers });
    assert.equal(early.statusCode, 400);
    await t.database.query(`update ads set expires_at = now() - interval '1 day' where slug = $1`, [slug]);
    const back = await t.app.inject({ method: 'POST', url: `/api/v1/ads/ads/${slug}/renew/`, headers: owner.headers });
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(back.json().status, 'active');
    assert.ok(Date.parse(back.json().expires_at) - Date.now() > 29.9 * 86_400_000);
  });
});
