import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../lib/errors';
import { pageAnswer, pageWindow } from '../../lib/pagination';
import type { App } from '../../lib/types';
import { bearerSecurity, type AuthUser } from '../../plugins/auth';
import {
  JoinBody,
  JoinResponse,
  MemberListQuery,
  MemberParams,
  NoContent,
  PromoteBody,
  ReasonBody,
  SlugParams,
  TAG,
  TribeMember,
  TribeMemberPage,
} from './tribes.schemas';
import type { TribesService } from './tribes.service';

// Tribes' routes, membership: join, leave, members and requests, moderators' and owners' actions on members.

/** Under /api/v1/tribes/:slug/: join/, leave/, members/ and members/:user_id/…. */
export function tribeMembershipRoutes(app: App, service: TribesService) {
  const signedIn = { onRequest: app.auth.required };
  const anyone = { preHandler: app.auth.optional };

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
      pageAnswer(
        request,
        pageWindow(request.query),
        await service.members(request.user, request.params.slug, request.query),
      ),
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
}
