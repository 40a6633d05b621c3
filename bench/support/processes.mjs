// Shared by the HTTP benches (search, admin, load): a server or baseline in its own process, and percentiles.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mallocTuning } from '../../server/scripts/mallocTuning.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * The server's entry as `npm start` runs it (server/scripts/start.mjs: tsx's require hook, in the
 * server's own thread). `--import tsx` would also start tsx's ESM loader thread, a second V8 heap of
 * ≈ 50 MB that `npm start` does not have.
 */
export const SERVER_ARGS = ['--require', 'tsx/cjs', 'server/src/server.ts'];

export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });

/**
 * A server in its own process (cwd: the repository), ready when `health` answers; with glibc's
 * malloc tuned as `npm start` tunes it (server/scripts/mallocTuning.mjs).
 */
export async function startProcess(args, env, health, { waitSeconds = 120 } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...mallocTuning(), ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${health}`)).ok) break;
    } catch {
      /* starting */
    }
    if (child.exitCode !== null || i > waitSeconds * 5) throw new Error(`o processo não subiu: ${args.join(' ')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    pid: child.pid,
    stop: () =>
      new Promise((r) => {
        if (child.exitCode !== null) return r();
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The app as a bench measures it: `server/src/server.ts` in its own process, production mode, on
 * the bench's throwaway database, no demo data, no rate limits, no SPA. `env` adds or overrides.
 */
export function startAppServer({ databaseUrl, dataDir, env = {} }) {
  return startProcess(
    SERVER_ARGS,
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      RATE_LIMITS: 'false',
      SERVE_SPA: 'false',
      SEED_DEMO: 'false',
      PAYMENTS_TEST_MODE: 'true',
      ...env,
    },
    '/api/health',
  );
}
