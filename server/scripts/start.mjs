// npm start: build the SPA when dist/ is missing or older than its sources, then serve API and
// SPA from one server process on PORT (default 8000), with the embedded database unless
// DATABASE_URL. On Linux that process is a child of this one, started with glibc's malloc tuned,
// beside the build. The build leaves the SPA's gzip and brotli copies to another child of this one,
// at the lowest priority (server/scripts/precompress.cjs): the server sends the plain files until then.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mallocTuning } from './mallocTuning.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = path.join(root, 'dist');
const stampFile = path.join(dist, '.build-env.json');

// glibc reads its malloc settings from the environment this process was started with, not from
// .env: the launcher decides on that one (below).
const tuning = mallocTuning();
// Load .env so the build and the server see the same values.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

// Served from the same origin as the API unless told otherwise, so both
// http://localhost:8000 and http://127.0.0.1:8000 work.
if (process.env.API_URL === undefined) process.env.API_URL = '';

const BUILD_VARS = ['API_URL', 'GOOGLE_CLIENT_ID', 'STRIPE_PUBLISHABLE_KEY', 'ADS_ENABLED', 'REDUX_DEVTOOLS'];
const buildEnv = Object.fromEntries(BUILD_VARS.map((k) => [k, process.env[k] ?? null]));

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, entry)));
  return max;
}

function needsBuild() {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index) || !existsSync(stampFile)) return 'dist/ não existe';
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  if (JSON.stringify(stamp.env) !== JSON.stringify(buildEnv)) return 'a configuração de build mudou';
  const sources = [
    'src',
    'shared',
    'public',
    'webpack.config.js',
    'tsconfig.json',
    'tsconfig.base.json',
    'package-lock.json',
  ];
  const newest = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return newest > stamp.builtAt ? 'o código do SPA mudou' : null;
}

// SERVE_SPA=false: the API alone, no SPA to build. The server's process that a launcher started
// beside its build (below) builds nothing either.
const serveSpa = !/^(0|false|no|off)$/i.test(process.env.SERVE_SPA ?? '');
const reason = serveSpa && !process.env.SPA_BUILD_STARTED ? needsBuild() : null;

process.env.SERVE_SPA ??= 'true';
process.env.NODE_ENV ??= 'production';
// npm start on the embedded database is the offline demo: with no Stripe key at all, payments go
// to the local test provider (nothing is charged). With a real DATABASE_URL it is a deployment, and
// the server refuses the test provider unless PAYMENTS_TEST_MODE=true is set on purpose.
const noStripe = !['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'].some((k) => process.env[k]);
if (noStripe && !process.env.DATABASE_URL && !process.env.PAYMENTS_TEST_MODE) process.env.PAYMENTS_TEST_MODE = 'true';

/** A child process; resolves with its exit code, and stops when this process exits first. */
const run = (args) => {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  process.on('exit', () => child.exitCode === null && child.kill());
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
};

/** The SPA's build, when it is needed: when it started and its exit code. */
let build = null;
if (reason) {
  console.log(`Compilando o SPA (${reason})...`);
  const started = Date.now();
  const done = run([require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--env', 'start']).then(
    (code) => {
      // webpack.config.js writes the stamp (dist/.build-env.json) after every production build.
      if (code === 0) console.log(`SPA compilado em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      else console.error('A compilação do SPA falhou.');
      return code;
    },
  );
  build = { started, done };
}
/** The copies the build left to do (dist/.precompress.json), or a run cut short left. */
const precompress = () => serveSpa && require('./precompress.cjs').precompressInBackground(dist);

// Linux: the server runs as a child with glibc's malloc tuned (server/scripts/mallocTuning.mjs);
// values written in .env win over the tuning's. It starts beside the build: it migrates, loads the
// demo data and its own modules meanwhile, and serves once the build's stamp is written
// (server/src/lib/spaBuild.ts).
if (Object.keys(tuning).length) {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...tuning, ...process.env, ...(build && { SPA_BUILD_STARTED: String(build.started) }) },
  });
  // Ctrl+C reaches both processes; a signal sent to this one alone is passed on. The child stops
  // by itself if this process dies (its IPC channel closes), and its exit becomes this one's.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.exitCode === null && child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
  const built = build ? await build.done : 0;
  if (built !== 0) {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
    process.exit(built);
  }
  precompress();
} else {
  if (build) {
    // The database's first-start work (migrations, the demo data with its drawn pictures) runs
    // beside the build instead of after it (server/src/demo/prepare.ts); the server finishes
    // whatever it left undone.
    const [built] = await Promise.all([
      build.done,
      run(['--require', require.resolve('tsx/cjs'), path.join(root, 'server', 'src', 'demo', 'prepare.ts')]),
    ]);
    if (built !== 0) process.exit(built);
  }
  // The launcher's child (it has an IPC channel to it) leaves the copies to the launcher.
  if (!process.channel) precompress();
  require('tsx/cjs/api').register();
  require(path.join(root, 'server', 'src', 'server.ts'));
}
