import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { createAd, jpeg, multipart, png, validAd, type Part } from './ads.support';

function mediaFiles(t: TestApp): string[] {
  const dir = path.join(t.config.mediaDir, 'ads');
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('ads: create, read, update, delete', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let staff: TestUser;

  /** Publishes a valid ad as the owner, multipart, with these file parts. */
  const postAdWithFiles = async (files: Part[]) => {
    const { payload, headers } = await multipart([
      ...Object.entries(validAd()).map(([k, v]) => [k, String(v)] as [string, string]),
      ...files,
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/ads/ads/',
      headers: { ...owner.headers, ...headers },
      payload,
    });
  };

  before(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    other = await createUser(t.app);
    staff = await createUser(t.app, { isStaff: true });
  });
  after(async () => t.close());

  test('JSON create publishes for 30 days with a slug from the title', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ads/ads/',
      headers: owner.headers,
      payload: validAd(),
    });
    assert.equal(r.statusCode, 201, r.body);
    const ad = r.json();
    assert.match(ad.slug, /^eletricista-residencial-24-horas-[a-z0-9]{6}$/);
    assert.equal(ad.status, 'active');
    assert.equal(ad.price_cents, 15000);
    assert.equal(ad.category.slug, 'eletricista');
    assert.equal(ad.owner.username, owner.username);
    assert.equal(ad.is_owner, true);
    const days = (Date.parse(ad.expires_at) - Date.now()) / 86_400_000;
    assert.ok(days > 29.9 && days <= 30, String(days));
    assert.deepEqual(ad.images, []);
  });

  test('publishing sends the owner an AD_PUBLISHED notification, in the same transaction', async () => {
    const ad = await createAd(t.app, owner, { title: 'Pintor residencial caprichoso' });
    const rows = await t.database.query<{ type: string; title: string; message: string; link: string }>(
      'select type, title, message, link from notifications where user_id = $1 and link = $2',
      [owner.id, `/ads/${ad.slug}`],
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0].type, 'AD_PUBLISHED');
    assert.equal(rows[0].title, 'Anúncio publicado');
    assert.match(rows[0].message, /Pintor residencial caprichoso/);
    const [{ n }] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from notifications where type = 'AD_PUBLISHED' and user_id = $1",
      [other.id],
    );
    assert.equal(n, 0);
  });

  test('create needs sign-in and valid fields, with pt-BR messages', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/v1/ads/ads/', payload: validAd() });
    assert.equal(anon.statusCode, 401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ads/ads/',
      headers: owner.headers,
      payload: validAd({ title: 'abc', description: 'curta', state_code: 'XX', category_id: 9999 }),
    });
    assert.equal(bad.statusCode, 400);
    const body = bad.json();
    assert.equal(body.code, 'validation_error');
    assert.deepEqual(body.fields.title, ['Deve ter pelo menos 5 caracteres.']);
    assert.deepEqual(body.fields.description, ['Deve ter pelo menos 20 caracteres.']);
    const refs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ads/ads/',
      headers: owner.headers,
      payload: validAd({ state_code: 'XX', category_id: 9999 }),
    });
    assert.equal(refs.statusCode, 400);
    assert.deepEqual(refs.json().fields.category_id, ['Categoria não encontrada.']);
    assert.deepEqual(refs.json().fields.state_code, ['Estado (UF) inválido.']);
  });

  test('phone and WhatsApp are stored in E.164 whatever the typing; a number that is not Brazilian is refused in pt-BR', async () => {
    const ad = await createAd(t.app, owner, { contact_whatsapp: '(21) 98765-4321', contact_phone: '+55 11 3333-4444' });
    assert.equal(ad.contact_whatsapp, '+5521987654321');
    assert.equal(ad.contact_phone, '+551133334444');
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/ads/ads/${ad.slug}/`,
      headers: owner.headers,
      payload: { contact_whatsapp: '011 91234-5678', contact_phone: '' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().contact_whatsapp, '+5511912345678');
    assert.equal(changed.json().contact_phone, '');
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/ads/ads/${ad.slug}/`,
      headers: owner.headers,
      payload: { contact_whatsapp: '1234-5678', city: 'Campinas' },
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().fields.contact_whatsapp, [
      'Informe um telefone do Brasil com DDD, como (11) 98765-4321.',
    ]);
    const after = (await t.app.inject({ url: `/api/v1/ads/ads/${ad.slug}/`, headers: owner.headers })).json();
    assert.equal(after.city, 'São Paulo', 'nothing half-written');
    assert.equal(after.contact_whatsapp, '+5511912345678');
  });

  test('multipart create: text fields, booleans as "true"/"false", images re-encoded to WebP without metadata', async () => {
    const before = mediaFiles(t).length;
    const { payload, headers } = await multipart([
      ['title', 'Diarista em São Paulo'],
      ['description', 'Faxina completa, passadoria e organização de armários.'],
      ['category_id', '1'],
      ['price_cents', ''],
      ['price_type', 'negotiable'],
      ['state_code', 'SP'],
      ['city', 'São Paulo'],
      ['show_phone', 'true'],
      ['contact_phone', '(11) 3333-4444'],
      [
        'new_ad_images_metadata_json',
        JSON.stringify([
          { client_id: 'a', alt: 'Sala limpa', order: 2 },
          { client_id: 'b', alt: 'Cozinha', order: 1 },
        ]),
      ],
      ['image', { buffer: await jpeg(80, 40), filename: 'capa.jpg' }],
      ['image_files', { buffer: await png(30, 30), filename: 'sala.png', type: 'image/png' }],
      ['image_files', { buffer: await jpeg(20, 20), filename: 'cozinha.jpg' }],
    ]);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ads/ads/',
      headers: { ...owner.headers, ...headers },
      payload,
    });
    assert.equal(r.statusCode, 201, r.body);
    const ad = r.json();
    assert.equal(ad.price_cents, null);
    assert.equal(ad.show_phone, true);
    assert.equal(ad.contact_phone, '+551133334444');
    assert.equal(ad.images.length, 3);
    assert.deepEqual(
      ad.images.map((i: { alt: string }) => i.alt),
      ['Diarista em São Paulo', 'Cozinha', 'Sala limpa'],
    );
    const main = ad.images[0];
    // orientation 6 applied: an 80x40 picture becomes 40x80
    assert.equal(main.width, 40);
    assert.equal(main.height, 80);
    assert.match(main.blur, /^data:image\/webp;base64,/);
    // The WebP variants and the link-preview JPEG (og), for each of the three photos.
    assert.deepEqual(Object.keys(main.variants).sort(), ['1600', '320', '800', 'og']);
    assert.equal(ad.image.id, main.id);
    assert.equal(mediaFiles(t).length, before + 12);
    const card = await t.app.inject({ url: main.variants.og });
    assert.equal(card.statusCode, 200);
    const cardMeta = await sharp(card.rawPayload).metadata();
    assert.deepEqual([cardMeta.format, cardMeta.width, cardMeta.height, cardMeta.exif], ['jpeg', 1200, 630, undefined]);
    const served = await t.app.inject({ url: main.url });
    assert.equal(served.statusCode, 200);
    assert.match(String(served.headers['cache-control']), /immutable/);
    const meta = await sharp(served.rawPayload).metadata();
    assert.equal(meta.format, 'webp');
    assert.equal(meta.exif, undefined);
    assert.equal(meta.orientation, undefined);
  });

  test('10 MB of random bytes named .jpg is refused and nothing is stored', async () => {
    const beforeFiles = mediaFiles(t).length;
    const [{ n: beforeAds }] = await t.database.query<{ n: number }>('select count(*)::int as n from ads');
    const r = await postAdWithFiles([
      ['image', { buffer: await jpeg(), filename: 'ok.jpg' }],
      ['image_files', { buffer: randomBytes(10 * 1024 * 1024), filename: 'foto.jpg' }],
    ]);
    assert.ok([400, 413].includes(r.statusCode), `${r.statusCode} ${r.body}`);
    assert.ok(r.json().error);
    const [{ n: afterAds }] = await t.database.query<{ n: number }>('select count(*)::int as n from ads');
    assert.equal(afterAds, beforeAds);
    assert.equal(mediaFiles(t).length, beforeFiles);
  });

  test('more than 10 images or more than 40 megapixels are refused', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ client_id: `c${i}` }));
    const many = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ads/ads/',
      headers: owner.headers,
      payload: validAd({ new_ad_images_metadata: eleven }),
    });
    assert.equal(many.statusCode, 400);
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const beforeFiles = mediaFiles(t).length;
    const r = await postAdWithFiles([['image', { buffer: huge, filename: 'enorme.png', type: 'image/png' }]]);
    assert.equal(r.statusCode, 400);
    assert.deepEqual(r.json().fields.image, ['A imagem tem resolução grande demais (máximo 40 megapixels).']);
    assert.equal(mediaFiles(t).length, beforeFiles);
  });

  test('a non-image named .jpg is refused by its bytes', async () => {
    const r = await postAdWithFiles([
      ['image', { buffer: Buffer.from('<html><script>alert(1)</script></html>'.repeat(10)), filename: 'x.jpg' }],
    ]);
    assert.equal(r.statusCode, 400);
    assert.deepEqual(r.json().fields.image, ['Envie uma imagem JPEG, PNG, WebP ou AVIF válida.']);
  });

  test('read: public for active ads; contacts hidden unless shown; paused only for owner/staff', async () => {
    const ad = await createAd(t.app, owner, { show_phone: false });
    const pub = await t.app.inject({ url: `/api/v1/ads/ads/${ad.slug}/` });
    assert.equal(pub.statusCode, 200);
    assert.equal(pub.json().contact_phone, '');
    assert.equal(pub.json().contact_whatsapp, '+5511999998888');
    assert.equal(pub.json().is_owner, false);
    const paused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/ads/ads/${ad.slug}/`,
      headers: owner.headers,
      payload: { status: 'paused' },
    });
    assert.equal(paused.statusCode, 200, paused.body);
    assert.equal(paused.json().status, 'paused');
    assert.equal((await t.app.inject({ url: `/api/v1/ads/ads/${ad.slug}/` })).statusCode, 404);
    assert.equal((await t.app.inject({ url: `/api/v1/ads/ads/${ad.slug}/`, headers: other.headers })).statusCode, 404);
    assert.equal((await t.app.inject({ url: `/api/v1/ads/ads/${ad.slug}/`, headers: owner.headers })).statusCode, 200);
    assert.equal((await t.app.inject({ url: `/api/v1/ads/ads/${ad.slug}/`, headers: staff.headers })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/v1/ads/ads/nao-existe-123456/' })).statusCode, 404);
  });

  test('IDOR: another user cannot edit, delete or upload to an ad (403); staff can edit', async () => {
    const ad = await createAd(t.app, owner);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/ads/ads/${ad.slug}/`,
      headers: other.headers,
      payload: { price_cents: 1 },
    });
    assert.equal(put.statusCode, 403);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/ads/ads/${ad.slug}/`, headers: other.headers });
    assert.equal(del.statusCode, 403);
    const mp = await multipart([
      ['images_order', '[]'],
      ['image', { buffer: await jpeg(), filename: 'x.jpg' }],
    ]);
    const putMp = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/ads/ads/${ad.slug}/`,
      headers: { ...other.headers, ...mp.headers },
      payload: mp.payload,
    });
    assert.equal(putMp.statusCode, 403);
    // an image created from metadata, then another user tries to fill it
    const withMeta = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/ads/ads/${ad.slug}/`,
      headers: owner.headers,
      payload: { new_ad_images_metadata: [{ client_id: 'p1', alt: 'Foto' }] },
    });
    assert.equal(withMeta.statusCode, 200, withMeta.body);
    const pending = withMeta.json().images[0];
    assert.equal(pending.pending, true);
    const up = await multipart([['image_file', { buffer: await jpeg(), filename: 'x.jpg' }]]);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ads/ad-images/${pending.id}/upload_file/`,
      headers: { ...other.headers, ...up.headers },
      payload: up.payload,
    });
    assert.equal(foreign.statusCode, 403);
    const mine = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ads/ad-images/${pending.id}/upload_file/`,
      headers: { ...owner.headers, ...up.headers },
      payload: up.payload,
    });
    assert.equal(mine.statusCode, 200, mine.body);
    assert.equal(mine.json().images[0].pending, false);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ads/ad-images/999999/upload_file/',
      headers: { ...owner.headers, ...up.headers },
      payload: up.payload,
    });
    assert.equal(missing.statusCode, 404);
    const byStaff = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/ads/ads/${ad.slug}/`,
      headers: staff.headers,
      payload: { price_cents: 9900 },
    });
    assert.equal(byStaff.statusCode, 200);
    assert.equal(byStaff.json().price_cents, 9900);
    const nothing = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/ads/ads/nao-existe-abcdef/',
      headers: owner.headers,
      payload: { price_cents: 1 },
    });
    assert.equal(nothing.statusCode, 404);
  });

  test('update reorders and removes images (files deleted), adds new ones', async () => {
    const created = await postAdWithFiles([
      ['image_files', { buffer: await jpeg(30, 30, '#ff0000'), filename: '1.jpg' }],
      ['image_files', { buffer: await jpeg(30, 30, '#00ff00'), filename: '2.jpg' }],
      ['image_files', { buffer: await jpeg(30, 30, '#0000ff'), filename: '3.jpg' }],
    ]);
    assert.equal(created.statusCode, 201, created.body);
    const ad = created.json();
    const [a, b, c] = ad.images.map((i: { id: number }) => i.id);
    const removedFile = path.join(t.config.mediaDir, ad.images[1].variants['320'].slice('/media/'.length));
    assert.ok(existsSync(removedFile));
    const mp = await multipart([
      ['images_order', JSON.stringify([c, 'novo', a])],
      ['new_ad_images_metadata_json', JSON.stringify([{ client_id: 'novo', alt: 'Nova' }])],
      ['image_files', { buffer: await png(), filename: 'n.png', type: 'image/png' }],
      ['price_cents', '20000'],
    ]);
    const r = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/ads/ads/${ad.slug}/`,
      headers: { ...owner.headers, ...mp.headers },
      payload: mp.payload,
    });
    assert.equal(r.statusCode, 200, r.body);
    const images = r.json().images;
    assert.equal(images.length, 3);
    assert.equal(images[0].id, c);
    assert.equal(images[1].alt, 'Nova');
    assert.equal(images[2].id, a);
    assert.ok(!images.some((i: { id: number }) => i.id === b));
    assert.equal(r.json().price_cents, 20000);
    assert.ok(!existsSync(removedFile), 'the removed image file is deleted');
  });

  test('delete: owner removes the ad; it is gone for everyone', async () => {
    const ad = await createAd(t.app, owner);
    const r = await t.app.inject({ method: 'DELETE', url: `/api/v1/ads/ads/${ad.slug}/`, headers: owner.headers });
    assert.equal(r.statusCode, 204);
    assert.equal((await t.app.inject({ url: `/api/v1/ads/ads/${ad.slug}/`, headers: owner.headers })).statusCode, 404);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/v1/ads/ads/${ad.slug}/`, headers: owner.headers });
    assert.equal(again.statusCode, 404);
  });
});
