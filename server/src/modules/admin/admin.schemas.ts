import { Type, type Static } from '@sinclair/typebox';
import { SALES_ORDERINGS, type SalesOrdering } from '../../../../shared/sales';
import { pageOf } from '../../lib/pagination';

// The admin area's sales tables and reports: every body, query and answer, with operationIds.

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'AAAA-MM-DD (horário de Brasília).' });

export const PERIODS = ['today', '7d', '30d', 'month', 'custom'] as const;
export type Period = (typeof PERIODS)[number];
export const STATUSES = ['pending', 'processing', 'succeeded', 'failed', 'canceled', 'refunded'] as const;
export const METHODS = ['card', 'pix', 'boleto'] as const;
// The sort orders the sales page offers (shared/sales.ts).
export { SALES_ORDERINGS, type SalesOrdering };

export const PeriodQuery = {
  period: Type.Optional(
    Type.Union(
      PERIODS.map((p) => Type.Literal(p)),
      { description: 'Hoje, 7 dias, 30 dias, este mês ou intervalo (date_from e date_to). Sem ele: tudo.' },
    ),
  ),
  date_from: Type.Optional(DateOnly),
  date_to: Type.Optional(DateOnly),
};

export const SalesFilterQuery = Type.Object(
  {
    ...PeriodQuery,
    status: Type.Optional(Type.Union(STATUSES.map((s) => Type.Literal(s)))),
    plan: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    provider: Type.Optional(Type.Union([Type.Literal('stripe'), Type.Literal('local')])),
    method: Type.Optional(Type.Union(METHODS.map((m) => Type.Literal(m)))),
    state: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
    search: Type.Optional(Type.String({ maxLength: 150, description: 'Nome de usuário ou e-mail (parte).' })),
    min_amount: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000, description: 'Em reais.' })),
    max_amount: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000, description: 'Em reais.' })),
  },
  { additionalProperties: false },
);
export type SalesFilterQuery = Static<typeof SalesFilterQuery>;

export const SalesListQuery = Type.Object(
  {
    ...SalesFilterQuery.properties,
    ordering: Type.Optional(Type.Union(SALES_ORDERINGS.map((o) => Type.Literal(o)))),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  },
  { additionalProperties: false },
);
export type SalesListQuery = Static<typeof SalesListQuery>;

export const ExportFormatQuery = Type.Object(
  { ...SalesFilterQuery.properties, format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]) },
  { additionalProperties: false },
);
export type ExportFormatQuery = Static<typeof ExportFormatQuery>;

export const Sale = Type.Object({
  id: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  succeeded_at: Nullable(Type.String({ format: 'date-time' })),
  status: Type.String(),
  plan: Type.Object({ id: Type.String(), name: Type.String() }),
  provider: Type.String(),
  method: Type.String(),
  amount_cents: Type.Integer(),
  currency: Type.String(),
  failure_message: Nullable(Type.String()),
  user: Type.Object({ id: Type.Integer(), username: Type.String(), email: Type.String() }),
  ad: Type.Object({
    id: Type.Integer(),
    slug: Type.String(),
    title: Type.String(),
    state_code: Type.String(),
    category: Type.String(),
  }),
});
export type Sale = Static<typeof Sale>;

export const SalesTotals = Type.Object({
  count: Type.Integer({ description: 'Pagamentos no conjunto filtrado.' }),
  paid_count: Type.Integer({ description: 'Dos quais aprovados.' }),
  gross_cents: Type.Integer({ description: 'Soma dos aprovados.' }),
  average_ticket_cents: Type.Integer({ description: 'Bruto / aprovados (0 sem aprovados).' }),
});

export const ResolvedPeriod = Type.Object({
  date_from: Nullable(Type.String()),
  date_to: Nullable(Type.String()),
});

export const SalesPage = Type.Object({
  count: Type.Integer(),
  next: Nullable(Type.String()),
  previous: Nullable(Type.String()),
  period: ResolvedPeriod,
  totals: SalesTotals,
  results: Type.Array(Sale),
});

export const SaleIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) });

export const SaleEvent = Type.Object({
  id: Type.String(),
  type: Type.String(),
  provider: Type.String(),
  outcome: Type.String(),
  received_at: Type.String({ format: 'date-time' }),
});
export const SaleEvents = Type.Array(SaleEvent);

const Money = {
  payments: Type.Integer(),
  revenue_cents: Type.Integer(),
};

export const Breakdown = Type.Array(Type.Object({ key: Type.String(), label: Type.String(), ...Money }));

export const DetailedQuery = Type.Object({ ...PeriodQuery }, { additionalProperties: false });
export type DetailedQuery = Static<typeof DetailedQuery>;

