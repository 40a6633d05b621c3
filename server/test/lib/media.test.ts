import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { discardFiles, publishFiles, stagedPath, sweepMedia } from '../../src/lib/media';

describe('crash-safe media files (lib/media.ts)', () => {
  test('staged files are moved into place, or discarded with their final names', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tribo-media-'));
    try {
      const a = path.join(dir, 'a.webp');
      const b = path.join(dir, 'b.webp');
      writeFileSync(stagedPath(a), 'a');
      writeFileSync(stagedPath(b), 'b');
      await publishFiles([a]);
      assert.ok(existsSync(a) && !existsSync(stagedPath(a)));
      await discardFiles([a, b]);
      assert.deepEqual(readdirSync(dir), []);
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
      const result = await sweepMedia(media, ['ads', 'absent'], async () => refs);
      assert.deepEqual(readdirSync(dir).sort(), ['kept.webp', 'stranded.webp', 'young.webp']);
      assert.deepEqual(result, { removed: 2, published: 1 });
    } finally {
      rmSync(media, { recursive: true, force: true });
    }
  });
});
