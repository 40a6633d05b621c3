// npm run bench:load — mixed load from this process (autocannon) on servers in their own
// processes, over HTTP:
//   1. PostgreSQL (BENCH_DATABASE_URL, default the dev server on 127.0.0.1:55432; a throwaway
//      database): TWO server processes on one database, connections spread over both;
//   2. the same on media in an S3-compatible bucket (s3rver in this process, MEDIA_PUBLIC_URL):
//      answers name the bucket's addresses, the demo pictures are stored there;
//   3. PGlite: one server process with the embedded database (what `npm start` runs).
// Each setup first runs a baseline (GET /api/health: no auth, one `select 1`) with the same connections,
// then the mix a visitor and a member make: home data, /ads searches, ad pages, states, votes,
// favourites and the notifications badge. Prints req/s, p50/p99 and errors of each, and on
// PostgreSQL the CPU its backends for the bench's database spent per request (from /proc).
// Goal: PostgreSQL, 200 connections, 60 s: 0 errors, p99 at most 200 ms in at least 4 of 5 rounds
// (each round a baseline run, then the mix: the two interleaved), and the mix's slowest requests
// told by kind (autocannon's own response times, each answer put down to the request it answers).
// BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_WARMUP (seconds, default 10), BENCH_SKIP_PGLITE=1,
// BENCH_SKIP_POSTGRES=1, BENCH_SKIP_S3=1, BENCH_ROUNDS (the PostgreSQL setup's rounds, default 5; the
// others run one) and BENCH_KEEP=1 (keep the PostgreSQL database) adjust a run;
// BENCH_PROFILE=1 adds each request kind alone (or some: BENCH_PROFILE=anúncio,voto);
// BENCH_CPU_PROF=<dir> has each server write a CPU profile there.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BENCH_ADMIN_URL, throwawayDatabase } from './support/database.mjs';
import { pct, SERVER_ARGS, startProcess } from './support/processes.mjs';
import S3rver from 's3rver';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const MEMBERS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GOAL_P99_MS = 200;

async function startServer(env) {
  // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = await startProcess(
    [...prof, ...SERVER_ARGS],
    {
      ...env,
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      PAYMENTS_TEST_MODE: 'true',
      SERVE_SPA: 'false',
    },
    '/api/health',
    { waitSeconds: 180 }, // PGlite's first start seeds the demo catalogue
  );
  return { ...server, base: `http://127.0.0.1:${server.port}` };
}

