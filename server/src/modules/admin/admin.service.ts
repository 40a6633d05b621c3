import type { Database, Db } from '../../db/client';
import { notFound, validationError } from '../../lib/errors';
import { checkPage, type PageWindow } from '../../lib/pagination';
import { createAdminRepository, TZ, type SalesFilters } from './admin.repository';
import type {
  Dashboard,
  DetailedReport,
  MonthlyReport,
  Period,
  SalesFilterQuery,
  SalesOrdering,
  AdminPreferences,
} from './admin.schemas';
import { createPreferencesRepository } from './admin.preferences.repository';
import { createModerationLogRepository, type LogFilters } from './admin.log.repository';

// The admin area's rules: which period a query means (Brasília's calendar), the filters' checks,
// and the reports built from the repository's figures.

/** The local date (AAAA-MM-DD) in Brasília of an instant. */
export const localDay = (d = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

/** A local date moved by whole days (computed at noon UTC, so no daylight-saving edge can shift it). */
export const addDays = (day: string, days: number) => {
  const t = new Date(`${day}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
};

const validDay = (s: string) => {
  const t = new Date(`${s}T12:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === s;
};

/** Longest interval a report or filter may cover (ten years of days keeps a daily series sane). */
const MAX_DAYS = 3700;

export interface PeriodInput {
  period?: Period;
  date_from?: string;
  date_to?: string;
}

/** The inclusive local dates a period means; null bounds when none was asked for (`fallback` then). */
export function resolvePeriod(
  q: PeriodInput,
  fallback: Period | null = null,
  today = localDay(),
): { from: string | null; to: string | null } {
  const period = q.period ?? (q.date_from || q.date_to ? 'custom' : fallback);
  switch (period) {
    case null:
      return { from: null, to: null };
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom': {
      const fields: Record<string, string[]> = {};
      if (!q.date_from) fields.date_from = ['Informe a data inicial do intervalo.'];
      else if (!validDay(q.date_from)) fields.date_from = ['Data inicial inválida.'];
      if (!q.date_to) fields.date_to = ['Informe a data final do intervalo.'];
      else if (!validDay(q.date_to)) fields.date_to = ['Data final inválida.'];
      if (Object.keys(fields).length) throw validationError(fields);
      const from = q.date_from!;
      const to = q.date_to!;
      if (from > to) throw validationError({ date_to: ['A data final deve ser igual ou posterior à inicial.'] });
      const days = (Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000;
      if (days > MAX_DAYS) throw validationError({ date_from: ['O intervalo pode ter no máximo 10 anos.'] });
      return { from, to };
    }
  }
}

const toCents = (reais: number | undefined) => (reais === undefined ? undefined : Math.round(reais * 100));

export function createAdminService(database: Database) {
  const repo = createAdminRepository(database.orm);

  async function filters(q: SalesFilterQuery): Promise<SalesFilters> {
    const { from, to } = resolvePeriod(q);
    const minCents = toCents(q.min_amount);
    const maxCents = toCents(q.max_amount);
    if (minCents !== undefined && maxCents !== undefined && minCents > maxCents) {
      throw validationError({ min_amount: ['O valor mínimo não pode ser maior que o máximo.'] });
    }
    if (q.plan && !(await repo.planExists(q.plan))) throw validationError({ plan: ['Plano desconhecido.'] });
    return {
      from,
      to,
      status: q.status,
      plan: q.plan,
      provider: q.provider,
      method: q.method,
      state: q.state,
      search: q.search?.trim() || undefined,
      minCents,
      maxCents,
    };
  }

  return {
    filters,
    repo,

    async sales(q: SalesFilterQuery, ordering: SalesOrdering, page: PageWindow) {
      const f = await filters(q);
      const totals = await repo.salesTotals(f);
      checkPage(totals.count, page);
      const results = totals.count ? await repo.salesPage(f, ordering, page.limit, page.offset) : [];
      return { totals, results, period: { date_from: f.from, date_to: f.to } };
    },

    async events(id: number) {
      if (!(await repo.paymentExists(id))) throw notFound('Pagamento não encontrado.', 'payment_not_found');
      return repo.events(id);
    },

    async detailed(q: PeriodInput): Promise<DetailedReport> {
      const { from, to } = resolvePeriod(q, '30d') as { from: string; to: string };
      return {
        period: { date_from: from, date_to: to },
        totals: await repo.periodTotals(from, to),
        by_plan: await repo.breakdown('by_plan', from, to),
        by_state: await repo.breakdown('by_state', from, to),
        by_category: await repo.breakdown('by_category', from, to),
        by_method: await repo.breakdown('by_method', from, to),
        daily: await repo.daily(from, to),
        conversion: await repo.conversion(from, to),
      };
    },

    /**
     * A year month by month. The change compares a month's revenue with the month before it
     * (January with the previous December); it is null when there is nothing to compare: no
     * revenue the month before, a month that has not begun (`today`, Brasília), or the current
     * month before its first revenue (an unfinished month is not a -100 % fall).
     */
    async monthly(year: number, today = localDay()): Promise<MonthlyReport> {
      const raw = await repo.monthly(year);
      const december = (await repo.periodTotals(`${year - 1}-12-01`, `${year - 1}-12-31`)).revenue_cents;
      const thisMonth = today.slice(0, 7);
      const months = raw.map((r, i) => {
        const month = Number(r.month);
        const key = `${year}-${String(month).padStart(2, '0')}`;
        const payments = Number(r.payments);
        const revenue = Number(r.revenue_cents);
        const before = i > 0 ? Number(raw[i - 1].revenue_cents) : december;
        const comparable = key < thisMonth || (key === thisMonth && revenue > 0);
        return {
          month,
          payments,
          revenue_cents: revenue,
          average_ticket_cents: payments ? Math.round(revenue / payments) : 0,
          refunds: Number(r.refunds),
          refunded_cents: Number(r.refunded_cents),
          new_paying_users: Number(r.new_paying_users),
          change: comparable && before > 0 ? Math.round(((revenue - before) / before) * 10_000) / 10_000 : null,
        };
      });
      const sum = (k: 'payments' | 'revenue_cents' | 'refunds' | 'refunded_cents' | 'new_paying_users') =>
        months.reduce((acc, m) => acc + m[k], 0);
      const payments = sum('payments');
      const revenue = sum('revenue_cents');
      return {
        year,
        months,
        totals: {
          payments,
          revenue_cents: revenue,
          average_ticket_cents: payments ? Math.round(revenue / payments) : 0,
          refunds: sum('refunds'),
          refunded_cents: sum('refunded_cents'),
          new_paying_users: sum('new_paying_users'),
        },
      };
    },

    async dashboard(): Promise<Dashboard> {
      const today = localDay();
      const monthStart = `${today.slice(0, 8)}01`;
      return {
        today: await repo.dayFigures(today, today),
        month: await repo.dayFigures(monthStart, today),
        active_highlights: await repo.activeHighlights(),
        revenue_30d: await repo.daily(addDays(today, -29), today),
        latest_payments: await repo.salesPage({ from: null, to: null }, '-created_at', 10, 0),
        open_reports: await createModerationLogRepository(database.orm).openReports(),
      };
    },
  };
}

/** The moderation log: the staff's and the tribes' moderators' actions, filtered, paged. */
export function createModerationLogService(db: Db) {
  const repo = createModerationLogRepository(db);
  return {
    repo,
    async page(f: LogFilters, page: PageWindow) {
      if (f.date_from && f.date_to && f.date_from > f.date_to) {
        throw validationError({ date_to: ['A data final deve ser igual ou posterior à inicial.'] });
      }
      const count = await repo.count(f);
      checkPage(count, page);
      return { count, results: await repo.page(f, page.limit, page.offset) };
    },
  };
}

/** A staff member's own choices for the admin area (the sales table's columns): only theirs. */
export function createPreferencesService(db: Db) {
  const repo = createPreferencesRepository(db);
  return {
    get: (userId: number) => repo.get(userId),
    set: (userId: number, prefs: AdminPreferences) => repo.set(userId, prefs),
  };
}
