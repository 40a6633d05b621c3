// npm run bench:load — mixed load from this process (autocannon) on servers in their own
// processes, over HTTP:
//   1. PostgreSQL (BENCH_DATABASE_URL, default the dev server on 127.0.0.1:55432; a throwaway
//      database): TWO server processes on one database, connections spread over both;
//   2. PGlite: one server process with the embedded database (what `npm start` runs).
// Each setup first runs a baseline (GET /api/health: no auth, one `select 1`) with the same connections,
// then the mix a visitor and a member make: home data, /ads searches, ad pages, states, votes,
// favourites and the notifications badge. Prints req/s, p50/p99 and errors of each.
// Goal: PostgreSQL, 200 connections, 60 s: 0 errors, p99 at most 200 ms.
// BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_WARMUP (seconds, default 10), BENCH_SKIP_PGLITE=1,
// BENCH_SKIP_POSTGRES=1 and BENCH_KEEP=1 (keep the PostgreSQL database) adjust a run;
// BENCH_PROFILE=1 adds each request kind alone (or some: BENCH_PROFILE=anúncio,voto);
// BENCH_CPU_PROF=<dir> has each server write a CPU profile there.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { throwawayDatabase } from './support/database.mjs';
import { startProcess } from './support/processes.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const MEMBERS = 50;

async function startServer(env) {
  // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = await startProcess(
    [...prof, '--import', 'tsx', 'server/src/server.ts'],
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

async function run(title, urls, requests) {
  const result = await autocannon({
    url: urls,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests,
    timeout: 10,
    ...(WARMUP > 0 ? { warmup: { connections: CONNECTIONS, duration: WARMUP } } : {}),
  });
  return { title, result };
}

function report({ title, result }) {
  // autocannon's `errors` already counts the timeouts.
  const errors = result.errors + result.non2xx;
  console.log(
    `${title.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(6)} req/s` +
      `  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(5)} ms` +
      `  erros ${errors} (${result.non2xx} não-2xx, ${result.timeouts} timeouts)`,
  );
}

/** The mix: each connection walks this sequence, over and over (reads mostly, as in real use). */
function mix({ members, slugs }) {
  let next = 0;
  const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
  const searches = ['diarista', 'bicicleta', 'pedreiro sp', 'eletricista', 'aula de violao', 'apartamento'];
  // autocannon keeps one context per connection: each connection is one member.
  const member = (context) => (context.token ??= members[next++ % members.length]);
  const auth = (context, extra = {}) => ({ authorization: `Bearer ${member(context)}`, ...extra });
  return [
    { method: 'GET', path: '/api/v1/core/hero-slides/' },
    { method: 'GET', path: '/api/v1/core/settings/' },
    { method: 'GET', path: '/api/v1/ads/ads/?page_size=12' },
    {
      method: 'GET',
      setupRequest: (r) => ({ ...r, path: `/api/v1/ads/ads/?search=${encodeURIComponent(pick(searches))}` }),
    },
    { method: 'GET', path: '/api/v1/core/states-with-ads/' },
    { method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/v1/ads/ads/${pick(slugs)}/` }) },
    {
      method: 'GET',
      setupRequest: (r, context) => ({
        ...r,
        path: '/api/v1/core/notifications/unread_count/',
        headers: auth(context),
      }),
    },
    {
      method: 'POST',
      setupRequest: (r, context) => ({
        ...r,
        path: `/api/v1/ads/ads/${pick(slugs)}/vote/`,
        headers: auth(context, { 'content-type': 'application/json' }),
        body: JSON.stringify({ vote_type: Math.random() < 0.8 ? 'up' : 'down' }),
      }),
    },
    {
      method: 'POST',
      setupRequest: (r, context) => ({
        ...r,
        path: `/api/v1/ads/ads/${pick(slugs)}/favorite/`,
        headers: auth(context),
      }),
    },
  ];
}

async function scenario(title, servers) {
  const urls = servers.map((s) => s.base);
  const requests = mix(await prepare(urls[0]));
  console.log(`\n${title} — ${CONNECTIONS} conexões, ${SECONDS} s cada (load average ${os.loadavg()[0].toFixed(1)})`);
  report(await run('linha de base: GET /api/health', urls, [{ method: 'GET', path: '/api/health' }]));
  report(await run('mistura (home, buscas, anúncio, votos, favoritos)', urls, requests));
  const profile = process.env.BENCH_PROFILE;
  if (profile) {
    // Each kind of request alone, same connections: which one the mix's time goes to.
    // BENCH_PROFILE=1: every kind; or a list of their names (BENCH_PROFILE=anúncio,voto).
    const names = ['hero', 'settings', 'lista', 'busca', 'estados', 'anúncio', 'não lidas', 'voto', 'favorito'];
    const wanted = profile === '1' ? names : profile.split(',');
    for (const [i, request] of requests.entries())
      if (wanted.includes(names[i])) report(await run(`  só ${names[i]}`, urls, [request]));
  }
}

const dataDirs = [];
const servers = [];
try {
  // 1. PostgreSQL, two processes on one database.
  if (process.env.BENCH_SKIP_POSTGRES !== '1') {
    const db = await throwawayDatabase('tribo_load');
    try {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribo-load-pg-'));
      dataDirs.push(dataDir);
      const env = { DATABASE_URL: db.url, DATA_DIR: dataDir };
      const a = await startServer(env);
      servers.push(a);
      const b = await startServer(env);
      servers.push(b);
      await scenario('PostgreSQL, 2 processos do servidor', [a, b]);
      await Promise.all([a.stop(), b.stop()]);
    } finally {
      await db.drop();
    }
  }

  // 2. PGlite, one process (the embedded database belongs to one process).
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
