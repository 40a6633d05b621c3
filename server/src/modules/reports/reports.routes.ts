import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/errors';
import { pageAnswer, pageWindow } from '../../lib/pagination';
import type { App, ModuleOptions } from '../../lib/types';
import { bearerSecurity, type AuthUser } from '../../plugins/auth';
import { memberRateLimit } from '../../plugins/memberRateLimit';
import {
  AdminAd,
  AdminAdPage,
  AdminAdQuery,
  AdminUser,
  AdminUserPage,
  AdminUserQuery,
  IdParams,
  ReasonBody,
  Report,
  ReportBody,
  ReportCase,
  ReportCasePage,
  ReportCaseQuery,
  ResolveBody,
  SlugParams,
  StaffBody,
  UsernameParams,
} from './reports.schemas';
import { createReportsService, REPORTS_PER_HOUR } from './reports.service';

// Thin routes: members report an ad, a profile or a conversation they take part in (tag `reports`); the staff's moderation desk under
// /api/v1/admin/ (tag `admin`, app.auth.staff onRequest: a member gets 403 before any validation).

const ADMIN = '/api/v1/admin/';

const HOUR = 60 * 60 * 1000;

export async function reportsRoutes(app: App, { config }: ModuleOptions) {
  const service = createReportsService(app.db);
  // Ads, profiles and conversations share one counter: 10 reports per member per hour.
  const reports = memberRateLimit(app, config.rateLimits, {
    name: 'reports',
    max: REPORTS_PER_HOUR,
    timeWindow: HOUR,
    message: 'Você enviou muitas denúncias na última hora.',
  });
  const signedIn = { onRequest: app.auth.required };
  const staff = { onRequest: app.auth.staff };
  const member = { tags: ['reports'], security: bearerSecurity };
  const desk = { tags: ['admin'], security: bearerSecurity };

  /** A member's report: 201 with it, or 200 with their open report on the same thing. */
  function reportRoute<P extends TSchema>(
    url: string,
    operationId: string,
    summary: string,
    params: P,
    file: (user: AuthUser, params: Static<P>, body: ReportBody) => Promise<{ created: boolean; report: Report }>,
  ) {
    app.post(
      url,
      {
        ...signedIn,
        preHandler: reports,
        schema: {
          ...member,
          operationId,
          summary: `${summary} (201; a denúncia aberta do mesmo membro volta com 200)`,
          params,
          body: ReportBody,
          response: { 200: Report, 201: Report, ...errorResponses(400, 401, 404, 429) },
        },
      },
      async (request, reply) => {
        const { created, report } = await file(request.user!, request.params as Static<P>, request.body as ReportBody);
        return reply.code(created ? 201 : 200).send(report);
      },
    );
  }

  reportRoute('/api/v1/ads/ads/:slug/report/', 'createAdReport', 'Denuncia um anúncio', SlugParams, (u, p, body) =>
    service.reportAd(u, p.slug, body),
  );
  reportRoute(
    '/api/v1/users/profiles/:username/report/',
    'createProfileReport',
    'Denuncia um perfil',
    UsernameParams,
    (u, p, body) => service.reportProfile(u, p.username, body),
  );
  reportRoute(
    '/api/v1/messages/conversations/:id/report/',
    'createConversationReport',
    'Um participante denuncia a conversa',
    IdParams,
    (u, p, body) => service.reportConversation(u, p.id, body),
  );

  app.get(
    `${ADMIN}reports/`,
    {
      ...staff,
      schema: {
        ...desk,
        operationId: 'listAdminReports',
        summary: 'Fila de denúncias: abertas primeiro, depois por número de denunciantes',
        querystring: ReportCaseQuery,
        response: { 200: ReportCasePage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request: FastifyRequest<{ Querystring: ReportCaseQuery }>) => {
      const page = pageWindow(request.query, { size: 20, max: 100 });
      return pageAnswer(request, page, await service.cases(request.query, page));
    },
  );

  app.get(
    `${ADMIN}reports/:id/`,
    {
      ...staff,
      schema: {
        ...desk,
        operationId: 'getAdminReport',
        summary: 'Uma denúncia: o anúncio, o dono, cada denunciante e o histórico',
        params: IdParams,
        response: { 200: ReportCase, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.case(request.params.id),
  );

  app.post(
    `${ADMIN}reports/:id/resolve/`,
    {
      ...staff,
      schema: {
        ...desk,
        operationId: 'resolveAdminReport',
        summary: 'Decide uma denúncia: descartar, pedir correção, remover o anúncio ou suspender a conta',
        params: IdParams,
        body: ResolveBody,
        response: { 200: ReportCase, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.resolve(request.user!, request.params.id, request.body),
  );

  app.get(
    `${ADMIN}users/`,
    {
      ...staff,
      schema: {
        ...desk,
        operationId: 'listAdminUsers',
        summary: 'Membros por nome, username ou e-mail, com anúncios, pagamentos e denúncias',
        querystring: AdminUserQuery,
        response: { 200: AdminUserPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request: FastifyRequest<{ Querystring: AdminUserQuery }>) => {
      const page = pageWindow(request.query, { size: 20, max: 100 });
      return pageAnswer(request, page, await service.users(request.query, page));
    },
  );

  app.post(
    `${ADMIN}users/:id/ban/`,
    {
      ...staff,
      schema: {
        ...desk,
        operationId: 'banAdminUser',
        summary: 'Suspende uma conta: sessões encerradas na hora, anúncios fora das listas',
        params: IdParams,
        body: ReasonBody,
        response: { 200: AdminUser, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.ban(request.user!, request.params.id, request.body.reason),
  );

  app.post(
    `${ADMIN}users/:id/unban/`,
    {
      ...staff,
      schema: {
        ...desk,
        operationId: 'unbanAdminUser',
        summary: 'Reativa uma conta suspensa',
        params: IdParams,
        body: ReasonBody,
        response: { 200: AdminUser, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.unban(request.user!, request.params.id, request.body.reason),
  );

  app.post(
    `${ADMIN}users/:id/staff/`,
    {
      ...staff,
      schema: {
        ...desk,
        operationId: 'updateAdminUserStaff',
        summary: 'Dá ou tira o acesso da equipe (só superusuários)',
        params: IdParams,
        body: StaffBody,
        response: { 200: AdminUser, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.setStaff(request.user!, request.params.id, request.body.is_staff),
  );

  app.get(
    `${ADMIN}ads/`,
    {
      ...staff,
      schema: {
        ...desk,
        operationId: 'listAdminAds',
        summary: 'Todos os anúncios, em qualquer situação, com busca e filtro',
        querystring: AdminAdQuery,
        response: { 200: AdminAdPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request: FastifyRequest<{ Querystring: AdminAdQuery }>) => {
      const page = pageWindow(request.query, { size: 20, max: 100 });
      return pageAnswer(request, page, await service.ads(request.query, page));
    },
  );

  app.post(
    `${ADMIN}ads/:id/remove/`,
    {
      ...staff,
      schema: {
        ...desk,
        operationId: 'removeAdminAd',
        summary: 'Remove um anúncio (o dono recebe o motivo)',
        params: IdParams,
        body: ReasonBody,
        response: { 200: AdminAd, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.setAdRemoved(request.user!, request.params.id, true, request.body.reason),
  );

  app.post(
    `${ADMIN}ads/:id/restore/`,
    {
      ...staff,
      schema: {
        ...desk,
        operationId: 'restoreAdminAd',
        summary: 'Restaura um anúncio removido pela equipe',
        params: IdParams,
        body: ReasonBody,
        response: { 200: AdminAd, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.setAdRemoved(request.user!, request.params.id, false, request.body.reason),
  );
}
