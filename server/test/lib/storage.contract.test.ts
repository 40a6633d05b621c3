import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sweepMedia } from '../../src/lib/media';
import { createLocalStorage } from '../../src/lib/storage/local';
import { createS3Storage } from '../../src/lib/storage/s3';
import { absoluteMediaUrl, type Storage } from '../../src/lib/storage/types';
import { publicMediaUrls } from '../../src/plugins/media';
import { startLocalS3, type LocalS3 } from '../support/s3';

/**
 * One contract, both storages: the local disk and an S3-compatible bucket (s3rver, in process).
 * Every module reaches stored files only through these operations.
 */
async function collect(storage: Storage, prefix: string) {
  const found = [];
  for await (const o of storage.list(prefix)) found.push(o);
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

async function text(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks).toString();
}

function contract(name: string, open: () => Promise<{ storage: Storage; missing: Storage; close(): Promise<void> }>) {
  describe(`storage contract: ${name}`, () => {
    let storage: Storage;
    let missing: Storage;
    let close: () => Promise<void>;
    before(async () => ({ storage, missing, close } = await open()));
    after(() => close());

    test('put, head, read, stream and the public address', async () => {
      await storage.put('ads/one-800.webp', Buffer.from('one'), 'image/webp');
      await storage.put('ads/two-800.webp', Readable.from([Buffer.from('tw'), Buffer.from('o!')]), 'image/webp', 4);
      assert.equal((await storage.head('ads/one-800.webp'))?.size, 3);
      assert.equal(String(await storage.read('ads/one-800.webp')), 'one');
      assert.equal(await text(await storage.stream('ads/two-800.webp')), 'two!');
      const head = await storage.head('ads/two-800.webp');
      assert.equal(head?.size, 4);
      assert.ok(head && Math.abs(head.modifiedAt - Date.now()) < 60_000, 'the last write is now');
      assert.match(storage.publicUrl('ads/one-800.webp'), /\/ads\/one-800\.webp$/);
    });

    test('what is missing: null, and removing it is no error', async () => {
      assert.equal(await storage.head('ads/none.webp'), null);
      assert.equal(await storage.read('ads/none.webp'), null);
      assert.equal(await storage.stream('ads/none.webp'), null);
      await storage.remove(['ads/none.webp']);
    });

    test('stage, publish, remove', async () => {
      await storage.stage('avatars/s-512.webp', Buffer.from('staged'), 'image/webp');
      const listed = await collect(storage, 'avatars/');
      assert.deepEqual(
        listed.map((o) => o.key),
        ['avatars/s-512.webp'],
      );
      await storage.publish(['avatars/s-512.webp', 'avatars/never-512.webp']);
      assert.equal(String(await storage.read('avatars/s-512.webp')), 'staged');
      assert.equal((await collect(storage, 'avatars/'))[0].staged, false);
      await storage.stage('avatars/t-512.webp', Buffer.from('t'), 'image/webp');
      await storage.remove(['avatars/s-512.webp', 'avatars/t-512.webp']);
      assert.deepEqual(await collect(storage, 'avatars/'), []);
    });

    test('list: one folder, every object with its size', async () => {
      await storage.put('hero/h-desktop.webp', Buffer.from('hero!'), 'image/webp');
      const ads = await collect(storage, 'ads/');
      assert.deepEqual(
        ads.map((o) => [o.key, o.size]),
        [
          ['ads/one-800.webp', 3],
          ['ads/two-800.webp', 4],
        ],
      );
      assert.deepEqual(await collect(storage, 'nothing/'), []);
    });

    test('the janitor: old orphans go, referenced and young objects stay', async () => {
      await storage.put('hero/young-desktop.webp', Buffer.from('y'), 'image/webp');
      const refs = new Set(['hero/h-desktop.webp']);
      const soon = { minAgeMs: 60_000, now: Date.now() };
      assert.deepEqual(await sweepMedia(storage, ['hero'], async () => refs, soon), { removed: 0, published: 0 });
      const later = { minAgeMs: 60_000, now: Date.now() + 120_000 };
      assert.deepEqual(await sweepMedia(storage, ['hero'], async () => refs, later), { removed: 1, published: 0 });
      assert.deepEqual(
        (await collect(storage, 'hero/')).map((o) => o.key),
        ['hero/h-desktop.webp'],
      );
    });

    test('check: true when it answers, false otherwise', async () => {
      assert.equal(await storage.check(), true);
      assert.equal(await missing.check(), false);
    });
  });
}

contract('local disk', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribo-storage-'));
  return {
    storage: createLocalStorage(dir),
    missing: createLocalStorage(path.join(dir, 'absent')),
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

let s3: LocalS3;
contract('S3 (s3rver)', async () => {
  s3 = await startLocalS3();
  return {
    storage: createS3Storage(s3.options),
    missing: createS3Storage({ ...s3.options, bucket: 'no-such-bucket' }),
    close: () => s3.close(),
  };
});

describe('S3 objects as browsers get them', () => {
  let local: LocalS3;
  before(async () => (local = await startLocalS3('tribo-public')));
  after(() => local.close());

  test('content type and a year of immutable caching, from the public address', async () => {
    const storage = createS3Storage(local.options);
    await storage.put('ads/p-og.jpg', Buffer.from('jpeg'), 'image/jpeg');
    await storage.stage('ads/p-320.webp', Buffer.from('webp'), 'image/webp');
    for (const [key, type] of [
      ['ads/p-og.jpg', 'image/jpeg'],
      ['ads/p-320.webp', 'image/webp'],
    ]) {
      const res = await fetch(storage.publicUrl(key));
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), type);
      assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    }
  });
});

describe('public addresses of stored files', () => {
  const bucket = { publicUrl: (key: string) => `https://cdn.tribo.com.br/${key}` };
  const key = 'ads/0f8fad5b-d9cb-469f-a165-70867728950e-800.webp';

  test('in e-mails: the bucket address, or the site path on SITE_URL (the disk)', () => {
    const site = 'https://www.tribo.com.br';
    assert.equal(absoluteMediaUrl(`/media/${key}`, site, bucket), `https://cdn.tribo.com.br/${key}`);
    assert.equal(absoluteMediaUrl(`/media/${key}`, site, createLocalStorage('/tmp/x')), `${site}/media/${key}`);
    assert.equal(absoluteMediaUrl('/og/tribo.jpg', site, bucket), `${site}/og/tribo.jpg`);
  });

  test("in JSON answers: server-made names only, a member's text left alone", () => {
    const json = JSON.stringify({
      url: `/media/${key}`,
      avatar: 'http://127.0.0.1:8000/media/avatars/0f8fad5b-d9cb-469f-a165-70867728950e-512.webp',
      description: '/media/ads/minha-foto.webp',
      text: `veja /media/${key}`,
    });
    assert.deepEqual(JSON.parse(publicMediaUrls(json, bucket)), {
      url: `https://cdn.tribo.com.br/${key}`,
      avatar: 'https://cdn.tribo.com.br/avatars/0f8fad5b-d9cb-469f-a165-70867728950e-512.webp',
      description: '/media/ads/minha-foto.webp',
      text: `veja /media/${key}`,
    });
  });
});
