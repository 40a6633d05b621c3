import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, finishedOpening, test } from './support/fixtures';

async function registerByApi(request: APIRequestContext) {
  const id = randomUUID().slice(0, 8);
  const account = {
    username: `perfil_${id}`,
    email: `perfil_${id}@exemplo.com.br`,
    password: `Caju-Verde-${id}!`,
    first_name: 'Joana',
    last_name: 'Teste',
  };
  const res = await request.post('/api/v1/users/register/', {
    data: { ...account, password_confirm: account.password },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { access: string; refresh: string; user: unknown };
  return { account, ...body };
}

/** Starts the session the way a reload restores it: the three tribo:* keys. */
async function storeSession(page: Page, session: { access: string; refresh: string; user: unknown }) {
  // Same origin, but a page where the app does not run: the app's own session persistence cannot
  // overwrite the keys written here before the next navigation reads them.
  await page.goto('/api/health');
  await page.evaluate(
    ([token, refresh, user]) => {
      localStorage.setItem('tribo:token', token);
      localStorage.setItem('tribo:refreshToken', refresh);
      localStorage.setItem('tribo:user', user);
    },
    [session.access, session.refresh, JSON.stringify(session.user)],
  );
}

/** Changes the password on /profile/edit (already open) and waits for the confirmation. */
async function changePassword(page: Page, password: string): Promise<string> {
  const main = page.getByRole('main');
  const newPassword = `${password}-nova`;
  await main.getByLabel('Senha atual').fill(password);
  await main.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await main.getByLabel('Confirme a nova senha').fill(newPassword);
  await main.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso. Entre novamente nos outros dispositivos.')).toBeVisible();
  return newPassword;
}

test('edit profile: new name and photo show in the header and on the public profile', async ({ page, request }) => {
  const session = await registerByApi(request);
  const { username } = session.account;
  await storeSession(page, session);

  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByLabel('Nome', { exact: true })).toHaveValue('Joana');

  // A file that is not an image is refused in the browser, before any upload.
  await main.getByLabel('Escolher foto').setInputFiles({
    name: 'curriculo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(main.getByText('Envie uma imagem JPEG, PNG ou WebP.')).toBeVisible();

  const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2f7ae5' } })
    .png()
    .toBuffer();
  await main.getByLabel('Escolher foto').setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: photo });
  await expect(main.getByText('Nova foto: eu.png.', { exact: false })).toBeVisible();

  await main.getByLabel('Nome', { exact: true }).fill('Joaninha');
  await main.getByLabel('Cidade').fill('Campinas');
  await main.getByLabel('Sobre você').fill('Faço faxina pesada e passo roupa.');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/me/') && r.request().method() === 'PUT');
  await main.getByRole('button', { name: 'Salvar alterações' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();

  // The header follows at once, with the new name and the stored photo.
  const accountButton = page.getByRole('banner').getByRole('button', { name: 'Joaninha' });
  await expect(accountButton).toBeVisible();
  const headerPhoto = accountButton.locator('img');
  await expect(headerPhoto).toHaveAttribute('src', /\/media\/avatars\/.+\.webp/);
  await expect.poll(() => headerPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // ...and survives a reload (the stored user was updated).
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Joaninha' })).toBeVisible();

  // The public profile shows the same, to anyone.
  await main.getByRole('link', { name: 'Ver meu perfil público' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${username}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Joaninha' })).toBeVisible();
  await expect(main.getByText('Campinas')).toBeVisible();
  await expect(main.getByText('Faço faxina pesada e passo roupa.')).toBeVisible();
  await expect(main.getByText(/^Membro desde \p{L}+ de \d{4}$/u)).toBeVisible();
  await expect(main.getByText('Nenhum anúncio ativo')).toBeVisible();
  const profilePhoto = main.getByRole('img', { name: 'Foto de Joaninha' });
  await expect(profilePhoto).toHaveAttribute('src', /\/media\/avatars\/.+\.webp/);
  await expect.poll(() => profilePhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('change password: this tab stays signed in with the new tokens, other sessions end at once', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request);
  const { email, password } = session.account;
  const other = await request.post('/api/v1/token/', { data: { email, password } });
  expect(other.status()).toBe(200);
  const otherDevice = (await other.json()) as { access: string; refresh: string };
  await storeSession(page, session);
  await page.goto('/profile/edit');
  const newPassword = await changePassword(page, password);

  // The tab keeps the pair the change returned: still signed in, also after a reload.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tribo:token'))).not.toBe(session.access);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Joana' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('tribo:token'));
  const bearer = (token: string) => ({ authorization: `Bearer ${token.replace(/^Bearer /, '')}` });
  expect((await request.get('/api/v1/users/me/', { headers: bearer(stored!) })).status()).toBe(200);

  // Every earlier session ends now, not when its access token expires.
  for (const token of [session.access, otherDevice.access]) {
    const res = await request.get('/api/v1/users/me/', { headers: bearer(token) });
    expect(res.status()).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('token_not_valid');
  }
  expect((await request.post('/users/token/refresh/', { data: { refresh: otherDevice.refresh } })).status()).toBe(401);
  expect((await request.post('/api/v1/token/', { data: { email, password: newPassword } })).status()).toBe(200);
});

test("a second tab of the same browser carries on after the first tab's password change", async ({
  context,
  page,
  request,
}) => {
  const session = await registerByApi(request);
  const { password } = session.account;
  await storeSession(page, session);
  await page.goto('/profile/edit');
  const second = await context.newPage();
  await second.goto('/profile/edit');
  await expect(second.getByRole('main').getByLabel('Nome', { exact: true })).toHaveValue('Joana');

  await changePassword(page, password);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tribo:token'))).not.toBe(session.access);

  // The second tab still holds the old pair in memory: its next call meets a 401 and takes over
  // the first tab's stored session instead of signing out (and wiping it).
  const other = second.getByRole('main');
  await other.getByLabel('Cidade').fill('Campinas');
  await other.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(second.getByText('Perfil atualizado com sucesso!')).toBeVisible();
  for (const tab of [page, second]) {
    await tab.reload();
    await expect(tab.getByRole('banner').getByRole('button', { name: 'Joana' })).toBeVisible();
    await expect(tab.getByRole('main').getByLabel('Cidade')).toHaveValue('Campinas');
  }
});

test('danger zone: export my data as JSON, then delete the account and land signed out on /', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request);
  const { username, email, password } = session.account;
  await storeSession(page, session);
  await page.goto('/profile/edit');
  const main = page.getByRole('main');

  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Exportar meus dados' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`tribo-meus-dados-${username}.json`);
  const exported = JSON.parse(readFileSync(await file.path(), 'utf8')) as { user: { username: string } };
  expect(exported.user.username).toBe(username);

  await main.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir sua conta?' });
  await finishedOpening(dialog);
  await dialog.getByLabel('Confirme com sua senha').fill(password);
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/Sua conta foi excluída/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Joana' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('tribo:token'))).toBeNull();
  expect((await request.post('/api/v1/token/', { data: { email, password } })).status()).toBe(401);
  expect((await request.get(`/api/v1/users/profiles/${username}/`)).status()).toBe(404);
});

test('an unknown username gets the pt-BR not-found state', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/404/);
  await page.goto(`/profile/ninguem_${randomUUID().slice(0, 6)}`);
  await expect(page.getByText('Perfil não encontrado', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver anúncios' })).toBeVisible();
});
