import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sweepMedia } from '../../src/lib/media';
import { createLocalStorage, STAGED_SUFFIX } from '../../src/lib/storage/local';

describe('crash-safe media files (lib/media.ts)', () => {
  test('staged files are moved into place, or discarded with their final names', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tribo-media-'));
    try {
      const storage = createLocalStorage(dir);
      const a = path.join(dir, 'ads', 'a.webp');
      await storage.stage('ads/a.webp', Buffer.from('a'), 'image/webp');
      await storage.stage('ads/b.webp', Buffer.from('b'), 'image/webp');
      assert.ok(existsSync(a + STAGED_SUFFIX) && !existsSync(a), 'a staged file waits beside its name');
      await storage.publish(['ads/a.webp']);
      assert.ok(existsSync(a) && !existsSync(a + STAGED_SUFFIX));
      await storage.remove(['ads/a.webp', 'ads/b.webp']);
      assert.deepEqual(readdirSync(path.join(dir, 'ads')), []);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the janitor keeps young and referenced files, finishes moves, removes old orphans', async () => {
    const media = mkdtempSync(path.join(os.tmpdir(), 'tribo-media-'));
    try {
      const dir = path.join(media, 'ads');
      mkdirSync(dir);
      const old = (Date.now() - 2 * 3600_000) / 1000;
      const put = (name: string, aged: boolean) => {
        writeFileSync(path.join(dir, name), name);
        if (aged) utimesSync(path.join(dir, name), old, old);
      };
      put('kept.webp', true); // referenced
      put('orphan.webp', true); // old, nobody names it
      put('young.webp', false); // an upload between its write and its commit
      put('stranded.webp.staged', true); // committed, never moved
      put('abandoned.webp.staged', true); // never committed
      const refs = new Set(['ads/kept.webp', 'ads/stranded.webp']);
      const result = await sweepMedia(createLocalStorage(media), ['ads', 'absent'], async () => refs);
      assert.deepEqual(readdirSync(dir).sort(), ['kept.webp', 'stranded.webp', 'young.webp']);
      assert.deepEqual(result, { removed: 2, published: 1 });
    } finally {
      rmSync(media, { recursive: true, force: true });
    }
  });
});
