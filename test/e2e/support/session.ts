import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export interface NewSession {
  access: string;
  refresh: string;
  user: { id: number; username: string };
}

/** A new account through the API (the page's session untouched), with its e-mail and password. */
export async function newAccount(
  request: APIRequestContext,
  { prefix, firstName, lastName = 'Teste' }: { prefix: string; firstName: string; lastName?: string },
): Promise<NewSession & { email: string; password: string }> {
  const id = randomUUID().slice(0, 8);
  const password = `Caju-Verde-${id}!`;
  const email = `${prefix}_${id}@exemplo.com.br`;
  const res = await request.post('/api/v1/users/register/', {
    data: {
      username: `${prefix}_${id}`,
      email,
      password,
      password_confirm: password,
      first_name: firstName,
      last_name: lastName,
    },
  });
  expect(res.status()).toBe(201);
  return { ...((await res.json()) as NewSession), email, password };
}

/**
 * Signs `session` in the page the way a reload restores a session: the three tribo:* keys (spec
 * section 3), written on a page where the app does not run, so that the app's own session
 * persistence cannot overwrite them before the next navigation reads them.
 */
export async function useSession(page: Page, session: NewSession): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate((s) => {
    localStorage.clear();
    localStorage.setItem('tribo:token', s.access);
    localStorage.setItem('tribo:refreshToken', s.refresh);
    localStorage.setItem('tribo:user', JSON.stringify(s.user));
  }, session);
}

/** A new account through the API, signed in. Usernames are `${prefix}_${random}`. */
export async function signedInNewUser(
  page: Page,
  request: APIRequestContext,
  options: { prefix: string; firstName: string; lastName?: string },
): Promise<NewSession> {
  const session = await newAccount(request, options);
  await useSession(page, session);
  return session;
}
