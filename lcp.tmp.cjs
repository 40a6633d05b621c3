const { chromium } = require('playwright-core');
const { resolveChromium, CHROMIUM_ARGS } = require('./test/e2e/chromium.cjs');
(async () => {
  const browser = await chromium.launch({ executablePath: await resolveChromium(), args: CHROMIUM_ARGS });
  for (const url of process.argv.slice(2)) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.addInitScript(() => {
      window.__lcp = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? e.element.tagName + '.' + (e.element.className||'') + ' ' + (e.element.getAttribute('src')||e.element.textContent||'').slice(0,60) : e.url }); }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    console.log(url, JSON.stringify(await page.evaluate(() => window.__lcp), null, 0));
    await page.close();
  }
  await browser.close();
})();
