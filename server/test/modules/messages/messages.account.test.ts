import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sweepMediaFiles } from '../../../src/plugins/jobs';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { createAd, multipart, png, type Part } from '../ads/ads.support';
import { BASE, BLOCKS, conversation, list, messagesOf, send, start, unread } from './messages.support';
import { mediaStorage } from '../../../src/lib/storage/create';

/** GPS IFD pointer tag (0x8825) in a little-endian EXIF block. */
const GPS_POINTER = Buffer.from('25880400', 'hex');

async function gpsJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'CameraX', Copyright: 'Fulano' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .toBuffer();
}

describe('mensagens: fotos, limites, LGPD', () => {
  let t: TestApp;

  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const sendParts = async (user: TestUser, id: number, parts: Part[]) => {
    const form = await multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `${BASE}conversations/${id}/messages/`,
      headers: { ...user.headers, ...form.headers },
      payload: form.payload,
    });
  };
  const mediaFile = (url: string) => path.join(t.config.mediaDir, url.replace(/^\/media\//, ''));

  test('photos go through the image pipeline: WebP, no EXIF or GPS, server-made names, kept by the janitor', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const { id } = await conversation(t.app, seller, buyer);
    const jpeg = await gpsJpeg();
    assert.ok((await sharp(jpeg).metadata()).exif?.includes(GPS_POINTER), 'a entrada tem GPS');

    const r = await sendParts(buyer, id, [
      ['text', 'Olha a foto'],
      ['images', { buffer: jpeg, filename: 'casa-da-praia.jpg' }],
      ['images', { buffer: await png(), filename: 'b.png', type: 'image/png' }],
    ]);
    assert.equal(r.statusCode, 201, r.body);
    const m = r.json();
    assert.equal(m.text, 'Olha a foto');
    assert.equal(m.images.length, 2);
    for (const img of m.images) {
      assert.match(img.url, /^\/media\/ads\/[0-9a-f-]{36}-1600\.webp$/);
      assert.match(img.thumbnail, /-320\.webp$/);
      for (const url of [img.url, img.thumbnail]) {
        const meta = await sharp(mediaFile(url)).metadata();
        assert.equal(meta.format, 'webp');
        assert.equal(meta.exif, undefined);
        assert.equal(meta.xmp, undefined);
      }
      const served = await t.app.inject({ url: img.url });
      assert.equal(served.statusCode, 200);
      assert.ok(!served.rawPayload.includes(Buffer.from('CameraX')));
      assert.ok(!served.rawPayload.includes(Buffer.from('Exif')));
    }
    assert.equal(m.images[0].width, 900);
    assert.ok(!JSON.stringify(m).includes('casa-da-praia'));
    // Photos alone are a message too.
    const onlyPhoto = await sendParts(buyer, id, [['images', { buffer: jpeg, filename: 'x.jpg' }]]);
    assert.equal(onlyPhoto.statusCode, 201, onlyPhoto.body);
    assert.equal(onlyPhoto.json().text, '');

    // The media janitor keeps the files a message names.
    await sweepMediaFiles(t.database, mediaStorage(t.config), { minAgeMs: 0 });
    assert.ok(existsSync(mediaFile(m.images[0].url)));

    // Five photos, a file that is not an image, an unknown file field: 400 in pt-BR, nothing written.
    const five = await sendParts(
      buyer,
      id,
      Array.from({ length: 5 }, (_, i): Part => ['images', { buffer: jpeg, filename: `${i}.jpg` }]),
    );
    assert.equal(five.statusCode, 400);
    assert.deepEqual(five.json().fields.images, ['Envie no máximo 4 fotos por mensagem.']);
    const notImage = await sendParts(buyer, id, [
      ['images', { buffer: Buffer.from('não sou imagem, sou texto'), filename: 'a.jpg' }],
    ]);
    assert.equal(notImage.statusCode, 400);
    assert.ok(notImage.json().fields.images);
    const unknown = await sendParts(buyer, id, [['arquivo', { buffer: jpeg, filename: 'a.jpg' }]]);
    assert.equal(unknown.statusCode, 400);
    assert.equal((await messagesOf(t.app, seller, id)).json().count, 3);
  });

  test('30 messages a minute per member, then 429 in pt-BR', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const { id } = await conversation(t.app, seller, buyer, 'mensagem 1');
    for (let i = 2; i <= 30; i++) assert.equal((await send(t.app, buyer, id, `mensagem ${i}`)).statusCode, 201);
    const r = await send(t.app, buyer, id, 'mensagem 31');
    assert.equal(r.statusCode, 429);
    assert.equal(r.json().code, 'rate_limited');
    assert.match(r.json().error, /^Você enviou muitas mensagens em pouco tempo\. Tente novamente em 1 minuto\.$/);
    assert.ok(r.headers['retry-after']);
    // The other participant has a limit of their own.
    assert.equal((await send(t.app, seller, id, 'Oi')).statusCode, 201);
  });

  test('20 new conversations an hour per member; adding to an existing one does not count', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    await t.database.query(
      `insert into ads (slug, owner_id, category_id, title, description, state_code, city)
       select 'limite-' || $1::text || '-' || g, $1::bigint, (select min(id) from categories), 'Anúncio de teste',
              'Descrição longa o bastante do anúncio.', 'SP', 'São Paulo'
         from generate_series(1, 21) g`,
      [seller.id],
    );
    for (let i = 1; i <= 20; i++) {
      assert.equal((await start(t.app, buyer, `limite-${seller.id}-${i}`, 'Oi')).statusCode, 201, `conversa ${i}`);
    }
    assert.equal((await start(t.app, buyer, `limite-${seller.id}-1`, 'De novo')).statusCode, 201);
    const r = await start(t.app, buyer, `limite-${seller.id}-21`, 'Oi');
    assert.equal(r.statusCode, 429);
    assert.match(r.json().error, /^Você iniciou muitas conversas na última hora\. Tente novamente em \d+ minutos?\.$/);
  });

  test("the LGPD export carries the member's conversations, both sides' messages and the blocks they made", async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const { id, ad } = await conversation(t.app, seller, buyer, 'Pergunta do comprador');
    await send(t.app, seller, id, 'Resposta do vendedor');
    const nosy = await createUser(t.app);
    await t.app.inject({ method: 'POST', url: BLOCKS, headers: buyer.headers, payload: { username: nosy.username } });
    await t.app.inject({ method: 'POST', url: BLOCKS, headers: nosy.headers, payload: { username: buyer.username } });

    const res = await t.app.inject({ url: '/api/v1/users/me/export/', headers: buyer.headers });
    assert.equal(res.statusCode, 200);
    const data = res.json().data;
    assert.deepEqual(
      data.conversations.map((c: { id: number; ad_slug: string; other_username: string }) => [
        c.id,
        c.ad_slug,
        c.other_username,
      ]),
      [[id, ad.slug, seller.username]],
    );
    assert.deepEqual(
      data.messages.map((m: { text: string; mine: boolean }) => [m.text, m.mine]),
      [
        ['Pergunta do comprador', true],
        ['Resposta do vendedor', false],
      ],
    );
    // The blocks they made, not who blocked them.
    assert.deepEqual(
      data.user_blocks.map((b: { blocked_username: string }) => b.blocked_username),
      [nosy.username],
    );
    assert.equal(data.conversation_members, undefined);
  });

  test('deleting an account erases its messages and photos; the other side keeps the talk with "Conta excluída"', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const { id } = await conversation(t.app, seller, buyer, 'Texto do comprador');
    const form = await multipart([['images', { buffer: await gpsJpeg(), filename: 'a.jpg' }]]);
    const photo = await t.app.inject({
      method: 'POST',
      url: `${BASE}conversations/${id}/messages/`,
      headers: { ...buyer.headers, ...form.headers },
      payload: form.payload,
    });
    assert.equal(photo.statusCode, 201, photo.body);
    const photoFile = mediaFile(photo.json().images[0].url);
    assert.ok(existsSync(photoFile));
    await send(t.app, seller, id, 'Resposta do vendedor');
    assert.equal(await unread(t.app, seller), 2);

    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/',
      headers: buyer.headers,
      payload: { confirmation: 'EXCLUIR' },
    });
    assert.equal(del.statusCode, 204, del.body);

    assert.ok(!existsSync(photoFile), 'a foto foi removida');
    const c = (await list(t.app, seller)).json().results.find((x: { id: number }) => x.id === id);
    assert.deepEqual(c.other, { username: null, first_name: 'Conta excluída', avatar: null });
    assert.equal(c.unread_count, 0);
    assert.equal(await unread(t.app, seller), 0);
    const page = (await messagesOf(t.app, seller, id)).json();
    assert.deepEqual(
      page.results.map((m: { text: string }) => m.text),
      ['Resposta do vendedor'],
    );
    const [{ n }] = await t.database.query<{ n: string | number }>(
      `select count(*) as n from messages where text = 'Texto do comprador'`,
    );
    assert.equal(Number(n), 0);
    const refused = await send(t.app, seller, id, 'Ainda está aí?');
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().error, 'Esta pessoa excluiu a conta e não recebe mais mensagens.');
    // The seller's ad page still works for others.
    const ad = await createAd(t.app, seller);
    assert.equal((await start(t.app, await createUser(t.app), ad.slug, 'Oi')).statusCode, 201);
  });
});
