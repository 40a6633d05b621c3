import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../app';
import { errorResponses } from '../../lib/errors';
import { pageUrls } from '../../lib/pagination';
import type { App } from '../../lib/types';
import { bearerSecurity } from '../../plugins/auth';
import { CONTENT_TYPES, csvStream, fileName, xlsxStream, type Cell, type Column } from './admin.export';
import type { SalesFilters } from './admin.repository';
import {
  Dashboard,
  DetailedExportQuery,
  DetailedQuery,
  DetailedReport,
  ExportFormatQuery,
  MonthlyExportQuery,
  MonthlyQuery,
  MonthlyReport,
  SaleEvents,
  SaleIdParams,
  SalesListQuery,
  SalesPage,
  type Sale,
} from './admin.schemas';
import { preferencesRoutes } from './admin.preferences';
import { createAdminService, localDay, resolvePeriod } from './admin.service';

// /api/v1/admin/*: staff only (is_staff or is_superuser, read from the user row on every request).
// The check runs onRequest, before validation: a member gets 403, never a hint from a 400.

const TAGS = ['admin'];
// Rows per keyset batch of an export: 250 keeps the server's RSS flat while 100,000 rows stream
// (bench:admin: +2.5 MB; 1,000-row batches grew it by 5 to 68 MB from run to run).
const EXPORT_BATCH = 250;

const STATUS_LABEL: Record<string, string> = {
  pending: 'Pendente',
  processing: 'Processando',
  succeeded: 'Aprovado',
  failed: 'Recusado',
  canceled: 'Cancelado',
  refunded: 'Reembolsado',
};
const METHOD_LABEL: Record<string, string> = { card: 'Cartão', pix: 'Pix', boleto: 'Boleto' };
// As the sales table and its filter name them.
const PROVIDER_LABEL: Record<string, string> = { stripe: 'Stripe', local: 'Teste local' };

const SALE_COLUMNS: Column[] = [
  { header: 'ID', kind: 'int', width: 10 },
  { header: 'Data', kind: 'datetime', width: 18 },
  { header: 'Aprovado em', kind: 'datetime', width: 18 },
  { header: 'Situação', kind: 'text', width: 14 },
  { header: 'Plano', kind: 'text', width: 18 },
  { header: 'Valor (R$)', kind: 'money', width: 14 },
  { header: 'Forma de pagamento', kind: 'text', width: 18 },
  { header: 'Provedor', kind: 'text', width: 10 },
  { header: 'Usuário', kind: 'text', width: 18 },
  { header: 'E-mail', kind: 'text', width: 28 },
  { header: 'Anúncio', kind: 'text', width: 36 },
  { header: 'UF', kind: 'text', width: 6 },
  { header: 'Categoria', kind: 'text', width: 20 },
];

const saleCells = (s: Sale): Cell[] => [
  s.id,
  new Date(s.created_at),
  s.succeeded_at ? new Date(s.succeeded_at) : null,
  STATUS_LABEL[s.status] ?? s.status,
  s.plan.name,
  s.amount_cents,
  METHOD_LABEL[s.method] ?? s.method,
  PROVIDER_LABEL[s.provider] ?? s.provider,
  s.user.username,
  s.user.email,
  s.ad.title,
  s.ad.state_code,
  s.ad.category,
];

function sendFile(
  reply: FastifyReply,
  format: 'csv' | 'xlsx',
  base: string,
  sheet: string,
  columns: Column[],
  source: AsyncIterable<Cell[][]>,
  total: number,
) {
  reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileName(base, format, localDay())}"`)
    .header('cache-control', 'no-store')
    // Rows the file will carry: the client shows the download's progress against it.
    .header('x-total-count', String(total));
  return reply.send(format === 'csv' ? csvStream(columns, source) : xlsxStream(sheet, columns, source));
}

async function* once(rows: Cell[][]) {
  yield rows;
}

