// Shared by bench:admin and bench:sales-inp: the sales desk's data on a migrated database with the
// base seed (states, categories, plans): 2,000 members, 20,000 ads and `nPayments` payments over two
// years, busier lately, with the demo data's mix of plans, statuses and methods. `database` is a
// pg client (or pool) on that database.

/** Loads the members, ads and payments, then vacuums and analyzes; prints how many and how long. */
export async function seedSales(database, nPayments) {
  const t0 = Date.now();
  await database.query(`insert into users (username, email, first_name, state_code)
    select 'bench_' || g, 'bench_' || g || '@exemplo.com.br', 'Cliente ' || g,
           (select array_agg(code order by code) from states)[1 + g % 27]
    from generate_series(1, 2000) g`);
  await database.query(`insert into ads (slug, owner_id, category_id, title, description, price_cents, price_type,
                                          is_service, state_code, city, created_at, published_at, expires_at)
    select 'bench-' || g, (select min(id) from users) + (g % 2000),
           (select array_agg(id order by position) from categories)[1 + g % 20],
           'Anúncio de teste ' || g, 'Descrição do anúncio de teste número ' || g || '.',
           1000 + (g * 7919) % 500000, 'fixed', (g % 20) < 14,
           (select array_agg(code order by code) from states)[1 + (g / 3) % 27], 'São Paulo',
           now() - interval '800 days', now() - interval '800 days', now() + interval '20 days'
    from generate_series(1, 20000) g`);
  // Payments: two years back from now, busier lately; the demo data's mix of plans, statuses and methods.
  await database.query(
    `with p as (select array_agg(id order by position) as id, array_agg(price_cents order by position) as price,
                       array_agg(duration_days order by position) as days
                from plans where price_cents > 0),
          a as (select min(id) as ad0 from ads), u as (select min(id) as u0 from users)
     insert into payments (ad_id, user_id, plan_id, amount_cents, currency, duration_days, provider, status, method,
                           failure_message, succeeded_at, created_at, updated_at)
     select a.ad0 + (g * 7) % 20000, u.u0 + ((g * 7) % 20000) % 2000,
            p.id[k], p.price[k], 'BRL', p.days[k],
            case when g % 5 = 0 then 'local' else 'stripe' end,
            st, case when g % 100 < 68 then 'card' when g % 100 < 95 then 'pix' else 'boleto' end,
            case when st = 'failed' then 'O pagamento foi recusado pelo banco emissor.' end,
            case when st in ('succeeded', 'refunded') then created + interval '40 seconds' end,
            created, created + interval '40 seconds'
     from p, a, u, generate_series(1, $1::int) g,
          lateral (select 1 + (case when g % 100 < 55 then 0 when g % 100 < 85 then 1 else 2 end) % array_length(p.id, 1) as k,
                          now() - (1 - sqrt((g * 2654435761::bigint % 1000003) / 1000003.0)) * interval '730 days' as created,
                          case when g % 100 < 84 then 'succeeded' when g % 100 < 91 then 'failed'
                               when g % 100 < 95 then 'refunded' when g % 100 < 98 then 'canceled'
                               else 'failed' end as st) x`,
    [nPayments],
  );
  await database.query('vacuum analyze');
  const [{ n }] = (await database.query('select count(*)::int as n from payments')).rows ?? [{ n: '?' }];
  console.log(
    `${Number(n).toLocaleString('pt-BR')} pagamentos carregados em ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}
