import { test as base, expect, type Page } from '@playwright/test';

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

export const test = base.extend<{ consoleErrors: { list: string[]; allow(re: RegExp): void } }>({
  context: async ({ context }, use) => {
    context.on('page', waitForAppOnLoad);
    await use(context);
  },
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
