import type { APIRequestContext, Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures';
import { signedInNewUser as newSession } from './support/session';

/** A new account, signed in, on the home page. */
async function signedInNewUser(page: Page, request: APIRequestContext) {
  const session = await newSession(page, request, { prefix: 'e2e_sino', firstName: 'Bianca' });
  await page.goto('/');
  return session;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificações/ });

test('welcome in the bell; a published ad arrives live; marking it read updates the badge', async ({
  page,
  request,
}) => {
  const session = await signedInNewUser(page, request);

  // The welcome notification made at registration.
  await expect(bell(page)).toHaveAccessibleName('Notificações (1 não lida)');
  await bell(page).click();
  const popover = page.getByRole('banner').getByRole('region', { name: 'Notificações' });
  await expect(popover.getByRole('heading', { name: 'Notificações' })).toBeVisible();
  await expect(popover.getByText('1 nova')).toBeVisible();
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
  await expect(popover.getByText('2 novas')).toBeVisible();
  await screenshot(page, 'notifications-bell');

  // Clicking it marks it read (badge 1) and opens the ad.
  await popover.getByText('Anúncio publicado').click();
  await expect(bell(page)).toHaveAccessibleName('Notificações (1 não lida)');
  await expect(page).toHaveURL(new RegExp(`/ads/${slug}$`));

  // Mark all read: the badge goes away.
  await bell(page).click();
  await popover.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notificações');
  await expect(popover.getByText('Você não tem notificações não lidas')).toBeVisible();

  // Escape closes the panel; the focus is back on the bell.
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(bell(page)).toBeFocused();
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'false');
});

test('on a desktop the panel hangs under the bell, right-aligned; the page loads no antd for it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await signedInNewUser(page, request);
  await expect(bell(page)).toHaveAccessibleName('Notificações (1 não lida)');
  await bell(page).click();
  const panel = page.getByRole('banner').getByRole('region', { name: 'Notificações' });
  await expect(panel.getByText('Bem-vindo à Tribo!')).toBeVisible();
  const bellBox = (await bell(page).boundingBox())!;
  const panelBox = (await panel.boundingBox())!;
  expect(panelBox.y).toBeGreaterThan(bellBox.y + bellBox.height);
  // The card's right edge (the panel plus its 12 px padding) on the bell's.
  expect(Math.abs(panelBox.x + panelBox.width + 12 - (bellBox.x + bellBox.width))).toBeLessThanOrEqual(2);
  // The home is a plain page: neither the bell nor anything else brings antd.
  expect(scripts.filter((s) => /antd|form-engine/.test(s))).toEqual([]);
  // A click elsewhere on the page closes it.
  await page.getByRole('main').click({ position: { x: 5, y: 200 } });
  await expect(panel).toBeHidden();
});

test('the history at /profile#notifications lists, filters and deletes', async ({ page, request }) => {
  await signedInNewUser(page, request);
  await page.goto('/profile#notifications');
  const section = page.locator('section#notifications');
  await expect(section.getByRole('heading', { name: 'Notificações' })).toBeVisible();
  await expect(section.getByText('1 no total · 1 não lida')).toBeVisible();
  await expect(section.getByText('Bem-vindo à Tribo!')).toBeVisible();
  await section.getByRole('button', { name: 'Marcar como lida' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notificações');
  await section.getByText('Não lidas', { exact: true }).click();
  await expect(section.getByText('Você não tem notificações não lidas')).toBeVisible();
  await section.getByText('Todas', { exact: true }).click();
  await section.getByRole('button', { name: 'Excluir a notificação Bem-vindo à Tribo!' }).click();
  await page.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(section.getByText('Você ainda não recebeu notificações')).toBeVisible();
});

test('on a 390 px phone the bell opens a full-width sheet that fits the screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInNewUser(page, request);
  await expect(bell(page)).toHaveAccessibleName('Notificações (1 não lida)');
  await bell(page).click();
  const sheet = page.getByTestId('notifications-sheet');
  const heading = sheet.getByRole('heading', { name: 'Notificações' });
  await expect(heading).toBeVisible();
  const markAll = sheet.getByRole('button', { name: 'Marcar todas como lidas' });
  await expect(markAll).toBeVisible();
  // Under the header, not over it (once the sheet has slid in).
  await expect.poll(async () => (await sheet.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(64);
  await expect(bell(page)).toBeVisible();
  for (const box of [await sheet.boundingBox(), await heading.boundingBox(), await markAll.boundingBox()]) {
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  await expect(sheet.getByText('Bem-vindo à Tribo!')).toBeVisible();
  await screenshot(page, 'notificacoes-celular');
  // The bell, in view above the sheet, closes it again.
  await bell(page).click();
  await expect(sheet).toBeHidden();
});
