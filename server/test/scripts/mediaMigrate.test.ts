import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { migrateMedia } from '../../scripts/mediaMigrate';
import { createS3Storage } from '../../src/lib/storage/s3';
import type { Storage } from '../../src/lib/storage/types';
import { startLocalS3, type LocalS3 } from '../support/s3';

const SCRIPT = path.join(__dirname, '..', '..', 'scripts', 'mediaMigrate.ts');

describe('npm run media:migrate: MEDIA_DIR into the bucket, idempotent and resumable', () => {
  let s3: LocalS3;
  let bucket: Storage;
  let mediaDir: string;

  const keys = async () => {
    const found: string[] = [];
    for (const folder of ['ads', 'avatars', 'hero']) for await (const o of bucket.list(`${folder}/`)) found.push(o.key);
    return found.sort();
  };

  before(async () => {
    s3 = await startLocalS3();
    bucket = createS3Storage(s3.options);
    mediaDir = mkdtempSync(path.join(os.tmpdir(), 'tribo-migrate-'));
    const files: Record<string, string> = {
      'ads/a-320.webp': 'a320',
      'ads/a-og.jpg': 'jpeg!',
      'avatars/u-128.webp': 'u',
      'hero/h-desktop.webp': 'hero',
      // An upload whose rows never committed: the disk's janitor decides, it is not copied.
      'ads/b-320.webp.staged': 'staged',
    };
    for (const [key, body] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(mediaDir, key)), { recursive: true });
      writeFileSync(path.join(mediaDir, key), body);
    }
  });
  after(async () => {
    await s3.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  test('copies every final file with its content type and caching, then skips them', async () => {
    // A run stopped halfway: one object already there, one written short (a cut-off copy).
    await bucket.put('ads/a-320.webp', Buffer.from('a320'), 'image/webp');
    await bucket.put('hero/h-desktop.webp', Buffer.from('he'), 'image/webp');
    const ticks: number[] = [];
    const first = await migrateMedia(mediaDir, bucket, {
      start: (total) => ticks.push(total),
      tick: () => ticks.push(-1),
      stop: () => undefined,
    });
    assert.deepEqual(first, { total: 4, copied: 3, skipped: 1, failed: [] });
    assert.deepEqual(ticks, [4, -1, -1, -1, -1]);
    assert.deepEqual(await keys(), ['ads/a-320.webp', 'ads/a-og.jpg', 'avatars/u-128.webp', 'hero/h-desktop.webp']);
    assert.equal(String(await bucket.read('hero/h-desktop.webp')), 'hero');
    const og = await fetch(bucket.publicUrl('ads/a-og.jpg'));
    assert.equal(og.headers.get('content-type'), 'image/jpeg');
    assert.equal(og.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(await og.text(), 'jpeg!');

    const again = await migrateMedia(mediaDir, bucket);
    assert.deepEqual(again, { total: 4, copied: 0, skipped: 4, failed: [] });
  });

  test('the npm script: the bucket from the environment, a final count, exit 0; without a bucket, exit 1', async () => {
    writeFileSync(path.join(mediaDir, 'avatars', 'v-512.webp'), 'new');
    const run = promisify(execFile);
    const env = { ...process.env, ...s3.env, MEDIA_DIR: mediaDir, NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' };
    const { stdout } = await run(process.execPath, ['--import', 'tsx', SCRIPT], { env });
    assert.match(stdout, /5 arquivos: 1 copiados, 4 já estavam no bucket, 0 falharam\./);
    assert.equal(String(await bucket.read('avatars/v-512.webp')), 'new');

    const noBucket = {
      ...env,
      S3_BUCKET: '',
      MEDIA_PUBLIC_URL: '',
      S3_ENDPOINT: '',
      S3_REGION: '',
      S3_FORCE_PATH_STYLE: '',
    };
    await assert.rejects(
      run(process.execPath, ['--import', 'tsx', SCRIPT], { env: noBucket }),
      (err: { code?: number; stderr?: string }) => {
        assert.equal(err.code, 1);
        assert.match(String(err.stderr), /Defina S3_BUCKET e MEDIA_PUBLIC_URL/);
        return true;
      },
    );
  });
});