/** Members with tokens, and the slugs of the seeded ads, through the API. */
async function prepare(base) {
  const members = [];
  for (let i = 0; i < MEMBERS; i++) {
    const tag = randomBytes(4).toString('hex');
    const r = await fetch(`${base}/api/v1/users/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `carga_${tag}`,
        email: `carga_${tag}@exemplo.com.br`,
        password: 'Cavalo-Bateria-Grampo-42',
        password_confirm: 'Cavalo-Bateria-Grampo-42',
      }),
    });
    if (r.status !== 201) throw new Error(`registro ${r.status}: ${await r.text()}`);
    members.push((await r.json()).access);
  }
  const ads = await (await fetch(`${base}/api/v1/ads/ads/?page_size=100`)).json();
  return { members, slugs: ads.results.map((a) => a.slug) };
}

// Each run is preceded by WARMUP seconds of the same load, not counted: a server in production
// has long been warm (V8 has optimised its routes, the pools are full), and the first seconds of a
// cold process would otherwise be a good part of the p99.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);

/** The throwaway database of the PostgreSQL run under way (null on PGlite). */
let benchDatabase = null;

/**
 * CPU ticks (1/100 s) of the PostgreSQL backends serving the bench's database, by pid, read from
 * /proc (none when PostgreSQL runs on another machine). The server is shared: other databases'
 * backends are left out.
 */
async function postgresTicks() {
  const ticks = new Map();
  if (!benchDatabase) return ticks;
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  const { rows } = await admin
    .query('select pid from pg_stat_activity where datname = $1', [benchDatabase])
    .finally(() => admin.end());
  const pids = new Set(rows.map((r) => String(r.pid)));
  for (const pid of readdirSync('/proc').filter((d) => pids.has(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12])); // utime + stime
    } catch {
      /* gone meanwhile */
    }
  }
  return ticks;
}

/**
 * Response times by kind of request (the `kind` of the mix's entries), from autocannon's own
 * measure: with one request in flight per connection, the answer a client reports is the one to
 * its current request.
 */
function kindRecorder() {
  const times = new Map();
  return {
    times,
    setupClient(client) {
      client.on('response', (_status, _bytes, ms) => {
        const kind = client.requestIterator.currentRequest?.kind;
        if (!kind) return;
        let list = times.get(kind);
        if (!list) times.set(kind, (list = []));
        list.push(ms);
      });
    },
  };
}

async function run(title, urls, requests, recorder = null) {
  const options = { url: urls, connections: CONNECTIONS, requests, timeout: 10 };
  if (WARMUP > 0) await autocannon({ ...options, duration: WARMUP });
  const before = await postgresTicks();
  const result = await autocannon({
    ...options,
    duration: SECONDS,
    ...(recorder ? { setupClient: recorder.setupClient } : {}),
  });
  let spent = 0;
  for (const [pid, t] of await postgresTicks()) spent += t - (before.get(pid) ?? 0);
  // A backend that exited during the run takes its ticks with it: a lower bound.
  const pgCpuMs = spent > 0 ? (spent * 10) / result.requests.total : null;
  return { title, result, pgCpuMs };
}

function report({ title, result, pgCpuMs }) {
  // autocannon's `errors` already counts the timeouts.
  const errors = result.errors + result.non2xx;
  console.log(
    `${title.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(6)} req/s` +
      `  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(5)} ms` +
      `  erros ${errors} (${result.non2xx} não-2xx, ${result.timeouts} timeouts)` +
      (pgCpuMs === null ? '' : `  CPU do PostgreSQL ${pgCpuMs.toFixed(3)} ms/req`),
  );
}

/** The mix: each connection walks this sequence, over and over (reads mostly, as in real use). */
function mix({ members, slugs }) {
  let next = 0;
  const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
  const searches = ['diarista', 'bicicleta', 'pedreiro sp', 'eletricista', 'aula de violao', 'apartamento'];
  // autocannon keeps one context per connection: each connection is one member. Every entry has a
  // setupRequest, so autocannon builds it as it sends it; `kind` names it in the profile.
  const member = (context) => (context.token ??= members[next++ % members.length]);
  const auth = (context, extra = {}) => ({ authorization: `Bearer ${member(context)}`, ...extra });
  return [
    { kind: 'hero', method: 'GET', setupRequest: (r) => ({ ...r, path: '/api/v1/core/hero-slides/' }) },
    { kind: 'settings', method: 'GET', setupRequest: (r) => ({ ...r, path: '/api/v1/core/settings/' }) },
    { kind: 'lista', method: 'GET', setupRequest: (r) => ({ ...r, path: '/api/v1/ads/ads/?page_size=12' }) },
    {
      kind: 'busca',
      method: 'GET',
      setupRequest: (r) => ({ ...r, path: `/api/v1/ads/ads/?search=${encodeURIComponent(pick(searches))}` }),
    },
    { kind: 'estados', method: 'GET', setupRequest: (r) => ({ ...r, path: '/api/v1/core/states-with-ads/' }) },
    { kind: 'anúncio', method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/v1/ads/ads/${pick(slugs)}/` }) },
    {
      kind: 'não lidas',
      method: 'GET',
      setupRequest: (r, context) => ({
        ...r,
        path: '/api/v1/core/notifications/unread_count/',
        headers: auth(context),
      }),
    },
    {
      kind: 'voto',
      method: 'POST',
      setupRequest: (r, context) => ({
        ...r,
        path: `/api/v1/ads/ads/${pick(slugs)}/vote/`,
        headers: auth(context, { 'content-type': 'application/json' }),
        body: JSON.stringify({ vote_type: Math.random() < 0.8 ? 'up' : 'down' }),
      }),
    },
    {
      kind: 'favorito',
      method: 'POST',
      setupRequest: (r, context) => ({
        ...r,
        path: `/api/v1/ads/ads/${pick(slugs)}/favorite/`,
        headers: auth(context),
      }),
    },
  ];
}

async function scenario(title, servers, rounds = 1) {
  const urls = servers.map((s) => s.base);
  const requests = mix(await prepare(urls[0]));
  console.log(
    `\n${title} — ${CONNECTIONS} conexões, ${SECONDS} s cada, ${rounds} rodada(s) (load average ${os.loadavg()[0].toFixed(1)})`,
  );
  const recorder = kindRecorder();
  const mixes = [];
  for (let round = 1; round <= rounds; round++) {
    const tag = rounds > 1 ? `${round}. ` : '';
    report(await run(`${tag}linha de base: GET /api/health`, urls, [{ method: 'GET', path: '/api/health' }]));
    const m = await run(`${tag}mistura (home, buscas, anúncio, votos, favoritos)`, urls, requests, recorder);
    report(m);
    mixes.push(m);
  }
  if (rounds > 1) {
    const within = mixes.filter(
      ({ result }) => result.errors + result.non2xx === 0 && result.latency.p99 <= GOAL_P99_MS,
    ).length;
    console.log(
      `mistura com p99 <= ${GOAL_P99_MS} ms e 0 erros em ${within} de ${rounds} rodadas ` +
        `(meta: pelo menos ${Math.ceil((rounds * 4) / 5)}) — ${within >= Math.ceil((rounds * 4) / 5) ? 'atingida' : 'NÃO atingida'}`,
    );
  }
  printKinds(recorder.times);
  const profile = process.env.BENCH_PROFILE;
  if (profile) {
    // Each kind of request alone, same connections: which one the mix's time goes to.
    // BENCH_PROFILE=1: every kind; or a list of their names (BENCH_PROFILE=anúncio,voto).
    const wanted = profile === '1' ? requests.map((r) => r.kind) : profile.split(',');
    for (const request of requests) {
      if (wanted.includes(request.kind)) report(await run(`  só ${request.kind}`, urls, [request]));
    }
  }
}

