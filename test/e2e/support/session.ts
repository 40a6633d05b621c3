import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export interface NewSession {
  access: string;
  refresh: string;
  user: { id: number; username: string };
}

/**
 * A new account through the API, signed in the way a reload restores a session: the three
 * tribo:* keys (spec section 3). Usernames are `${prefix}_${random}`.
 */
export async function signedInNewUser(
  page: Page,
  request: APIRequestContext,
  { prefix, firstName, lastName = 'Teste' }: { prefix: string; firstName: string; lastName?: string },
): Promise<NewSession> {
  const id = randomUUID().slice(0, 8);
  const password = `Caju-Verde-${id}!`;
  const res = await request.post('/api/v1/users/register/', {
    data: {
      username: `${prefix}_${id}`,
      email: `${prefix}_${id}@exemplo.com.br`,
      password,
      password_confirm: password,
      first_name: firstName,
      last_name: lastName,
    },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as NewSession;
  // Same origin, but a page where the app does not run: the app's own session persistence cannot
  // overwrite the keys written here before the next navigation reads them.
  await page.goto('/api/health');
  await page.evaluate((s) => {
    localStorage.setItem('tribo:token', s.access);
    localStorage.setItem('tribo:refreshToken', s.refresh);
    localStorage.setItem('tribo:user', JSON.stringify(s.user));
  }, body);
  return body;
}
