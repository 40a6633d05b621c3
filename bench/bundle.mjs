// npm run bench:bundle — what the browser downloads on a first visit to each public page: the app
// as `npm start` runs it (it builds dist/ only when it is not current, with npm start's own
// configuration, so a running server's pages keep working), opened in the Chromium of the e2e
// tests with an empty cache. Every JavaScript and CSS response is counted as transferred (gzip over
// http), including the chunks loaded after the route chunk, until the network is idle.
// Budgets: / <= 150 KB gzip JS, every other public page <= 200 KB.
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { demoAdSlug, startApp } from './lighthouse.mjs';

const require = createRequire(import.meta.url);
const { CHROMIUM_ARGS, resolveChromium } = require('../test/e2e/chromium.cjs');

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const BUDGET = { home: 150 * 1024, other: 200 * 1024 };

const { base, stop } = await startApp();
const browser = await chromium.launch({ executablePath: await resolveChromium(), args: CHROMIUM_ARGS });
let over = 0;
try {
  const slug = await demoAdSlug(base);
  const pages = [
    '/',
    '/ads',
    '/ads?search=diarista',
    `/ads/${slug}`,
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
  ];
  console.log(`JS e CSS transferidos na primeira visita (cache vazio, ${base}):\n`);
  for (const url of pages) {
    // gzip, as the budgets are written (Chromium would ask for brotli, a few KB smaller).
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate' },
    });
    const page = await context.newPage();
    const files = [];
    page.on('requestfinished', async (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const response = await request.response();
      const sizes = await request.sizes();
      const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
      files.push({ name: new URL(request.url()).pathname.slice(1), type, bytes: sizes.responseBodySize, encoding });
    });
    await page.goto(base + url, { waitUntil: 'networkidle' });
    // Whatever the page loads by itself after it settles (lazy parts of the first screen).
    await page.waitForTimeout(500);
    await context.close();
    const js = files.filter((f) => f.type === 'script');
    const css = files.filter((f) => f.type === 'stylesheet');
    const jsTotal = js.reduce((s, f) => s + f.bytes, 0);
    const cssTotal = css.reduce((s, f) => s + f.bytes, 0);
    const budget = url === '/' ? BUDGET.home : BUDGET.other;
    const ok = jsTotal <= budget;
    if (!ok) over++;
    console.log(
      `${url.padEnd(28)} JS ${kb(jsTotal).padStart(9)} em ${String(js.length).padStart(2)} arquivos` +
        ` | CSS ${kb(cssTotal).padStart(8)} | meta ${kb(budget)} ${ok ? 'ok' : 'ACIMA'}`,
    );
    for (const f of js.sort((a, b) => b.bytes - a.bytes).slice(0, 6))
      console.log(`    ${kb(f.bytes).padStart(9)}  ${f.name} (${f.encoding})`);
  }
  console.log(over ? `\n${over} página(s) acima da meta.` : '\nTodas as páginas dentro da meta.');
} finally {
  await browser.close();
  await stop();
}
