import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The server of this run (playwright.config.ts): its data dir holds the JWT secret and the outbox.
const port = Number(process.env.E2E_PORT ?? 8123);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `tribo-e2e-${port}`);
const KEYS = ['tribo:token', 'tribo:refreshToken', 'tribo:user'];

function newAccount() {
  const id = randomUUID().slice(0, 8);
  return {
    username: `e2e_${id}`,
    email: `e2e_${id}@exemplo.com.br`,
    password: `Caju-Verde-${id}!`,
    first_name: 'Joana',
    last_name: 'Teste',
  };
}

async function registerByApi(request: APIRequestContext, account = newAccount()) {
  const res = await request.post('/api/v1/users/register/', {
    data: { ...account, password_confirm: account.password },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { access: string; refresh: string; user: { id: number } };
  return { account, ...body };
}

async function storedKeys(page: Page) {
  return page.evaluate((keys) => keys.map((k) => window.localStorage.getItem(k)), KEYS);
}

async function signIn(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel('Senha', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Quoted-printable or base64 parts of an .eml, decoded enough to find a link. */
function readableEml(raw: string): string {
  const qp = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const b64 = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)]
    .map((m) => Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${qp}\n${b64}`;
}

async function resetLinkFor(email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        // The server sends the mail after answering: the folder may not exist yet (a thrown error
        // would end the poll at once instead of retrying).
        if (!existsSync(outbox)) return undefined;
        const files = readdirSync(outbox, { withFileTypes: true })
          .filter((f) => f.isFile() && f.name.endsWith('.eml'))
          .map((f) => f.name)
          .sort();
        for (const name of files.reverse()) {
          const text = readableEml(readFileSync(path.join(outbox, name), 'utf8'));
          if (!text.includes(email)) continue;
          found = /https?:\/\/[^\s"<>]+\/reset-password-confirm\/[^\s"<>/]+\/[^\s"<>/]+/.exec(text)?.[0];
          if (found) return found;
        }
        return undefined;
      },
      { message: 'e-mail de redefinição na caixa de saída', timeout: 15_000 },
    )
    .toBeTruthy();
  return found!;
}

test('register -> signed in -> reload keeps the user -> logout -> a protected page asks to sign in -> back to it', async ({
  page,
}) => {
  const account = newAccount();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByLabel('Nome', { exact: true }).fill(account.first_name);
  await main.getByLabel('Sobrenome').fill(account.last_name);
  await main.getByLabel('Nome de usuário').fill(account.username);
  await main.getByLabel('E-mail').fill(account.email);
  await main.getByLabel('Senha', { exact: true }).fill(account.password);
  await main.getByLabel('Confirme a senha').fill(account.password);
  // Not without the terms (LGPD): the field says so and no account is made.
  await main.getByRole('button', { name: 'Criar conta' }).click();
  await expect(
    main.getByText('Para criar a conta, aceite os Termos de Uso e a Política de Privacidade.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await main.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }).check();
  await main.getByRole('button', { name: 'Criar conta' }).click();

  // Lands signed in on the home page, with the session in the three keys.
  await expect(page).toHaveURL(/\/$/);
  const accountButton = page.getByRole('banner').getByRole('button', { name: account.first_name });
  await expect(accountButton).toBeVisible();
  const [token, refresh, user] = await storedKeys(page);
  expect(token).toBeTruthy();
  expect(refresh).toBeTruthy();
  expect(JSON.parse(user!)).toMatchObject({ username: account.username, email: account.email });

  // A reload restores the session.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: account.first_name })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  // Sign-out from the account menu goes to / and removes the three keys.
  await page.getByRole('banner').getByRole('button', { name: account.first_name }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: account.first_name })).toHaveCount(0);
  expect(await storedKeys(page)).toEqual([null, null, null]);
  // The revoked refresh token is dead on the server too.
  await expect
    .poll(async () => (await page.request.post('/users/token/refresh/', { data: { refresh } })).status())
    .toBe(401);

  // A protected page sends the visitor to /login; signing in lands back on it.
  await page.goto('/profile/edit');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByRole('banner').getByRole('button', { name: account.first_name })).toBeVisible();
});

test('an access token that expired mid-use is renewed without the user noticing', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The browser reports the one 401 the renewal answers; nothing else may go wrong.
  consoleErrors.allow(/401/);
  const { account, refresh, user } = await registerByApi(request);
  const secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer('tribo-api')
    .setAudience('tribo-spa')
    .setIssuedAt(now - 1000)
    .setExpirationTime(now - 60)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(secret));
  expect((await request.get('/api/v1/users/me/', { headers: { authorization: `Bearer ${expired}` } })).status()).toBe(
    401,
  );

  // Same origin, but a page where the app does not run: the app's own session persistence cannot
  // overwrite the keys written here before the next navigation reads them.
  await page.goto('/api/health');
  await page.evaluate(
    ([token, refreshToken, stored]) => {
      localStorage.setItem('tribo:token', token);
      localStorage.setItem('tribo:refreshToken', refreshToken);
      localStorage.setItem('tribo:user', stored);
    },
    [expired, refresh, JSON.stringify(user)],
  );

  const renewal = page.waitForResponse((r) => r.url().endsWith('/users/token/refresh/'));
  await page.goto('/');
  expect((await renewal).status()).toBe(200);

  // Still signed in, on the same page, with a new access token stored and working.
  await expect(page.getByRole('banner').getByRole('button', { name: account.first_name })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await storedKeys(page))[0]).not.toBe(expired);
  const [fresh] = await storedKeys(page);
  expect((await request.get('/api/v1/users/me/', { headers: { authorization: `Bearer ${fresh}` } })).status()).toBe(
    200,
  );

  // Using the app goes on normally.
  await page.goto('/profile/edit');
  await expect(page).toHaveURL(/\/profile\/edit$/);
});

test('a forgotten password is reset through the e-mailed link', async ({ page, request }) => {
  const { account } = await registerByApi(request);
  await page.goto('/login');
  await page.getByRole('main').getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The login page (with its own E-mail field) stays on screen until the new page's code is in.
  await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
  await page.getByRole('main').getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText(/Se o e-mail existir em nossa base/)).toBeVisible();

  const link = await resetLinkFor(account.email);
  const url = new URL(link);
  await page.goto(url.pathname);
  const newPassword = `Nova-Senha-${randomUUID().slice(0, 6)}!`;
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirme a nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Senha redefinida com sucesso!')).toBeVisible();

  // A link to the sign-in page, drawn as the primary button.
  await page.getByRole('main').getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: account.first_name })).toBeVisible();

  // The old password no longer works.
  const old = await request.post('/api/v1/token/', { data: { email: account.email, password: account.password } });
  expect(old.status()).toBe(401);
});
