// npm run bench:admin — the admin area's sales tables at 1,000,000 payments.
// Loads a throwaway PostgreSQL database (2,000 members, 20,000 ads, 1,000,000 payments over two
// years, the statuses, plans and methods of the demo data), starts the server in its own process
// (production mode) and, beside it, a baseline (bench/search-baseline.mjs: bare Fastify + pg
// issuing the SQL the app issues for the same pages, recorded from the app). This process only
// generates load, over HTTP, signed in as staff.
// Prints: p50/p95/p99 of sales pages (filtered, sorted, with totals) and of a year's monthly
// report, one request at a time; throughput of both beside the baseline under concurrency (the
// ratio survives a noisy machine); a CSV export of 100,000 rows with the server's RSS sampled
// while it streams.
// Goals: sales page p95 <= 50 ms; monthly report p95 <= 100 ms; RSS growth during the export < 50 MB.
//
//   BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:55432/postgres)
//   BENCH_PAYMENTS=1000000  BENCH_SAMPLES=200  BENCH_SECONDS=10  BENCH_KEEP=1 (keep the database)
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { require as tsRequire } from 'tsx/cjs/api';
import { throwawayDatabase } from './support/database.mjs';
import { pct, startAppServer, startProcess } from './support/processes.mjs';
import { seedSales } from './support/salesSeed.mjs';
import { statementRecorder } from './support/statements.mjs';

const pg = createRequire(import.meta.url)('pg');
const server = (file) => tsRequire(`../server/src/${file}`, import.meta.url);
const { buildApp } = server('app.ts');
const { loadConfig } = server('config.ts');
const { openDatabase } = server('db/client.ts');
const { migrate } = server('db/migrate.ts');
const { seedBase } = server('demo/seed.ts');

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const N_PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const YEAR = new Date().getFullYear();

