import { fork } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '../config';
import { failpoint } from '../lib/failpoints';
import { mediaStorage } from '../lib/storage/create';
import { openDatabase, type Database } from '../db/client';
import { seedBase, type SeedResult } from './seed';

/**
 * The demo catalogue of a first start (60 ads with drawn pictures, the demo tribes, a year of
 * sales) is written by a short-lived child process. Drawing and encoding the pictures grows the
 * heaps of the process that does it (glibc's malloc arenas, V8's old space, PGlite's WebAssembly
 * memory) and none of them hands that memory back: seeded by the server itself, a first start
 * idled 40–60 MB above every later start (bench:uploads). In a child, the server starts as lean
 * on its first day as on any other.
 */

/** A database that has never been seeded (no category yet): the one case worth a child process. */
export async function isUnseeded(database: Database): Promise<boolean> {
  const [row] = await database.query<{ empty: boolean }>('select not exists (select 1 from categories) as empty');
  return row.empty;
}

export interface ChildSeedResult extends SeedResult {
  /** The child process that wrote it (logged: where the first start's work went). */
  child_pid: number;
}

/**
 * Runs `seedBase` with the demo catalogue in a child process on the configured database and
 * resolves with what it wrote. The caller must not hold PGlite's data directory open meanwhile
 * (one process at a time); PostgreSQL takes both. Rejects when the child fails; what it committed
 * stays, and the caller's own seedBase finishes the rest.
 */
export function seedInChildProcess(): Promise<ChildSeedResult> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, [], {
      // This file is TypeScript: the child loads it the way the server was loaded (tsx).
      execArgv: ['--require', require.resolve('tsx/cjs')],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: SeedResult | undefined;
    child.once('message', (message) => (result = message as SeedResult));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0 && result) resolve({ ...result, child_pid: child.pid! });
      else reject(new Error(`o processo dos dados de demonstração terminou (${signal ?? `código ${code}`})`));
    });
  });
}

async function main() {
  failpoint('seed.child.start');
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pgdata'),
    poolSize: 2,
  });
  try {
    const seeded = await seedBase(database, { demoAds: { storage: mediaStorage(config) } });
    await new Promise<void>((resolve, reject) =>
      process.send!(seeded, (err: Error | null) => (err ? reject(err) : resolve())),
    );
  } finally {
    await database.close();
  }
  process.disconnect();
}

if (require.main === module && process.send) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
