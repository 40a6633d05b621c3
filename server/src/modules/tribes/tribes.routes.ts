import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/errors';
import { pageUrls } from '../../lib/pagination';
import type { App, ModuleOptions } from '../../lib/types';
import { bearerSecurity, type AuthUser } from '../../plugins/auth';
import { multipartBody } from '../../plugins/multipart';
import { announceWrites } from '../../plugins/publicCache';
import {
  InvitationCreateBody,
  Invitation,
  InvitationList,
  InvitationParams,
  InvitationPreview,
  JoinBody,
  JoinResponse,
  LogPage,
  MemberListQuery,
  MemberParams,
  PageQuery,
  PromoteBody,
  ReasonBody,
  RequiredReasonBody,
  SlugParams,
  SubmissionListQuery,
  SubmitAdBody,
  TAG,
  TokenParams,
  TribeAdParams,
  tribeBodyContent,
  TribeCreateBody,
  TribeDetail,
  TribeFeedPage,
  TribeListQuery,
  TribeMember,
  TribeMemberPage,
  TribePage,
  TribeSubmission,
  TribeSubmissionPage,
  TribeUpdateBody,
} from './tribes.schemas';
import { createTribesService, type TribeImages } from './tribes.service';

// Longer than the ~350-line rule: 29 routes, each a schema and a one-line call; they split with the
// service (membership, moderation, invitations).

// Thin routes under /api/v1/tribes/: schema, service call, status and paging URLs. Who may do what
// is the service's business (tribes.access.ts).

const parseMultipart = multipartBody({ fileFields: ['avatar', 'cover'], repeated: 'last', limits: { files: 2 } });
const NoContent = Type.Null({ description: 'Feito.' });

function paged<T>(
  request: FastifyRequest,
  q: { page?: number; page_size?: number },
  r: { count: number; results: T[] },
) {
  return { count: r.count, ...pageUrls(request, q.page ?? 1, q.page_size ?? 20, r.count), results: r.results };
}

function imagesOf(request: FastifyRequest): TribeImages {
  const files = request.uploads ?? [];
  return {
    avatar: files.find((f) => f.field === 'avatar' && f.size) ?? null,
    cover: files.find((f) => f.field === 'cover' && f.size) ?? null,
  };
}

