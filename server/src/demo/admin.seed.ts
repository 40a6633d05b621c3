import type { Database, Session } from '../db/client';
import { LOCKS } from '../db/locks';

// Demo sales for the admin area on a first start: a year of card, Pix and boleto payments for the
// demo ads, growing month by month, with the failures, refunds and pending ones a real shop has,
// so every report and table has content. Deterministic (a seeded generator); only when the
// payments table is empty and the demo ads are there.

const DAY = 86_400_000;

/** mulberry32: a small seeded generator, the same data on every first start. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, weighted: Array<[T, number]>): T => {
  const total = weighted.reduce((s, [, w]) => s + w, 0);
  let x = rand() * total;
  for (const [v, w] of weighted) if ((x -= w) < 0) return v;
  return weighted[weighted.length - 1][0];
};

export async function seedDemoSales(database: Database, count = 3200, now = new Date()): Promise<number> {
  return (await database.withLock(LOCKS.seedDemoSales, (session) => seed(session, count, now))) ?? 0;
}

async function seed(database: Session, count: number, now: Date): Promise<number> {
  const [{ n }] = await database.query<{ n: number }>('select count(*)::int as n from payments');
  if (Number(n) > 0) return 0;
  const ads = await database.query<{ id: number | string; owner_id: number | string }>(
    `select id, owner_id from ads where status = 'active' order by id`,
  );
  const plans = await database.query<{ id: string; price_cents: number; duration_days: number }>(
    'select id, price_cents, duration_days from plans where price_cents > 0 order by position',
  );
  if (!ads.length || !plans.length) return 0;
  // Only an ad's owner pays for its highlight, so the demo's payers are the demo ads' few owners.
  // Had they all paid from the first day, every month after the first would have no new paying
  // member (the monthly report's "Novos pagantes"): they start one after another over the year.
  const owners = [...new Set(ads.map((a) => Number(a.owner_id)))];
  const startsPaying = new Map(owners.map((o, k) => [o, (k / owners.length) * 330]));
  const rand = random(20261124);
  const planWeights: Array<[(typeof plans)[number], number]> = plans.map((p, i) => [p, [55, 30, 15][i] ?? 10]);
  const rows: unknown[][] = [];
  for (let i = 0; i < count; i++) {
    // Older sales are rarer: the shop grew over the year (sqrt skews the ages towards today).
    const age = Math.sqrt(rand()) * 365;
    const created = new Date(now.getTime() - (365 - age) * DAY - rand() * 3_600_000);
    const payable = ads.filter((a) => startsPaying.get(Number(a.owner_id))! <= age);
    const ad = payable[Math.floor(rand() * payable.length)];
    const plan = pick(rand, planWeights);
    const recent = now.getTime() - created.getTime() < 2 * DAY;
    const status = pick<string>(rand, [
      ['succeeded', 84],
      ['failed', 7],
      ['refunded', 4],
      ['canceled', 3],
      ...(recent
        ? ([
            ['pending', 6],
            ['processing', 2],
          ] as Array<[string, number]>)
        : []),
    ]);
    const method = pick(rand, [
      ['card', 68],
      ['pix', 27],
      ['boleto', 5],
    ] as Array<[string, number]>);
    const paid = status === 'succeeded' || status === 'refunded';
    const succeededAt = paid ? new Date(created.getTime() + 20_000 + rand() * 60_000) : null;
    rows.push([
      Number(ad.id),
      Number(ad.owner_id),
      plan.id,
      plan.price_cents,
      plan.duration_days,
      status,
      method,
      status === 'failed' ? 'O pagamento foi recusado pelo banco emissor.' : null,
      succeededAt && status === 'succeeded'
        ? new Date(succeededAt.getTime() + plan.duration_days * DAY).toISOString()
        : null,
      succeededAt?.toISOString() ?? null,
      created.toISOString(),
    ]);
  }
  rows.sort((a, b) => String(a[10]).localeCompare(String(b[10])));
  await database.exec('begin');
  const tx = database;
  try {
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      const col = (k: number) => batch.map((r) => r[k]);
      await tx.query(
        `insert into payments (ad_id, user_id, plan_id, amount_cents, currency, duration_days, provider, status,
                               method, failure_message, highlighted_until, succeeded_at, created_at, updated_at)
         select ad, usr, plan, amount, 'BRL', days, 'local', status, method, failure, hl::timestamptz,
                ok::timestamptz, created::timestamptz, coalesce(ok::timestamptz, created::timestamptz)
         from unnest($1::bigint[], $2::bigint[], $3::text[], $4::int[], $5::int[], $6::text[], $7::text[],
                     $8::text[], $9::text[], $10::text[], $11::text[])
              as t(ad, usr, plan, amount, days, status, method, failure, hl, ok, created)`,
        [col(0), col(1), col(2), col(3), col(4), col(5), col(6), col(7), col(8), col(9), col(10)],
      );
    }
    // What the provider told us about each settled payment (the sales table's row expansion).
    await tx.query(
      `insert into payment_events (id, provider, type, payment_id, outcome, payload, received_at)
       select 'evt_demo_' || p.id, 'local',
              case p.status when 'failed' then 'payment_intent.payment_failed' else 'payment_intent.succeeded' end,
              p.id, 'applied', jsonb_build_object('demo', true), coalesce(p.succeeded_at, p.created_at + interval '30 seconds')
       from payments p where p.status in ('succeeded', 'refunded', 'failed')`,
    );
    await tx.query(
      `insert into payment_events (id, provider, type, payment_id, outcome, payload, received_at)
       select 'evt_demo_refund_' || p.id, 'local', 'charge.refunded', p.id, 'applied', jsonb_build_object('demo', true),
              p.succeeded_at + interval '2 days'
       from payments p where p.status = 'refunded'`,
    );
    await database.exec('commit');
  } catch (err) {
    await database.exec('rollback');
    throw err;
  }
  return rows.length;
}