export const REPORT_TABLES = ['by_plan', 'by_state', 'by_category', 'by_method', 'daily'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

export const DetailedExportQuery = Type.Object(
  {
    ...PeriodQuery,
    table: Type.Union(REPORT_TABLES.map((t) => Type.Literal(t))),
    format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
  },
  { additionalProperties: false },
);
export type DetailedExportQuery = Static<typeof DetailedExportQuery>;

export const DetailedReport = Type.Object({
  period: ResolvedPeriod,
  totals: Type.Object({
    ...Money,
    average_ticket_cents: Type.Integer(),
    refunds: Type.Integer(),
    refunded_cents: Type.Integer(),
    failures: Type.Integer(),
  }),
  by_plan: Breakdown,
  by_state: Breakdown,
  by_category: Breakdown,
  by_method: Breakdown,
  daily: Type.Array(Type.Object({ date: Type.String(), ...Money })),
  conversion: Type.Object({
    ads_published: Type.Integer(),
    ads_highlighted: Type.Integer(),
    rate: Type.Number({ description: 'Destacados / publicados no período (0 a 1).' }),
  }),
});
export type DetailedReport = Static<typeof DetailedReport>;

export const MonthlyQuery = Type.Object(
  { year: Type.Integer({ minimum: 2000, maximum: 2100 }) },
  { additionalProperties: false },
);
export const MonthlyExportQuery = Type.Object(
  {
    year: Type.Integer({ minimum: 2000, maximum: 2100 }),
    format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
  },
  { additionalProperties: false },
);

const MonthFigures = {
  ...Money,
  average_ticket_cents: Type.Integer(),
  refunds: Type.Integer(),
  refunded_cents: Type.Integer(),
  new_paying_users: Type.Integer({
    description: 'Membros cujo primeiro pagamento aprovado (de todos os tempos) caiu no período.',
  }),
};

export const MonthlyReport = Type.Object({
  year: Type.Integer(),
  months: Type.Array(
    Type.Object({
      month: Type.Integer({ minimum: 1, maximum: 12 }),
      ...MonthFigures,
      change: Type.Union([Type.Number(), Type.Null()], {
        description:
          'Variação da receita sobre o mês anterior (0.1 = +10 %; janeiro sobre dezembro do ano anterior); ' +
          'null sem receita no mês anterior, num mês que ainda não começou ou no mês corrente ainda sem receita.',
      }),
    }),
  ),
  totals: Type.Object(MonthFigures),
});
export type MonthlyReport = Static<typeof MonthlyReport>;

const DayFigures = Type.Object({
  revenue_cents: Type.Integer(),
  payments: Type.Integer(),
  new_ads: Type.Integer(),
  new_users: Type.Integer(),
});

export const Dashboard = Type.Object({
  today: DayFigures,
  month: DayFigures,
  active_highlights: Type.Integer(),
  revenue_30d: Type.Array(Type.Object({ date: Type.String(), ...Money })),
  latest_payments: Type.Array(Sale),
  open_reports: Type.Integer({ description: 'Denúncias abertas na fila da moderação.' }),
});
export type Dashboard = Static<typeof Dashboard>;

// A staff member's own choices for the admin area: which columns the sales table shows.
/** The sales table's columns, as the client's table keys them (src/features/admin/columns.tsx). */
export const SALES_COLUMN_KEYS = [
  'id',
  'created_at',
  'user',
  'ad',
  'plan',
  'method',
  'provider',
  'state',
  'category',
  'status',
  'amount',
] as const;

export const AdminPreferences = Type.Object(
  {
    sales_columns: Type.Union(
      [
        Type.Array(Type.Union(SALES_COLUMN_KEYS.map((k) => Type.Literal(k))), {
          uniqueItems: true,
          maxItems: SALES_COLUMN_KEYS.length,
        }),
        Type.Null(),
      ],
      { description: 'As colunas visíveis da tabela de vendas; null enquanto o membro não escolheu.' },
    ),
  },
  { additionalProperties: false },
);
export type AdminPreferences = Static<typeof AdminPreferences>;

// The moderation log: every staff action (moderation_log) and every tribe moderator's (tribe_moderation_log).
const LogFilters = {
  source: Type.Optional(
    Type.Union([Type.Literal('staff'), Type.Literal('tribes')], { description: 'Equipe ou moderadores das tribos.' }),
  ),
  action: Type.Optional(Type.String({ maxLength: 40 })),
  actor: Type.Optional(Type.String({ maxLength: 150, description: 'Username de quem agiu.' })),
  date_from: Type.Optional(DateOnly),
  date_to: Type.Optional(DateOnly),
};
export const ModerationLogQuery = Type.Object(
  {
    ...LogFilters,
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  },
  { additionalProperties: false },
);
export type ModerationLogQuery = Static<typeof ModerationLogQuery>;
export const ModerationLogExportQuery = Type.Object(
  { ...LogFilters, format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]) },
  { additionalProperties: false },
);
export type ModerationLogExportQuery = Static<typeof ModerationLogExportQuery>;

export const ModerationLogEntry = Type.Object(
  {
    id: Type.Integer(),
    source: Type.Union([Type.Literal('staff'), Type.Literal('tribe')]),
    action: Type.String(),
    actor: Nullable(Type.String()),
    target: Type.String({ description: 'O anúncio (título) ou a conta (@username) em que se agiu.' }),
    tribe: Nullable(Type.String()),
    reason: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'ModerationLogEntry' },
);
export type ModerationLogEntry = Static<typeof ModerationLogEntry>;
export const ModerationLogPage = pageOf(ModerationLogEntry, 'ModerationLogPage');
