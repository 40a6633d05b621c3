import type { Page } from '@playwright/test';

/** The staff account the e2e server creates on its first start (playwright.config.ts passes it). */
export const E2E_ADMIN = { email: 'equipe@tribo.local', password: 'Equipe-Tribo-E2E-2026!' };

/** Signs in on /login with the staff account, as a person does. */
export async function signInAsStaff(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
