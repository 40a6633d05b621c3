// npm run bench:bundle — what the browser downloads on a first visit to each page: the app as
// `npm start` runs it (it builds dist/ only when it is not current, with npm start's own
// configuration, so a running server's pages keep working), opened in the Chromium of the e2e
// tests with an empty cache. Every JavaScript and CSS response is counted as transferred (gzip over
// http), including the chunks loaded after the route chunk, until the network is idle.
// Public pages as a visitor; the pages members and staff work in signed in (the session stored as
// the app stores it), with the script requests made before the page's heading shows, and each
// later page of the same session reached by an in-app navigation (only its own chunks).
// Budgets: / <= 150 KB gzip JS, every other public page <= 200 KB; signed-in pages <= 250 KB in
// <= 12 script requests before the content shows; a later navigation <= 60 KB.
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { demoAdSlug, startApp } from './lighthouse.mjs';
import { memberSession, staffSession, STAFF_ENV, storeSession } from './support/sessions.mjs';

const require = createRequire(import.meta.url);
const { CHROMIUM_ARGS, resolveChromium } = require('../test/e2e/chromium.cjs');

const KB = 1024;
const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const BUDGET = { home: 150 * KB, public: 200 * KB, signedIn: 250 * KB, requests: 12, navigation: 60 * KB };
const HEADING = 'main h1';

/** Collects the page's script and stylesheet responses (sizes as transferred) from now on. */
function recordFiles(page) {
  const files = [];
  const started = new Map();
  page.on('request', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') started.set(request, Date.now());
  });
  page.on('requestfinished', async (request) => {
    if (!started.has(request)) return;
    const response = await request.response();
    const sizes = await request.sizes();
    const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
    files.push({
      name: new URL(request.url()).pathname.slice(1),
      type: request.resourceType(),
      bytes: sizes.responseBodySize,
      encoding,
      startedAt: started.get(request),
    });
  });
  return files;
}

/** Waits until no script or stylesheet has arrived for `quietMs` (lazy parts of the screen). */
async function settle(files, quietMs = 800) {
  let seen = -1;
  while (seen !== files.length) {
    seen = files.length;
    await new Promise((r) => setTimeout(r, quietMs));
  }
}

function summary(files) {
  const js = files.filter((f) => f.type === 'script');
  const css = files.filter((f) => f.type === 'stylesheet');
  return { js, jsTotal: js.reduce((s, f) => s + f.bytes, 0), cssTotal: css.reduce((s, f) => s + f.bytes, 0) };
}

function printFiles(js, count = 6) {
  for (const f of [...js].sort((a, b) => b.bytes - a.bytes).slice(0, count))
    console.log(`    ${kb(f.bytes).padStart(9)}  ${f.name} (${f.encoding})`);
}

const newContext = (browser, session) =>
  browser
    .newContext({
      viewport: { width: 1366, height: 768 },
      // gzip, as the budgets are written (Chromium would ask for brotli, a few KB smaller).
      extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate' },
    })
    .then(async (context) => {
      if (session) await context.addInitScript(storeSession, session);
      return context;
    });

/** A visitor's first visit to each public page, one fresh browser context each. */
async function publicPages(browser, base, pages) {
  let over = 0;
  console.log(`Páginas públicas: JS e CSS transferidos na primeira visita (cache vazio, ${base}):\n`);
  for (const url of pages) {
    const context = await newContext(browser);
    const page = await context.newPage();
    const files = recordFiles(page);
    await page.goto(base + url, { waitUntil: 'networkidle' });
    await settle(files, 500);
    await context.close();
    const { js, jsTotal, cssTotal } = summary(files);
    const budget = url === '/' ? BUDGET.home : BUDGET.public;
    const ok = jsTotal <= budget;
    if (!ok) over++;
    console.log(
      `${url.padEnd(28)} JS ${kb(jsTotal).padStart(9)} em ${String(js.length).padStart(2)} arquivos` +
        ` | CSS ${kb(cssTotal).padStart(8)} | meta ${kb(budget)} ${ok ? 'ok' : 'ACIMA'}`,
    );
    printFiles(js);
  }
  return over;
}

/**
 * A session's pages: each one as the first page of a fresh session (JS until the network is
 * idle, script requests before its heading shows), then all of them in one session, each reached
 * from the one before by an in-app navigation (the JS that navigation fetched).
 */
