import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures';

/** A new account through the API, signed in by writing the three session keys (spec section 3). */
async function signedInNewUser(page: Page, request: APIRequestContext) {
  const id = randomUUID().slice(0, 8);
  const password = `Caju-Verde-${id}!`;
  const res = await request.post('/api/v1/users/register/', {
    data: {
      username: `e2e_sino_${id}`,
      email: `e2e_sino_${id}@exemplo.com.br`,
      password,
      password_confirm: password,
      first_name: 'Bianca',
      last_name: 'Teste',
    },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { access: string; refresh: string; user: { id: number } };
  // Same origin, but a page where the app does not run: the app's own session persistence cannot
  // overwrite the keys written here before the next navigation reads them.
  await page.goto('/api/health');
  await page.evaluate((s) => {
    localStorage.setItem('tribo:token', s.access);
    localStorage.setItem('tribo:refreshToken', s.refresh);
    localStorage.setItem('tribo:user', JSON.stringify(s.user));
  }, body);
  await page.goto('/');
  return body;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificações/ });

test('welcome in the bell; a published ad arrives live; marking it read updates the badge', async ({
  page,
  request,
}) => {
  const session = await signedInNewUser(page, request);

  // The welcome notification made at registration.
  await expect(bell(page)).toHaveAccessibleName('Notificações (1 não lidas)');
  await bell(page).click();
  const popover = page.locator('.ant-popover');
  await expect(popover.getByRole('heading', { name: 'Notificações' })).toBeVisible();
  await expect(popover.getByText('1 nova(s)')).toBeVisible();
  await expect(popover.getByText('Bem-vindo à Tribo!')).toBeVisible();
  await expect(popover.getByText('Agora')).toBeVisible();

  // Publishing an ad (through the API, as another tab would) reaches this page over the stream.
  const categories = (await (await request.get('/api/v1/ads/categories/')).json()) as Array<{ id: number }>;
  const created = await request.post('/api/v1/ads/ads/', {
    headers: { authorization: `Bearer ${session.access}` },
    data: {
      title: 'Bicicleta aro 29 revisada',
      description: 'Bicicleta aro 29 com 21 marchas, freio a disco e pneus novos. Revisada este mês.',
      category_id: categories[0].id,
      price_cents: 120000,
      state_code: 'SP',
      city: 'Campinas',
    },
  });
  expect(created.status()).toBe(201);
  const slug = ((await created.json()) as { slug: string }).slug;

  await expect(bell(page)).toHaveAccessibleName('Notificações (2 não lidas)');
  await expect(popover.getByText('Anúncio publicado')).toBeVisible();
  await expect(popover.getByText('2 nova(s)')).toBeVisible();
  await screenshot(page, 'notifications-bell');

  // Clicking it marks it read (badge 1) and opens the ad.
  await popover.getByText('Anúncio publicado').click();
  await expect(bell(page)).toHaveAccessibleName('Notificações (1 não lidas)');
  await expect(page).toHaveURL(new RegExp(`/ads/${slug}$`));

  // Mark all read: the badge goes away.
  await bell(page).click();
  await popover.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notificações');
  await expect(popover.getByText('Você não tem notificações não lidas')).toBeVisible();
});

test('the history at /profile#notifications lists, filters and deletes', async ({ page, request }) => {
  await signedInNewUser(page, request);
  await page.goto('/profile#notifications');
  const section = page.locator('section#notifications');
  await expect(section.getByRole('heading', { name: 'Notificações' })).toBeVisible();
  await expect(section.getByText('1 no total · 1 não lida(s)')).toBeVisible();
  await expect(section.getByText('Bem-vindo à Tribo!')).toBeVisible();
  await section.getByRole('button', { name: 'Marcar como lida' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notificações');
  await section.getByText('Não lidas').click();
  await expect(section.getByText('Você não tem notificações não lidas')).toBeVisible();
  await section.getByText('Todas', { exact: true }).click();
  await section.getByRole('button', { name: 'Excluir a notificação Bem-vindo à Tribo!' }).click();
  await page.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(section.getByText('Você ainda não recebeu notificações')).toBeVisible();
});
