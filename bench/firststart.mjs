// npm run bench:firststart — a newcomer's first `npm start`, as the README's quick start runs it:
// the committed tree cloned into a temporary directory, `npm ci` (timed apart: the network and npm's
// cache decide it), then `npm start` until the banner "Tribo pronto em ..." is printed and
// /api/health answers 200 (the SPA built, the embedded database created, the demo data loaded).
// Beside it, the baseline: the same clone's second `npm start` (nothing to build or load).
// Goal: the first start ready in ≤ 60 s on this 2-core machine.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './support/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GOAL_S = 60;
const dir = mkdtempSync(path.join(os.tmpdir(), 'tribo-bench-firststart-'));
const load = () => os.loadavg()[0].toFixed(1);

/** `npm start` in the clone until banner and health; the seconds it took and its build line. */
async function npmStart() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), BROWSER: 'none' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start saiu (${child.exitCode}):\n${out}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy && out.includes('Tribo pronto em')) break;
    if (performance.now() - started > 600_000) throw new Error(`npm start não ficou pronto em 10 min:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  return { seconds, build: /SPA compilado em ([\d.]+) s/.exec(out)?.[1] };
}

try {
  console.log(`Clonando ${root} em ${dir} (o que está no último commit)...`);
  execFileSync('git', ['clone', '--quiet', root, dir]);
  const t0 = performance.now();
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
  const install = (performance.now() - t0) / 1000;
  console.log(`npm ci: ${install.toFixed(1)} s (carga ${load()})`);

  const loadBefore = load();
  const first = await npmStart();
  const loadAfter = load();
  const second = await npmStart();
  const ok = first.seconds <= GOAL_S;
  console.log('');
  console.log(
    `primeiro npm start: ${first.seconds.toFixed(1)} s até o banner e /api/health 200 ` +
      `(SPA compilado em ${first.build ?? '?'} s) — meta ≤ ${GOAL_S} s: ${ok ? 'ok' : 'ACIMA'}`,
  );
  console.log(`segundo npm start (linha de base: nada a compilar nem carregar): ${second.seconds.toFixed(1)} s`);
  console.log(`razão primeiro/segundo: ${(first.seconds / second.seconds).toFixed(1)}`);
  console.log(`carga (1 min): ${loadBefore} antes, ${loadAfter} depois do primeiro start; ${os.cpus().length} núcleos`);
  process.exitCode = ok ? 0 : 1;
} finally {
  if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
}