/** [label, url, goal p95 ms] — what a desk worker opens all day. */
const PAGES = [
  ['vendas: 30 dias, mais recentes', '/api/v1/admin/sales/?period=30d', 50],
  ['vendas: 30 dias, maior valor', '/api/v1/admin/sales/?period=30d&ordering=-amount', 50],
  ['vendas: este mês, aprovadas, plano', '/api/v1/admin/sales/?period=month&status=succeeded&plan=destaque-7', 50],
  ['vendas: tudo, por usuário', '/api/v1/admin/sales/?ordering=user&page=3', 50],
  ['vendas: 7 dias, Pix, SP, busca', '/api/v1/admin/sales/?period=7d&method=pix&state=SP&search=bench_1234', 50],
  ['vendas: tudo, recusadas, página 20', '/api/v1/admin/sales/?status=failed&page=20', 50],
  [`relatório mensal de ${YEAR}`, `/api/v1/admin/reports/monthly/?year=${YEAR}`, 100],
];

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function get(port, url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get({ host: '127.0.0.1', port, path: url, agent, headers }, (res) => {
      let size = 0;
      res.on('data', (c) => (size += c.length));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url}: HTTP ${res.statusCode}`));
        else resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, size });
      });
    });
    req.on('error', reject);
  });
}

const recorder = statementRecorder();

/** The SQL (name, text and values) the app issues for each page (bench/support/statements.mjs). */
async function recordQueries(app, headers) {
  const recorded = [];
  for (const [, u] of PAGES) {
    await app.inject({ url: u, headers });
    let r;
    const queries = await recorder.record(async () => (r = await app.inject({ url: u, headers })));
    if (r.statusCode !== 200) throw new Error(`${u}: HTTP ${r.statusCode} ${r.body}`);
    recorded.push(queries);
  }
  return recorded;
}

async function underLoad(port, urlOf, headers) {
  let done = 0;
  let errors = 0;
  const lat = [];
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, w) => {
      let i = w;
      while (Date.now() < until) {
        try {
          lat.push((await get(port, urlOf(i++ % PAGES.length), headers)).ms);
          done++;
        } catch {
          errors++;
        }
      }
    }),
  );
  lat.sort((a, b) => a - b);
  return { rps: done / SECONDS, errors, p50: pct(lat, 50), p95: pct(lat, 95), p99: pct(lat, 99) };
}

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.replace(/\D+/g, '')) / 1024;
};

/** Streams the CSV of the `rows` newest payments, sampling the server's RSS every 20 ms. */
async function exportRun(port, pid, headers, database) {
  // The custom period whose rows are the newest 100,000 payments.
  const { rows } = await database.query(
    `select (created_at at time zone 'America/Sao_Paulo')::date as d from payments order by created_at desc
     offset least(99999, (select count(*) - 1 from payments)) limit 1`,
  );
  const from = rows[0].d instanceof Date ? rows[0].d.toISOString().slice(0, 10) : String(rows[0].d).slice(0, 10);
  const to = new Date().toISOString().slice(0, 10);
  const url = `/api/v1/admin/sales/export/?format=csv&period=custom&date_from=${from}&date_to=${to}`;
  // Warm: the code paths are loaded and the heap has grown to its working size before measuring.
  await get(port, url.replace('format=csv', 'format=csv&status=pending'), headers);
  await new Promise((r) => setTimeout(r, 500));
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      /* gone */
    }
  }, 20);
  const started = Date.now();
  const { size, lines } = await new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        let bytes = 0;
        let nl = 0;
        res.on('data', (c) => {
          bytes += c.length;
          for (let i = 0; i < c.length; i++) if (c[i] === 10) nl++;
        });
        res.on('end', () =>
          res.statusCode === 200 ? resolve({ size: bytes, lines: nl }) : reject(new Error(`HTTP ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
  clearInterval(timer);
  return { rows: lines - 1, mb: size / 1024 / 1024, seconds: (Date.now() - started) / 1000, before, peak };
}

async function main() {
  const db = await throwawayDatabase('tribo_bench', { adminUrl: ADMIN_URL });
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tribo-bench-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const database = await openDatabase({ url: db.url, poolSize: 20, onStatement: recorder.onStatement });
  const raw = new pg.Client({ connectionString: db.url });
  let app;
  const stops = [];
  let databaseClosed = false;
  try {
    await migrate(database);
    await seedBase(database);
    await raw.connect();
    await seedSales(raw, N_PAYMENTS);
    const [{ id: staffId }] = (
      await raw.query(
        `insert into users (username, email, first_name, is_staff) values ('bench_staff', 'staff@exemplo.com.br', 'Equipe', true) returning id`,
      )
    ).rows;
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: tmp, JWT_SECRET: jwtSecret }, {});
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    const { token } = await app.auth.signer.sign(Number(staffId), 'access');
    const headers = { authorization: `Bearer ${token}` };
    const queries = await recordQueries(app, headers);
    if (queries.some((q) => q.length === 0)) throw new Error('nenhum SQL gravado de uma das páginas');
    console.log(
      `SQL gravado do app por página (o baseline repete): ${queries.map((q) => q.length).join(', ')} consultas`,
    );
    await app.close();
    app = null;
    databaseClosed = true;
    const queriesFile = path.join(tmp, 'queries.json');
    writeFileSync(queriesFile, JSON.stringify(queries));

    const srv = await startAppServer({ databaseUrl: db.url, dataDir: tmp, env: { JWT_SECRET: jwtSecret } });
    const baseline = await startProcess(
      ['bench/search-baseline.mjs'],
      { DATABASE_URL: db.url, BENCH_QUERIES: queriesFile },
      '/health',
    );
    stops.push(srv.stop, baseline.stop);
    console.log(`(máquina: ${os.cpus().length} CPUs, carga média ${os.loadavg()[0].toFixed(1)})`);

    console.log(`\nLatência por página (${SAMPLES} requisições sequenciais, HTTP, após aquecimento)`);
    console.log(
      'página'.padEnd(38),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'meta'.padStart(8),
    );
    const verdicts = [];
    for (const [name, u, goal] of PAGES) {
      for (let i = 0; i < 10; i++) await get(srv.port, u, headers);
      const times = [];
      for (let i = 0; i < SAMPLES; i++) times.push((await get(srv.port, u, headers)).ms);
      times.sort((a, b) => a - b);
      const p95 = pct(times, 95);
      verdicts.push([name, p95, goal]);
      console.log(
        name.padEnd(38),
        pct(times, 50).toFixed(1).padStart(8),
        p95.toFixed(1).padStart(8),
        pct(times, 99).toFixed(1).padStart(8),
        `<= ${goal}`.padStart(8),
      );
    }

    console.log(`\n${CONNECTIONS} conexões por ${SECONDS} s, as páginas em rodízio (baseline e app, nesta ordem):`);
    for (let i = 0; i < PAGES.length; i++) await get(baseline.port, `/search/${i}`);
    const base = await underLoad(baseline.port, (i) => `/search/${i}`, {});
    const mine = await underLoad(srv.port, (i) => PAGES[i][1], headers);
    const line = (label, r) =>
      console.log(
        `  ${label.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s, ${r.errors} erros, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
      );
    line('baseline (Fastify + pg, mesmo SQL)', base);
    line('app (servidor em outro processo)', mine);
    console.log(`  razão app/baseline: ${(mine.rps / base.rps).toFixed(2)}`);

    const ex = await exportRun(srv.port, srv.pid, headers, raw);
    const growth = ex.peak - ex.before;
    console.log(
      `\nExportação CSV: ${ex.rows.toLocaleString('pt-BR')} linhas, ${ex.mb.toFixed(1)} MB em ${ex.seconds.toFixed(1)} s; ` +
        `RSS do servidor ${ex.before.toFixed(0)} MB antes, pico ${ex.peak.toFixed(0)} MB (+${growth.toFixed(1)} MB; meta < 50 MB)`,
    );
    console.log('\nMetas:');
    for (const [name, p95, goal] of verdicts)
      console.log(`  ${name}: p95 ${p95.toFixed(1)} ms <= ${goal} ms ${p95 <= goal ? 'atingida' : 'NÃO atingida'}`);
    console.log(`  exportação: +${growth.toFixed(1)} MB < 50 MB ${growth < 50 ? 'atingida' : 'NÃO atingida'}`);
    console.log(`  (carga média ao terminar ${os.loadavg()[0].toFixed(1)})`);
  } finally {
    agent.destroy();
    for (const stop of stops) await stop();
    if (app) await app.close();
    else if (!databaseClosed) await database.close();
    await raw.end().catch(() => undefined);
    rmSync(tmp, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
