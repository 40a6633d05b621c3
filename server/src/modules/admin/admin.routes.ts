import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/errors';
import { pageAnswer, pageWindow } from '../../lib/pagination';
import type { App, ModuleOptions } from '../../lib/types';
import { bearerSecurity } from '../../plugins/auth';
import { detailedFile, moderationLogFile, monthlyFile, salesFile, sendExport } from './admin.export';
import {
  AdminPreferences,
  Dashboard,
  DetailedExportQuery,
  DetailedQuery,
  DetailedReport,
  ExportFormatQuery,
  MonthlyExportQuery,
  MonthlyQuery,
  MonthlyReport,
  ModerationLogExportQuery,
  ModerationLogPage,
  ModerationLogQuery,
  SaleEvents,
  SaleIdParams,
  SalesListQuery,
  SalesPage,
} from './admin.schemas';
import {
  createAdminService,
  createModerationLogService,
  createPreferencesService,
  resolvePeriod,
} from './admin.service';

// /api/v1/admin/*: staff only (is_staff or is_superuser, read from the user row on every request).
// The check runs onRequest, before validation: a member gets 403, never a hint from a 400.

const TAGS = ['admin'];

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
      const { ordering = '-created_at', page: _page, page_size: _size, ...filters } = request.query;
      const page = pageWindow(request.query, { size: 50, max: 200 });
      const { totals, results, period } = await service.sales(filters, ordering, page);
      return { ...pageAnswer(request, page, { count: totals.count, results }), totals, period };
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
      return sendExport(reply, format, await salesFile(service.repo, await service.filters(q)));
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
      return sendExport(reply, format, await detailedFile(service.repo, table, from, to));
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
      return sendExport(reply, format, monthlyFile(await service.monthly(year), year));
    },
  );

  // GET and PUT /api/v1/admin/preferences/: the signed-in staff member's own.
  const preferences = createPreferencesService(app.db.orm);
  const prefs = { tags: ['admin'], security: bearerSecurity };
  app.get(
    '/api/v1/admin/preferences/',
    {
      onRequest: app.auth.staff,
      schema: {
        ...prefs,
        operationId: 'getAdminPreferences',
        summary: 'As escolhas do membro da equipe (colunas da tabela de vendas)',
        response: { 200: AdminPreferences, ...errorResponses(401, 403) },
      },
    },
    async (request) => preferences.get(request.user!.id),
  );
  app.put(
    '/api/v1/admin/preferences/',
    {
      onRequest: app.auth.staff,
      schema: {
        ...prefs,
        operationId: 'updateAdminPreferences',
        summary: 'Guarda as escolhas do membro da equipe',
        body: AdminPreferences,
        response: { 200: AdminPreferences, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => preferences.set(request.user!.id, request.body as AdminPreferences),
  );

  // The moderation log: every staff action and every tribe moderator's, with the export.
  const log = createModerationLogService(app.db.orm);
  app.get(
    '/api/v1/admin/moderation-log/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'listAdminModerationLog',
        summary: 'Registro de moderação: quem, quando, em quê, ação e motivo',
        querystring: ModerationLogQuery,
        response: { 200: ModerationLogPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request: FastifyRequest<{ Querystring: ModerationLogQuery }>) => {
      const { page: _page, page_size: _size, ...filters } = request.query;
      const page = pageWindow(request.query, { size: 50, max: 200 });
      return pageAnswer(request, page, await log.page(filters, page));
    },
  );
  app.get(
    '/api/v1/admin/moderation-log/export/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'exportAdminModerationLog',
        summary: 'Exporta o registro de moderação filtrado (CSV ou XLSX), em fluxo',
        querystring: ModerationLogExportQuery,
        response: { 200: file, ...errors },
      },
    },
    async (request: FastifyRequest<{ Querystring: ModerationLogExportQuery }>, reply) => {
      const { format, ...filters } = request.query;
      return sendExport(reply, format, await moderationLogFile(log.repo, filters));
    },
  );
}
