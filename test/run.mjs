// npm test: every test, in order — typecheck, lint, client (jest), server on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set), end-to-end in Chromium. Ends with one line
// "N passed, N failed". `node test/run.mjs <stage...>` runs only the named stages.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const { resolveChromium } = createRequire(import.meta.url)('./e2e/chromium.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const only = process.argv.slice(2);
const want = (stage) => only.length === 0 || only.includes(stage) || only.some((o) => stage.startsWith(o));

let passed = 0;
let failed = 0;
const summary = [];
/** What failed and why, printed again above the summary: a long log's tail then says it all. */
const failures = [];
const MAX_FAILURE_LINES = 40;

function recall(stage, name, detail) {
  const lines = String(detail ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .filter((l) => l.trim() !== '' && !/^\s*at .*(node_modules|node:internal|<anonymous>)/.test(l));
  const cut = lines.length > MAX_FAILURE_LINES ? [...lines.slice(0, MAX_FAILURE_LINES), '…'] : lines;
  failures.push(`✖ ${stage} › ${name}\n${cut.map((l) => `    ${l}`).join('\n')}`);
}

/** The failed tests of a node:test TAP report, each with its diagnostic block (parents left out). */
function tapFailures(stage, text) {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const m = /^(\s*)not ok \d+ - (.*)$/.exec(lines[i]);
    if (!m) continue;
    const block = [];
    // The diagnostic block up to its stack (the location line already says where).
    for (let j = i + 1; j < lines.length && lines[j] !== `${m[1]}  ...` && !/^\s*stack:/.test(lines[j]); j += 1) {
      block.push(lines[j]);
    }
    if (block.some((l) => /failureType: 'subtestsFailed'/.test(l))) continue;
    recall(stage, m[2], block.filter((l) => !/^\s*(---|duration_ms:|type:)/.test(l)).join('\n'));
  }
}

function run(cmd, args, { env = {}, capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('close', (code) => resolve(code ?? 1));
    void capture;
  });
}

function header(title) {
  console.log(`\n\u001b[1m━━ ${title} ━━\u001b[0m`);
}

function record(stage, p, f, note = '') {
  passed += p;
  failed += f;
  summary.push(`${stage.padEnd(18)} ${String(p).padStart(4)} passed ${String(f).padStart(4)} failed ${note}`);
}

function files(dir, re) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => re.test(f))
    .map((f) => path.join(dir, f))
    .sort();
}

