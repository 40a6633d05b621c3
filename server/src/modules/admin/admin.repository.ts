import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { int, rows } from '../../db/rows';
import type { ReportTable, Sale, SalesOrdering } from './admin.schemas';

// SQL of the admin area: the sales table (payments with their plan, member, ad, state and
// category), its totals and the reports. Dates are Brasília's (TZ): a day or a month is Tribo's.

export const TZ = 'America/Sao_Paulo';

export interface SalesFilters {
  /** inclusive local dates AAAA-MM-DD, or null for no bound */
  from: string | null;
  to: string | null;
  status?: string;
  plan?: string;
  provider?: string;
  method?: string;
  state?: string;
  search?: string;
  minCents?: number;
  maxCents?: number;
}

/** The start of a local date as a timestamp. */
const dayStart = (d: string): SQL => sql`((${d}::date)::timestamp at time zone ${sql.raw(`'${TZ}'`)})`;
/** The start of the day after a local date. */
const dayAfter = (d: string): SQL => sql`((${d}::date + 1)::timestamp at time zone ${sql.raw(`'${TZ}'`)})`;
const localDate = (col: SQL): SQL => sql`(${col} at time zone ${sql.raw(`'${TZ}'`)})::date`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function periodWhere(col: SQL, from: string | null, to: string | null): SQL[] {
  const parts: SQL[] = [];
  if (from) parts.push(sql`${col} >= ${dayStart(from)}`);
  if (to) parts.push(sql`${col} < ${dayAfter(to)}`);
  return parts;
}

/**
 * Statuses the sales table leaves out unless its status filter asks for one: a payment still
 * pending (the member pressed Pagar and has not finished) or canceled (abandoned, ended by the
 * payments.cancelAbandoned job, or canceled at the provider) is no sale, in the table, its totals,
 * the exports or the dashboard's latest payments.
 */
const NOT_SALES = sql`('pending', 'canceled')`;

function salesWhere(f: SalesFilters): SQL {
  const parts: SQL[] = [...periodWhere(sql`p.created_at`, f.from, f.to)];
  parts.push(f.status ? sql`p.status = ${f.status}` : sql`p.status not in ${NOT_SALES}`);
  if (f.plan) parts.push(sql`p.plan_id = ${f.plan}`);
  if (f.provider) parts.push(sql`p.provider = ${f.provider}`);
  if (f.method) parts.push(sql`p.method = ${f.method}`);
  if (f.state) parts.push(sql`a.state_code = ${f.state.toUpperCase()}`);
  if (f.search) {
    const like = `%${escapeLike(f.search.trim().toLowerCase())}%`;
    parts.push(sql`(lower(u.username) like ${like} or lower(u.email) like ${like})`);
  }
  if (f.minCents !== undefined) parts.push(sql`p.amount_cents >= ${f.minCents}`);
  if (f.maxCents !== undefined) parts.push(sql`p.amount_cents <= ${f.maxCents}`);
  return sql.join(parts, sql` and `);
}

/** salesWhere's period, status, plan, method and provider on sales_daily (local days). */
function rollupWhere(f: SalesFilters): SQL {
  const parts: SQL[] = [];
  if (f.from) parts.push(sql`s.day >= ${f.from}::date`);
  if (f.to) parts.push(sql`s.day <= ${f.to}::date`);
  parts.push(f.status ? sql`s.status = ${f.status}` : sql`s.status not in ${NOT_SALES}`);
  if (f.plan) parts.push(sql`s.plan_id = ${f.plan}`);
  if (f.provider) parts.push(sql`s.provider = ${f.provider}`);
  if (f.method) parts.push(sql`s.method = ${f.method}`);
  return sql.join(parts, sql` and `);
}

