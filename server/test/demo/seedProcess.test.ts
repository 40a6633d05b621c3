import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_ENGINE } from '../support/app';
import { freePort, serverEnv } from '../support/processes';

const root = path.resolve(__dirname, '..', '..', '..');

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface LogLine {
  msg?: string;
  pid?: number;
  child_pid?: number;
  ads?: number;
  tribes?: number;
  categories?: number;
  applied?: string[];
}

/**
 * The server's first start on a fresh embedded database, with the demo catalogue, as `npm start`
 * does it (production logs: one JSON object per line). Resolves with its log lines, the demo
 * ads the API lists and the server's pid, once it has been stopped.
 */
function newDataDir() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribo-seed-test-'));
  dirs.push(dataDir);
  return dataDir;
}

async function firstStart(extraEnv: NodeJS.ProcessEnv = {}, dataDir = newDataDir()) {
  const port = await freePort();
  const env = serverEnv({
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
    PAYMENTS_TEST_MODE: 'true',
    ...extraEnv,
  });
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  server.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    const end = Date.now() + 240_000;
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (server.exitCode !== null) throw new Error(`o servidor terminou: ${out}`);
      if (Date.now() > end) throw new Error('o servidor não respondeu a tempo');
      await new Promise((r) => setTimeout(r, 250));
    }
    const list = (await (await fetch(`http://127.0.0.1:${port}/api/v1/ads/ads/?page_size=100`)).json()) as {
      count: number;
    };
    return {
      pid: server.pid!,
      adCount: list.count,
      logs: () =>
        out
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as LogLine),
    };
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

// Once per run: the embedded database is what `npm start` seeds on a first start (the child
// process holds PGlite's data directory while the server has it closed).
describe('first start: the demo catalogue is written by a child process', { skip: TEST_ENGINE !== 'pglite' }, () => {
  test('a child process, not the server, writes it; the server then lists it', async () => {
    const { pid, adCount, logs } = await firstStart();
    const loaded = logs().filter((l) => l.msg === 'dados iniciais carregados');
    assert.equal(loaded.length, 1, JSON.stringify(logs()));
    assert.equal(loaded[0].ads, 60);
    assert.ok(loaded[0].tribes! > 0);
    assert.equal(loaded[0].pid, pid, 'logged by the server');
    assert.ok(loaded[0].child_pid && loaded[0].child_pid !== pid, 'written by another process');
    // The new database is created and migrated there too: the server only opens it.
    const migrated = logs().filter((l) => l.msg === 'migrações aplicadas');
    assert.equal(migrated.length, 1, JSON.stringify(migrated));
    assert.equal(migrated[0].child_pid, loaded[0].child_pid);
    const migrations = readdirSync(path.join(root, 'server/src/db/migrations')).filter((f) => f.endsWith('.sql'));
    assert.equal(migrated[0].applied!.length, migrations.length);
    assert.equal(adCount, 60);
  });

  test("npm start's preparation beside the build leaves the server nothing to write", async () => {
    const dataDir = newDataDir();
    const env = serverEnv({ DATA_DIR: dataDir, SEED_DEMO: 'true', PAYMENTS_TEST_MODE: 'true' });
    const prepare = spawn(process.execPath, ['--import', 'tsx', 'server/src/demo/prepare.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    prepare.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    const code = await new Promise((resolve) => prepare.once('exit', resolve));
    assert.equal(code, 0, out);
    assert.match(out, /Dados de demonstração gravados em [\d.]+ s\./);
    const { adCount, logs } = await firstStart({}, dataDir);
    assert.equal(
      logs().filter((l) => l.msg === 'dados iniciais carregados' || l.msg === 'migrações aplicadas').length,
      0,
      JSON.stringify(logs()),
    );
    assert.equal(adCount, 60);
  });

  test('when the child dies, the server writes it itself and starts all the same', async () => {
    const { adCount, logs } = await firstStart({ TRIBO_FAILPOINT: 'seed.child.start' });
    assert.ok(logs().some((l) => l.msg === 'dados iniciais gravados pelo próprio servidor'));
    const loaded = logs().filter((l) => l.msg === 'dados iniciais carregados');
    assert.equal(loaded.length, 1);
    assert.equal(loaded[0].ads, 60);
    assert.equal(adCount, 60);
  });
});
