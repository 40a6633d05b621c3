import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { AppError } from '../../src/lib/errors';
import {
  multipartBody,
  readUpload,
  registerMultipart,
  SPOOL_DIR,
  type UploadedFile,
} from '../../src/plugins/multipart';
import { multipart } from '../modules/ads/ads.support';

/** The one multipart reader that ads and users share, on a bare app (no database needed). */
describe('plugins/multipart: multipartBody', () => {
  let app: FastifyInstance;
  /** Spool files seen by the handlers, to check they are gone once the response is sent. */
  const seen: string[] = [];
  const echo = async (request: { body: unknown; uploads?: UploadedFile[] }) => ({
    body: request.body,
    files: await Promise.all(
      (request.uploads ?? []).map(async (f) => {
        seen.push(f.path);
        return { field: f.field, filename: f.filename, size: f.size, text: (await readUpload(f)).toString() };
      }),
    ),
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
      files: [{ field: 'image_files', filename: 'a.jpg', size: 3, text: 'abc' }],
    });
  });

  test('files wait on disk (not in memory) and are removed once the response is sent', async () => {
    seen.length = 0;
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    const res = await post('/list', [
      ['image_files', { buffer: big, filename: 'a.jpg' }],
      ['image_files', { buffer: Buffer.from('xyz'), filename: 'b.jpg' }],
    ]);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      res.json().files.map((f: { size: number }) => f.size),
      [big.length, 3],
    );
    assert.equal(seen.length, 2);
    for (const file of seen) assert.ok(file.startsWith(SPOOL_DIR), file);
    // Private to the server's user: the folder 0700 (files 0600 inside it).
    if (process.platform !== 'win32') assert.equal(statSync(SPOOL_DIR).mode & 0o777, 0o700);
    // Removed by the onResponse hook, which runs just after inject() has the response.
    for (let i = 0; i < 50 && seen.some((f) => existsSync(f)); i++) await new Promise((r) => setTimeout(r, 20));
    for (const file of seen) assert.equal(existsSync(file), false, `${file} ficou no disco`);
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
    const before = new Set(readdirSync(SPOOL_DIR));
    const big = await post('/last', [['avatar', { buffer: Buffer.alloc(50), filename: 'a.jpg' }]]);
    assert.equal(big.statusCode, 400);
    assert.deepEqual(big.json().fields, { avatar: ['grande'] });
    // The partly written spool file of the refused upload is gone too.
    const left = () => readdirSync(SPOOL_DIR).filter((f) => !before.has(f));
    for (let i = 0; i < 50 && left().length; i++) await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(left(), []);
  });

  test('a JSON request passes untouched', async () => {
    const res = await app.inject({ method: 'POST', url: '/list', payload: { title: 'x' } });
    assert.deepEqual(res.json(), { body: { title: 'x' }, files: [] });
  });

  test('a client that gives up mid-upload leaves no spool file behind', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const before = new Set(readdirSync(SPOOL_DIR));
    const left = () => readdirSync(SPOOL_DIR).filter((f) => !before.has(f));
    const socket = net.connect((app.server.address() as net.AddressInfo).port, '127.0.0.1');
    const b = 'fronteira';
    socket.write(
      `POST /list HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${b}\r\n` +
        `Content-Length: 5000000\r\n\r\n--${b}\r\n` +
        'Content-Disposition: form-data; name="image_files"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
    );
    socket.write(Buffer.alloc(200_000, 1));
    for (let i = 0; i < 50 && !left().length; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(left().length, 1, 'the upload is being written to the spool');
    socket.destroy();
    for (let i = 0; i < 50 && left().length; i++) await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(left(), []);
  });
});

describe('plugins/multipart: the spool at start', () => {
  test('spool files older than an hour (a crash left them) are removed; newer ones stay', async () => {
    const old = path.join(SPOOL_DIR, `teste-antigo-${process.pid}`);
    const recent = path.join(SPOOL_DIR, `teste-recente-${process.pid}`);
    writeFileSync(old, 'x');
    writeFileSync(recent, 'y');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    const other = Fastify({ logger: false });
    await registerMultipart(other);
    await other.close();
    assert.equal(existsSync(old), false);
    assert.equal(existsSync(recent), true);
    rmSync(recent);
  });
});
