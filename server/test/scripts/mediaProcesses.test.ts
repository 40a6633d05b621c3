import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createTestDatabase, TEST_ENGINE } from '../support/app';
import { freePort, serverEnv } from '../support/processes';
import { startLocalS3 } from '../support/s3';
import { validAd } from '../modules/ads/ads.support';

/**
 * Two server processes on one PostgreSQL and one bucket, as behind a load balancer: a photo
 * uploaded through one is in the bucket, and an ad read through the other names it at
 * MEDIA_PUBLIC_URL, where it loads; neither process keeps a file or serves /media/.
 */
const root = path.resolve(__dirname, '..', '..', '..');
const cleanups: Array<() => unknown> = [];
after(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function startServer({ DATABASE_URL, ...env }: NodeJS.ProcessEnv): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    // serverEnv leaves DATABASE_URL out (the embedded database by default): both share this one.
    env: { ...serverEnv({ PORT: String(port), HOST: '127.0.0.1', PAYMENTS_TEST_MODE: 'true', ...env }), DATABASE_URL },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => child.exitCode === null && child.kill('SIGKILL'));
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + 90_000;
  while (
    !(await fetch(`${base}/api/ready`).then(
      (r) => r.status === 200,
      () => false,
    ))
  ) {
    if (Date.now() > end || child.exitCode !== null) throw new Error('o servidor não ficou pronto');
    await new Promise((r) => setTimeout(r, 100));
  }
  return base;
}

describe('two processes, one PostgreSQL, one bucket', { timeout: 240_000 }, () => {
  test(
    'a photo uploaded through process A is served from the bucket for the ad read through process B',
    { skip: TEST_ENGINE !== 'postgres' && 'PGlite belongs to one process' },
    async () => {
      const s3 = await startLocalS3();
      cleanups.push(() => s3.close());
      const testDb = await createTestDatabase();
      cleanups.push(() => testDb.destroy());
      const dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'tribo-two-')));
      cleanups.push(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
      const shared = { ...s3.env, DATABASE_URL: testDb.url!, JWT_SECRET: 'segredo-compartilhado-'.padEnd(40, 'x') };
      const [a, b] = await Promise.all(dirs.map((dir) => startServer({ ...shared, DATA_DIR: dir })));

      const reg = await fetch(`${a}/api/v1/users/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'dois_processos',
          email: 'dois_processos@exemplo.com.br',
          password: 'S3nha-forte!',
          password_confirm: 'S3nha-forte!',
        }),
      });
      assert.equal(reg.status, 201, await reg.clone().text());
      const { access } = (await reg.json()) as { access: string };

      const form = new FormData();
      for (const [k, v] of Object.entries(validAd())) form.append(k, String(v));
      const photo = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#c83' } })
        .jpeg()
        .toBuffer();
      form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'foto.jpg');
      const created = await fetch(`${a}/api/v1/ads/ads/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}` },
        body: form,
      });
      assert.equal(created.status, 201, await created.clone().text());
      const { slug } = (await created.json()) as { slug: string };

      const read = await fetch(`${b}/api/v1/ads/ads/${slug}/`);
      assert.equal(read.status, 200);
      const ad = (await read.json()) as { images: Array<{ url: string; variants: Record<string, string> }> };
      assert.equal(ad.images.length, 1);
      for (const [name, url] of Object.entries(ad.images[0].variants)) {
        assert.ok(url.startsWith(`${s3.env.MEDIA_PUBLIC_URL}/ads/`), url);
        const got = await fetch(url);
        assert.equal(got.status, 200, url);
        assert.equal(got.headers.get('content-type'), name === 'og' ? 'image/jpeg' : 'image/webp');
        const meta = await sharp(Buffer.from(await got.arrayBuffer())).metadata();
        assert.ok(meta.width && meta.width > 0);
      }
      const key = new URL(ad.images[0].url).pathname.replace(`/${s3.bucket}/`, '');
      for (const server of [a, b]) assert.equal((await fetch(`${server}/media/${key}`)).status, 404);
      for (const dir of dirs) assert.ok(!existsSync(path.join(dir, 'media', 'ads')), 'no process keeps a file');
    },
  );
});
