import type { Database, Session } from '../db/client';
import { LOCKS } from '../db/locks';
import { slugify } from '../lib/slugs';
import { demoMarket, PLAN_DAYS, type LiveAd } from './market';

// Demo sales for the admin area on a first start: the marketplace's past year (market.ts) written
// over today's demo catalogue: its advertisers (members since then), their ads (expired, or removed
// once sold) and every highlight bought on them and on the demo ads, with the declined cards,
// lapsed Pix codes and unpaid boletos a real shop has. Deterministic (a seeded generator); only
// when the payments table is empty and the demo ads are there.

const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());

/** Writes the demo's past year; returns how many payments it wrote (0: already there, or no demo ads). */
export async function seedDemoSales(database: Database, now = new Date()): Promise<number> {
  return (await database.withLock(LOCKS.seedDemoSales, (session) => seed(session, now.getTime()))) ?? 0;
}

async function seed(database: Session, now: number): Promise<number> {
  const [{ n }] = await database.query<{ n: number }>('select count(*)::int as n from payments');
  if (Number(n) > 0) return 0;
  const liveRows = await database.query<{
    id: number | string;
    owner_id: number | string;
    created_at: Date | string;
    plan: string;
    highlighted_until: Date | string | null;
  }>(`select id, owner_id, created_at, plan, highlighted_until from ads where status = 'active' order by id`);
  const plans = new Map(
    (await database.query<{ id: string; price_cents: number }>('select id, price_cents from plans')).map((p) => [
      p.id,
      Number(p.price_cents),
    ]),
  );
  if (!liveRows.length || !plans.size) return 0;
  const live: LiveAd[] = liveRows.map((a) => ({
    id: Number(a.id),
    owner: Number(a.owner_id),
    created: new Date(a.created_at).getTime(),
    plan: a.plan,
    highlightedUntil: a.highlighted_until === null ? null : new Date(a.highlighted_until).getTime(),
  }));
  const market = demoMarket(now, live);
  const cats = new Map(
    (
      await database.query<{ id: number; slug: string; is_service: boolean }>(
        'select id, slug, is_service from categories',
      )
    ).map((c) => [c.slug, c]),
  );
  const column = <T, V>(list: T[], f: (x: T) => V) => list.map(f);

  await database.exec('begin');
  try {
    const users = market.users;
    const userRows = await database.query<{ id: number | string; username: string }>(
      `insert into users (username, email, first_name, last_name, state_code, city, email_verified, date_joined,
                          password_changed_at)
       select u, u || '@demo.tribo.com.br', f, l, s, c, true, j::timestamptz, j::timestamptz
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) as t(u, f, l, s, c, j)
       on conflict do nothing
       returning id, username`,
      [
        column(users, (u) => u.username),
        column(users, (u) => u.firstName),
        column(users, (u) => u.lastName),
        column(users, (u) => u.state),
        column(users, (u) => u.city),
        column(users, (u) => iso(u.joined)),
      ],
    );
    const userId = new Map(userRows.map((r) => [r.username, Number(r.id)]));
    const ads = market.ads.filter((a) => cats.has(a.category) && userId.has(users[a.owner].username));
    const slugs = ads.map((a) => slugify(a.title));
    const adRows = await database.query<{ id: number | string; slug: string }>(
      `insert into ads (slug, owner_id, category_id, title, description, price_cents, price_type, is_service, state_code,
                        city, neighbourhood, contact_whatsapp, status, plan, highlighted_until, published_at,
                        expires_at, views, created_at, updated_at)
       select slug, owner, cat, title, descr, price, ptype, service::boolean, st, city, bairro, wa, status, plan,
              hl::timestamptz, created::timestamptz, created::timestamptz + interval '30 days', views,
              created::timestamptz, ended::timestamptz
       from unnest($1::text[], $2::bigint[], $3::int[], $4::text[], $5::text[], $6::bigint[], $7::text[],
                   $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[],
                   $15::text[], $16::text[], $17::int[], $18::text[])
            as t(slug, owner, cat, title, descr, price, ptype, service, st, city, bairro, wa, status, plan, hl,
                 created, views, ended)
       returning id, slug`,
      [
        slugs,
        column(ads, (a) => userId.get(users[a.owner].username)!),
        column(ads, (a) => cats.get(a.category)!.id),
        column(ads, (a) => a.title),
        column(ads, (a) => a.description),
        column(ads, (a) => a.priceCents),
        column(ads, (a) => a.priceType),
        // as text: the PostgreSQL driver sends a boolean array as one boolean
        column(ads, (a) => String(cats.get(a.category)!.is_service)),
        column(ads, (a) => a.state),
        column(ads, (a) => a.city),
        column(ads, (a) => a.neighbourhood),
        column(ads, (a) => a.whatsapp),
        column(ads, (a) => a.status),
        column(ads, (a) => a.plan),
        column(ads, (a) => iso(a.highlightedUntil)),
        column(ads, (a) => iso(a.created)),
        column(ads, (a) => a.views),
        column(ads, (a) => iso(a.ended)),
      ],
    );
    const idBySlug = new Map(adRows.map((r) => [r.slug, Number(r.id)]));
    const pastAdId = new Map(ads.map((a, k) => [market.ads.indexOf(a), idBySlug.get(slugs[k])!]));
    const payments = market.payments.filter((p) => !('past' in p.ad) || pastAdId.has(p.ad.past));
    const adOf = (p: (typeof payments)[number]) => ('past' in p.ad ? pastAdId.get(p.ad.past)! : p.ad.live);
    const userOf = (p: (typeof payments)[number]) =>
      'past' in p.user ? userId.get(users[p.user.past].username)! : p.user.live;
    await database.query(
      `insert into payments (ad_id, user_id, plan_id, amount_cents, currency, duration_days, provider, status,
                             method, failure_message, highlighted_until, succeeded_at, created_at, updated_at)
       select ad, usr, plan, amount, 'BRL', days, 'local', status, method, failure, hl::timestamptz,
              ok::timestamptz, created::timestamptz,
              -- when it settled: a refund two days after the payment, a boleto lapses in three days
              least(now(), case status
                when 'refunded' then ok::timestamptz + interval '2 days'
                when 'canceled' then created::timestamptz + case method when 'boleto' then interval '3 days' else interval '30 minutes' end
                when 'failed' then created::timestamptz + interval '30 seconds'
                else coalesce(ok::timestamptz, created::timestamptz) end)
       from unnest($1::bigint[], $2::bigint[], $3::text[], $4::int[], $5::int[], $6::text[], $7::text[],
                   $8::text[], $9::text[], $10::text[], $11::text[])
            as t(ad, usr, plan, amount, days, status, method, failure, hl, ok, created)`,
      [
        column(payments, adOf),
        column(payments, userOf),
        column(payments, (p) => p.plan),
        column(payments, (p) => plans.get(p.plan) ?? 1990),
        column(payments, (p) => PLAN_DAYS[p.plan]),
        column(payments, (p) => p.status),
        column(payments, (p) => p.method),
        column(payments, (p) => p.failureMessage),
        column(payments, (p) => iso(p.highlightedUntil)),
        column(payments, (p) => iso(p.succeeded)),
        column(payments, (p) => iso(p.created)),
      ],
    );
    // What the provider told us about each settled payment (the sales table's row expansion).
    await database.query(
      `insert into payment_events (id, provider, type, payment_id, outcome, payload, received_at)
       select 'evt_demo_' || p.id, 'local',
              case p.status when 'failed' then 'payment_intent.payment_failed'
                            when 'canceled' then 'payment_intent.canceled'
                            else 'payment_intent.succeeded' end,
              p.id, 'applied', jsonb_build_object('demo', true), coalesce(p.succeeded_at, p.updated_at)
       from payments p where p.status in ('succeeded', 'refunded', 'failed', 'canceled')`,
    );
    await database.query(
      `insert into payment_events (id, provider, type, payment_id, outcome, payload, received_at)
       select 'evt_demo_refund_' || p.id, 'local', 'charge.refunded', p.id, 'applied', jsonb_build_object('demo', true),
              p.updated_at
       from payments p where p.status = 'refunded'`,
    );
    await database.exec('commit');
    return payments.length;
  } catch (err) {
    await database.exec('rollback');
    throw err;
  }
}
