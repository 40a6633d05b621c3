import { SALES_ORDERINGS } from '../../../shared/sales';
import type { SalesArgs } from '../../api/admin';

/**
 * The sales table's view lives in the URL (shareable, the back button works): this turns the
 * search params into the query's arguments and back. Unknown or malformed values are dropped.
 */

export const PERIODS = [
  { value: 'today', label: 'Hoje' },
  { value: '7d', label: '7 dias' },
  { value: '30d', label: '30 dias' },
  { value: 'month', label: 'Este mês' },
  { value: 'custom', label: 'Intervalo' },
] as const;

const PERIOD_VALUES = new Set<string>(PERIODS.map((p) => p.value));
const STATUSES = new Set(['pending', 'processing', 'succeeded', 'failed', 'canceled', 'refunded']);
const METHODS = new Set(['card', 'pix', 'boleto']);
const PROVIDERS = new Set(['stripe', 'local']);
const ORDERINGS = new Set<string>(SALES_ORDERINGS);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A phone has no column headers to sort by: the same orders in a list. */
export const PHONE_ORDERINGS = [
  { value: '-created_at', label: 'Mais recentes' },
  { value: 'created_at', label: 'Mais antigas' },
  { value: '-amount', label: 'Maior valor' },
  { value: 'amount', label: 'Menor valor' },
];

export const PAGE_SIZES = [20, 50, 100, 200];
export const DEFAULT_PAGE_SIZE = 50;

const positive = (v: string | null) => {
  const n = Number(v);
  return v !== null && v !== '' && Number.isFinite(n) && n >= 0 ? n : undefined;
};

export function argsFromParams(params: URLSearchParams): SalesArgs {
  const get = (k: string) => params.get(k) ?? undefined;
  const pick = <T extends string>(k: string, allowed: Set<string>) => {
    const v = params.get(k);
    return v && allowed.has(v) ? (v as T) : undefined;
  };
  const period = pick<NonNullable<SalesArgs['period']>>('period', PERIOD_VALUES);
  const custom = period === 'custom';
  const from = custom && DAY.test(get('date_from') ?? '') ? get('date_from') : undefined;
  const to = custom && DAY.test(get('date_to') ?? '') ? get('date_to') : undefined;
  // An interval without both dates is not a filter yet: everything is shown until it is complete
  // (the server refuses one date without the other).
  const complete = Boolean(from && to);
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const size = Number(params.get('page_size'));
  return {
    period: custom && !complete ? undefined : period,
    dateFrom: complete ? from : undefined,
    dateTo: complete ? to : undefined,
    status: pick('status', STATUSES),
    plan: get('plan') || undefined,
    provider: pick('provider', PROVIDERS),
    method: pick('method', METHODS),
    state: /^[A-Z]{2}$/.test(get('state') ?? '') ? get('state') : undefined,
    search: get('search')?.trim() || undefined,
    minAmount: positive(params.get('min_amount')),
    maxAmount: positive(params.get('max_amount')),
    ordering: pick('ordering', ORDERINGS),
    page,
    pageSize: PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The server's query parameter names (for the export links), without paging. */
export function exportParams(args: SalesArgs): Record<string, string | number | undefined> {
  return {
    period: args.period,
    date_from: args.dateFrom,
    date_to: args.dateTo,
    status: args.status,
    plan: args.plan,
    provider: args.provider,
    method: args.method,
    state: args.state,
    search: args.search,
    min_amount: args.minAmount,
    max_amount: args.maxAmount,
  };
}

/** Sets (or, with undefined/empty, removes) some params; any filter change goes back to page 1. */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | undefined | null>) {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined || v === null || v === '') next.delete(k);
    else next.set(k, String(v));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
