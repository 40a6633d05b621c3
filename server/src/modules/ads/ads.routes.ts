import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/errors';
import { pageAnswer, pageWindow, type PageWindow } from '../../lib/pagination';
import { cachedJson, isPublicRequest } from '../../lib/publicCache';
import type { App, ModuleOptions } from '../../lib/types';
import { bearerSecurity } from '../../plugins/auth';
import { multipartBody } from '../../plugins/multipart';
import {
  AdCreateBody,
  AdDetail,
  AdListQuery,
  AdPage,
  type AdSummary,
  AdUpdateBody,
  bodyContent,
  FileField,
  FileList,
  FavoriteResponse,
  ImageIdParams,
  PageQuery,
  SlugParams,
  VoteBody,
  VoteResponse,
} from './ads.schemas';
import type { AdInput } from './ads.input';
import { mediaStorage } from '../../lib/storage/create';
import { createAdsService } from './ads.service';
import { createViewRecorder } from './ads.views';
import type { ListFilters, Ordering } from './ads.sql';

/** File fields of the ads' multipart bodies: a text part with one of these names is dropped. */
const FILE_FIELDS = ['image', 'image_files', 'image_file'];
const parseMultipart = multipartBody({ fileFields: FILE_FIELDS });

/**
 * Who a visit is, for counting it once a day: the signed-in member, else the browser's anonymous
 * key (kept by the SPA in localStorage), else the address.
 */
/**
 * Who is looking, for the once-a-day count: a member by id; a visitor by their address and browser
 * (a digest: neither is stored), so the browser keeps nothing beyond the session's keys.
 */
const viewerKey = (request: FastifyRequest) =>
  request.user
    ? `u:${request.user.id}`
    : `a:${createHash('sha256')
        .update(`${request.ip}\n${request.headers['user-agent'] ?? ''}`)
        .digest('base64url')
        .slice(0, 22)}`;

