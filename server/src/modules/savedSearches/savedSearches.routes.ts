import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/errors';
import { escapeHtml } from '../../lib/boletoVoucher';
import type { App, ModuleOptions } from '../../lib/types';
import { bearerSecurity } from '../../plugins/auth';
import {
  SavedSearch,
  SavedSearchCreateBody,
  SavedSearchList,
  SavedSearchParams,
  SavedSearchUpdateBody,
  UnsubscribeQuery,
} from './savedSearches.schemas';
import { createSavedSearchesService } from './savedSearches.service';

// Thin routes under /api/v1/ads/saved-searches/ (tag savedSearches, its own generated slice, out
// of the ads slice every page loads): a member's own searches, and the daily
// e-mail's one-click unsubscribe (no sign-in: the link is signed).

const BASE = '/api/v1/ads/saved-searches/';
const TAGS = ['savedSearches'];

/** The page the e-mail's link opens (a plain page: the mail client may open it outside the app). */
const unsubscribedPage = (name: string, siteUrl: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Resumo diário cancelado — Tribo</title></head>
<body style="font-family:Arial,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#222">
<h1 style="font-size:22px">Resumo diário cancelado</h1>
<p>Você não receberá mais e-mails da busca “${escapeHtml(name)}”. A busca continua salva no seu perfil.</p>
<p><a href="${escapeHtml(siteUrl)}/profile?tab=searches">Ver minhas buscas salvas</a></p>
</body></html>`;

export async function savedSearchesRoutes(app: App, { config }: ModuleOptions) {
  const service = createSavedSearchesService(app.db.orm, { secret: config.jwtSecret });
  const signedIn = { onRequest: app.auth.required };
  const me = (request: FastifyRequest) => request.user!.id;

  app.get(
    BASE,
    {
      ...signedIn,
      schema: {
        operationId: 'listSavedSearches',
        tags: TAGS,
        summary: 'As buscas salvas do membro, a mais recente primeiro, com os anúncios novos de cada uma',
        security: bearerSecurity,
        response: { 200: SavedSearchList, ...errorResponses(401) },
      },
    },
    async (request) => service.list(me(request)),
  );

  app.post(
    BASE,
    {
      ...signedIn,
      schema: {
        operationId: 'createSavedSearch',
        tags: TAGS,
        summary: 'Salva uma busca de /ads com o seu alerta (no máximo 50 por membro)',
        security: bearerSecurity,
        body: SavedSearchCreateBody,
        response: { 201: SavedSearch, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(me(request), request.body)),
  );

  app.patch(
    `${BASE}:id/`,
    {
      ...signedIn,
      schema: {
        operationId: 'updateSavedSearch',
        tags: TAGS,
        summary: 'Renomeia a busca, muda o alerta ou a marca como aberta (seen: zera os anúncios novos)',
        security: bearerSecurity,
        params: SavedSearchParams,
        body: SavedSearchUpdateBody,
        response: { 200: SavedSearch, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.update(me(request), request.params.id, request.body),
  );

  app.delete(
    `${BASE}:id/`,
    {
      ...signedIn,
      schema: {
        operationId: 'deleteSavedSearch',
        tags: TAGS,
        summary: 'Exclui a busca salva',
        security: bearerSecurity,
        params: SavedSearchParams,
        response: { 204: Type.Null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(me(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // The daily e-mail's unsubscribe: the link in its text (GET, a page saying it is done) and the
  // mail client's one-click button (POST, RFC 8058); both turn the alert to "none".
  const unsubscribeSchema = (operationId: string, summary: string) => ({
    operationId,
    tags: TAGS,
    summary,
    params: SavedSearchParams,
    querystring: UnsubscribeQuery,
  });
  app.get(
    `${BASE}:id/unsubscribe/`,
    {
      schema: {
        ...unsubscribeSchema(
          'unsubscribeSavedSearchPage',
          'Cancela o resumo diário da busca (link do e-mail, sem login)',
        ),
        response: { 200: Type.String({ description: 'Página HTML.' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { name } = await service.unsubscribe(request.params.id, request.query.token);
      return reply.type('text/html; charset=utf-8').send(unsubscribedPage(name, config.siteUrl));
    },
  );
  app.post(
    `${BASE}:id/unsubscribe/`,
    {
      schema: {
        ...unsubscribeSchema(
          'unsubscribeSavedSearch',
          'Cancela o resumo diário da busca com um clique (List-Unsubscribe-Post)',
        ),
        response: { 200: Type.Object({ alert: Type.Literal('none') }), ...errorResponses(404) },
      },
    },
    async (request) => {
      await service.unsubscribe(request.params.id, request.query.token);
      return { alert: 'none' as const };
    },
  );
}
