// npm run bench:sales-inp — the sales desk in the browser: /admin/sales on 1,000,000 payments.
// For each data set (a small one first, the baseline, then the large one) it loads a throwaway
// PostgreSQL database with bench:admin's data (bench/support/salesSeed.mjs), starts the app as
// `npm start` runs it (server/scripts/start.mjs: built SPA + API, production mode) in its own
// process, opens /admin/sales as staff in the e2e tests' Chromium at 1366x768 and:
//   - makes 20 filter and order changes (an option of Situação, Forma de pagamento or Período,
//     or a click on a column's header; a filter is a native select, chosen with selectOption: its
//     change event is the input, which Event Timing does not time, so its INP reads 16 ms), and
//   - pages 20 times with the keyboard (Enter on the focused "Próxima página").
// In the page: Interaction to Next Paint as web-vitals measures it (PerformanceObserver 'event'
// entries, durationThreshold 16, the longest entry of each interactionId; an interaction with no
// entry took under 16 ms and counts as 16), and "new rows shown": from the click's or key's event
// time to the frame after the first row or the totals changed (a MutationObserver, then the next
// animation frame and a task after it: the paint). The API's part is read from Resource Timing.
// Prints each p75 beside the baseline's, against the goals:
//   filter or order change: new rows shown <= 200 ms (p75); keyboard paging: INP < 100 ms (p75);
//   the server part: within bench:admin's p95 goal for a sales page (50 ms).
//
//   BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:55432/postgres)
//   BENCH_PAYMENTS=1000000  BENCH_BASELINE_PAYMENTS=10000  BENCH_KEEP=1 (keep the databases)
//   BENCH_PROFILE=<file.cpuprofile> (the browser's CPU profile over the large set's 20 changes)
/* global window, document, location, addEventListener, MutationObserver, requestAnimationFrame */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { require as tsRequire } from 'tsx/cjs/api';
import { throwawayDatabase } from './support/database.mjs';
import { pct, startProcess } from './support/processes.mjs';
import { seedSales } from './support/salesSeed.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const { CHROMIUM_ARGS, resolveChromium } = require('../test/e2e/chromium.cjs');
const server = (file) => tsRequire(`../server/src/${file}`, import.meta.url);
const { openDatabase } = server('db/client.ts');
const { migrate } = server('db/migrate.ts');
const { seedBase } = server('demo/seed.ts');
const { createSigner } = server('lib/tokens.ts');

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const N_PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1_000_000);
const N_BASELINE = Number(process.env.BENCH_BASELINE_PAYMENTS ?? 10000);
const GOALS = { shown: 200, pagingInp: 100, serverP95: 50 };

