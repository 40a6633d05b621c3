import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../lib/errors';
import type { App } from '../../lib/types';
import { bearerSecurity } from '../../plugins/auth';
import {
  InvitationCreateBody,
  Invitation,
  InvitationList,
  InvitationParams,
  InvitationPreview,
  NoContent,
  SlugParams,
  TAG,
  TokenParams,
  TribeDetail,
} from './tribes.schemas';
import type { TribesService } from './tribes.service';

// Tribes' routes, invitations: the link someone receives (preview, accept) and the moderators' invitations.

/** /api/v1/tribes/invitations/:token/: what an invitation link shows, and its acceptance. */
export function tribeInvitationLinkRoutes(app: App, service: TribesService) {
  const signedIn = { onRequest: app.auth.required };

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
}

/** /api/v1/tribes/:slug/invitations/: a tribe's invitations (moderation). */
export function tribeInvitationRoutes(app: App, service: TribesService) {
  const signedIn = { onRequest: app.auth.required };

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
}
