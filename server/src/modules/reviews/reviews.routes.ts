import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/errors';
import { pageAnswer, pageWindow } from '../../lib/pagination';
import type { App, ModuleOptions } from '../../lib/types';
import { bearerSecurity } from '../../plugins/auth';
import {
  AdminReview,
  AdminReviewPage,
  AdminReviewQuery,
  IdParams,
  ProfileParams,
  RemoveBody,
  ReplyBody,
  ReportBody,
  Review,
  ReviewBody,
  ReviewPage,
  ReviewParams,
  ReviewQuery,
  ReviewReport,
  ReviewableAds,
} from './reviews.schemas';
import { createReviewsService } from './reviews.service';

// Thin routes: a profile's reviews under /api/v1/users/profiles/{username}/reviews/ (tag `reviews`)
// and the staff's list and removal under /api/v1/admin/reviews/ (tag `admin`).

const BASE = '/api/v1/users/profiles/:username/reviews/';

export async function reviewsRoutes(app: App, _options: ModuleOptions) {
  const service = createReviewsService(app.db);
  const signedIn = { onRequest: app.auth.required };
  const member = { tags: ['reviews'], security: bearerSecurity };
  const desk = { tags: ['admin'], security: bearerSecurity };

  app.get(
    BASE,
    {
      onRequest: app.auth.optional,
      schema: {
        tags: ['reviews'],
        operationId: 'listProfileReviews',
        summary: 'As avaliações de um anunciante, as mais recentes primeiro, com a média e o histograma',
        params: ProfileParams,
        querystring: ReviewQuery,
        response: { 200: ReviewPage, ...errorResponses(400, 404) },
      },
    },
    async (request: FastifyRequest<{ Params: ProfileParams; Querystring: ReviewQuery }>) => {
      const page = pageWindow(request.query, { size: 10, max: 50 });
      const { summary, ...list } = await service.list(request.params.username, request.user?.id ?? null, page);
      return { ...pageAnswer(request, page, list), summary };
    },
  );

  app.post(
    BASE,
    {
      ...signedIn,
      schema: {
        ...member,
        operationId: 'createProfileReview',
        summary: 'Avalia o anunciante por um anúncio sobre o qual ele respondeu uma conversa do membro',
        params: ProfileParams,
        body: ReviewBody,
        response: { 201: Review, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.user!, request.params.username, request.body)),
  );

  app.get(
    `${BASE}reviewable/`,
    {
      ...signedIn,
      schema: {
        ...member,
        operationId: 'listReviewableAds',
        summary: 'Os anúncios deste anunciante que o membro pode avaliar',
        params: ProfileParams,
        response: { 200: ReviewableAds, ...errorResponses(401, 404) },
      },
    },
    async (request) => service.reviewable(request.user!, request.params.username),
  );

  app.post(
    `${BASE}:id/reply/`,
    {
      ...signedIn,
      schema: {
        ...member,
        operationId: 'createReviewReply',
        summary: 'O anunciante responde uma avaliação (uma vez, em público)',
        params: ReviewParams,
        body: ReplyBody,
        response: { 200: Review, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.reply(request.user!, request.params.username, request.params.id, request.body),
  );

  app.post(
    `${BASE}:id/report/`,
    {
      ...signedIn,
      schema: {
        ...member,
        operationId: 'createReviewReport',
        summary: 'Denuncia uma avaliação (201; a denúncia anterior do mesmo membro volta com 200)',
        params: ReviewParams,
        body: ReportBody,
        response: { 200: ReviewReport, 201: ReviewReport, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { created, report } = await service.report(
        request.user!,
        request.params.username,
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(report);
    },
  );

  app.get(
    '/api/v1/admin/reviews/',
    {
      onRequest: app.auth.staff,
      schema: {
        ...desk,
        operationId: 'listAdminReviews',
        summary: 'Avaliações denunciadas (as mais denunciadas primeiro), removidas ou todas',
        querystring: AdminReviewQuery,
        response: { 200: AdminReviewPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request: FastifyRequest<{ Querystring: AdminReviewQuery }>) => {
      const page = pageWindow(request.query, { size: 20, max: 100 });
      return pageAnswer(request, page, await service.adminList(request.query.status ?? 'reported', page));
    },
  );

  app.post(
    '/api/v1/admin/reviews/:id/remove/',
    {
      onRequest: app.auth.staff,
      schema: {
        ...desk,
        operationId: 'removeAdminReview',
        summary: 'Remove uma avaliação (sai do perfil e da média; vai para o registro de moderação)',
        params: IdParams,
        body: RemoveBody,
        response: { 200: AdminReview, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.remove(request.user!, request.params.id, request.body.reason),
  );
}