/** A period's local days on sales_daily. */
function dayWhere(from: string | null, to: string | null): SQL {
  const parts: SQL[] = [];
  if (from) parts.push(sql`s.day >= ${from}::date`);
  if (to) parts.push(sql`s.day <= ${to}::date`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

const FROM = sql`from payments p
  join plans pl on pl.id = p.plan_id
  join users u on u.id = p.user_id
  join ads a on a.id = p.ad_id
  join categories c on c.id = a.category_id`;

/**
 * The payments a filter keeps, joined only to what the filter and the order read: a state filter
 * needs the ad, a search the member, an order by plan or user their names. Totals and page keys
 * over 100,000 payments then skip three joins per row (bench:admin).
 */
function filteredFrom(f: SalesFilters, ordering?: SalesOrdering): SQL {
  const joins: SQL[] = [];
  if (ordering === 'plan' || ordering === '-plan') joins.push(sql`join plans pl on pl.id = p.plan_id`);
  if (f.search || ordering === 'user' || ordering === '-user') joins.push(sql`join users u on u.id = p.user_id`);
  if (f.state) joins.push(sql`join ads a on a.id = p.ad_id`);
  return sql`from payments p ${sql.join(joins, sql` `)}`;
}

const SALE_COLUMNS = sql`p.id, p.created_at, p.succeeded_at, p.status, p.plan_id, pl.name as plan_name, p.provider,
  p.method, p.amount_cents, p.currency, p.failure_message, u.id as user_id, u.username, u.email,
  a.id as ad_id, a.slug as ad_slug, a.title as ad_title, a.state_code, c.name as category_name`;

const ORDER: Record<SalesOrdering, SQL> = {
  created_at: sql`p.created_at asc, p.id asc`,
  '-created_at': sql`p.created_at desc, p.id desc`,
  amount: sql`p.amount_cents asc, p.id asc`,
  '-amount': sql`p.amount_cents desc, p.id desc`,
  status: sql`p.status asc, p.created_at desc, p.id desc`,
  '-status': sql`p.status desc, p.created_at desc, p.id desc`,
  plan: sql`pl.name asc, p.created_at desc, p.id desc`,
  '-plan': sql`pl.name desc, p.created_at desc, p.id desc`,
  // lower(username) is unique and indexed (users_username_lower_key): members in that order, each
  // member's payments from payments_user_idx, instead of sorting every payment.
  user: sql`lower(u.username) asc, p.created_at desc, p.id desc`,
  '-user': sql`lower(u.username) desc, p.created_at desc, p.id desc`,
};

interface SaleRow {
  id: number | string;
  created_at: Date | string;
  succeeded_at: Date | string | null;
  status: string;
  plan_id: string;
  plan_name: string;
  provider: string;
  method: string;
  amount_cents: number | string;
  currency: string;
  failure_message: string | null;
  user_id: number | string;
  username: string;
  email: string;
  ad_id: number | string;
  ad_slug: string;
  ad_title: string;
  state_code: string;
  category_name: string;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const n = (v: unknown) => Number(v ?? 0);

export function toSale(r: SaleRow): Sale {
  return {
    id: n(r.id),
    created_at: iso(r.created_at),
    succeeded_at: r.succeeded_at ? iso(r.succeeded_at) : null,
    status: r.status,
    plan: { id: r.plan_id, name: r.plan_name },
    provider: r.provider,
    method: r.method,
    amount_cents: n(r.amount_cents),
    currency: r.currency.trim(),
    failure_message: r.failure_message,
    user: { id: n(r.user_id), username: r.username, email: r.email },
    ad: { id: n(r.ad_id), slug: r.ad_slug, title: r.ad_title, state_code: r.state_code, category: r.category_name },
  };
}

export function createAdminRepository(db: Db) {
  return {
    async salesPage(f: SalesFilters, ordering: SalesOrdering, limit: number, offset: number) {
      // The page's ids first (filter and order on the fewest joins), then their columns: the joins
      // for display run for page_size rows, not for every row the order has to look at.
      const result = await rows<SaleRow>(
        db,
        sql`with page as (
              select p.id, row_number() over () as n from (
                select p.id ${filteredFrom(f, ordering)} where ${salesWhere(f)}
                order by ${ORDER[ordering]} limit ${int(limit)} offset ${int(offset)}
              ) p
            )
            select ${SALE_COLUMNS} from page join payments p on p.id = page.id
              join plans pl on pl.id = p.plan_id
              join users u on u.id = p.user_id
              join ads a on a.id = p.ad_id
              join categories c on c.id = a.category_id
            order by page.n`,
      );
      return result.map(toSale);
    },

    async salesTotals(f: SalesFilters) {
      // Filters sales_daily can answer (period, status, plan, method, provider) read it: a few
      // hundred rows instead of every payment of the period (migration 0066).
      const rolled = !f.state && !f.search && f.minCents === undefined && f.maxCents === undefined;
      const [r] = await rows<{ count: number; paid: number; gross: number | string }>(
        db,
        rolled
          ? sql`select coalesce(sum(s.payments), 0)::int as count,
                       coalesce(sum(s.payments) filter (where s.status = 'succeeded'), 0)::int as paid,
                       coalesce(sum(s.amount_cents) filter (where s.status = 'succeeded'), 0)::bigint as gross
                from sales_daily s where ${rollupWhere(f)}`
          : sql`select count(*)::int as count,
                   (count(*) filter (where p.status = 'succeeded'))::int as paid,
                   coalesce(sum(p.amount_cents) filter (where p.status = 'succeeded'), 0)::bigint as gross
            ${filteredFrom(f)} where ${salesWhere(f)}`,
      );
      const gross = n(r.gross);
      const paid = n(r.paid);
      return {
        count: n(r.count),
        paid_count: paid,
        gross_cents: gross,
        average_ticket_cents: paid ? Math.round(gross / paid) : 0,
      };
    },

    /** One batch of the export, newest first, after the (created_at, id) of the last row sent. */
    async salesBatch(f: SalesFilters, after: { createdAt: string; id: number } | null, size: number) {
      const keyset = after ? sql`and (p.created_at, p.id) < (${after.createdAt}::timestamptz, ${after.id})` : sql``;
      const result = await rows<SaleRow>(
        db,
        sql`select ${SALE_COLUMNS} ${FROM} where ${salesWhere(f)} ${keyset}
            order by p.created_at desc, p.id desc limit ${int(size)}`,
      );
      return result.map(toSale);
    },

    async events(paymentId: number) {
      return rows<{ id: string; type: string; provider: string; outcome: string; received_at: Date | string }>(
        db,
        sql`select id, type, provider, outcome, received_at from payment_events
            where payment_id = ${paymentId} order by received_at, id`,
      ).then((rs) => rs.map((e) => ({ ...e, received_at: iso(e.received_at) })));
    },

    async paymentExists(id: number) {
      const [r] = await rows(db, sql`select 1 from payments where id = ${id}`);
      return Boolean(r);
    },

    async planExists(id: string) {
      const [r] = await rows(db, sql`select 1 from plans where id = ${id}`);
      return Boolean(r);
    },

    /** Succeeded payments of a period grouped by one dimension (the detailed report's tables). */
    async breakdown(table: Exclude<ReportTable, 'daily'>, from: string, to: string) {
      const key: Record<typeof table, { key: SQL; label: SQL }> = {
        by_plan: { key: sql`p.plan_id`, label: sql`pl.name` },
        by_state: { key: sql`a.state_code`, label: sql`s.name` },
        by_category: { key: sql`c.slug`, label: sql`c.name` },
        by_method: {
          key: sql`p.method`,
          label: sql`case p.method when 'card' then 'Cartão' when 'pix' then 'Pix' else 'Boleto' end`,
        },
      };
      const k = key[table];
      const result = await rows<{ key: string; label: string; payments: number; revenue_cents: number | string }>(
        db,
        sql`select ${k.key} as key, ${k.label} as label, count(*)::int as payments,
                   sum(p.amount_cents)::bigint as revenue_cents
            ${FROM} join states s on s.code = a.state_code
            where p.status = 'succeeded' and ${sql.join(periodWhere(sql`p.created_at`, from, to), sql` and `)}
            group by 1, 2 order by revenue_cents desc, label`,
      );
      return result.map((r) => ({
        key: r.key,
        label: r.label,
        payments: n(r.payments),
        revenue_cents: n(r.revenue_cents),
      }));
    },

    /** Revenue and payments per local day of a period, every day present (0 when none). */
    async daily(from: string, to: string) {
      const result = await rows<{ date: string; payments: number; revenue_cents: number | string }>(
        db,
        sql`select to_char(d, 'YYYY-MM-DD') as date, coalesce(x.payments, 0)::int as payments,
                   coalesce(x.revenue_cents, 0)::bigint as revenue_cents
            from generate_series(${from}::date, ${to}::date, interval '1 day') d
            left join (
              select s.day, sum(s.payments) as payments, sum(s.amount_cents) as revenue_cents
              from sales_daily s
              where s.status = 'succeeded' and ${dayWhere(from, to)}
              group by 1
            ) x on x.day = d::date
            order by d`,
      );
      return result.map((r) => ({ date: r.date, payments: n(r.payments), revenue_cents: n(r.revenue_cents) }));
    },

    /** Totals of a period: succeeded revenue, refunds and failures. */
    async periodTotals(from: string | null, to: string | null) {
      const [r] = await rows<Record<string, number | string>>(
        db,
        sql`select coalesce(sum(s.payments) filter (where s.status = 'succeeded'), 0)::int as payments,
                   coalesce(sum(s.amount_cents) filter (where s.status = 'succeeded'), 0)::bigint as revenue_cents,
                   coalesce(sum(s.payments) filter (where s.status = 'refunded'), 0)::int as refunds,
                   coalesce(sum(s.amount_cents) filter (where s.status = 'refunded'), 0)::bigint as refunded_cents,
                   coalesce(sum(s.payments) filter (where s.status = 'failed'), 0)::int as failures
            from sales_daily s where ${dayWhere(from, to)}`,
      );
      const payments = n(r.payments);
      const revenue = n(r.revenue_cents);
      return {
        payments,
        revenue_cents: revenue,
        average_ticket_cents: payments ? Math.round(revenue / payments) : 0,
        refunds: n(r.refunds),
        refunded_cents: n(r.refunded_cents),
        failures: n(r.failures),
      };
    },

    /** Ads published in a period, and how many of those were highlighted by a payment in it. */
    async conversion(from: string, to: string) {
      const [r] = await rows<{ published: number; highlighted: number }>(
        db,
        sql`select (select count(*) from ads a where ${sql.join(periodWhere(sql`a.created_at`, from, to), sql` and `)})::int as published,
                   (select count(distinct p.ad_id) from payments p join ads a on a.id = p.ad_id
                      where p.status = 'succeeded'
                        and ${sql.join(periodWhere(sql`p.created_at`, from, to), sql` and `)}
                        and ${sql.join(periodWhere(sql`a.created_at`, from, to), sql` and `)})::int as highlighted`,
      );
      const published = n(r.published);
      const highlighted = n(r.highlighted);
      return {
        ads_published: published,
        ads_highlighted: highlighted,
        rate: published ? Math.round((highlighted / published) * 10_000) / 10_000 : 0,
      };
    },

    /** Per month of a year: revenue, payments, refunds, members whose first paid payment fell in it. */
    async monthly(year: number) {
      const from = `${year}-01-01`;
      const to = `${year}-12-31`;
      // From the rollups (migration 0066): a year is at most 365 days x a few keys, and the new
      // paying members are those whose first succeeded payment ever (paying_members keeps it over
      // all their payments, not the year's) fell in the month: a member is new in one month only.
      return rows<Record<string, number | string>>(
        db,
        sql`select m as month,
                   coalesce(x.payments, 0)::int as payments, coalesce(x.revenue_cents, 0)::bigint as revenue_cents,
                   coalesce(x.refunds, 0)::int as refunds, coalesce(x.refunded_cents, 0)::bigint as refunded_cents,
                   coalesce(f.new_paying_users, 0)::int as new_paying_users
            from generate_series(1, 12) m
            left join (
              select extract(month from s.day)::int as month,
                     sum(s.payments) filter (where s.status = 'succeeded') as payments,
                     sum(s.amount_cents) filter (where s.status = 'succeeded') as revenue_cents,
                     sum(s.payments) filter (where s.status = 'refunded') as refunds,
                     sum(s.amount_cents) filter (where s.status = 'refunded') as refunded_cents
              from sales_daily s where ${dayWhere(from, to)}
              group by 1
            ) x on x.month = m
            left join (
              select extract(month from ${localDate(sql`pm.first_paid_at`)})::int as month, count(*) as new_paying_users
              from paying_members pm
              where ${sql.join(periodWhere(sql`pm.first_paid_at`, from, to), sql` and `)}
              group by 1
            ) f on f.month = m
            order by m`,
      );
    },

    async dayFigures(from: string, to: string) {
      const [r] = await rows<Record<string, number | string>>(
        db,
        sql`select
              (select count(*) from payments p where p.status = 'succeeded'
                 and ${sql.join(periodWhere(sql`p.created_at`, from, to), sql` and `)})::int as payments,
              (select coalesce(sum(p.amount_cents), 0) from payments p where p.status = 'succeeded'
                 and ${sql.join(periodWhere(sql`p.created_at`, from, to), sql` and `)})::bigint as revenue_cents,
              (select count(*) from ads a where ${sql.join(periodWhere(sql`a.created_at`, from, to), sql` and `)})::int as new_ads,
              (select count(*) from users u where ${sql.join(periodWhere(sql`u.date_joined`, from, to), sql` and `)})::int as new_users`,
      );
      return {
        revenue_cents: n(r.revenue_cents),
        payments: n(r.payments),
        new_ads: n(r.new_ads),
        new_users: n(r.new_users),
      };
    },

    async activeHighlights() {
      const [r] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ads where highlighted_until > now() and highlight_paused_at is null`,
      );
      return n(r.n);
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
