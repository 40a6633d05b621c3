import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_ENGINE } from '../support/app';
import { freePort, serverEnv } from '../support/processes';

const root = path.resolve(__dirname, '..', '..', '..');

/** The pids whose parent is `pid` (from /proc: Linux only, like the launcher). */
const childrenOf = (pid: number) =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        // "pid (comm) state ppid ...": the command may hold spaces, the part after ")" does not.
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`não aconteceu: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribo-start-test-'));
/** Servers started here: killed at the end if a failing test left one running. */
const servers: number[] = [];
after(() => {
  for (const pid of servers) if (alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm start` as a user runs it (the API alone: SERVE_SPA=false skips building the SPA). */
async function start() {
  const port = await freePort();
  const env = serverEnv({ PORT: String(port), DATA_DIR: dataDir });
  for (const k of ['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_', 'NODE_OPTIONS']) delete env[k];
  const launcher: ChildProcess = spawn(process.execPath, ['server/scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    launcher.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const health = () =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  await until('o servidor responde', health, 120_000);
  const [server] = childrenOf(launcher.pid!);
  assert.ok(server, 'the server runs as a child of the launcher');
  servers.push(server);
  return { launcher, server, exited, health };
}

// Once per run (the launcher does not depend on the database engine), and only where glibc is.
describe(
  'npm start (server/scripts/start.mjs) on Linux',
  { skip: process.platform !== 'linux' || TEST_ENGINE !== 'pglite' },
  () => {
    test("the server runs with glibc's malloc tuned, and stops when the launcher is killed", async () => {
      const { launcher, server, exited, health } = await start();
      const environ = readFileSync(`/proc/${server}/environ`, 'utf8').split('\0');
      assert.ok(environ.includes('MALLOC_ARENA_MAX=2'), 'MALLOC_ARENA_MAX');
      assert.ok(environ.includes('MALLOC_MMAP_THRESHOLD_=1048576'), 'MALLOC_MMAP_THRESHOLD_');
      launcher.kill('SIGKILL');
      await exited;
      await until('o servidor para sem o lançador', () => !alive(server), 15_000);
      assert.equal(await health(), false);
    });

    test('SIGTERM to the launcher stops the server in order; the launcher exits with its code (0)', async () => {
      const { launcher, server, exited } = await start();
      launcher.kill('SIGTERM');
      assert.deepEqual(await exited, { code: 0, signal: null });
      assert.equal(alive(server), false);
    });
  },
);
