import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { seedBase } from '../../src/demo/seed';
import { seedDemoSales } from '../../src/demo/admin.seed';
import { ADS, DEMO_USERS } from '../../src/demo/ads.seed';
import { demoMarket, firstOfTwelveMonths, groupsFitting } from '../../src/demo/market';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../support/app';
import { mediaStorage } from '../../src/lib/storage/create';

// The demo data where staff and visitors look first must look like a real small marketplace:
// advertisers who each sell what fits one person in one city, a year of sales in every month,
// a conversion and new paying members a real shop could have.

/** 'AAAA-MM' of a timestamp in Brasília (UTC-3). */
const localMonth = (t: number) => new Date(t - 3 * 3_600_000).toISOString().slice(0, 7);

describe('demo data: a plausible small marketplace', () => {
  let t: TestApp;
  let staff: TestUser;
  const get = (url: string) => t.app.inject({ url, headers: staff.headers });
  before(async () => {
    t = await buildTestApp();
    const seeded = await seedBase(t.database, { demoAds: { storage: mediaStorage(t.config) } });
    assert.equal(seeded.ads, 60);
    assert.ok((seeded.sales ?? 0) > 200, JSON.stringify(seeded));
    staff = await createUser(t.app, { isStaff: true });
  });
  after(async () => t.close());

  test("the demo ads' advertisers: one city each, the ad in it, categories one person would offer", () => {
    const users = new Map(DEMO_USERS.map((u) => [u[0], u]));
    for (const [, title, , , , owner] of ADS) assert.ok(users.has(owner), `${title}: ${owner}`);
    for (const [username] of DEMO_USERS) {
      const cats = ADS.filter((a) => a[5] === username).map((a) => a[0]);
      assert.ok(cats.length > 0, `${username} has no ad`);
      assert.ok(groupsFitting(cats).length > 0, `${username}: ${cats.join(', ')}`);
    }
  });

  test('every advertiser (demo ads and the past year) sells in one city, their own, within one group', async () => {
    const owners = await t.database.query<{
      username: string;
      city: string;
      state: string;
      places: string[];
      cats: string[];
    }>(
      `select u.username, u.city, u.state_code as state,
              array_agg(distinct a.state_code || ' ' || a.city) as places, array_agg(distinct c.slug) as cats
       from ads a join users u on u.id = a.owner_id join categories c on c.id = a.category_id
       group by u.id`,
    );
    assert.ok(owners.length > 300, `${owners.length} advertisers`);
    for (const o of owners) {
      assert.deepEqual(o.places, [`${o.state} ${o.city}`], o.username);
      assert.ok(groupsFitting(o.cats).length > 0, `${o.username}: ${o.cats.join(', ')}`);
    }
    const [ads] = await t.database.query<{ active: number; highlighted: number }>(
      `select count(*) filter (where status = 'active')::int as active,
              count(*) filter (where status = 'active' and highlighted_until > now())::int as highlighted from ads`,
    );
    assert.deepEqual(ads, { active: 60, highlighted: 9 }, 'the catalogue is the 60 demo ads, 9 highlighted');
  });

  test("payments: the ad's owner pays, after the ad was published; every highlight has its payment", async () => {
    const [bad] = await t.database.query<{ not_owner: number; before_ad: number; unpaid_highlights: number }>(
      `select (select count(*) from payments p join ads a on a.id = p.ad_id where p.user_id <> a.owner_id)::int as not_owner,
              (select count(*) from payments p join ads a on a.id = p.ad_id where p.created_at < a.created_at)::int as before_ad,
              (select count(*) from ads a where a.plan <> 'free' and not exists (
                 select 1 from payments p where p.ad_id = a.id and p.status = 'succeeded'
                   and p.highlighted_until = a.highlighted_until))::int as unpaid_highlights`,
    );
    assert.deepEqual(bad, { not_owner: 0, before_ad: 0, unpaid_highlights: 0 });
  });

  test('statuses, methods and payers of a real small marketplace', async () => {
    const rows = await t.database.query<{ status: string; method: string; n: number }>(
      'select status, method, count(*)::int as n from payments group by 1, 2',
    );
    const sum = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).reduce((s, r) => s + r.n, 0);
    const all = sum(() => true);
    const approved = sum((r) => r.status === 'succeeded') / all;
    assert.ok(approved >= 0.6 && approved <= 0.9, `approved ${approved}`);
    for (const s of ['failed', 'canceled', 'refunded']) assert.ok(sum((r) => r.status === s) > 0, s);
    const share = (m: string) => sum((r) => r.method === m) / all;
    assert.ok(share('pix') > 0.3 && share('card') > 0.3 && share('boleto') > 0.03 && share('boleto') < 0.25);
    const [{ payers }] = await t.database.query<{ payers: number }>(
      'select count(*)::int as payers from paying_members',
    );
    assert.ok(payers >= 150, `${payers} paying members`);
  });

  test('the monthly report: each of the last 12 months has sales and new paying members', async () => {
    const now = Date.now();
    const start = firstOfTwelveMonths(now);
    const months = Array.from({ length: 12 }, (_, k) => {
      const d = new Date(start);
      return localMonth(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + k, 15));
    });
    assert.equal(months[11], localMonth(now));
    const reports = new Map<string, { payments: number; new_paying_users: number }>();
    for (const year of new Set(months.map((m) => m.slice(0, 4)))) {
      const res = await get(`/api/v1/admin/reports/monthly/?year=${year}`);
      assert.equal(res.statusCode, 200, res.body);
      for (const m of res.json().months as Array<{ month: number; payments: number; new_paying_users: number }>) {
        reports.set(`${year}-${String(m.month).padStart(2, '0')}`, m);
      }
    }
    // The month under way has sales once a couple of its days went by.
    const dayOfMonth = Number(new Date(now - 3 * 3_600_000).toISOString().slice(8, 10));
    for (const [k, month] of months.entries()) {
      const r = reports.get(month)!;
      if (k === 11 && dayOfMonth < 3) continue;
      assert.ok(r.payments >= 5, `${month}: ${r.payments} sales`);
      if (k < 11) assert.ok(r.new_paying_users >= 3, `${month}: ${r.new_paying_users} new paying members`);
    }
    // The oldest month is sold in from its first days to its last.
    const [edges] = await t.database.query<{ early: number; late: number }>(
      `select count(*) filter (where created_at < $1::timestamptz + interval '10 days')::int as early,
              count(*) filter (where created_at >= $1::timestamptz + interval '20 days')::int as late
       from payments where status = 'succeeded' and created_at >= $1::timestamptz and created_at < $2::timestamptz`,
      [new Date(start).toISOString(), `${months[1]}-01T03:00:00Z`],
    );
    assert.ok(edges.early > 0 && edges.late > 0, JSON.stringify(edges));
  });

  test("the detailed report's conversion: some of the period's new ads highlighted, not nearly all", async () => {
    const res = await get('/api/v1/admin/reports/detailed/');
    assert.equal(res.statusCode, 200, res.body);
    const { conversion } = res.json();
    assert.ok(conversion.ads_published >= 60, JSON.stringify(conversion));
    assert.ok(conversion.rate >= 0.15 && conversion.rate <= 0.45, JSON.stringify(conversion));
  });

  test('the dashboard: a few new members and ads today and this month, not the whole demo', async () => {
    const res = await get('/api/v1/admin/dashboard/');
    assert.equal(res.statusCode, 200, res.body);
    const d = res.json();
    assert.ok(d.month.new_users < 100, JSON.stringify(d.month));
    assert.ok(d.today.new_users < 15, JSON.stringify(d.today));
  });

  test('written once; the same past year from the same start', async () => {
    assert.equal(await seedDemoSales(t.database), 0, 'only on an empty payments table');
    const now = Date.UTC(2026, 10, 24, 15);
    const live = [{ id: 1, owner: 1, created: now - 86_400_000, plan: 'free', highlightedUntil: null }];
    assert.deepEqual(demoMarket(now, live), demoMarket(now, live));
  });
});