export async function adminRoutes(app: App, _options: ModuleOptions) {
  const service = createAdminService(app.db);
  const staff = { onRequest: app.auth.staff };
  const common = { tags: TAGS, security: bearerSecurity };
  const errors = errorResponses(400, 401, 403);
  const file = Type.String({ description: 'O arquivo (CSV ou XLSX), enviado em fluxo.' });

  app.get(
    '/api/v1/admin/dashboard/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'getAdminDashboard',
        summary: 'Painel: hoje, o mês, 30 dias',
        response: { 200: Dashboard, ...errors },
      },
    },
    async () => service.dashboard(),
  );

  app.get(
    '/api/v1/admin/sales/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'listAdminSales',
        summary: 'Vendas: filtros, ordenação, paginação e totais do conjunto filtrado',
        querystring: SalesListQuery,
        response: { 200: SalesPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request: FastifyRequest<{ Querystring: SalesListQuery }>) => {
      const { ordering = '-created_at', page = 1, page_size: pageSize = 50, ...filters } = request.query;
      const r = await service.sales(filters, ordering, page, pageSize);
      return { count: r.totals.count, ...pageUrls(request, page, pageSize, r.totals.count), ...r };
    },
  );

  app.get(
    '/api/v1/admin/sales/export/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'exportAdminSales',
        summary: 'Exporta as vendas filtradas (CSV para Excel em português, ou XLSX), em fluxo',
        querystring: ExportFormatQuery,
        response: { 200: file, ...errors },
      },
    },
    async (request: FastifyRequest<{ Querystring: ExportFormatQuery }>, reply) => {
      const { format, ...q } = request.query;
      const f: SalesFilters = await service.filters(q);
      const { count } = await service.repo.salesTotals(f);
      async function* batches() {
        let after: { createdAt: string; id: number } | null = null;
        for (;;) {
          const batch = await service.repo.salesBatch(f, after, EXPORT_BATCH);
          if (!batch.length) return;
          yield batch.map(saleCells);
          const last = batch[batch.length - 1];
          after = { createdAt: last.created_at, id: last.id };
          if (batch.length < EXPORT_BATCH) return;
        }
      }
      return sendFile(reply, format, 'vendas', 'Vendas', SALE_COLUMNS, batches(), count);
    },
  );

  app.get(
    '/api/v1/admin/sales/:id/events/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'listAdminSaleEvents',
        summary: 'Eventos do provedor de um pagamento (webhooks recebidos)',
        params: SaleIdParams,
        response: { 200: SaleEvents, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request: FastifyRequest<{ Params: { id: number } }>) => service.events(request.params.id),
  );

  app.get(
    '/api/v1/admin/reports/detailed/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'getAdminDetailedReport',
        summary: 'Relatório detalhado de um período (padrão: 30 dias)',
        querystring: DetailedQuery,
        response: { 200: DetailedReport, ...errors },
      },
    },
    async (request: FastifyRequest<{ Querystring: DetailedQuery }>) => service.detailed(request.query),
  );

  app.get(
    '/api/v1/admin/reports/detailed/export/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'exportAdminDetailedReport',
        summary: 'Exporta uma tabela do relatório detalhado',
        querystring: DetailedExportQuery,
        response: { 200: file, ...errors },
      },
    },
    async (request: FastifyRequest<{ Querystring: DetailedExportQuery }>, reply) => {
      const { table, format, ...q } = request.query;
      const { from, to } = resolvePeriod(q, '30d') as { from: string; to: string };
      if (table === 'daily') {
        const days = await service.repo.daily(from, to);
        const cols: Column[] = [
          { header: 'Dia', kind: 'date', width: 12 },
          { header: 'Pagamentos', kind: 'int' },
          { header: 'Receita (R$)', kind: 'money' },
        ];
        const rows = days.map((d) => [d.date, d.payments, d.revenue_cents] as Cell[]);
        return sendFile(reply, format, `relatorio-diario-${from}-a-${to}`, 'Por dia', cols, once(rows), rows.length);
      }
      const LABEL = { by_plan: 'Plano', by_state: 'Estado', by_category: 'Categoria', by_method: 'Forma de pagamento' };
      const lines = await service.repo.breakdown(table, from, to);
      const cols: Column[] = [
        { header: LABEL[table], kind: 'text', width: 24 },
        { header: 'Pagamentos', kind: 'int' },
        { header: 'Receita (R$)', kind: 'money' },
      ];
      const rows = lines.map((l) => [l.label, l.payments, l.revenue_cents] as Cell[]);
      const FILE = { by_plan: 'plano', by_state: 'estado', by_category: 'categoria', by_method: 'forma-de-pagamento' };
      const base = `relatorio-por-${FILE[table]}-${from}-a-${to}`;
      return sendFile(reply, format, base, LABEL[table], cols, once(rows), rows.length);
    },
  );

  app.get(
    '/api/v1/admin/reports/monthly/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'getAdminMonthlyReport',
        summary: 'Relatório mensal de um ano',
        querystring: MonthlyQuery,
        response: { 200: MonthlyReport, ...errors },
      },
    },
    async (request: FastifyRequest<{ Querystring: { year: number } }>) => service.monthly(request.query.year),
  );

  app.get(
    '/api/v1/admin/reports/monthly/export/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'exportAdminMonthlyReport',
        summary: 'Exporta o relatório mensal de um ano',
        querystring: MonthlyExportQuery,
        response: { 200: file, ...errors },
      },
    },
    async (request: FastifyRequest<{ Querystring: { year: number; format: 'csv' | 'xlsx' } }>, reply) => {
      const { year, format } = request.query;
      const report = await service.monthly(year);
      const MONTHS = [
        'Janeiro',
        'Fevereiro',
        'Março',
        'Abril',
        'Maio',
        'Junho',
        'Julho',
        'Agosto',
        'Setembro',
        'Outubro',
        'Novembro',
        'Dezembro',
      ];
      const cols: Column[] = [
        { header: 'Mês', kind: 'text', width: 12 },
        { header: 'Receita (R$)', kind: 'money' },
        { header: 'Pagamentos', kind: 'int' },
        { header: 'Ticket médio (R$)', kind: 'money' },
        { header: 'Reembolsos', kind: 'int' },
        { header: 'Reembolsado (R$)', kind: 'money' },
        { header: 'Novos pagantes', kind: 'int' },
        { header: 'Variação (%)', kind: 'percent' },
      ];
      const rows: Cell[][] = report.months.map((m) => [
        MONTHS[m.month - 1],
        m.revenue_cents,
        m.payments,
        // The average of no payment is none, not R$ 0,00 (as on the page).
        m.payments ? m.average_ticket_cents : null,
        m.refunds,
        m.refunded_cents,
        m.new_paying_users,
        m.change,
      ]);
      const t = report.totals;
      rows.push([
        'Total',
        t.revenue_cents,
        t.payments,
        t.payments ? t.average_ticket_cents : null,
        t.refunds,
        t.refunded_cents,
        t.new_paying_users,
        null,
      ]);
      return sendFile(reply, format, `relatorio-mensal-${year}`, String(year), cols, once(rows), rows.length);
    },
  );

  preferencesRoutes(app);
}
