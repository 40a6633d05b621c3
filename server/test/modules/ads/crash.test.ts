import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../../src/db/client';
import { createLocalStorage, STAGED_SUFFIX } from '../../../src/lib/storage/local';
import { MEDIA, sweepMediaFiles } from '../../../src/plugins/jobs';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../../support/app';

/**
 * kill -9 in the middle of publishing an ad with photos, at each step: after the files are
 * written (before the rows commit) and after the rows commit (before the files are moved into
 * place). The media janitor then leaves exactly the files that rows reference, all present.
 */
const CHILD = path.join(__dirname, 'crash-child.ts');

async function referencedFiles(database: Database): Promise<Set<string>> {
  const all = new Set<string>();
  for (const providers of Object.values(MEDIA))
    for (const p of providers) for (const f of await p(database)) all.add(f);
  return all;
}

function mediaFiles(mediaDir: string): string[] {
  const dir = path.join(mediaDir, 'ads');
  return existsSync(dir) ? readdirSync(dir).map((f) => `ads/${f}`) : [];
}

describe('a crash while publishing an ad with photos leaves no orphan after the janitor', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  after(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  for (const point of ['ads.create.filesWritten', 'ads.create.committed']) {
    test(`killed at ${point}`, async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribo-crash-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const mediaDir = path.join(dataDir, 'media');
      const pgdata = path.join(dataDir, 'pgdata');
      let testDb: TestDatabase | null = null;
      if (TEST_ENGINE === 'postgres') {
        testDb = await createTestDatabase();
        cleanups.push(() => testDb!.destroy());
      }
      const child = spawnSync(process.execPath, ['--import', 'tsx', CHILD], {
        env: {
          ...process.env,
          TRIBO_FAILPOINT: point,
          CRASH_DATA_DIR: dataDir,
          CRASH_PGDATA: pgdata,
          CRASH_DATABASE_URL: testDb?.url ?? '',
        },
        encoding: 'utf8',
        timeout: 120_000,
      });
      assert.equal(child.signal, 'SIGKILL', `the child died at the failpoint: ${child.stdout} ${child.stderr}`);

      const database = testDb ? testDb.database : await openDatabase({ dataDir: pgdata });
      if (!testDb) cleanups.push(() => database.close());
      const before = mediaFiles(mediaDir);
      const staged = before.filter((f) => f.endsWith(STAGED_SUFFIX));
      assert.ok(staged.length > 0, 'the crash left staged files behind');
      const rows = await referencedFiles(database);
      if (point === 'ads.create.filesWritten') assert.equal(rows.size, 0, 'nothing committed');
      else assert.ok(rows.size > 0, 'the rows committed');

      const swept = await sweepMediaFiles(database, createLocalStorage(mediaDir), { minAgeMs: 0 });
      const afterwards = mediaFiles(mediaDir);
      assert.deepEqual(
        afterwards.filter((f) => !rows.has(f)),
        [],
        'every file left is referenced by a row',
      );
      assert.deepEqual(
        [...rows].filter((f) => !afterwards.includes(f)),
        [],
        'every referenced file exists',
      );
      if (point === 'ads.create.committed') assert.equal(swept.published, staged.length);
      else assert.equal(swept.removed, staged.length);
    });
  }
});