export async function adsRoutes(app: App, { config }: ModuleOptions) {
  // Ad page views are queued in memory and written in batches (ads.views.ts), the last when the app closes.
  const views = createViewRecorder(app.db.orm, { log: app.log });
  app.addHook('onClose', async () => views.close());
  const service = createAdsService(app.db, { storage: mediaStorage(config), views, publicCache: app.publicCache });

  const sendPage = (
    request: FastifyRequest,
    page: PageWindow,
    r: { count: number; results: AdSummary[]; correctedSearch?: string },
  ) => ({
    ...pageAnswer(request, page, r),
    ...(r.correctedSearch ? { corrected_search: r.correctedSearch } : {}),
  });

  /** A page of one signed-in member's ads (mine, favourites): every status, no highlight boost. */
  const signedInUsersPage = async (
    request: FastifyRequest<{ Querystring: { page?: number; page_size?: number } }>,
    filters: (userId: number) => ListFilters,
  ) => {
    const page = pageWindow(request.query);
    const userId = request.user!.id;
    const r = await service.list(filters(userId), { page, viewerId: userId, highlightedFirst: false });
    return sendPage(request, page, r);
  };

  app.get(
    '/api/v1/ads/ads/',
    {
      preHandler: app.auth.optional,
      schema: {
        operationId: 'listAds',
        tags: ['ads'],
        summary: 'Anúncios ativos com busca, filtros, ordenação e paginação (destaques primeiro)',
        querystring: AdListQuery,
        response: { 200: AdPage, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      // A visitor without a session gets what every visitor gets (no votes or favourites of their
      // own): from the process's public cache, which every ad write drops. A tribe's listing depends
      // on who asks (private tribes) and is always read.
      if (isPublicRequest(request) && !q.tribe) {
        const key = `ads:${request.protocol}://${request.host}${request.url}`;
        return cachedJson(app.publicCache, reply, key, () => listAds(request));
      }
      return listAds(request);
    },
  );

  /** The listing route's work: filters from the query, the page with its URLs. */
  async function listAds(request: FastifyRequest<{ Querystring: AdListQuery }>) {
    const q = request.query;
    const page = pageWindow(q);
    const state = (q.state_code ?? q.state)?.toUpperCase();
    const r = await service.list(
      {
        stateCode: state,
        category: q.category?.trim() || undefined,
        minPriceCents: q.min_price !== undefined ? Math.round(q.min_price * 100) : undefined,
        maxPriceCents: q.max_price !== undefined ? Math.round(q.max_price * 100) : undefined,
        isService: q.is_service,
        owner: q.owner?.trim() || undefined,
        tribe: q.tribe?.trim()
          ? {
              slug: q.tribe.trim(),
              viewerId: request.user?.id ?? 0,
              staff: Boolean(request.user?.isStaff || request.user?.isSuperuser),
            }
          : undefined,
      },
      {
        search: q.search,
        ordering: q.ordering as Ordering | undefined,
        page,
        viewerId: request.user?.id ?? 0,
      },
    );
    return sendPage(request, page, r);
  }

  app.get(
    '/api/v1/ads/ads/mine/',
    {
      onRequest: app.auth.required,
      schema: {
        operationId: 'listMyAds',
        tags: ['ads'],
        summary: 'Meus anúncios, em todos os estados (ativos, pausados, expirados)',
        security: bearerSecurity,
        querystring: PageQuery,
        response: { 200: AdPage, ...errorResponses(401, 404) },
      },
    },
    (request) => signedInUsersPage(request, (userId) => ({ ownerId: userId })),
  );

  app.get(
    '/api/v1/ads/favorites/',
    {
      onRequest: app.auth.required,
      schema: {
        operationId: 'listFavoriteAds',
        tags: ['ads'],
        summary: 'Anúncios que favoritei',
        security: bearerSecurity,
        querystring: PageQuery,
        response: { 200: AdPage, ...errorResponses(401, 404) },
      },
    },
    (request) => signedInUsersPage(request, (userId) => ({ favoritedBy: userId })),
  );

  app.post(
    '/api/v1/ads/ads/',
    {
      onRequest: app.auth.required,
      preValidation: parseMultipart,
      schema: {
        operationId: 'createAd',
        tags: ['ads'],
        summary: 'Publica um anúncio (JSON, ou multipart com imagens)',
        security: bearerSecurity,
        body: bodyContent(AdCreateBody, {
          image: Type.Optional(FileField('Imagem principal.')),
          image_files: Type.Optional(FileList('Demais imagens (até 10 no total).')),
        }),
        response: { 201: AdDetail, ...errorResponses(400, 401, 413) },
      },
    },
    async (request, reply) => {
      const ad = await service.create(request.user!, request.body as AdInput, request.uploads ?? []);
      await app.publicCache.announce();
      return reply.code(201).send(ad);
    },
  );

  app.get(
    '/api/v1/ads/ads/:slug/',
    {
      preHandler: app.auth.optional,
      schema: {
        operationId: 'getAd',
        tags: ['ads'],
        summary: 'Um anúncio (a visita é contada à parte, por POST .../view/)',
        params: SlugParams,
        response: { 200: AdDetail, ...errorResponses(404) },
      },
    },
    async (request) => service.get(request.params.slug, request.user),
  );

  app.post(
    '/api/v1/ads/ads/:slug/view/',
    {
      preHandler: app.auth.optional,
      schema: {
        operationId: 'countAdView',
        tags: ['ads'],
        summary:
          'Conta a visita à página do anúncio: uma por pessoa por dia (membro pelo id, visitante pelo endereço e navegador), nunca a do dono',
        params: SlugParams,
        response: { 204: Type.Null(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await service.countView(request.params.slug, request.user, viewerKey(request));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/v1/ads/ads/:slug/',
    {
      onRequest: app.auth.required,
      preValidation: parseMultipart,
      schema: {
        operationId: 'updateAd',
        tags: ['ads'],
        summary: 'Altera um anúncio (multipart quando há image, image_files ou images_order)',
        security: bearerSecurity,
        params: SlugParams,
        body: bodyContent(AdUpdateBody, {
          image: Type.Optional(FileField('Nova imagem principal.')),
          image_files: Type.Optional(FileList('Imagens novas.')),
        }),
        response: { 200: AdDetail, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const ad = await service.update(
        request.user!,
        (request.params as { slug: string }).slug,
        request.body as AdInput,
        request.uploads ?? [],
      );
      await app.publicCache.announce();
      return ad;
    },
  );

  app.delete(
    '/api/v1/ads/ads/:slug/',
    {
      onRequest: app.auth.required,
      schema: {
        operationId: 'deleteAd',
        tags: ['ads'],
        summary: 'Exclui um anúncio (dono ou equipe)',
        security: bearerSecurity,
        params: SlugParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(request.user!, request.params.slug);
      await app.publicCache.announce();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/ads/ads/:slug/renew/',
    {
      onRequest: app.auth.required,
      schema: {
        operationId: 'renewAd',
        tags: ['ads'],
        summary: 'Renova um anúncio expirado por mais 30 dias',
        security: bearerSecurity,
        params: SlugParams,
        response: { 200: AdDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ad = await service.renew(request.user!, request.params.slug);
      await app.publicCache.announce();
      return ad;
    },
  );

  app.post(
    '/api/v1/ads/ads/:slug/vote/',
    {
      onRequest: app.auth.required,
      schema: {
        operationId: 'voteAd',
        tags: ['ads'],
        summary: 'Vota num anúncio; o mesmo voto de novo o retira',
        security: bearerSecurity,
        params: SlugParams,
        body: VoteBody,
        response: { 200: VoteResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.vote(request.user!, request.params.slug, request.body.vote_type),
  );

  app.post(
    '/api/v1/ads/ads/:slug/favorite/',
    {
      onRequest: app.auth.required,
      schema: {
        operationId: 'favoriteAd',
        tags: ['ads'],
        summary: 'Favorita um anúncio',
        security: bearerSecurity,
        params: SlugParams,
        response: { 200: FavoriteResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => service.favorite(request.user!, request.params.slug, true),
  );

  app.delete(
    '/api/v1/ads/ads/:slug/favorite/',
    {
      onRequest: app.auth.required,
      schema: {
        operationId: 'unfavoriteAd',
        tags: ['ads'],
        summary: 'Tira um anúncio dos favoritos',
        security: bearerSecurity,
        params: SlugParams,
        response: { 200: FavoriteResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => service.favorite(request.user!, request.params.slug, false),
  );

  app.post(
    '/api/v1/ads/ad-images/:id/upload_file/',
    {
      onRequest: app.auth.required,
      preValidation: parseMultipart,
      schema: {
        operationId: 'uploadAdImageFile',
        tags: ['ads'],
        summary: 'Envia o arquivo de uma imagem criada pelos metadados (dono ou equipe)',
        security: bearerSecurity,
        params: ImageIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: AdDetail, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        return Promise.reject(
          Object.assign(new Error('multipart'), { code: 'FST_INVALID_MULTIPART_CONTENT_TYPE', statusCode: 415 }),
        );
      }
      const file = (request.uploads ?? []).find((f) => f.field === 'image_file');
      const ad = await service.uploadImageFile(request.user!, request.params.id, file);
      await app.publicCache.announce();
      return ad;
    },
  );
}