/** The mix's requests by kind, slowest p99 first: where the tail comes from. */
function printKinds(times) {
  const rows = [...times].map(([kind, list]) => {
    const sorted = Float64Array.from(list).sort();
    const over = sorted.length - sorted.findIndex((x) => x > GOAL_P99_MS);
    return {
      kind,
      n: sorted.length,
      p50: pct(sorted, 50),
      p99: pct(sorted, 99),
      max: sorted[sorted.length - 1],
      over: sorted[sorted.length - 1] > GOAL_P99_MS ? over : 0,
    };
  });
  rows.sort((a, b) => b.p99 - a.p99);
  console.log(`  pedidos da mistura por tipo (todas as rodadas), o p99 mais alto primeiro:`);
  for (const r of rows) {
    console.log(
      `    ${r.kind.padEnd(10)} ${String(r.n).padStart(8)} pedidos  p50 ${r.p50.toFixed(1).padStart(6)} ms` +
        `  p99 ${r.p99.toFixed(1).padStart(6)} ms  máx ${r.max.toFixed(0).padStart(6)} ms` +
        `  acima de ${GOAL_P99_MS} ms: ${((100 * r.over) / r.n).toFixed(2)}%`,
    );
  }
}

/** A local S3-compatible server (s3rver) with one bucket: the environment of servers storing media there. */
async function localBucket(directory) {
  const bucket = 'tribo-load';
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    MEDIA_PUBLIC_URL: `${endpoint}/${bucket}`,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  return { env, close: () => s3.close() };
}

/** Two server processes on one throwaway PostgreSQL database, with `extra` in their environment. */
async function twoProcesses(title, extra = {}, check = async () => {}, rounds = 1) {
  const db = await throwawayDatabase('tribo_load');
  benchDatabase = db.name;
  try {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribo-load-pg-'));
    dataDirs.push(dataDir);
    const env = { DATABASE_URL: db.url, DATA_DIR: dataDir, ...extra };
    const a = await startServer(env);
    servers.push(a);
    const b = await startServer(env);
    servers.push(b);
    await check(b.base);
    await scenario(title, [a, b], rounds);
    await Promise.all([a.stop(), b.stop()]);
  } finally {
    benchDatabase = null;
    await db.drop();
  }
}

const dataDirs = [];
const servers = [];
try {
  // 1. PostgreSQL, two processes on one database.
  if (process.env.BENCH_SKIP_POSTGRES !== '1') {
    await twoProcesses('PostgreSQL, 2 processos do servidor', {}, undefined, ROUNDS);
  }

  // 2. The same, media in a bucket.
  if (process.env.BENCH_SKIP_POSTGRES !== '1' && process.env.BENCH_SKIP_S3 !== '1') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tribo-load-s3-'));
    dataDirs.push(dir);
    const bucket = await localBucket(dir);
    try {
      // The answers name the bucket's addresses, and the pictures load from there.
      const check = async (base) => {
        const list = await (await fetch(`${base}/api/v1/ads/ads/?page_size=1`)).json();
        const url = list.results[0]?.image?.url ?? '';
        const got = url.startsWith(bucket.env.MEDIA_PUBLIC_URL) ? (await fetch(url)).status : 0;
        if (got !== 200) throw new Error(`a mídia não veio do bucket: ${url} (${got})`);
      };
      await twoProcesses('PostgreSQL, 2 processos, mídia no S3 (s3rver)', bucket.env, check);
    } finally {
      await bucket.close();
    }
  }

  // 3. PGlite, one process (the embedded database belongs to one process).
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribo-load-pglite-'));
    dataDirs.push(dataDir);
    const p = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    servers.push(p);
    await scenario('PGlite (banco embutido), 1 processo', [p]);
    await p.stop();
  }
} finally {
  for (const server of servers) await server.stop();
  for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
}
