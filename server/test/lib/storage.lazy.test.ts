import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStorage } from '../../src/lib/storage/create';

const sdkLoaded = () =>
  Object.keys(require.cache).some((p) => p.includes(`${path.sep}@aws-sdk${path.sep}client-s3${path.sep}`));

test('the AWS SDK loads with a bucket’s first use, never for media on the local disk', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribo-storage-lazy-'));
  try {
    const local = createStorage({ mediaDir: dir, s3: null });
    await local.put('a/b.txt', Buffer.from('oi'), 'text/plain');
    assert.equal((await local.read('a/b.txt'))?.toString(), 'oi');
    const bucket = createStorage({
      mediaDir: dir,
      s3: {
        bucket: 'nenhum',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9',
        forcePathStyle: true,
        publicUrl: 'http://127.0.0.1:9/nenhum',
        credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
      },
    });
    assert.equal(sdkLoaded(), false, 'created, not used: no SDK');
    assert.equal(await bucket.check(), false);
    assert.equal(sdkLoaded(), true, 'used: the SDK is there');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