/** What the page records: Event Timing by interaction, the rows' changes, input times. */
const INSTRUMENT = () => {
  const w = window;
  w.__bench = { entries: [], inputs: [], rows: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) {
        w.__bench.entries.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
      }
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  // Long animation frames and their scripts: where the main thread's time went (the profile).
  w.__bench.frames = [];
  new PerformanceObserver((list) => {
    for (const f of list.getEntries()) {
      w.__bench.frames.push({
        start: f.startTime,
        duration: f.duration,
        scripts: f.scripts.map((x) => ({
          what: `${x.invoker} ${x.sourceFunctionName || ''} ${(x.sourceURL || '').split('/').pop()}`.trim(),
          duration: x.duration,
        })),
        render: f.renderStart ? f.startTime + f.duration - f.renderStart : 0,
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  // A filter is a native select: its choice ends in a change event (Playwright's selectOption, as
  // the browser's own list does), the input the new rows are timed from.
  for (const type of ['pointerdown', 'keydown', 'change']) {
    addEventListener(type, (e) => w.__bench.inputs.push({ type, t: e.timeStamp }), true);
  }
  // The rows on screen, told apart by the first one and the totals of the filtered set (two
  // filters can share their first sale); null while the table has no rows.
  const firstRow = () => {
    const row = document.querySelector('tbody tr[data-row-key]')?.textContent;
    const totals = document.querySelector('[data-testid="sales-totals"]')?.textContent ?? '';
    return row ? `${totals} | ${row}` : null;
  };
  w.__bench.firstRow = firstRow;
  let last = null;
  const observer = new MutationObserver(() => {
    const text = firstRow();
    if (text === last) return;
    last = text;
    const mutated = performance.now();
    // The frame that paints the change, then a task after it: the rows are on screen.
    requestAnimationFrame(() =>
      setTimeout(() => w.__bench.rows.push({ text, mutated, painted: performance.now() }), 0),
    );
  });
  const start = () => observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  if (document.body) start();
  else addEventListener('DOMContentLoaded', start);
};

/**
 * The 20 filter and order changes: [label, how to make it]. Each gives other rows, none an empty
 * table (the seed's card payments are all approved: a card is never filtered with another status).
 */
const CHANGES = (() => {
  const option = (select, label) => [`${select}: ${label}`, { select, label }];
  const header = (title) => [`ordenar por ${title}`, { header: title }];
  return [
    option('Situação', 'Aprovado'),
    header('Valor'),
    option('Forma de pagamento', 'Pix'),
    header('Valor'),
    option('Período', '30 dias'),
    header('Cliente'),
    option('Situação', 'Recusado'),
    option('Período', 'Este mês'),
    option('Situação', 'Reembolsado'),
    header('Data'),
    option('Período', 'Todo o período'),
    option('Situação', 'Aprovado'),
    option('Forma de pagamento', 'Cartão'),
    header('Valor'),
    option('Período', '30 dias'),
    header('Valor'),
    option('Forma de pagamento', 'Pix'),
    option('Situação', 'Recusado'),
    header('Cliente'),
    option('Período', 'Todo o período'),
  ];
})();

async function openSales(page, base, session) {
  await page.goto(`${base}/api/health`);
  await page.evaluate((s) => {
    localStorage.clear();
    localStorage.setItem('tribo:token', s.access);
    localStorage.setItem('tribo:refreshToken', s.refresh);
    localStorage.setItem('tribo:user', JSON.stringify(s.user));
  }, session);
  await page.goto(`${base}/admin/sales`);
  await page.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
}

/** The page's records since `from` (a performance.now() time), once the rows after the input are painted. */
async function measure(page, before, act) {
  const mark = await page.evaluate(() => ({
    t: performance.now(),
    rows: window.__bench.rows.length,
    text: window.__bench.firstRow(),
  }));
  await act();
  // New rows: a data row whose text differs from before, or any once the rows went away (loading).
  const shown = await page
    .waitForFunction(
      ({ n, text }) => {
        const rows = window.__bench.rows.slice(n);
        const gone = rows.findIndex((r) => r.text === null);
        const found = rows.find((r, i) => r.text !== null && (r.text !== text || (gone >= 0 && i > gone)));
        return found ? found.painted : null;
      },
      { n: mark.rows, text: mark.text },
      { timeout: 30_000 },
    )
    .catch(async (err) => {
      const state = await page.evaluate(() => ({
        rows: window.__bench.rows.slice(-5),
        inputs: window.__bench.inputs.slice(-3),
        url: location.href,
      }));
      throw new Error(`${before}: as novas linhas não apareceram (${JSON.stringify(state)})`, { cause: err });
    });
  const painted = await shown.jsonValue();
  await page.waitForTimeout(250);
  return page.evaluate(
    ({ from, painted, before }) => {
      const b = window.__bench;
      const inputs = b.inputs.filter((i) => i.t >= from);
      // The decisive input: the last one (an option's click after the click that opened the list).
      const input = inputs[inputs.length - 1];
      const latency = (t) => {
        const ids = b.entries.filter((e) => Math.abs(e.start - t) < 1);
        return ids.length ? Math.max(...ids.map((e) => e.duration)) : 16;
      };
      const requests = performance
        .getEntriesByType('resource')
        .filter((r) => r.name.includes('/api/v1/admin/sales/') && r.startTime >= from);
      const frames = b.frames.filter((f) => f.start + f.duration >= input.t && f.start <= painted);
      return {
        inp: latency(input.t),
        opening: inputs.length > 1 ? latency(inputs[0].t) : null,
        shown: painted - input.t,
        api: requests.map((r) => r.responseEnd - r.requestStart),
        // When the request left and when its answer was in, from the input.
        sent: requests.length ? requests[0].startTime - input.t : null,
        answered: requests.length ? requests[requests.length - 1].responseEnd - input.t : null,
        scripts: frames.flatMap((f) => f.scripts),
        render: frames.reduce((sum, f) => sum + f.render, 0),
        before,
      };
    },
    { from: mark.t, painted, before },
  );
}

async function changeFilter(page, { select, label, header }) {
  if (header) {
    await page.getByRole('columnheader', { name: header, exact: true }).click();
    return;
  }
  await page.getByRole('combobox', { name: select, exact: true }).selectOption({ label });
}

async function runDataSet(browser, nPayments, label) {
  const db = await throwawayDatabase('tribo_bench_inp', { adminUrl: ADMIN_URL });
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tribo-bench-inp-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const raw = new pg.Client({ connectionString: db.url });
  let app;
  try {
    const database = await openDatabase({ url: db.url, poolSize: 4 });
    try {
      await migrate(database);
      await seedBase(database);
    } finally {
      await database.close();
    }
    await raw.connect();
    await seedSales(raw, nPayments);
    const {
      rows: [staff],
    } = await raw.query(
      `insert into users (username, email, first_name, is_staff) values ('bench_staff', 'staff@exemplo.com.br', 'Equipe', true)
       returning id`,
    );
    app = await startProcess(
      ['server/scripts/start.mjs'],
      {
        DATABASE_URL: db.url,
        DATA_DIR: tmp,
        JWT_SECRET: jwtSecret,
        LOG_LEVEL: 'error',
        RATE_LIMITS: 'false',
        SEED_DEMO: 'false',
        PAYMENTS_TEST_MODE: 'true',
      },
      '/api/health',
      { waitSeconds: 900 },
    );
    const base = `http://127.0.0.1:${app.port}`;
    const signer = createSigner(jwtSecret);
    const access = (await signer.sign(Number(staff.id), 'access', { ttlSeconds: 3600 })).token;
    const refresh = (await signer.sign(Number(staff.id), 'refresh')).token;
    const user = await (
      await fetch(`${base}/api/v1/users/me/`, { headers: { authorization: `Bearer ${access}` } })
    ).json();
    if (!user.is_staff) throw new Error(`o usuário da equipe não foi reconhecido: ${JSON.stringify(user)}`);

    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    await context.addInitScript(INSTRUMENT);
    const page = await context.newPage();
    await openSales(page, base, { access, refresh, user });
    // Warm: the filters' code and the server's caches, as after a few minutes at the desk.
    await measure(page, 'aquecimento', () => changeFilter(page, { header: 'Valor' }));
    await measure(page, 'aquecimento', () => changeFilter(page, { header: 'Valor' }));

    // BENCH_PROFILE=<file>: the renderer's CPU profile over the 20 changes (the large data set), for DevTools.
    const profiler = process.env.BENCH_PROFILE && nPayments === N_PAYMENTS ? await context.newCDPSession(page) : null;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
      await profiler.send('Profiler.start');
    }
    const changes = [];
    for (const [name, how] of CHANGES) changes.push(await measure(page, name, () => changeFilter(page, how)));
    if (profiler) {
      const { profile } = await profiler.send('Profiler.stop');
      writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile));
      console.log(`perfil de CPU gravado em ${process.env.BENCH_PROFILE}`);
    }

    // Keyboard paging: from the first page, Enter on the focused "Próxima página", 20 times.
    await page.goto(`${base}/admin/sales`);
    await page.locator('tbody tr[data-row-key]').first().waitFor();
    const next = page.getByRole('button', { name: 'Próxima página' });
    const paging = [];
    for (let i = 0; i < 20; i++) {
      await next.focus();
      paging.push(await measure(page, `página ${i + 2}`, () => page.keyboard.press('Enter')));
    }
    await context.close();
    return { label, nPayments, changes, paging };
  } finally {
    if (app) await app.stop();
    await raw.end().catch(() => undefined);
    rmSync(tmp, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await db.drop();
  }
}

const p75 = (xs) =>
  pct(
    [...xs].sort((a, b) => a - b),
    75,
  );
const p95 = (xs) =>
  pct(
    [...xs].sort((a, b) => a - b),
    95,
  );
const ms = (n) => (n == null ? '—' : `${Math.round(n)} ms`);

function summary(r) {
  const api = [...r.changes, ...r.paging].flatMap((m) => m.api);
  const openings = r.changes.map((m) => m.opening).filter((x) => x != null);
  return {
    changeInp: p75(r.changes.map((m) => m.inp)),
    openingInp: openings.length ? p75(openings) : null,
    changeShown: p75(r.changes.map((m) => m.shown)),
    pagingInp: p75(r.paging.map((m) => m.inp)),
    pagingShown: p75(r.paging.map((m) => m.shown)),
    apiP95: api.length ? p95(api) : null,
  };
}

async function main() {
  const browser = await chromium.launch({ executablePath: await resolveChromium(), args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const [n, label] of [
      [N_BASELINE, `baseline (${N_BASELINE.toLocaleString('pt-BR')} pagamentos)`],
      [N_PAYMENTS, `${N_PAYMENTS.toLocaleString('pt-BR')} pagamentos`],
    ]) {
      console.log(`\n${label}: carregando o banco e subindo o app…`);
      const r = await runDataSet(browser, n, label);
      results.push(r);
      for (const [group, list] of [
        ['mudanças de filtro e ordem', r.changes],
        ['paginação pelo teclado', r.paging],
      ]) {
        console.log(
          `  ${group} (INP da interação | novas linhas na tela | pedido saiu, resposta chegou, desde a entrada | API):`,
        );
        for (const m of list) {
          console.log(
            `    ${m.before.padEnd(34)} ${ms(m.inp).padStart(7)} | ${ms(m.shown).padStart(7)} | ${ms(m.sent).padStart(7)} ${ms(m.answered).padStart(7)} | ${m.api.map(ms).join(', ')}`,
          );
        }
        // The profile: the scripts of the long frames between the inputs and the new rows.
        const bySource = new Map();
        for (const x of list.flatMap((m) => m.scripts)) bySource.set(x.what, (bySource.get(x.what) ?? 0) + x.duration);
        const render = list.reduce((sum, m) => sum + m.render, 0);
        console.log(`    quadros longos: estilo e layout ${ms(render)} no total; scripts que mais custaram:`);
        for (const [what, d] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
          console.log(`      ${ms(d).padStart(8)}  ${what.slice(0, 100)}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const [base, big] = results.map(summary);
  console.log(`\n(máquina: ${os.cpus().length} CPUs, carga média ${os.loadavg()[0].toFixed(1)})`);
  console.log(`p75 sobre 20 interações: ${results[0].label} | ${results[1].label} | meta`);
  const row = (name, key, goal, met) =>
    console.log(
      `  ${name.padEnd(46)} ${ms(base[key]).padStart(7)} | ${ms(big[key]).padStart(7)} | ${goal}` +
        (met ? (met(big[key]) ? '  atingida' : '  NÃO atingida') : ''),
    );
  row('filtro/ordem: novas linhas na tela (clique →)', 'changeShown', `<= ${GOALS.shown} ms`, (v) => v <= GOALS.shown);
  row('filtro/ordem: INP do clique decisivo', 'changeInp', `<= ${GOALS.shown} ms`, (v) => v <= GOALS.shown);
  row('abrir a lista de um filtro: INP', 'openingInp', '—');
  row('paginação pelo teclado: INP', 'pagingInp', `< ${GOALS.pagingInp} ms`, (v) => v < GOALS.pagingInp);
  row('paginação pelo teclado: novas linhas na tela', 'pagingShown', '—');
  row('API das vendas durante as interações, p95', 'apiP95', `<= ${GOALS.serverP95} ms`, (v) => v <= GOALS.serverP95);
  console.log(`  (carga média ao terminar ${os.loadavg()[0].toFixed(1)})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
