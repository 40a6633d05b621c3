import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../support/app';
import { registerUser, type RegisteredUser } from '../../support/accounts';
import { multipart } from '../../support/multipart';
import { createAd } from '../ads/ads.support';

/** A PNG whose header claims width x height, with almost no pixel data: a decompression bomb's shape. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** GPS IFD pointer tag (0x8825) in a little-endian EXIF block. */
const GPS_POINTER = Buffer.from('25880400', 'hex');

describe('accounts: avatar upload (multipart PUT me)', () => {
  let t: TestApp;
  let u: RegisteredUser;

  before(async () => {
    t = await buildTestApp();
    u = await registerUser(t.app);
  });
  after(async () => {
    await t.close();
  });

  const upload = (
    user: RegisteredUser,
    data: Buffer,
    filename = 'foto.jpg',
    contentType = 'image/jpeg',
    fields = {},
  ) => {
    const form = multipart(fields, { avatar: { filename, contentType, data } });
    return t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/',
      headers: { ...user.headers, ...form.headers },
      payload: form.payload,
    });
  };

  const mediaPath = (url: string) => path.join(t.config.mediaDir, new URL(url).pathname.replace(/^\/media\//, ''));

  test('a JPEG with GPS EXIF comes back as WebP 512 and 128 px without any metadata', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'CameraX', Copyright: 'Fulano' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '23/1 33/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '46/1 38/1 0/1',
        },
      })
      .toBuffer();
    assert.ok((await sharp(jpeg).metadata()).exif?.includes(GPS_POINTER), 'a entrada tem GPS');

    const res = await upload(u, jpeg, 'ferias.jpg', 'image/jpeg', { first_name: 'Bia', show_email: 'true' });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.first_name, 'Bia');
    assert.equal(body.show_email, true);
    assert.match(body.avatar, /^http:\/\/[^/]+\/media\/avatars\/[0-9a-f-]{36}-512\.webp$/);
    assert.match(body.avatar_thumbnail, /-128\.webp$/);
    assert.ok(!body.avatar.includes('ferias'), 'nome gerado pelo servidor');

    for (const [url, size] of [
      [body.avatar, 512],
      [body.avatar_thumbnail, 128],
    ] as const) {
      const meta = await sharp(mediaPath(url)).metadata();
      assert.equal(meta.format, 'webp');
      assert.equal(meta.width, size);
      assert.equal(meta.height, size);
      assert.equal(meta.exif, undefined);
      assert.equal(meta.xmp, undefined);
      assert.equal(meta.icc, undefined);
    }
    const served = await t.app.inject({ url: new URL(body.avatar).pathname });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.ok(!served.rawPayload.includes(Buffer.from('CameraX')));
    assert.ok(!served.rawPayload.includes(Buffer.from('Exif')));

    const me = await t.app.inject({ url: '/api/v1/users/me/', headers: u.headers });
    assert.equal(me.json().avatar, body.avatar);
    // a forged Host header is not echoed into media URLs
    const forged = await t.app.inject({
      url: '/api/v1/users/me/',
      headers: { ...u.headers, host: 'evil.example.com' },
    });
    assert.ok(forged.json().avatar.startsWith(`${new URL(t.config.siteUrl).origin}/media/avatars/`));
    const local = await t.app.inject({ url: '/api/v1/users/me/', headers: { ...u.headers, host: '127.0.0.1:8000' } });
    assert.ok(local.json().avatar.startsWith('http://127.0.0.1:8000/media/avatars/'));
  });

  test("the advertiser's avatar on an ad page is the thumbnail's address, and it is served", async () => {
    const member = await registerUser(t.app);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#a37' } })
      .png()
      .toBuffer();
    const me = await upload(member, png, 'eu.png', 'image/png');
    assert.equal(me.statusCode, 200, me.body);
    const ad = await createAd(t.app, member);
    const page = await t.app.inject({ url: `/api/v1/ads/ads/${ad.slug}/` });
    assert.equal(page.statusCode, 200, page.body);
    // Not the stored key ("avatars/<uuid>"), which the app would turn into a missing /avatars/<uuid>.
    const avatar = page.json().owner.avatar as string;
    assert.equal(avatar, new URL(me.json().avatar_thumbnail).pathname);
    const file = await t.app.inject({ url: avatar });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'image/webp');
    // Its files go, so the last test finds only its own user's.
    const removed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/',
      headers: member.headers,
      payload: { avatar: null },
    });
    assert.equal(removed.statusCode, 200, removed.body);
  });

  test('a PNG renamed .jpg is accepted by its content; the old avatar files are removed', async () => {
    const before = (await t.app.inject({ url: '/api/v1/users/me/', headers: u.headers })).json();
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#00f8' } })
      .png()
      .toBuffer();
    const res = await upload(u, png, 'na-verdade-png.jpg', 'image/jpeg');
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.notEqual(body.avatar, before.avatar);
    assert.ok(existsSync(mediaPath(body.avatar)));
    if (before.avatar) {
      assert.ok(!existsSync(mediaPath(before.avatar)), 'arquivo antigo removido');
      assert.ok(!existsSync(mediaPath(before.avatar_thumbnail)), 'miniatura antiga removida');
    }
  });

  test('a text file renamed .jpg is rejected, and nothing is stored', async () => {
    const v = await registerUser(t.app);
    const res = await upload(v, Buffer.from('isto não é uma imagem, é texto\n'.repeat(20)), 'foto.jpg', 'image/jpeg');
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().fields.avatar, ['Envie uma imagem JPEG, PNG ou WebP.']);
    const me = (await t.app.inject({ url: '/api/v1/users/me/', headers: v.headers })).json();
    assert.equal(me.avatar, null);
    // a GIF is a real image but not an accepted type
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const g = await upload(v, gif, 'x.gif', 'image/gif');
    assert.equal(g.statusCode, 400);
  });

  test('a 60-megapixel image is rejected from its header, without decoding it', async () => {
    const bomb = pngHeaderOnly(10_000, 6_000);
    assert.ok(bomb.length < 10_000);
    const rssBefore = process.memoryUsage().rss;
    const res = await upload(u, bomb, 'grande.png', 'image/png');
    const grown = process.memoryUsage().rss - rssBefore;
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().fields.avatar, ['A imagem deve ter no máximo 40 megapixels.']);
    // decoding 60 MP of RGB would need about 180 MB
    assert.ok(grown < 100 * 1024 * 1024, `memória cresceu ${Math.round(grown / 1048576)} MB`);
  });

  test('a file over 5 MB is rejected', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0x41);
    big[0] = 0xff;
    big[1] = 0xd8;
    big[2] = 0xff;
    const res = await upload(u, big, 'enorme.jpg', 'image/jpeg');
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().fields.avatar, ['A imagem deve ter no máximo 5 MB.']);
  });

  test('multipart without a file updates text fields; uploads need a session', async () => {
    const form = multipart({ city: 'Recife', state_code: 'PE' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/',
      headers: { ...u.headers, ...form.headers },
      payload: form.payload,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().city, 'Recife');
    assert.equal(res.json().state_code, 'PE');
    assert.ok(res.json().avatar, 'a foto continua');
    const anon = multipart({ city: 'X' });
    const r = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/',
      headers: anon.headers,
      payload: anon.payload,
    });
    assert.equal(r.statusCode, 401);
  });

  test('JSON avatar: null removes the photo and its files', async () => {
    const me = (await t.app.inject({ url: '/api/v1/users/me/', headers: u.headers })).json();
    assert.ok(me.avatar);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/',
      headers: u.headers,
      payload: { avatar: null },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().avatar, null);
    assert.ok(!existsSync(mediaPath(me.avatar)));
    assert.deepEqual(readdirSync(path.join(t.config.mediaDir, 'avatars')), []);
  });
});
