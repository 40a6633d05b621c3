import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../support/app';
import { JOBS, runJob } from '../../../src/plugins/jobs';
import { jpeg, multipart, validAd } from './ads.support';
import { mediaStorage } from '../../../src/lib/storage/create';

const JOB = JOBS.find((j) => j.name === 'ads.previewCards')!;

describe("ads: the backfill of main pictures' link-preview renditions", () => {
  let t: TestApp;
  let owner: TestUser;
  const run = () =>
    runJob(t.database, JOB, { storage: mediaStorage(t.config), paymentPendingTtlMinutes: 60 }) as Promise<number>;
  const fileOf = (url: string) => path.join(t.config.mediaDir, url.slice('/media/'.length));

  /** An ad with one photo, stored as before renditions existed: no og variant, no file. */
  async function oldAd(title: string) {
    const { payload, headers } = await multipart([
      ...Object.entries(validAd({ title })).map(([k, v]) => [k, String(v)] as [string, string]),
      ['image', { buffer: await jpeg(900, 600), filename: 'foto.jpg' }],
    ]);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ads/ads/',
      headers: { ...owner.headers, ...headers },
      payload,
    });
    assert.equal(r.statusCode, 201, r.body);
    const ad = r.json() as { slug: string; images: Array<{ id: number; variants: Record<string, string> }> };
    const [image] = ad.images;
    rmSync(fileOf(image.variants.og));
    await t.database.query(`update ad_images set variants = variants - 'og' where id = $1`, [image.id]);
    return { slug: ad.slug, image };
  }

  const variantsOf = async (id: number) =>
    (
      await t.database.query<{ variants: Record<string, string> | string }>(
        'select variants from ad_images where id = $1',
        [id],
      )
    ).map((r) => (typeof r.variants === 'string' ? JSON.parse(r.variants) : r.variants))[0];

  before(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
  });
  after(() => t.close());

  test('a main picture without one gets its 1200x630 JPEG, once; the page shows it', async () => {
    const { slug, image } = await oldAd('Mesa de jantar antiga');
    const before = (await t.app.inject({ url: `/api/v1/ads/ads/${slug}/` })).json().images[0].variants;
    assert.equal(before.og, undefined);

    assert.equal(await run(), 1);
    const variants = await variantsOf(image.id);
    assert.match(variants.og, /-og\.jpg$/);
    assert.equal(variants['1600'], image.variants['1600']);
    const file = fileOf(variants.og);
    assert.ok(existsSync(file), 'published, not left staged');
    const meta = await sharp(file).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 1200, 630]);
    const page = (await t.app.inject({ url: `/api/v1/ads/ads/${slug}/` })).json();
    assert.equal(page.images[0].variants.og, variants.og);

    assert.equal(await run(), 0, 'nothing left to do');
  });

  test('a picture whose files are gone is marked and not tried again', async () => {
    const { image } = await oldAd('Cadeira de balanço');
    for (const url of Object.values(image.variants)) rmSync(fileOf(url), { force: true });
    assert.equal(await run(), 0);
    assert.equal((await variantsOf(image.id)).og, '');
    assert.equal(await run(), 0);
  });
});
