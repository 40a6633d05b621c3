import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createS3Storage } from '../../src/lib/storage/s3';
import { mediaStorage } from '../../src/lib/storage/create';
import { sweepMediaFiles } from '../../src/plugins/jobs';
import type { Storage } from '../../src/lib/storage/types';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../support/app';
import { multipart as formData } from '../support/multipart';
import { startLocalS3, type LocalS3 } from '../support/s3';
import { jpeg, multipart, png, validAd } from '../modules/ads/ads.support';

/**
 * The app with its media in an S3-compatible bucket (s3rver in this process): uploads land in the
 * bucket, every answer names them at MEDIA_PUBLIC_URL (where browsers load them, not from Node),
 * and what an edit replaces or a delete drops leaves the bucket after the commit.
 */
describe('media in an S3 bucket (S3_BUCKET, MEDIA_PUBLIC_URL)', () => {
  let s3: LocalS3;
  let t: TestApp;
  let bucket: Storage;
  let owner: TestUser;
  let staff: TestUser;

  before(async () => {
    s3 = await startLocalS3();
    t = await buildTestApp({}, s3.env);
    bucket = createS3Storage(s3.options);
    owner = await createUser(t.app);
    staff = await createUser(t.app, { isStaff: true });
  });
  after(async () => {
    await t.close();
    await s3.close();
  });

  const keys = async (folder: string) => {
    const found: string[] = [];
    for await (const o of bucket.list(`${folder}/`)) found.push(o.key);
    return found.sort();
  };
  const publicBase = () => `${s3.options.publicUrl}/`;
  /** Loads an address as a browser does, from the bucket: its status and content type. */
  const load = async (url: string) => {
    const r = await fetch(url);
    await r.arrayBuffer();
    return { status: r.status, type: r.headers.get('content-type'), cache: r.headers.get('cache-control') };
  };

  test("the pages' CSP lets pictures load from the bucket's address", async () => {
    const page = await t.app.inject({ url: '/robots.txt' });
    const imgSrc = /img-src ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
    assert.ok(imgSrc.split(' ').includes(s3.endpoint), imgSrc);
  });

  test('readiness asks the bucket', async () => {
    const r = await t.app.inject({ url: '/api/ready' });
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.json().storage, 'ok');
  });

  test('an ad with photos: created, read back at the public address, edited, deleted', async () => {
    const { payload, headers } = await multipart([
      ...Object.entries(validAd()).map(([k, v]) => [k, String(v)] as [string, string]),
      ['image', { buffer: await jpeg(900, 600, '#ff0000'), filename: 'capa.jpg' }],
      ['image_files', { buffer: await jpeg(300, 300, '#00ff00'), filename: '2.jpg' }],
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ads/ads/',
      headers: { ...owner.headers, ...headers },
      payload,
    });
    assert.equal(created.statusCode, 201, created.body);
    const ad = created.json();
    assert.equal(ad.images.length, 2);
    const stored = await keys('ads');
    // Two photos of 3 WebP variants and their 1200x630 preview JPEG each.
    assert.equal(stored.length, 8);

    const read = (await t.app.inject({ url: `/api/v1/ads/ads/${ad.slug}/` })).json();
    for (const image of read.images as Array<{ url: string; variants: Record<string, string> }>) {
      assert.ok(image.url.startsWith(publicBase()), image.url);
      for (const [name, url] of Object.entries(image.variants)) {
        assert.ok(url.startsWith(publicBase()), url);
        const got = await load(url);
        assert.equal(got.status, 200, url);
        assert.equal(got.type, name === 'og' ? 'image/jpeg' : 'image/webp');
        assert.equal(got.cache, 'public, max-age=31536000, immutable');
      }
    }
    // The lists name them there too, and Node serves no /media/.
    const list = (await t.app.inject({ url: '/api/v1/ads/ads/' })).json();
    const summary = list.results.find((r: { slug: string }) => r.slug === ad.slug);
    assert.ok(summary.image.url.startsWith(publicBase()), summary.image.url);
    const local = new URL(read.images[0].variants['320']).pathname.replace(`/${s3.bucket}/`, '/media/');
    assert.equal((await t.app.inject({ url: local })).statusCode, 404);

    // Edited: the second photo dropped, its variants leave the bucket after the commit.
    const [first, second] = read.images as Array<{ id: number; variants: Record<string, string> }>;
    const edit = await multipart([['images_order', JSON.stringify([first.id])]]);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/ads/ads/${ad.slug}/`,
      headers: { ...owner.headers, ...edit.headers },
      payload: edit.payload,
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().images.length, 1);
    for (const url of Object.values(second.variants)) assert.equal((await load(url)).status, 404, url);
    assert.equal((await keys('ads')).length, 4);

    // Its one photo replaced through upload_file: the old variants go too.
    const up = await multipart([
      ['image_file', { buffer: await png(400, 300), filename: 'nova.png', type: 'image/png' }],
    ]);
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ads/ad-images/${first.id}/upload_file/`,
      headers: { ...owner.headers, ...up.headers },
      payload: up.payload,
    });
    assert.equal(replaced.statusCode, 200, replaced.body);
    for (const url of Object.values(first.variants)) assert.equal((await load(url)).status, 404, url);
    assert.equal((await keys('ads')).length, 4);

    // Deleted: nothing left in the bucket.
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/ads/ads/${ad.slug}/`, headers: owner.headers });
    assert.equal(del.statusCode, 204);
    assert.deepEqual(await keys('ads'), []);
  });

  test('an avatar: stored, served from the bucket, replaced, removed', async () => {
    const put = async (data: Buffer) => {
      const form = formData({}, { avatar: { filename: 'eu.png', contentType: 'image/png', data } });
      const r = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/me/',
        headers: { ...owner.headers, ...form.headers },
        payload: form.payload,
      });
      assert.equal(r.statusCode, 200, r.body);
      return r.json() as { avatar: string; avatar_thumbnail: string };
    };
    const first = await put(await png(600, 600));
    assert.ok(first.avatar.startsWith(`${publicBase()}avatars/`), first.avatar);
    assert.equal((await load(first.avatar)).status, 200);
    assert.equal((await load(first.avatar_thumbnail)).type, 'image/webp');
    assert.equal((await keys('avatars')).length, 2);

    const second = await put(await png(300, 300));
    assert.notEqual(second.avatar, first.avatar);
    assert.equal((await load(first.avatar)).status, 404);
    assert.equal((await keys('avatars')).length, 2);

    const removed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/',
      headers: owner.headers,
      payload: { avatar: null },
    });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(await keys('avatars'), []);
  });

  test('a hero slide: its picture uploaded, shown at the bucket, replaced, the slide deleted', async () => {
    const base = '/api/v1/admin/hero-slides/';
    const slide = await t.app.inject({
      method: 'POST',
      url: base,
      headers: staff.headers,
      payload: { title: 'Vitrine' },
    });
    assert.equal(slide.statusCode, 201, slide.body);
    const id = slide.json().id as number;
    const upload = async (data: Buffer) => {
      const body = formData(
        { kind: 'desktop', image_alt: 'Vitrine' },
        { image: { filename: 'h.png', contentType: 'image/png', data } },
      );
      const r = await t.app.inject({
        method: 'POST',
        url: `${base}${id}/images/`,
        payload: body.payload,
        headers: { ...body.headers, ...staff.headers },
      });
      assert.equal(r.statusCode, 200, r.body);
      return r.json().image_url as string;
    };
    const first = await upload(await png(1600, 900));
    assert.ok(first.startsWith(`${publicBase()}hero/`), first);
    assert.equal((await load(first)).status, 200);
    const shown = (await t.app.inject({ url: '/api/v1/core/hero-slides/' })).json() as Array<{ image_url: string }>;
    assert.ok(shown.some((s) => s.image_url === first));

    const second = await upload(await png(800, 450));
    assert.equal((await load(first)).status, 404);
    assert.equal((await load(second)).status, 200);

    const del = await t.app.inject({ method: 'DELETE', url: `${base}${id}/`, headers: staff.headers });
    assert.equal(del.statusCode, 204, del.body);
    assert.deepEqual(await keys('hero'), []);
  });

  test('the janitor on the bucket: what no row names goes after its grace, what rows name stays', async () => {
    const { payload, headers } = await multipart([
      ...Object.entries(validAd()).map(([k, v]) => [k, String(v)] as [string, string]),
      ['image', { buffer: await jpeg(400, 300), filename: 'capa.jpg' }],
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ads/ads/',
      headers: { ...owner.headers, ...headers },
      payload,
    });
    assert.equal(created.statusCode, 201, created.body);
    const kept = await keys('ads');
    // An upload whose rows never committed (the process died in between).
    const orphan = 'ads/0f8fad5b-d9cb-469f-a165-70867728950e-800.webp';
    await bucket.put(orphan, Buffer.from('órfão'), 'image/webp');
    const storage = mediaStorage(t.config);
    assert.deepEqual(await sweepMediaFiles(t.database, storage), { removed: 0, published: 0 }, 'young: kept');
    assert.deepEqual(await sweepMediaFiles(t.database, storage, { minAgeMs: 0 }), { removed: 1, published: 0 });
    assert.deepEqual(await keys('ads'), kept);
  });
});
