import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/errors';
import { pageAnswer, pageWindow } from '../../lib/pagination';
import type { App } from '../../lib/types';
import { bearerSecurity } from '../../plugins/auth';
import {
  LogPage,
  PageQuery,
  ReasonBody,
  RequiredReasonBody,
  SlugParams,
  SubmissionListQuery,
  SubmitAdBody,
  TAG,
  TribeAdParams,
  TribeSubmission,
  TribeSubmissionPage,
} from './tribes.schemas';
import type { TribesService } from './tribes.service';

// Tribes' routes, moderation of ads: submit an ad, the queue, approve, reject, pin, take off the wall, the log.

/** Under /api/v1/tribes/:slug/: ads/ (submit), submissions/, ads/:ad_slug/… and log/. */
export function tribeModerationRoutes(app: App, service: TribesService) {
  const signedIn = { onRequest: app.auth.required };

  app.post(
    '/api/v1/tribes/:slug/ads/',
    {
      ...signedIn,
      schema: {
        operationId: 'submitTribeAd',
        tags: [TAG],
        summary: 'Envia um anúncio meu para a tribo (aprovado na hora, ou pendente se a tribo aprova)',
        security: bearerSecurity,
        params: SlugParams,
        body: SubmitAdBody,
        response: { 201: TribeSubmission, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.submitAd(request.user!, request.params.slug, request.body.ad_slug)),
  );

  app.get(
    '/api/v1/tribes/:slug/submissions/',
    {
      ...signedIn,
      schema: {
        operationId: 'listTribeSubmissions',
        tags: [TAG],
        summary: 'Fila de moderação: anúncios enviados (status=pending por padrão) — moderação',
        security: bearerSecurity,
        params: SlugParams,
        querystring: SubmissionListQuery,
        response: { 200: TribeSubmissionPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      pageAnswer(
        request,
        pageWindow(request.query),
        await service.submissions(request.user!, request.params.slug, request.query),
      ),
  );

  const emptyBody = async (request: FastifyRequest) => {
    request.body ??= {};
  };

  const adAction = (
    method: 'post' | 'delete',
    path: string,
    operationId: string,
    summary: string,
    run: (request: FastifyRequest<{ Params: { slug: string; ad_slug: string } }>) => Promise<TribeSubmission>,
    body?: typeof ReasonBody | typeof RequiredReasonBody,
  ) =>
    app[method](
      `/api/v1/tribes/:slug/ads/:ad_slug/${path}`,
      {
        ...signedIn,
        // A DELETE may come without a body (the owner taking their own ad off): read it as {}.
        ...(method === 'delete' ? { preValidation: emptyBody } : {}),
        schema: {
          operationId,
          tags: [TAG],
          summary,
          security: bearerSecurity,
          params: TribeAdParams,
          ...(body ? { body } : {}),
          response: { 200: TribeSubmission, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => run(request as FastifyRequest<{ Params: { slug: string; ad_slug: string } }>),
    );

  adAction('post', 'approve/', 'approveTribeAd', 'Aprova um anúncio enviado (moderação)', (r) =>
    service.reviewAd(r.user!, r.params.slug, r.params.ad_slug, 'approve'),
  );
  adAction(
    'post',
    'reject/',
    'rejectTribeAd',
    'Recusa um anúncio enviado, com o motivo (moderação)',
    (r) => service.reviewAd(r.user!, r.params.slug, r.params.ad_slug, 'reject', (r.body as { reason: string }).reason),
    RequiredReasonBody,
  );
  adAction('post', 'pin/', 'pinTribeAd', 'Fixa um anúncio no topo do feed (moderação)', (r) =>
    service.pinAd(r.user!, r.params.slug, r.params.ad_slug, true),
  );
  adAction('delete', 'pin/', 'unpinTribeAd', 'Desafixa um anúncio (moderação)', (r) =>
    service.pinAd(r.user!, r.params.slug, r.params.ad_slug, false),
  );
  adAction(
    'delete',
    '',
    'removeTribeAd',
    'Tira um anúncio da tribo: o dono tira o seu; a moderação tira o de outro membro com o motivo, enviado a ele',
    (r) =>
      service.removeAd(r.user!, r.params.slug, r.params.ad_slug, (r.body as { reason?: string } | undefined)?.reason),
    ReasonBody,
  );

  app.get(
    '/api/v1/tribes/:slug/log/',
    {
      ...signedIn,
      schema: {
        operationId: 'listTribeModerationLog',
        tags: [TAG],
        summary: 'Registro de moderação (moderação)',
        security: bearerSecurity,
        params: SlugParams,
        querystring: PageQuery,
        response: { 200: LogPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      pageAnswer(
        request,
        pageWindow(request.query),
        await service.log(request.user!, request.params.slug, request.query),
      ),
  );
}
