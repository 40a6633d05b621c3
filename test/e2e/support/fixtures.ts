import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';

export const DESKTOP = { width: 1366, height: 768 };
export const MOBILE = { width: 390, height: 844 };

/**
 * `page` that records console errors and uncaught exceptions; a test fails if any happened.
 * Use `consoleErrors.allow(/pattern/)` for an error a test provokes on purpose.
 */
/**
 * After each page load, waits until the app answers input (`<html data-app="ready">`, src/app/App.tsx):
 * /, /ads and /ads/{slug} arrive drawn by the server and only answer once hydrated. Applied to every
 * page of the test's context (and by `newPage` helpers to pages of other contexts).
 */
export function waitForAppOnLoad(page: Page) {
  const ready = () =>
    page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.app === 'ready');
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  page.waitForURL = async (...args) => {
    await waitForURL(...args);
    await ready();
  };
  return page;
}

/** How many finished requests a failed test prints (the last ones). */
const LAST_REQUESTS = 40;

export const test = base.extend<{
  consoleErrors: { list: string[]; allow(re: RegExp): void };
  diagnostics: void;
}>({
  context: async ({ context }, use) => {
    context.on('page', waitForAppOnLoad);
    await use(context);
  },
  /**
   * When a test fails, prints what the browser was doing: the requests still waiting for an answer
   * (with their age), the last finished or failed ones and every console message, so a failure in
   * CI (where test-results/ is gone) still says whether the server, the network or the app stalled.
   */
  diagnostics: [
    async ({ context }, use, testInfo) => {
      const start = Date.now();
      const at = () => `${((Date.now() - start) / 1000).toFixed(1)}s`;
      const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
      const pending = new Map<Request, number>();
      const lines: string[] = [];
      const log = (line: string) => {
        lines.push(`${at()} ${line}`);
        if (lines.length > LAST_REQUESTS * 2) lines.shift();
      };
      context.on('request', (r) => pending.set(r, Date.now()));
      context.on('requestfinished', (r) => {
        const began = pending.get(r) ?? Date.now();
        pending.delete(r);
        // The context may close before the answer is read (the test ended): only the log misses it.
        r.response().then(
          (res) => log(`${r.method()} ${short(r.url())} ${res?.status() ?? '?'} ${Date.now() - began}ms`),
          () => undefined,
        );
      });
      context.on('requestfailed', (r) => {
        pending.delete(r);
        log(`${r.method()} ${short(r.url())} FALHOU ${r.failure()?.errorText ?? ''}`);
      });
      context.on('console', (m) => log(`[console.${m.type()}] ${m.text().slice(0, 300)}`));
      context.on('weberror', (e) => log(`[pageerror] ${e.error().message}`));
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const out = [`\n--- diagnóstico de "${testInfo.title}" ---`];
      for (const p of context.pages()) out.push(`página: ${p.url()}`);
      out.push(`requisições sem resposta: ${pending.size}`);
      for (const [r, began] of pending) out.push(`  ${r.method()} ${short(r.url())} há ${Date.now() - began}ms`);
      out.push('últimos eventos:', ...lines.map((l) => `  ${l}`), '---');
      process.stdout.write(out.join('\n') + '\n');
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const list: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') list.push(msg.text());
      });
      page.on('pageerror', (err) => list.push(`pageerror: ${err.message}`));
      await use({ list, allow: (re) => allowed.push(re) });
      const unexpected = list.filter((t) => !allowed.some((re) => re.test(t)));
      expect(unexpected, 'erros no console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: false });
}

/**
 * Waits until an antd popup (a Select's list, a Modal, a Drawer) has finished opening: no
 * enter/appear motion class on it or around it. Its buttons move while it zooms or slides in, and
 * a click then can land beside them (a person never clicks that fast).
 */
export async function finishedOpening(popup: Locator) {
  await expect(popup).toBeVisible();
  await expect(
    popup.locator('xpath=ancestor-or-self::*[contains(@class, "-appear") or contains(@class, "-enter")]'),
  ).toHaveCount(0);
}

/**
 * Chooses `option` in the antd Select `select` (its combobox) as a person does: opens it, waits
 * until the list has finished opening, clicks the option in the visible list (not the a11y
 * listbox), and checks the field shows it; the steps are retried if the list closed meanwhile.
 * A native <select> (the plain pages' forms) gets the option by its text.
 */
export async function chooseOption(select: Locator, option: string) {
  if (await select.evaluate((el) => el.tagName === 'SELECT')) {
    await select.selectOption({ label: option });
    await expect(select.locator('option:checked')).toHaveText(option);
    return;
  }
  const page = select.page();
  const escaped = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    await expect(list).toHaveCount(1, { timeout: 2000 });
    await finishedOpening(list);
    await list.locator('.ant-select-item-option', { hasText: new RegExp(`^${escaped}$`) }).click({ timeout: 2000 });
    await expect(list).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('.ant-form-item, .ant-select', { has: select }).first()).toContainText(option);
}
