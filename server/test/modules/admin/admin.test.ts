import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { createAd } from '../ads/ads.support';
import { addDays, createAdminService, localDay, resolvePeriod } from '../../../src/modules/admin/admin.service';

/** Brasília noon of a local date, as an ISO instant (UTC-3). */
const at = (day: string, hour = 12) => `${day}T${String(hour).padStart(2, '0')}:00:00-03:00`;

describe('admin: sales table, exports and reports (staff only)', () => {
  let t: TestApp;
  let staff: TestUser;
  let member: TestUser;
  let buyer: TestUser;
  const today = localDay();
  const year = Number(today.slice(0, 4));

  async function pay(o: {
    ad: number;
    user: number;
    plan?: string;
    cents?: number;
    status?: string;
    method?: string;
    created: string;
  }) {
    const [r] = await t.database.query<{ id: number }>(
      `insert into payments (ad_id, user_id, plan_id, amount_cents, currency, duration_days, provider, status, method,
                             succeeded_at, created_at, updated_at)
       values ($1, $2, $3, $4, 'BRL', 7, 'local', $5, $6, case when $5 in ('succeeded', 'refunded') then $7::timestamptz end,
               $7::timestamptz, $7::timestamptz) returning id`,
      [o.ad, o.user, o.plan ?? 'destaque-7', o.cents ?? 1990, o.status ?? 'succeeded', o.method ?? 'card', o.created],
    );
    return Number(r.id);
  }

  const get = (url: string, user: TestUser = staff) => t.app.inject({ url, headers: user.headers });

  let rjAd: number;
  let spAd: number;
  let firstId: number;
  before(async () => {
    t = await buildTestApp();
    staff = await createUser(t.app, { isStaff: true });
    member = await createUser(t.app);
    buyer = await createUser(t.app, { username: 'comprador_ana', email: 'ana.compras@exemplo.com.br' });
    spAd = (await createAd(t.app, buyer, { title: 'Diarista em Moema', state_code: 'SP' })).id;
    rjAd = (
      await createAd(t.app, member, {
        title: 'Bicicleta aro 29',
        state_code: 'RJ',
        city: 'Rio de Janeiro',
        category_id: 1,
      })
    ).id;
    firstId = await pay({ ad: spAd, user: buyer.id, created: at(today, 9) });
    await pay({ ad: spAd, user: buyer.id, plan: 'destaque-30', cents: 4990, method: 'pix', created: at(today, 10) });
    await pay({ ad: rjAd, user: member.id, plan: 'premium-30', cents: 8990, status: 'failed', created: at(today, 8) });
    await pay({ ad: rjAd, user: member.id, cents: 1990, status: 'refunded', created: at(addDays(today, -3)) });
    await pay({
      ad: rjAd,
      user: member.id,
      plan: 'premium-30',
      cents: 8990,
      method: 'boleto',
      created: at(addDays(today, -40)),
    });
    // Pagar pressed and never finished, and one the job canceled: no sale anywhere.
    await pay({ ad: spAd, user: buyer.id, plan: 'premium-30', cents: 8990, status: 'pending', created: at(today, 11) });
    await pay({ ad: rjAd, user: member.id, cents: 1990, status: 'canceled', created: at(today, 7) });
    await t.database.query(
      `insert into payment_events (id, provider, type, payment_id, outcome, payload) values ('evt_1', 'local', 'payment_intent.succeeded', $1, 'applied', '{}')`,
      [firstId],
    );
  });
  after(() => t.close());

  test('members are refused with a pt-BR message, before any validation', async () => {
    const r = await get('/api/v1/admin/sales/?page_size=abc', member);
    assert.equal(r.statusCode, 403);
    assert.equal(r.json().error, 'Acesso restrito à equipe da Tribo.');
    assert.equal((await t.app.inject({ url: '/api/v1/admin/dashboard/' })).statusCode, 401);
  });

  test('the sales table: all, filters, totals of the whole filtered set, sorting, paging', async () => {
    const all = (await get('/api/v1/admin/sales/')).json();
    assert.equal(all.count, 5);
    assert.deepEqual(all.totals, {
      count: 5,
      paid_count: 3,
      gross_cents: 1990 + 4990 + 8990,
      average_ticket_cents: 5323,
    });
    assert.equal(all.results[0].plan.name, 'Destaque 30 dias', 'newest first');
    assert.ok(!all.results.some((s: { status: string }) => ['pending', 'canceled'].includes(s.status)));
    assert.equal((await get('/api/v1/admin/sales/?search=ANA')).json().totals.count, 2, 'also off the rollups');
    const dashboard = (await get('/api/v1/admin/dashboard/')).json();
    assert.ok(!dashboard.latest_payments.some((s: { status: string }) => ['pending', 'canceled'].includes(s.status)));
    assert.equal((await get('/api/v1/admin/sales/?status=pending')).json().count, 1, 'asked for, they show');
    assert.equal(all.results[0].user.email, 'ana.compras@exemplo.com.br');
    assert.equal(all.results[0].ad.state_code, 'SP');

    const pix = (await get('/api/v1/admin/sales/?method=pix')).json();
    assert.equal(pix.count, 1);
    const todays = (await get('/api/v1/admin/sales/?period=today')).json();
    assert.equal(todays.count, 3);
    assert.deepEqual(todays.period, { date_from: today, date_to: today });
    assert.equal((await get('/api/v1/admin/sales/?period=7d')).json().count, 4);
    assert.equal((await get('/api/v1/admin/sales/?period=30d&state=rj')).json().count, 2);
    const premium = (await get('/api/v1/admin/sales/?plan=premium-30')).json();
    assert.equal(premium.count, 2);
    assert.equal(premium.totals.gross_cents, 8990, 'the failed one is not revenue');
    assert.equal((await get('/api/v1/admin/sales/?search=ANA.COMPRAS')).json().count, 2);
    assert.equal((await get('/api/v1/admin/sales/?search=%25')).json().count, 0, 'a % is a character, not a wildcard');
    assert.equal((await get('/api/v1/admin/sales/?min_amount=49.9&max_amount=89.9')).json().count, 3);
    assert.equal((await get('/api/v1/admin/sales/?status=refunded')).json().results[0].status, 'refunded');
    const custom = (
      await get(`/api/v1/admin/sales/?date_from=${addDays(today, -45)}&date_to=${addDays(today, -30)}`)
    ).json();
    assert.equal(custom.count, 1);

    const cheap = (await get('/api/v1/admin/sales/?ordering=amount')).json();
    assert.deepEqual(
      cheap.results.map((s: { amount_cents: number }) => s.amount_cents),
      [1990, 1990, 4990, 8990, 8990],
    );
    const p2 = (await get('/api/v1/admin/sales/?page_size=2&page=2&ordering=-amount')).json();
    assert.equal(p2.results.length, 2);
    assert.ok(p2.next && p2.previous);
    assert.equal(p2.totals.count, 5, 'totals cover the whole set, not the page');
    assert.equal((await get('/api/v1/admin/sales/?page_size=2&page=4')).statusCode, 404);
  });

  test('bad filters answer 400 naming the field in pt-BR, never 500', async () => {
    const cases: Array<[string, string]> = [
      ['?period=custom', 'date_from'],
      [`?date_from=${today}&date_to=${addDays(today, -1)}`, 'date_to'],
      ['?date_from=2026-02-30&date_to=2026-03-01', 'date_from'],
      ['?date_from=1990-01-01&date_to=2026-01-01', 'date_from'],
      ['?period=ontem', 'period'],
      ['?ordering=password', 'ordering'],
      ['?page_size=1000', 'page_size'],
      ['?page=0', 'page'],
      ['?min_amount=50&max_amount=10', 'min_amount'],
      ['?min_amount=-1', 'min_amount'],
      ['?plan=ouro', 'plan'],
      ['?status=pago', 'status'],
      ['?state=Sao', 'state'],
    ];
    for (const [q, field] of cases) {
      const r = await get(`/api/v1/admin/sales/${q}`);
      assert.equal(r.statusCode, 400, `${q}: ${r.body}`);
      assert.ok(r.json().fields?.[field]?.[0], `${q}: names ${field}: ${r.body}`);
      assert.doesNotMatch(JSON.stringify(r.json()), /must|should|Invalid/, 'no English');
    }
    assert.equal((await get('/api/v1/admin/reports/monthly/?year=1999')).statusCode, 400);
    assert.equal((await get('/api/v1/admin/sales/export/?format=pdf')).statusCode, 400);
  });

  test("a payment's events for the row expansion; an unknown payment is 404", async () => {
    const events = (await get(`/api/v1/admin/sales/${firstId}/events/`)).json();
    assert.equal(events.length, 1);
    assert.equal(events[0].type, 'payment_intent.succeeded');
    assert.equal((await get('/api/v1/admin/sales/999999/events/')).statusCode, 404);
  });

  test('CSV export: BOM, ; and comma decimals, Brasília dates, the filtered set; empty set = header only', async () => {
    const r = await get('/api/v1/admin/sales/export/?format=csv&ordering=x'.replace('&ordering=x', '&period=30d'));
    assert.equal(r.statusCode, 200);
    assert.match(String(r.headers['content-type']), /text\/csv/);
    assert.match(String(r.headers['content-disposition']), /attachment; filename="vendas-\d{4}-\d{2}-\d{2}\.csv"/);
    assert.equal(r.headers['x-total-count'], '4');
    assert.ok(r.body.startsWith('\uFEFF'), 'UTF-8 BOM for Excel');
    const lines = r.body.slice(1).trim().split('\r\n');
    assert.equal(lines[0].split(';')[0], 'ID');
    assert.equal(lines.length, 1 + 4);
    const list = (await get('/api/v1/admin/sales/?period=30d')).json();
    for (const [i, sale] of list.results.entries()) {
      const cells = lines[i + 1].split(';');
      assert.equal(Number(cells[0]), sale.id, 'same rows in the same order as the table');
      assert.equal(cells[5], (sale.amount_cents / 100).toFixed(2).replace('.', ','));
      assert.match(cells[1], /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    }
    assert.equal(lines[0].split(';')[7], 'Provedor');
    assert.ok(
      lines.slice(1).every((l) => l.split(';')[7] === 'Teste local'),
      'the provider as the table names it',
    );
    const nine = lines.find((l) => l.split(';')[0] === String(firstId))!.split(';');
    assert.equal(nine[1], `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)} 09:00`, 'Brasília time');
    const empty = await get('/api/v1/admin/sales/export/?format=csv&status=processing');
    assert.equal(empty.body.slice(1).trim().split('\r\n').length, 1);
  });

  test('XLSX export: typed number and date cells, read back equal to the table', async () => {
    const r = await get('/api/v1/admin/sales/export/?format=xlsx');
    assert.equal(r.statusCode, 200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    assert.equal(sheet.getCell('A1').value, 'ID');
    const list = (await get('/api/v1/admin/sales/')).json();
    assert.equal(sheet.actualRowCount, 1 + list.count);
    for (const [i, sale] of list.results.entries()) {
      const row = sheet.getRow(i + 2);
      assert.equal(row.getCell(1).value, sale.id);
      assert.equal(row.getCell(6).value, sale.amount_cents / 100, 'a number, in reais');
      assert.ok(row.getCell(2).value instanceof Date, 'a date cell');
    }
  });

  test('detailed report: totals, breakdowns, daily series, conversion; each table exports', async () => {
    const r = (await get('/api/v1/admin/reports/detailed/?period=30d')).json();
    assert.deepEqual(r.period, { date_from: addDays(today, -29), date_to: today });
    assert.equal(r.totals.revenue_cents, 1990 + 4990);
    assert.equal(r.totals.payments, 2);
    assert.equal(r.totals.refunds, 1);
    assert.equal(r.totals.refunded_cents, 1990);
    assert.equal(r.totals.failures, 1);
    assert.equal(r.daily.length, 30);
    assert.equal(r.daily.at(-1).revenue_cents, 1990 + 4990);
    assert.deepEqual(r.by_method.map((m: { label: string }) => m.label).sort(), ['Cartão', 'Pix']);
    assert.equal(r.by_state[0].label, 'São Paulo');
    assert.equal(r.conversion.ads_published, 2);
    assert.equal(r.conversion.ads_highlighted, 1);
    const csv = await get('/api/v1/admin/reports/detailed/export/?table=by_plan&format=csv&period=30d');
    assert.equal(csv.statusCode, 200);
    assert.equal(csv.body.slice(1).trim().split('\r\n').length, 1 + r.by_plan.length);
    assert.match(String(csv.headers['content-disposition']), /filename="relatorio-por-plano-\d{4}-\d{2}-\d{2}-a-/);
    const method = await get('/api/v1/admin/reports/detailed/export/?table=by_method&format=csv&period=30d');
    assert.match(String(method.headers['content-disposition']), /filename="relatorio-por-forma-de-pagamento-/);
  });

  test('monthly report: each month equals the detailed report of that month; year totals add up', async () => {
    // Payments on the edges of Brasília's months: 00:30 on the 1st and 23:30 on the last day.
    for (let mo = 1; mo <= 12; mo++) {
      const first = `${year}-${String(mo).padStart(2, '0')}-01`;
      const last = addDays(mo === 12 ? `${year + 1}-01-01` : `${year}-${String(mo + 1).padStart(2, '0')}-01`, -1);
      if (first > today) break;
      await pay({ ad: spAd, user: buyer.id, cents: 1000 + mo, created: `${first}T00:30:00-03:00` });
      if (last <= today) await pay({ ad: rjAd, user: member.id, cents: 2000 + mo, created: `${last}T23:30:00-03:00` });
    }
    const m = (await get(`/api/v1/admin/reports/monthly/?year=${year}`)).json();
    assert.equal(m.months.length, 12);
    let revenue = 0;
    for (const month of m.months) {
      const from = `${year}-${String(month.month).padStart(2, '0')}-01`;
      const next = month.month === 12 ? `${year + 1}-01-01` : `${year}-${String(month.month + 1).padStart(2, '0')}-01`;
      const d = (await get(`/api/v1/admin/reports/detailed/?date_from=${from}&date_to=${addDays(next, -1)}`)).json();
      assert.equal(month.revenue_cents, d.totals.revenue_cents, `month ${month.month}`);
      assert.equal(month.payments, d.totals.payments);
      assert.equal(month.refunds, d.totals.refunds);
      assert.equal(
        month.revenue_cents,
        d.daily.reduce((s: number, x: { revenue_cents: number }) => s + x.revenue_cents, 0),
      );
      revenue += month.revenue_cents;
    }
    assert.equal(m.totals.revenue_cents, revenue);
    assert.ok(m.totals.new_paying_users >= 1);
    const csv = await get(`/api/v1/admin/reports/monthly/export/?year=${year}&format=csv`);
    assert.equal(csv.body.slice(1).trim().split('\r\n').length, 1 + 12 + 1);
  });

  test('dashboard: today, this month, 30 days, latest payments', async () => {
    const d = (await get('/api/v1/admin/dashboard/')).json();
    assert.ok(d.today.revenue_cents >= 1990 + 4990);
    assert.ok(d.today.new_ads >= 2);
    assert.equal(d.revenue_30d.length, 30);
    assert.equal(d.latest_payments.length, 10);
    assert.ok(d.month.payments >= 2);
  });

  test('periods are Brasília calendar days', () => {
    assert.deepEqual(resolvePeriod({ period: 'month' }, null, '2026-03-17'), { from: '2026-03-01', to: '2026-03-17' });
    assert.deepEqual(resolvePeriod({ period: '7d' }, null, '2026-03-03'), { from: '2026-02-25', to: '2026-03-03' });
    assert.deepEqual(resolvePeriod({}, '30d', '2026-01-10'), { from: '2025-12-12', to: '2026-01-10' });
    assert.equal(localDay(new Date('2026-11-25T02:30:00Z')), '2026-11-24', '23:30 in Brasília is still the 24th');
  });

  test('the rollups (sales_daily, paying_members) follow every insert, update and delete of payments', async () => {
    const raw = async () => ({
      daily: await t.database.query(
        `select (created_at at time zone 'America/Sao_Paulo')::date::text as day, status, plan_id, method, provider,
                count(*)::int as n, sum(amount_cents)::bigint::text as amount
         from payments group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
      ),
      rolled: await t.database.query(
        `select day::text, status, plan_id, method, provider, payments as n, amount_cents::text as amount
         from sales_daily where payments <> 0 or amount_cents <> 0 order by 1, 2, 3, 4, 5`,
      ),
      first: await t.database.query(
        `select user_id::int as u, min(created_at)::text as at from payments where status = 'succeeded'
         group by 1 order by 1`,
      ),
      members: await t.database.query(
        `select user_id::int as u, first_paid_at::text as at from paying_members order by 1`,
      ),
    });
    const same = async (step: string) => {
      const r = await raw();
      assert.deepEqual(r.rolled, r.daily, `sales_daily after ${step}`);
      assert.deepEqual(r.members, r.first, `paying_members after ${step}`);
    };
    await same('the fixture');
    const later = await createUser(t.app);
    const id = await pay({ ad: spAd, user: later.id, status: 'pending', created: at(addDays(today, -2)) });
    await same('a pending payment');
    await t.database.query(`update payments set status = 'succeeded' where id = $1`, [id]);
    await same('its success');
    await t.database.query(`update payments set status = 'refunded' where id = $1`, [id]);
    await same('its refund (no succeeded payment left for that member)');
    await t.database.query(`update payments set updated_at = now()`);
    await same('an update of every row that moves no key');
    await t.database.query(`delete from payments where id = $1`, [id]);
    await same('a delete');
  });
});

describe("admin: the monthly report's new paying members and change", () => {
  let t: TestApp;
  let staff: TestUser;
  const ads = new Map<number, number>();

  /** A payment of a member for their own ad (`created` in Brasília's time, -03:00). */
  async function pay(user: TestUser, created: string, cents: number, status = 'succeeded') {
    if (!ads.has(user.id)) ads.set(user.id, (await createAd(t.app, user)).id);
    await t.database.query(
      `insert into payments (ad_id, user_id, plan_id, amount_cents, currency, duration_days, provider, status, method,
                             succeeded_at, created_at, updated_at)
       values ($1, $2, 'destaque-7', $3, 'BRL', 7, 'local', $4, 'card',
               case when $4 in ('succeeded', 'refunded') then $5::timestamptz end, $5::timestamptz, $5::timestamptz)`,
      [ads.get(user.id), user.id, cents, status, created],
    );
  }
  const get = (url: string) => t.app.inject({ url, headers: staff.headers });
  const monthsOf = (r: { months: Array<Record<string, number | null>> }, k: string) => r.months.map((m) => m[k]);

  before(async () => {
    t = await buildTestApp();
    staff = await createUser(t.app, { isStaff: true });
    const veteran = await createUser(t.app);
    const ana = await createUser(t.app);
    const bruno = await createUser(t.app);
    // The veteran's first payment is in December 2023: in 2024 they are never new.
    await pay(veteran, '2023-12-20T12:00:00-03:00', 1000);
    await pay(veteran, '2024-01-10T12:00:00-03:00', 2000);
    await pay(veteran, '2024-03-05T12:00:00-03:00', 1500);
    // Ana: a failed and a refunded payment do not make her a paying member; her first succeeded
    // one, 23:30 on 29 February in Brasília (1 March in UTC), makes her new in February only.
    await pay(ana, '2024-01-15T12:00:00-03:00', 5000, 'failed');
    await pay(ana, '2024-02-03T12:00:00-03:00', 7000, 'refunded');
    await pay(ana, '2024-02-29T23:30:00-03:00', 3000);
    await pay(ana, '2024-03-10T12:00:00-03:00', 2500);
    await pay(ana, '2024-04-10T12:00:00-03:00', 1000);
    // Bruno pays twice in his first month (23:30 on 31 March in Brasília): one new member, in March.
    await pay(bruno, '2024-03-20T12:00:00-03:00', 2000);
    await pay(bruno, '2024-03-31T23:30:00-03:00', 2000);
  });
  after(() => t.close());

  test('a member is new in the month of their first succeeded payment ever, in that month only', async () => {
    const r = (await get('/api/v1/admin/reports/monthly/?year=2024')).json();
    assert.deepEqual(monthsOf(r, 'new_paying_users'), [0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    assert.equal(r.totals.new_paying_users, 2, 'the veteran is not new in 2024');
    assert.deepEqual(monthsOf(r, 'revenue_cents').slice(0, 5), [2000, 3000, 8000, 1000, 0]);
    const before = (await get('/api/v1/admin/reports/monthly/?year=2023')).json();
    assert.equal(before.months[11].new_paying_users, 1, 'the veteran was new in December 2023');
    assert.equal(before.totals.new_paying_users, 1);
    // The export: a month without payments has no average ticket (empty, not 0,00).
    const csv = (await get('/api/v1/admin/reports/monthly/export/?year=2024&format=csv')).body.slice(1).split('\r\n');
    assert.deepEqual(csv[3].split(';').slice(0, 4), ['Março', '80,00', '4', '20,00']);
    assert.deepEqual(csv[5].split(';').slice(0, 4), ['Maio', '0,00', '0', '']);
  });

  test('the change: January over the previous December; none for a month not begun or not yet sold in', async () => {
    const r = (await get('/api/v1/admin/reports/monthly/?year=2024')).json();
    // 2024 is over: May fell to nothing (a real -100 %); from June on there is nothing before.
    assert.deepEqual(monthsOf(r, 'change'), [1, 0.5, 1.6667, -0.875, -1, null, null, null, null, null, null, null]);

    const service = createAdminService(t.database);
    const april = await service.monthly(2024, '2024-04-15');
    assert.equal(april.months[3].change, -0.875, 'the current month, with revenue, compares');
    assert.deepEqual(
      april.months.slice(4).map((m) => m.change),
      [null, null, null, null, null, null, null, null],
      'months that have not begun have no change (not -100 %)',
    );
    const may = await service.monthly(2024, '2024-05-02');
    assert.equal(may.months[4].change, null, 'the current month before its first revenue is no fall');
    assert.equal(may.months[3].change, -0.875);
    assert.ok(
      (await service.monthly(2025, '2024-05-02')).months.every((m) => m.change === null),
      'a future year',
    );

    // Today, through the route: a month after the current one never shows a change.
    const today = localDay();
    const year = Number(today.slice(0, 4));
    const month = Number(today.slice(5, 7));
    await pay(staff, `${today}T12:00:00-03:00`, 990);
    const now = (await get(`/api/v1/admin/reports/monthly/?year=${year}`)).json();
    for (const m of now.months.slice(month)) assert.equal(m.change, null, `month ${m.month}`);
  });
});