async function checkStage(stage, cmd, args) {
  header(stage);
  const code = await run(cmd, args);
  record(stage, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

async function jestStage() {
  header('client (jest)');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tribo-jest-'));
  const out = path.join(tmp, 'result.json');
  const code = await run(bin('jest'), ['--ci', '--json', `--outputFile=${out}`]);
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    // A suite that fails to run (syntax error, missing module) has no tests but must count.
    const broken = r.testResults.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length;
    record('client', r.numPassedTests, r.numFailedTests + broken);
    for (const suite of r.testResults) {
      const rel = path.relative(root, suite.name);
      if (suite.status === 'failed' && suite.assertionResults.length === 0) recall('client', rel, suite.message);
      for (const a of suite.assertionResults) {
        if (a.status === 'failed') recall('client', `${rel} › ${a.fullName}`, a.failureMessages.join('\n'));
      }
    }
  } else {
    record('client', 0, 1, '(jest não gerou resultado)');
  }
  rmSync(tmp, { recursive: true, force: true });
  void code;
}

async function serverStage(engine) {
  const stage = `server (${engine})`;
  header(stage);
  const testFiles = files(path.join(root, 'server', 'test'), /\.test\.ts$/);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tribo-node-test-'));
  const tap = path.join(tmp, 'out.tap');
  await run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=2',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...testFiles,
    ],
    { env: { TEST_DB: engine, NODE_ENV: 'test' } },
  );
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const p = Number(/^# pass (\d+)/m.exec(text)?.[1] ?? 0);
  const f = Number(/^# fail (\d+)/m.exec(text)?.[1] ?? (text ? 0 : 1));
  const c = Number(/^# cancelled (\d+)/m.exec(text)?.[1] ?? 0);
  record(stage, p, f + c);
  tapFailures(stage, text);
  rmSync(tmp, { recursive: true, force: true });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A throwaway database on TEST_DATABASE_URL's server: its URL and a function that drops it. */
async function throwawayDatabase() {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `tribo_e2e_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

async function e2eStage({ cluster = false } = {}) {
  const stage = cluster ? 'e2e (2 processos)' : 'e2e';
  header(cluster ? 'e2e (chromium, 2 processos do servidor no PostgreSQL)' : 'e2e (chromium)');
  let chrome;
  try {
    chrome = await resolveChromium();
  } catch (err) {
    console.error(String(err));
    record(stage, 0, 1, '(Chromium não encontrado)');
    return;
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribo-e2e-'));
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tribo-pw-'));
  const out = path.join(tmp, 'result.json');
  const db = cluster ? await throwawayDatabase() : null;
  await run(bin('playwright'), ['test', '-c', 'test/e2e/playwright.config.ts'], {
    env: {
      CHROME_PATH: chrome,
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      E2E_OUTPUT_DIR: path.join(process.cwd(), 'test-results', cluster ? 'e2e-cluster' : 'e2e'),
      ...(db ? { E2E_DATABASE_URL: db.url } : {}),
    },
  });
  await db?.drop().catch(() => undefined);
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    const s = r.stats ?? {};
    const errs = (r.errors ?? []).length;
    record(
      stage,
      (s.expected ?? 0) + (s.flaky ?? 0),
      (s.unexpected ?? 0) + errs,
      s.flaky ? `(${s.flaky} instável)` : '',
    );
    for (const e of r.errors ?? []) recall(stage, 'erro fora dos testes', e.message ?? e.stack);
    const walk = (suite, trail) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          const bad = (t.results ?? []).filter((x) => x.status !== 'passed' && x.status !== 'skipped');
          if (bad.length === 0) continue;
          const name = `${[...trail, spec.title].join(' › ')}${t.status === 'flaky' ? ' (instável)' : ''}`;
          recall(stage, `${spec.file}:${spec.line} › ${name}`, bad.map((x) => x.error?.message ?? x.status).join('\n'));
        }
      }
      for (const child of suite.suites ?? []) walk(child, suite.title && !suite.file ? [...trail, suite.title] : trail);
    };
    for (const suite of r.suites ?? []) walk(suite, []);
  } else {
    record(stage, 0, 1, '(playwright não gerou resultado)');
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(tmp, { recursive: true, force: true });
}

if (want('typecheck')) {
  await checkStage('typecheck (spa)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
  await checkStage('typecheck (server)', bin('tsc'), ['-p', 'server/tsconfig.json', '--noEmit']);
}
if (want('lint')) {
  await checkStage('lint (eslint)', bin('eslint'), ['--max-warnings=0', '.']);
  await checkStage('lint (prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
  await checkStage('lint (knip)', bin('knip'), ['--no-progress']);
}
if (want('contract')) await checkStage('contract', process.execPath, ['--import', 'tsx', 'test/contract.mjs']);
if (want('client')) await jestStage();
if (want('server')) {
  await serverStage('pglite');
  if (process.env.TEST_DATABASE_URL) await serverStage('postgres');
  else summary.push('server (postgres)  pulado: TEST_DATABASE_URL não definido');
}
if (want('e2e')) {
  await e2eStage();
  // The same journeys on two server processes sharing one PostgreSQL (sessions, limits, streams
  // and jobs must not live inside one process).
  if (process.env.TEST_DATABASE_URL) await e2eStage({ cluster: true });
  else summary.push('e2e (2 processos)  pulado: TEST_DATABASE_URL não definido');
}

if (failures.length > 0) {
  header('falhas');
  console.log(failures.join('\n\n'));
}
console.log('\n' + summary.join('\n'));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