export async function tribesRoutes(app: App, { config }: ModuleOptions) {
  const service = createTribesService(app.db.orm, { mediaDir: config.mediaDir });
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
    async (request) => paged(request, request.query, await service.list(request.user, request.query)),
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

  app.get(
    '/api/v1/tribes/invitations/:token/',
    {
      schema: {
        operationId: 'getTribeInvitation',
        tags: [TAG],
        summary: 'Mostra a tribo de um convite (sem login); inválido ou expirado responde 404',
        params: TokenParams,
        response: { 200: InvitationPreview, ...errorResponses(404) },
      },
    },
    async (request) => service.previewInvitation(request.params.token),
  );

  app.post(
    '/api/v1/tribes/invitations/:token/accept/',
    {
      ...signedIn,
      schema: {
        operationId: 'acceptTribeInvitation',
        tags: [TAG],
        summary: 'Aceita um convite: entra na tribo',
        security: bearerSecurity,
        params: TokenParams,
        response: { 200: TribeDetail, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => service.acceptInvitation(request.user!, request.params.token),
  );

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

  app.post(
    '/api/v1/tribes/:slug/join/',
    {
      ...signedIn,
      schema: {
        operationId: 'joinTribe',
        tags: [TAG],
        summary: 'Entra (open), pede para entrar (request, com resposta) ou entra com convite (invite)',
        security: bearerSecurity,
        params: SlugParams,
        body: Type.Optional(JoinBody),
        response: { 200: JoinResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.join(request.user!, request.params.slug, request.body ?? {}),
  );

  app.post(
    '/api/v1/tribes/:slug/leave/',
    {
      ...signedIn,
      schema: {
        operationId: 'leaveTribe',
        tags: [TAG],
        summary: 'Sai da tribo ou cancela o pedido (o dono passa a posse antes)',
        security: bearerSecurity,
        params: SlugParams,
        response: { 204: NoContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.leave(request.user!, request.params.slug);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/tribes/:slug/members/',
    {
      ...anyone,
      schema: {
        operationId: 'listTribeMembers',
        tags: [TAG],
        summary: 'Membros (status=pending: pedidos; status=banned: banidos — só para quem modera)',
        params: SlugParams,
        querystring: MemberListQuery,
        response: { 200: TribeMemberPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      paged(request, request.query, await service.members(request.user, request.params.slug, request.query)),
  );

  const memberAction = (
    path: string,
    operationId: string,
    summary: string,
    run: (user: AuthUser, slug: string, target: number, body: unknown) => Promise<TribeMember>,
    body?: typeof ReasonBody | typeof PromoteBody,
  ) =>
    app.post(
      `/api/v1/tribes/:slug/members/:user_id/${path}/`,
      {
        ...signedIn,
        schema: {
          operationId,
          tags: [TAG],
          summary,
          security: bearerSecurity,
          params: MemberParams,
          ...(body ? { body: Type.Optional(body) } : {}),
          response: { 200: TribeMember, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => run(request.user!, request.params.slug, request.params.user_id, request.body ?? {}),
    );

  memberAction('approve', 'approveTribeMember', 'Aprova um pedido de entrada (moderação)', (u, s, t) =>
    service.approveMember(u, s, t),
  );
  memberAction(
    'reject',
    'rejectTribeMember',
    'Recusa um pedido de entrada (moderação)',
    (u, s, t, b) => service.rejectMember(u, s, t, b as ReasonBody),
    ReasonBody,
  );
  memberAction(
    'ban',
    'banTribeMember',
    'Bane um membro: não pode voltar nem ser convidado (moderação)',
    (u, s, t, b) => service.banMember(u, s, t, b as ReasonBody),
    ReasonBody,
  );
  memberAction('unban', 'unbanTribeMember', 'Tira o banimento (moderação)', (u, s, t) => service.unbanMember(u, s, t));
  memberAction(
    'promote',
    'promoteTribeMember',
    'Promove a moderador, ou passa a posse (role=owner) — só o dono',
    (u, s, t, b) => service.promoteMember(u, s, t, b as PromoteBody),
    PromoteBody,
  );
  memberAction('demote', 'demoteTribeMember', 'Moderador volta a membro — só o dono', (u, s, t) =>
    service.demoteMember(u, s, t),
  );

  app.delete(
    '/api/v1/tribes/:slug/members/:user_id/',
    {
      ...signedIn,
      schema: {
        operationId: 'removeTribeMember',
        tags: [TAG],
        summary: 'Tira um membro da tribo (moderação)',
        security: bearerSecurity,
        params: MemberParams,
        response: { 204: NoContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.removeMember(request.user!, request.params.slug, request.params.user_id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/tribes/:slug/invitations/',
    {
      ...signedIn,
      schema: {
        operationId: 'listTribeInvitations',
        tags: [TAG],
        summary: 'Convites da tribo (moderação)',
        security: bearerSecurity,
        params: SlugParams,
        response: { 200: InvitationList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ results: await service.invitations(request.user!, request.params.slug) }),
  );

  app.post(
    '/api/v1/tribes/:slug/invitations/',
    {
      ...signedIn,
      schema: {
        operationId: 'createTribeInvitation',
        tags: [TAG],
        summary: 'Cria um convite com validade e limite de usos (moderação)',
        security: bearerSecurity,
        params: SlugParams,
        body: Type.Optional(InvitationCreateBody),
        response: { 201: Invitation, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createInvitation(request.user!, request.params.slug, request.body ?? {})),
  );

  app.delete(
    '/api/v1/tribes/:slug/invitations/:token/',
    {
      ...signedIn,
      schema: {
        operationId: 'revokeTribeInvitation',
        tags: [TAG],
        summary: 'Revoga um convite (moderação)',
        security: bearerSecurity,
        params: InvitationParams,
        response: { 204: NoContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.revokeInvitation(request.user!, request.params.slug, request.params.token);
      return reply.code(204).send(null);
    },
  );

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
      paged(request, request.query, await service.feed(request.user, request.params.slug, request.query)),
  );

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
      paged(request, request.query, await service.submissions(request.user!, request.params.slug, request.query)),
  );

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
  adAction('delete', '', 'removeTribeAd', 'Tira um anúncio da tribo (moderação, ou o dono do anúncio)', (r) =>
    service.removeAd(r.user!, r.params.slug, r.params.ad_slug, (r.body as { reason?: string } | undefined)?.reason),
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
      paged(request, request.query, await service.log(request.user!, request.params.slug, request.query)),
  );
}
