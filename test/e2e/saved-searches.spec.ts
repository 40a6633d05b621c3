import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DESKTOP, expect, MOBILE, screenshot, test } from './support/fixtures';
import { signedInNewUser } from './support/session';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificações/ });

test('A saves "bicicleta" in SP with "Na hora"; B publishes a matching ad; A’s bell shows the alert live', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await signedInNewUser(page, request, { prefix: 'e2e_busca_a', firstName: 'Ana' });
  await page.goto('/ads?search=bicicleta&state_code=SP');
  await expect(bell(page)).toHaveAccessibleName('Notificações (1 não lida)');

  await page.getByRole('button', { name: 'Salvar busca' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salvar busca' });
  await expect(dialog.getByLabel('Nome da busca')).toHaveValue('bicicleta em São Paulo');
  await dialog.getByText('Na hora', { exact: true }).click();
  await screenshot(page, 'saved-searches-dialog');
  await dialog.getByRole('button', { name: 'Salvar busca' }).click();
  await expect(
    page.getByText('Busca “bicicleta em São Paulo” salva. Veja em Meu perfil › Buscas salvas.'),
  ).toBeVisible();

  // B publishes a matching ad (through the API, as their own tab would).
  const id = randomUUID().slice(0, 8);
  const b = await request.post('/api/v1/users/register/', {
    data: {
      username: `e2e_busca_b_${id}`,
      email: `e2e_busca_b_${id}@exemplo.com.br`,
      password: `Caju-Verde-${id}!`,
      password_confirm: `Caju-Verde-${id}!`,
      first_name: 'Bruno',
    },
  });
  expect(b.status(), await b.text()).toBe(201);
  const { access } = (await b.json()) as { access: string };
  const categories = (await (await request.get('/api/v1/ads/categories/')).json()) as Array<{
    id: number;
    slug: string;
  }>;
  const bikes = categories.find((c) => c.slug === 'bicicletas-e-esportes')!;
  const created = await request.post('/api/v1/ads/ads/', {
    headers: { authorization: `Bearer ${access}` },
    data: {
      title: 'Bicicleta elétrica dobrável',
      description: 'Bicicleta elétrica dobrável, bateria nova, autonomia de 40 km. Pouco usada.',
      category_id: bikes.id,
      price_cents: 350000,
      state_code: 'SP',
      city: 'Campinas',
    },
  });
  expect(created.status()).toBe(201);
  const slug = ((await created.json()) as { slug: string }).slug;

  // The matching job (every few seconds) notifies A; the stream brings it to the open page.
  await expect(bell(page)).toHaveAccessibleName('Notificações (2 não lidas)', { timeout: 20_000 });
  await bell(page).click();
  const popover = page.getByRole('banner').getByRole('region', { name: 'Notificações' });
  const alert = popover.getByText('Novo anúncio para sua busca “bicicleta em São Paulo”');
  await expect(alert).toBeVisible();
  await expect(popover.getByRole('img', { name: 'Busca salva' })).toBeVisible();
  await screenshot(page, 'saved-searches-bell');
  await alert.click();
  await expect(page).toHaveURL(new RegExp(`/ads/${slug}$`));

  // Buscas salvas: the search in words, its new ad; opening it resets the count.
  await page.goto('/profile?tab=searches');
  const item = page.getByRole('article', { name: 'bicicleta em São Paulo' });
  await expect(item.getByText('“bicicleta” · em São Paulo')).toBeVisible();
  await expect(item.getByText('1 anúncio novo')).toBeVisible();
  await screenshot(page, 'saved-searches-tab');
  await page.setViewportSize(MOBILE);
  // The five tabs fit the phone: none scrolled out of the tab list.
  for (const name of [/Anúncios/, /Tribos/, /Favoritos/, /Buscas/, /Pagamentos/])
    await expect(page.getByRole('tab', { name })).toBeInViewport({ ratio: 1 });
  expect(await page.getByRole('tablist').evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
  await screenshot(page, 'saved-searches-tab-phone');
  await item.getByRole('button', { name: /Ver anúncios/ }).click();
  await expect(page).toHaveURL(/\/ads\?search=bicicleta&state_code=SP$/);
  await expect(page.getByRole('link', { name: /Bicicleta elétrica dobrável/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Salvar busca' }).click();
  await expect(page.getByRole('dialog', { name: 'Salvar busca' }).getByLabel('Nome da busca')).toBeVisible();
  await screenshot(page, 'saved-searches-dialog-phone');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.goto('/profile?tab=searches');
  await expect(page.getByRole('article', { name: 'bicicleta em São Paulo' })).toBeVisible();
  await expect(page.getByText('1 anúncio novo')).toHaveCount(0);
});

test('a visitor is asked to sign in to save a search', async ({ page }) => {
  await page.goto('/ads?search=diarista');
  await page.getByRole('button', { name: 'Salvar busca' }).click();
  await page.getByRole('dialog', { name: 'Salvar busca' }).getByRole('button', { name: 'Salvar busca' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Entre para salvar buscas')).toBeVisible();
});
