// npm run bench:alerts — saved searches' matching on a real PostgreSQL (BENCH_DATABASE_URL, default
// the dev server on 127.0.0.1:55432): a throwaway database with 100,000 saved searches from 50,000
// members and a few thousand active ads, then (1) the matching job's time for one new ad, p50/p95
// over BENCH_RUNS ads, beside the same job on the same ads before any search was saved (the
// baseline: the queue, the ad's checks and the transaction, with nothing to match), and (2) 1,000
// ads published in one burst: the time until the job has matched them all. The job runs in this
// process as plugins/jobs.ts runs it (matchQueuedAds); it is not an HTTP route. Goals: one ad p95
// <= 50 ms; the burst within 60 s. Figures, not a pass/fail test.
// Run with tsx (the script does): node --import tsx bench/alerts.mjs
import os from 'node:os';
import { throwawayDatabase } from './support/database.mjs';

const { openDatabase } = await import('../server/src/db/client.ts');
const { migrate } = await import('../server/src/db/migrate.ts');
const { seedBase } = await import('../server/src/demo/seed.ts');
const { matchQueuedAds } = await import('../server/src/modules/savedSearches/savedSearches.jobs.ts');

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 100_000);
const BACKGROUND_ADS = Number(process.env.BENCH_ADS ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const BURST = Number(process.env.BENCH_BURST ?? 1_000);

// What people search for (words of the ads' titles below), and the ads' titles.
const WORDS = [
  'bicicleta',
  'diarista',
  'eletricista',
  'geladeira',
  'sofá',
  'iphone',
  'notebook',
  'pedreiro',
  'pintor',
  'encanador',
  'fogão',
  'mesa',
  'cadeira',
  'guarda-roupa',
  'carrinho',
  'berço',
  'patins',
  'violão',
  'televisão',
  'máquina de lavar',
  'moto',
  'aulas de inglês',
  'manicure',
  'frete',
  'mudança',
  'jardinagem',
  'tênis',
  'bolsa',
];
/** A second word in titles and searches ("bicicleta infantil"): what people look for is that narrow. */
const MODS = [
  'infantil',
  'aro',
  'elétrica',
  'duplex',
  'inox',
  'antiga',
  'nova',
  'grande',
  'pequena',
  'profissional',
  'residencial',
  'dobrável',
  'retrô',
  'vintage',
  'premium',
  'compacta',
  'branca',
  'preta',
  'azul',
  'madeira',
];
const TYPOS = ['bicileta', 'eletrisista', 'geladera', 'notbook', 'encanadr', 'violao', 'televisao'];

const db = await throwawayDatabase('tribo_bench_alerts');
const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const fmt = (x) => `${x.toFixed(1)} ms`;
const sqlList = (xs) => `array[${xs.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;

/** `n` new active ads (owners among the members), in one statement: the trigger queues each. */
const publish = (database, n, offset) =>
  database.exec(`
    insert into ads (slug, owner_id, category_id, title, description, price_cents, is_service, state_code, city)
    select 'bench-' || (${offset} + g), 1 + (g * 7919) % ${MEMBERS},
           (select id from categories order by id offset (g % (select count(*) from categories)) limit 1),
           initcap((${sqlList(WORDS)})[1 + g % ${WORDS.length}]) || ' ' || (${sqlList(MODS)})[1 + (g / 7) % ${MODS.length}]
             || ' em ótimo estado ' || g,
           'Anúncio de teste do bench de alertas, número ' || g || ', com descrição suficiente.',
           (1 + g % 50) * 10000, false,
           (select code from states order by code offset (g % 27) limit 1), 'Cidade ' || (g % 100)
      from generate_series(1, ${n}) g`);

/** Matches the queue one ad at a time (as a run of the job would meet them): each ad's time. */
async function matchEach(database, n, offset) {
  const times = [];
  for (let i = 0; i < n; i += 1) {
    await publish(database, 1, offset + i);
    const t0 = process.hrtime.bigint();
    await matchQueuedAds(database.orm);
    times.push(ms(t0));
  }
  return times;
}

let database;
try {
  database = await openDatabase({ url: db.url, poolSize: 5 });
  await migrate(database);
  await seedBase(database);
  let t0 = process.hrtime.bigint();
  await database.exec(`
    insert into users (username, email, first_name)
    select 'bench_' || g, 'bench_' || g || '@exemplo.com.br', 'Bench' from generate_series(1, ${MEMBERS}) g;`);
  await publish(database, BACKGROUND_ADS, 1_000_000);
  await database.exec('delete from saved_search_queue; analyze;');
  console.log(`dados: ${MEMBERS} membros, ${BACKGROUND_ADS} anúncios ativos (${(ms(t0) / 1000).toFixed(1)} s)`);

  // Baseline: the job on RUNS new ads with no saved search at all.
  await matchEach(database, 30, 2_000_000); // warm-up
  const baseline = await matchEach(database, RUNS, 2_100_000);

  t0 = process.hrtime.bigint();
  // Two searches per member: 95% with a text (a word and, for most, a second one; some mistyped),
  // the rest a category alone; 70% with a state, 20% with a price range; alerts spread.
  await database.exec(`
    insert into saved_searches (user_id, name, query, alert, state_code, category_id, is_service,
                                min_price_cents, max_price_cents, tsq)
    select u, 'Busca ' || g, jsonb_build_object('search', w), (array['none','instant','daily'])[1 + g % 3],
           case when g % 10 < 7 then (select code from states order by code offset (g % 27) limit 1) end,
           case when w is null then (select id from categories order by id offset (g % 20) limit 1) end,
           null,
           case when g % 5 = 0 then (g % 10) * 10000 end,
           case when g % 5 = 0 then (g % 10) * 10000 + 200000 end,
           case when w is null then null else to_tsquery('pt_unaccent',
             regexp_replace(lower(w), '[^[:alnum:]]+', ' & ', 'g') || ':*') end
      from (select g, 1 + (g - 1) % ${MEMBERS} as u,
                   case when g % 20 < 19 then
                     case when g % 70 = 0 then (${sqlList(TYPOS)})[1 + g % ${TYPOS.length}]
                          when g % 10 < 2 then (${sqlList(WORDS)})[1 + g % ${WORDS.length}]
                          else (${sqlList(WORDS)})[1 + g % ${WORDS.length}] || ' '
                               || (${sqlList(MODS)})[1 + (g / 3) % ${MODS.length}] end end as w
              from generate_series(1, ${SEARCHES}) g) s;
    insert into saved_search_words (search_id, word, known)
      select distinct s.id, w, exists (select 1 from ad_search_words v where v.word = w) from saved_searches s,
        regexp_split_to_table(lower(immutable_unaccent(s.query ->> 'search')), '[^a-z0-9]+') w
       where length(w) >= 3;
    analyze;`);
  const [{ n }] = await database.query('select count(*)::int as n from saved_searches');
  console.log(`buscas salvas: ${n} de ${MEMBERS} membros (${(ms(t0) / 1000).toFixed(1)} s)`);

  await matchEach(database, 30, 3_000_000); // warm-up
  const one = await matchEach(database, RUNS, 3_100_000);
  const [{ m }] = await database.query('select count(*)::int as m from saved_search_matches');
  console.log(
    `\ncarga: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} (${os.cpus().length} núcleos)`,
  );
  console.log(
    `um anúncio novo, sem buscas salvas (base):  p50 ${fmt(pct(baseline, 50))}  p95 ${fmt(pct(baseline, 95))}`,
  );
  console.log(
    `um anúncio novo, ${n} buscas salvas:    p50 ${fmt(pct(one, 50))}  p95 ${fmt(pct(one, 95))}  (meta p95 <= 50 ms; ${(m / (RUNS + 30)).toFixed(0)} buscas atendidas por anúncio)`,
  );

  // The burst: BURST ads at once; the job's runs until the queue is empty.
  await publish(database, BURST, 4_000_000);
  t0 = process.hrtime.bigint();
  let runs = 0;
  for (;;) {
    const [{ q }] = await database.query('select count(*)::int as q from saved_search_queue');
    if (!q) break;
    await matchQueuedAds(database.orm);
    runs += 1;
  }
  const burst = ms(t0);
  console.log(
    `${BURST} anúncios de uma vez: todos atendidos em ${(burst / 1000).toFixed(1)} s (${runs} execuções do job; meta <= 60 s)`,
  );
} finally {
  await database?.close().catch(() => undefined);
  await db.drop();
}
