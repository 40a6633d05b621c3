import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AppError, errorResponses } from '../../lib/errors';
import type { App, ModuleOptions } from '../../lib/types';
import { bearerSecurity } from '../../plugins/auth';
import { MAX_FILE_BYTES, multipartBody, readUpload } from '../../plugins/multipart';
import { announceWrites } from '../../plugins/publicCache';
import { mediaStorage } from '../../lib/storage/create';
import { HERO_IMAGE_MESSAGES } from './hero.images';
import {
  AdminHeroSlide,
  AdminHeroSlideList,
  HeroSlideCreateBody,
  HeroSlideIdParams,
  HeroSlideImageFields,
  HeroSlideImageParams,
  HeroSlideImageUploadBody,
  HeroSlideReorderBody,
  HeroSlideUpdateBody,
  type ImageKind,
} from './hero.schemas';
import { createHeroService } from './hero.service';

// /api/v1/admin/hero-slides/*: the staff manage the home page carousel. Staff only (is_staff or
// is_superuser read from the user row), checked onRequest: a member gets 403 before validation and
// before any upload is read. Answers are never cached: the next read must see the change (a write
// drops the public cache of every process, where the visitors' slides are kept).

const common = { tags: ['admin'], security: bearerSecurity };
type IdRequest = FastifyRequest<{ Params: { id: number } }>;

const notMultipart = () =>
  Object.assign(new Error('multipart'), { code: 'FST_INVALID_MULTIPART_CONTENT_TYPE', statusCode: 415 });

export async function heroAdminRoutes(app: App, { config }: ModuleOptions) {
  const service = createHeroService(app.db.orm, { storage: mediaStorage(config) });
  const staff = { onRequest: app.auth.staff };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // A saved change reaches the visitors at once: every process drops its public cache.
  announceWrites(app);

  app.get(
    '/api/v1/admin/hero-slides/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'listAdminHeroSlides',
        summary: 'Todos os slides do carrossel da página inicial, em ordem, com a situação de cada um',
        response: { 200: AdminHeroSlideList, ...errorResponses(401, 403) },
      },
    },
    async () => service.list(),
  );

  app.post(
    '/api/v1/admin/hero-slides/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'createAdminHeroSlide',
        summary: 'Cria um slide (as imagens vão depois, em images/)',
        body: HeroSlideCreateBody,
        response: { 201: AdminHeroSlide, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  app.post(
    '/api/v1/admin/hero-slides/reorder/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'reorderAdminHeroSlides',
        summary: 'Nova ordem dos slides: os ids de todos, na ordem desejada',
        body: HeroSlideReorderBody,
        response: { 200: AdminHeroSlideList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.reorder(request.body.ids),
  );

  app.patch(
    '/api/v1/admin/hero-slides/:id/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'updateAdminHeroSlide',
        summary: 'Altera um slide (só os campos enviados)',
        params: HeroSlideIdParams,
        body: HeroSlideUpdateBody,
        response: { 200: AdminHeroSlide, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.update((request as IdRequest).params.id, request.body),
  );

  app.delete(
    '/api/v1/admin/hero-slides/:id/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'deleteAdminHeroSlide',
        summary: 'Exclui um slide e os arquivos das suas imagens',
        params: HeroSlideIdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove((request as IdRequest).params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/admin/hero-slides/:id/images/',
    {
      ...staff,
      // Text fields become the body (validated below); the file waits aside in request.uploads.
      preValidation: multipartBody({
        limits: { fileSize: MAX_FILE_BYTES, files: 1 },
        fileFields: ['image'],
        repeated: 'last',
        tooLarge: () =>
          new AppError(400, 'invalid_image', HERO_IMAGE_MESSAGES.size, { image: [HERO_IMAGE_MESSAGES.size] }),
      }),
      schema: {
        ...common,
        operationId: 'uploadAdminHeroSlideImage',
        summary: 'Envia a imagem do computador (kind=desktop) ou do celular (kind=phone) de um slide',
        params: HeroSlideIdParams,
        body: { content: { 'multipart/form-data': { schema: HeroSlideImageUploadBody } } },
        response: { 200: AdminHeroSlide, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) return Promise.reject(notMultipart());
      const { image: _file, ...fields } = request.body as HeroSlideImageFields & { image?: unknown };
      void _file;
      const upload = (request.uploads ?? []).find((f) => f.field === 'image' && f.size);
      const file = upload ? await readUpload(upload) : null;
      return service.uploadImage((request as IdRequest).params.id, fields, file);
    },
  );

  app.delete(
    '/api/v1/admin/hero-slides/:id/images/:kind/',
    {
      ...staff,
      schema: {
        ...common,
        operationId: 'deleteAdminHeroSlideImage',
        summary: 'Tira a imagem do computador ou do celular de um slide',
        params: HeroSlideImageParams,
        response: { 200: AdminHeroSlide, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id, kind } = request.params as { id: number; kind: ImageKind };
      return service.removeImage(id, kind);
    },
  );
}
