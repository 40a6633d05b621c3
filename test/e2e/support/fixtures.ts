import { test as base, expect, type Page } from '@playwright/test';

export const DESKTOP = { width: 1366, height: 768 };
export const MOBILE = { width: 390, height: 844 };

/**
 * `page` that records console errors and uncaught exceptions; a test fails if any happened.
 * Use `consoleErrors.allow(/pattern/)` for an error a test provokes on purpose.
 */
export const test = base.extend<{ consoleErrors: { list: string[]; allow(re: RegExp): void } }>({
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
