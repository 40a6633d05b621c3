import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { AppError } from '../../src/lib/errors';
import { multipartBody, registerMultipart } from '../../src/plugins/multipart';
import { multipart } from '../modules/ads/ads.support';

/** The one multipart reader that ads and users share, on a bare app (no database needed). */
describe('plugins/multipart: multipartBody', () => {
  let app: FastifyInstance;
  const echo = (request: { body: unknown; uploads?: Array<{ field: string; filename: string; buffer: Buffer }> }) => ({
    body: request.body,
    files: (request.uploads ?? []).map((f) => ({ field: f.field, filename: f.filename, size: f.buffer.length })),
  });
  before(async () => {
    app = Fastify({ logger: false });
    await registerMultipart(app);
    app.setErrorHandler((err, _req, reply) =>
      err instanceof AppError ? reply.code(err.statusCode).send(err.toBody()) : reply.send(err),
    );
    app.post('/list', { preValidation: multipartBody({ fileFields: ['image'] }) }, async (r) => echo(r));
    app.post(
      '/last',
      {
        preValidation: multipartBody({
          repeated: 'last',
          limits: { fileSize: 10 },
          tooLarge: () => new AppError(400, 'validation_error', 'grande', { avatar: ['grande'] }),
        }),
      },
      async (r) => echo(r),
    );
    await app.ready();
  });
  after(async () => app.close());

  const post = async (url: string, parts: Parameters<typeof multipart>[0]) => {
    const { payload, headers } = await multipart(parts);
    return app.inject({ method: 'POST', url, payload, headers });
  };

  test('text fields become the body, repeated ones a list; files wait in request.uploads', async () => {
    const res = await post('/list', [
      ['title', 'Diarista'],
      ['images_order', '3'],
      ['images_order', '1'],
      ['image_files', { buffer: Buffer.from('abc'), filename: 'a.jpg' }],
    ]);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), {
      body: { title: 'Diarista', images_order: ['3', '1'] },
      files: [{ field: 'image_files', filename: 'a.jpg', size: 3 }],
    });
  });

  test('a text part named like a file field is dropped', async () => {
    const res = await post('/list', [
      ['title', 'Diarista'],
      ['image', 'não é arquivo'],
    ]);
    assert.deepEqual(res.json().body, { title: 'Diarista' });
  });

  test("repeated: 'last' keeps the last value; a file over the route's limit answers the route's error", async () => {
    const last = await post('/last', [
      ['city', 'Santos'],
      ['city', 'Campinas'],
    ]);
    assert.deepEqual(last.json().body, { city: 'Campinas' });
    const big = await post('/last', [['avatar', { buffer: Buffer.alloc(50), filename: 'a.jpg' }]]);
    assert.equal(big.statusCode, 400);
    assert.deepEqual(big.json().fields, { avatar: ['grande'] });
  });

  test('a JSON request passes untouched', async () => {
    const res = await app.inject({ method: 'POST', url: '/list', payload: { title: 'x' } });
    assert.deepEqual(res.json(), { body: { title: 'x' }, files: [] });
  });
});
