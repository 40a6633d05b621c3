import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { failpoint } from '../lib/failpoints';
import { mediaStorage } from '../lib/storage/create';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { seedBase, type SeedResult } from './seed';

/**
 * The demo catalogue of a first start (60 ads with drawn pictures, the demo tribes, a year of
 * sales) is written by a short-lived child process, which also applies the migrations first (on a
 * new embedded database it creates the database too). Drawing and encoding the pictures, creating
 * PGlite's database and running a hundred migrations grow the heaps of the process that does it
 * (glibc's malloc arenas and main heap, V8's old space, PGlite's WebAssembly memory) and none of
 * them hands that memory back: done by the server itself, a first start idles 20–60 MB above every
 * later start (bench:uploads). In a child, the server starts as lean on its first day as on any
 * other.
 */

/** A database that has never been seeded (no category yet): the one case worth a child process. */
export async function isUnseeded(database: Database): Promise<boolean> {
  const [row] = await database.query<{ empty: boolean }>('select not exists (select 1 from categories) as empty');
  return row.empty;
}

export interface ChildSeedResult extends SeedResult {
  /** The child process that wrote it (logged: where the first start's work went). */
  child_pid: number;
  /** The migrations it applied (none when the server had applied them). */
  migrations: string[];
}

/** An embedded (PGlite) data directory that holds no database yet. */
export function isNewEmbeddedDatabase(pgdataDir: string): boolean {
  return !existsSync(path.join(pgdataDir, 'PG_VERSION'));
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
    let result: (SeedResult & { migrations: string[] }) | undefined;
    child.once('message', (message) => (result = message as SeedResult & { migrations: string[] }));
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
    const migrations = await migrate(database);
    const seeded = await seedBase(database, { demoAds: { storage: mediaStorage(config) } });
    await new Promise<void>((resolve, reject) =>
      process.send!({ ...seeded, migrations }, (err: Error | null) => (err ? reject(err) : resolve())),
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
