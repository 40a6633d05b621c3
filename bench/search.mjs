// npm run bench:search — loads 100,000 generated ads into a throwaway PostgreSQL database, starts
// the server in its own process (as in production) and, beside it, a baseline (bench/search-
// baseline.mjs: bare Fastify + pg issuing the SQL the app issues for the same searches, recorded
// from the app's own pool: bench/support/statements.mjs). This process only generates load, over
// HTTP: p50/p95/p99 of five searches one at a time, then 50 concurrent connections on the baseline
// and on the app in the same run. Prints the app/baseline throughput ratio (goal >= 0.85) and the
// p95 under load.
// Targets: p95 <= 20 ms per search at 100,000 ads; ratio >= 0.85.
//
//   BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:55432/postgres)
//   BENCH_ADS=100000  BENCH_SAMPLES=300  BENCH_SECONDS=10  BENCH_KEEP=1 (keep the database)
import http from 'node:http';
import { writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { require as tsRequire } from 'tsx/cjs/api';
import { throwawayDatabase } from './support/database.mjs';
import { pct, startAppServer, startProcess } from './support/processes.mjs';
import { statementRecorder } from './support/statements.mjs';

// The server is TypeScript compiled to CommonJS on the fly (as `tsx server/src/server.ts` does).
const server = (file) => tsRequire(`../server/src/${file}`, import.meta.url);
const { buildApp } = server('app.ts');
const { loadConfig } = server('config.ts');
const { openDatabase } = server('db/client.ts');
const { migrate } = server('db/migrate.ts');
const { seedBase } = server('demo/seed.ts');

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const N_ADS = Number(process.env.BENCH_ADS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

const SEARCHES = [
  ['uma palavra', '/api/v1/ads/ads/?search=eletricista'],
  ['duas palavras + estado', '/api/v1/ads/ads/?search=diarista%20experiente&state_code=SP'],
  ['com erro de digitação', '/api/v1/ads/ads/?search=eletrisista'],
  ['filtro de categoria', '/api/v1/ads/ads/?category=pedreiro&state_code=MG'],
  ['sem texto', '/api/v1/ads/ads/'],
];

async function load(database) {
  const t0 = Date.now();
  await database.query(`insert into users (username, email, first_name)
    select 'bench_' || g, 'bench_' || g || '@exemplo.com.br', 'Bench' from generate_series(1, 500) g`);
  // Titles, descriptions and places combined from word lists, spread over the 20 categories and 27 states.
  await database.query(
    `with nouns as (
       select array['Diarista','Pedreiro','Eletricista','Encanador','Pintor','Toldos','Banho e tosa','Jardineiro',
         'Montador de móveis','Fretes','Aulas de inglês','Manicure','Conserto de celular','Buffet','Notebook',
         'Sofá','Bicicleta','Vestido','Pneus','Carrinho de bebê'] as n,
       array['experiente','residencial','24 horas','com garantia','barato','profissional','de confiança','rápido',
         'seminovo','em promoção','completo','caprichoso'] as adj,
       array['São Paulo','Rio de Janeiro','Belo Horizonte','Curitiba','Porto Alegre','Salvador','Recife','Fortaleza',
         'Brasília','Goiânia','Manaus','Belém','Florianópolis','Campinas','Niterói'] as city,
       array['Atendo toda a região com pontualidade e preço justo.','Orçamento sem compromisso pelo WhatsApp.',
         'Mais de dez anos de experiência e ótimas referências.','Materiais de primeira linha e serviço limpo.',
         'Produto conservado, sem defeitos, com nota fiscal.','Aceito cartão e Pix, parcelo em até três vezes.'] as descr,
       (select array_agg(code order by code) from states) as uf,
       (select array_agg(id order by position) from categories) as cat
     )
     insert into ads (slug, owner_id, category_id, title, description, price_cents, price_type, is_service,
                      state_code, city, created_at, published_at, expires_at, vote_score, views, highlighted_until)
     select 'bench-' || g,
            (select min(id) from users) + (g % 500),
            cat[1 + g % 20],
            n[1 + g % 20] || ' ' || adj[1 + (g / 20) % 12] || ' ' || (g % 997),
            descr[1 + g % 6] || ' ' || descr[1 + (g / 7) % 6] || ' Anúncio número ' || g || '.',
            case when g % 9 = 0 then null else 1000 + (g * 7919) % 500000 end,
            case when g % 9 = 0 then 'negotiable' else 'fixed' end,
            (g % 20) < 14,
            uf[1 + (g / 3) % 27],
            city[1 + (g / 11) % 15],
            now() - (g % 20000) * interval '1 minute',
            now() - (g % 20000) * interval '1 minute',
            now() + interval '20 days' - (g % 100) * interval '1 hour',
            (g * 31) % 17 - 5,
            (g * 13) % 500,
            case when g % 1000 = 0 then now() + interval '3 days' end
     from nouns, generate_series(1, $1::int) g`,
    [N_ADS],
  );
  // The steady state of a live database, as autovacuum leaves it: statistics and visibility map up to date.
  await database.query('vacuum analyze');
  console.log(`${N_ADS.toLocaleString('pt-BR')} anúncios carregados em ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function get(port, url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get({ host: '127.0.0.1', port, path: url, agent }, (res) => {
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

/** The SQL the app issues for each search, in order (a prepared statement's name included). */
async function recordQueries(app) {
  const recorded = [];
  for (const [, u] of SEARCHES) {
    await app.inject({ url: u }); // warm: caches that skip queries on later calls are warm too
    let r;
    const queries = await recorder.record(async () => (r = await app.inject({ url: u })));
    if (r.statusCode !== 200) throw new Error(`${u}: HTTP ${r.statusCode}`);
    recorded.push(queries);
  }
  return recorded;
}

/** CONNECTIONS workers for SECONDS, the searches in rotation: req/s, errors, p50/p95/p99. */
async function underLoad(port, urlOf, seconds = SECONDS) {
  let done = 0;
  let errors = 0;
  const lat = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, w) => {
      let i = w;
      while (Date.now() < until) {
        try {
          lat.push((await get(port, urlOf(i++ % SEARCHES.length))).ms);
          done++;
        } catch {
          errors++;
        }
      }
    }),
  );
  lat.sort((a, b) => a - b);
  return { rps: done / seconds, errors, p50: pct(lat, 50), p95: pct(lat, 95), p99: pct(lat, 99) };
}

async function main() {
  const db = await throwawayDatabase('tribo_bench', { adminUrl: ADMIN_URL });
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tribo-bench-'));
  const database = await openDatabase({ url: db.url, poolSize: 20, onStatement: recorder.onStatement });
  let app;
  const stops = [];
  let databaseClosed = false;
  try {
    await migrate(database);
    await seedBase(database);
    await load(database);
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: tmp },
      { jwtSecret: randomBytes(32).toString('hex') },
    );
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    const queries = await recordQueries(app);
    if (queries.some((q) => q.length === 0)) throw new Error('nenhum SQL gravado de uma das buscas');
    console.log(
      `SQL gravado do app por busca (o baseline repete): ${queries.map((q) => q.length).join(', ')} consultas`,
    );
    // Closing the app closes its database too.
    await app.close();
    app = null;
    databaseClosed = true;
    const queriesFile = path.join(tmp, 'queries.json');
    writeFileSync(queriesFile, JSON.stringify(queries));

    const server = await startAppServer({
      databaseUrl: db.url,
      dataDir: tmp,
      // The one-second public cache (PUBLIC_CACHE_MS) would answer repeated searches without the SQL
      // the baseline runs: off, so the ratio compares the same work (bench:load measures it on).
      env: { PUBLIC_CACHE_MS: '0' },
    });
    const baseline = await startProcess(
      ['bench/search-baseline.mjs'],
      { DATABASE_URL: db.url, BENCH_QUERIES: queriesFile },
      '/health',
    );
    stops.push(server.stop, baseline.stop);
    const port = server.port;
    console.log(`(máquina: ${os.cpus().length} CPUs, carga média ${os.loadavg()[0].toFixed(1)})`);

    console.log(`\nLatência por busca (${SAMPLES} requisições sequenciais, HTTP, após aquecimento)`);
    console.log(
      'busca'.padEnd(26),
      'resultados'.padStart(10),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'p99 ms'.padStart(8),
    );
    let worstP95 = 0;
    for (const [name, u] of SEARCHES) {
      for (let i = 0; i < 20; i++) await get(port, u);
      const times = [];
      for (let i = 0; i < SAMPLES; i++) times.push((await get(port, u)).ms);
      times.sort((a, b) => a - b);
      const count = (await (await fetch(`http://127.0.0.1:${port}${u}`)).json()).count;
      const p95 = pct(times, 95);
      worstP95 = Math.max(worstP95, p95);
      console.log(
        name.padEnd(26),
        String(count).padStart(10),
        pct(times, 50).toFixed(1).padStart(8),
        p95.toFixed(1).padStart(8),
        pct(times, 99).toFixed(1).padStart(8),
      );
    }

    console.log(
      `\n${CONNECTIONS} conexões por ${SECONDS} s, as cinco buscas em rodízio (baseline e app, nesta ordem):`,
    );
    // Each side warmed under the same load first (3 s, not counted): both measured warm.
    await underLoad(baseline.port, (i) => `/search/${i}`, 3);
    const base = await underLoad(baseline.port, (i) => `/search/${i}`);
    await underLoad(port, (i) => SEARCHES[i][1], 3);
    const mine = await underLoad(port, (i) => SEARCHES[i][1]);
    const line = (label, r) =>
      console.log(
        `  ${label.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s, ${r.errors} erros, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
      );
    line('baseline (Fastify + pg, mesmo SQL)', base);
    line('app (servidor em outro processo)', mine);
    const ratio = mine.rps / base.rps;
    console.log(
      `\nRazão app/baseline: ${ratio.toFixed(2)} (meta >= 0,85: ${ratio >= 0.85 ? 'atingida' : 'NÃO atingida'}); p95 com ${CONNECTIONS} conexões: ${mine.p95.toFixed(1)} ms; carga ${os.loadavg()[0].toFixed(1)}`,
    );
    console.log(
      `\nMeta p95 <= 20 ms: ${worstP95 <= 20 ? 'atingida' : 'NÃO atingida'} (pior p95 ${worstP95.toFixed(1)} ms)`,
    );
  } finally {
    agent.destroy();
    for (const stop of stops) await stop();
    if (app) await app.close();
    else if (!databaseClosed) await database.close();
    rmSync(tmp, { recursive: true, force: true });
    // Let the pool finish closing before the database goes away under it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
