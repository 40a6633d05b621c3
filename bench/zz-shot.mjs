import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { staffSession, storeSession } from './support/sessions.mjs';
const require = createRequire(import.meta.url);
const { CHROMIUM_ARGS } = require('../test/e2e/chromium.cjs');
const base = 'http://127.0.0.1:8170';
const out = process.argv[2] ?? 'before';
const browser = await chromium.launch({ executablePath: '/tmp/chromium', args: CHROMIUM_ARGS });
const s = await staffSession(base);
for (const [w, h] of [[1366, 768], [390, 844]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  await ctx.addInitScript(storeSession, s);
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  await page.goto(base + '/admin', { waitUntil: 'load' });
  await page.getByRole('heading', { name: 'Painel' }).waitFor();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/admin-${out}-${w}.png`, fullPage: true });
  if (w === 1366 && out === 'before') {
    const styles = await page.evaluate(() => {
      const pick = (sel, props) => { const el = document.querySelector(sel); if (!el) return sel + ' none'; const cs = getComputedStyle(el); return sel + ' ' + props.map((p) => `${p}:${cs.getPropertyValue(p)}`).join('; '); };
      const P = ['color','background-color','border','border-radius','padding','margin','font-size','line-height','font-weight','height','width','box-shadow'];
      const tags = [...document.querySelectorAll('.ant-tag')].map((t) => { const cs = getComputedStyle(t); return `tag ${t.className} "${t.textContent}" color:${cs.color}; bg:${cs.backgroundColor}; border:${cs.border}; radius:${cs.borderRadius}; pad:${cs.padding}; fs:${cs.fontSize}; lh:${cs.lineHeight}; mr:${cs.marginRight}`; });
      return [
        ...new Set(tags),
        pick('.ant-layout', P), pick('.ant-layout-sider', P), pick('.ant-menu', P), pick('.ant-menu-item', P), pick('.ant-menu-item-selected', P), pick('.ant-menu-item-icon', P), pick('.ant-menu-title-content', P),
        pick('.ant-card', P), pick('.ant-card-head', P), pick('.ant-card-head-title', P), pick('.ant-card-body', P), pick('.ant-card-extra', P),
        pick('.ant-statistic-title', P), pick('.ant-statistic-content', P), pick('.ant-row', ['display','gap','margin','row-gap','column-gap']), pick('.ant-col', ['padding','width','flex']),
        pick('.ant-table', P), pick('.ant-table-thead th', P), pick('.ant-table-tbody td', P), pick('h1', P), pick('main', P),
      ].join('\n');
    });
    console.log(styles);
    const box = await page.evaluate(() => [...document.querySelectorAll('.ant-card, .ant-layout-sider, .ant-menu-item, table')].slice(0, 20).map((e) => `${e.className.slice(0, 40)} ${JSON.stringify(e.getBoundingClientRect())}`).join('\n'));
    console.log(box);
  }
  await ctx.close();
}
await browser.close();
