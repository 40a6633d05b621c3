import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/errors';
import { pageAnswer, pageWindow } from '../../lib/pagination';
import type { App, ModuleOptions } from '../../lib/types';
import { bearerSecurity } from '../../plugins/auth';
import { multipartBody } from '../../plugins/multipart';
import { announceWrites } from '../../plugins/publicCache';
import {
  NoContent,
  PageQuery,
  SlugParams,
  TAG,
  tribeBodyContent,
  TribeCreateBody,
  TribeDetail,
  TribeFeedPage,
  TribeListQuery,
  TribePage,
  TribeUpdateBody,
} from './tribes.schemas';
import { tribeInvitationLinkRoutes, tribeInvitationRoutes } from './tribes.invitations.routes';
import { tribeMembershipRoutes } from './tribes.membership.routes';
import { tribeModerationRoutes } from './tribes.moderation.routes';
import { mediaStorage } from '../../lib/storage/create';
import { createTribesService, type TribeImages } from './tribes.service';

// Tribes' routes, core: list, create, get, edit, delete, the feed, and the plugin for every tribes route.

const parseMultipart = multipartBody({ fileFields: ['avatar', 'cover'], repeated: 'last', limits: { files: 2 } });

function imagesOf(request: FastifyRequest): TribeImages {
  const files = request.uploads ?? [];
  return {
    avatar: files.find((f) => f.field === 'avatar' && f.size) ?? null,
    cover: files.find((f) => f.field === 'cover' && f.size) ?? null,
  };
}

/**
 * Every route under /api/v1/tribes/: this file's and tribes.<concern>.routes.ts's, registered in the
 * order of the paths in openapi.json. Thin: schema, service call, status and paging URLs; who may do
 * what is the service's business (tribes.access.ts).
 */
export async function tribesRoutes(app: App, { config }: ModuleOptions) {
  const service = createTribesService(app.db.orm, { storage: mediaStorage(config) });
  const signedIn = { onRequest: app.auth.required };
  const anyone = { preHandler: app.auth.optional };

  // A tribe's name, picture and visibility and its approved ads are shown on the visitors' ad pages
  // and in /ads?tribe=, which the public cache keeps: a saved change drops it on every process.
  announceWrites(app);

  app.get(
    '/api/v1/tribes/',
    {
      ...anyone,
      schema: {
        operationId: 'listTribes',
        tags: [TAG],
        summary: 'Tribos: busca, filtros por estado e categoria, ou só as minhas (mine=true)',
        querystring: TribeListQuery,
        response: { 200: TribePage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => pageAnswer(request, pageWindow(request.query), await service.list(request.user, request.query)),
  );

  app.post(
    '/api/v1/tribes/',
    {
      onRequest: app.auth.required,
      preValidation: parseMultipart,
      schema: {
        operationId: 'createTribe',
        tags: [TAG],
        summary: 'Cria uma tribo (JSON, ou multipart com avatar e capa); quem cria é o dono',
        security: bearerSecurity,
        body: tribeBodyContent(TribeCreateBody, 'TribeCreateMultipartBody'),
        response: { 201: TribeDetail, ...errorResponses(400, 401, 409, 413) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.user!, request.body as TribeCreateBody, imagesOf(request))),
  );

  tribeInvitationLinkRoutes(app, service);

  app.get(
    '/api/v1/tribes/:slug/',
    {
      ...anyone,
      schema: {
        operationId: 'getTribe',
        tags: [TAG],
        summary: 'Uma tribo (as regras de uma tribo privada só para membros)',
        params: SlugParams,
        response: { 200: TribeDetail, ...errorResponses(404) },
      },
    },
    async (request) => service.get(request.user, request.params.slug),
  );

  app.patch(
    '/api/v1/tribes/:slug/',
    {
      onRequest: app.auth.required,
      preValidation: parseMultipart,
      schema: {
        operationId: 'updateTribe',
        tags: [TAG],
        summary: 'Altera uma tribo (dono, moderadores ou equipe; JSON ou multipart com avatar e capa)',
        security: bearerSecurity,
        params: SlugParams,
        body: tribeBodyContent(TribeUpdateBody, 'TribeUpdateMultipartBody'),
        response: { 200: TribeDetail, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) =>
      service.update(
        request.user!,
        (request.params as { slug: string }).slug,
        request.body as TribeUpdateBody,
        imagesOf(request),
      ),
  );

  app.delete(
    '/api/v1/tribes/:slug/',
    {
      ...signedIn,
      schema: {
        operationId: 'deleteTribe',
        tags: [TAG],
        summary: 'Exclui uma tribo (dono ou equipe)',
        security: bearerSecurity,
        params: SlugParams,
        response: { 204: NoContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(request.user!, request.params.slug);
      return reply.code(204).send(null);
    },
  );

  tribeMembershipRoutes(app, service);
  tribeInvitationRoutes(app, service);

  app.get(
    '/api/v1/tribes/:slug/ads/',
    {
      ...anyone,
      schema: {
        operationId: 'listTribeAds',
        tags: [TAG],
        summary: 'Feed da tribo: aprovados, fixados primeiro, depois os votos dos membros, depois os mais novos',
        params: SlugParams,
        querystring: PageQuery,
        response: { 200: TribeFeedPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      pageAnswer(
        request,
        pageWindow(request.query),
        await service.feed(request.user, request.params.slug, request.query),
      ),
  );

  tribeModerationRoutes(app, service);
}