async function signedInPages(browser, base, label, session, pages) {
  let over = 0;
  console.log(`\n${label}: primeira página da sessão (cache vazio)\n`);
  for (const url of pages) {
    const context = await newContext(browser, session);
    const page = await context.newPage();
    const files = recordFiles(page);
    const start = Date.now();
    await page.goto(base + url);
    await page.locator(HEADING).first().waitFor({ timeout: 30_000 });
    const shownAt = Date.now();
    // Not 'networkidle': a signed-in page holds its notification stream open.
    await settle(files);
    await context.close();
    const { js, jsTotal, cssTotal } = summary(files);
    const before = js.filter((f) => f.startedAt <= shownAt).length;
    const ok = jsTotal <= BUDGET.signedIn && before <= BUDGET.requests;
    if (!ok) over++;
    console.log(
      `${url.padEnd(32)} JS ${kb(jsTotal).padStart(9)} em ${String(js.length).padStart(2)} arquivos` +
        ` (${String(before).padStart(2)} antes do título, ${shownAt - start} ms) | CSS ${kb(cssTotal).padStart(8)}` +
        ` | meta ${kb(BUDGET.signedIn)} e ${BUDGET.requests} ${ok ? 'ok' : 'ACIMA'}`,
    );
    printFiles(js, 4);
  }
  console.log(`\n${label}: navegação dentro da sessão (só o que cada página acrescenta)\n`);
  const context = await newContext(browser, session);
  const page = await context.newPage();
  const files = recordFiles(page);
  await page.goto(base + pages[0]);
  await page.locator(HEADING).first().waitFor({ timeout: 30_000 });
  await settle(files);
  for (const url of pages.slice(1)) {
    files.length = 0;
    // The router follows the browser's history (a click on one of the app's links does the same).
    await page.evaluate((to) => {
      globalThis.history.pushState(null, '', to);
      globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
    }, url);
    await page.waitForURL((u) => u.pathname + u.search === url);
    await page.locator(HEADING).first().waitFor({ timeout: 30_000 });
    await settle(files);
    const { js, jsTotal } = summary(files);
    const ok = jsTotal <= BUDGET.navigation;
    if (!ok) over++;
    console.log(
      `  → ${url.padEnd(30)} JS ${kb(jsTotal).padStart(9)} em ${String(js.length).padStart(2)} arquivos` +
        ` | meta ${kb(BUDGET.navigation)} ${ok ? 'ok' : 'ACIMA'}`,
    );
  }
  await context.close();
  return over;
}

const { base, stop } = await startApp(STAFF_ENV);
const browser = await chromium.launch({ executablePath: await resolveChromium(), args: CHROMIUM_ARGS });
try {
  const slug = await demoAdSlug(base);
  const ad = await (await fetch(`${base}/api/v1/ads/ads/${slug}/`)).json();
  const tribes = await (await fetch(`${base}/api/v1/tribes/?page_size=1`)).json();
  const tribe = (tribes.results ?? tribes)[0]?.slug;
  const only = process.env.BENCH_PAGES?.split(',');
  const pick = (pages) => (only ? pages.filter((p) => only.includes(p)) : pages);
  let over = await publicPages(
    browser,
    base,
    pick([
      '/',
      '/ads',
      '/ads?search=diarista',
      `/ads/${slug}`,
      `/profile/${ad.owner_username}`,
      '/categories',
      '/faq',
      '/about-us',
      '/terms-of-service',
      '/privacy-policy',
      '/help-center',
      '/contact',
      '/login',
      '/register',
      '/forgot-password',
      '/pagina-que-nao-existe',
    ]),
  );
  const member = pick(['/profile', '/profile/edit', '/ads/create', '/tribes', `/tribes/${tribe}`, '/messages']);
  if (member.length) over += await signedInPages(browser, base, 'Membro', await memberSession(base), member);
  const staff = pick(['/admin', '/admin/sales', '/admin/sales/monthly-report']);
  if (staff.length) over += await signedInPages(browser, base, 'Equipe', await staffSession(base), staff);
  console.log(over ? `\n${over} medida(s) acima da meta.` : '\nTodas as medidas dentro da meta.');
} finally {
  await browser.close();
  await stop();
}
