import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { DESKTOP, expect, MOBILE, screenshot, test } from './support/fixtures';
import { signedInNewUser } from './support/session';

/** Publishes an ad as `token` through the API, with one photo. */
async function publish(request: APIRequestContext, token: string, title: string, color: string) {
  const categories = (await (await request.get('/api/v1/ads/categories/')).json()) as Array<{ id: number }>;
  const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();
  const res = await request.post('/api/v1/ads/ads/', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title,
      description: 'Atendimento em domicílio com material incluso e garantia do serviço prestado.',
      category_id: String(categories[0].id),
      price_cents: '18000',
      price_type: 'per_service',
      state_code: 'SP',
      city: 'Campinas',
      image: { name: 'foto.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { slug: string }).slug;
}

test('a member favourites an ad, finds it in Meus Favoritos, removes it, and sees their own ads in Meus Anúncios', async ({
  page,
  request,
}) => {
  const session = await signedInNewUser(page, request, {
    prefix: 'e2e_perfil',
    firstName: 'Renata',
    lastName: 'Alves',
  });
  const tag = randomUUID().slice(0, 6);
  const mine = `Conserto de geladeira ${tag}`;
  const paused = `Instalação de ar-condicionado ${tag}`;
  await publish(request, session.access, mine, '#2f7ae5');
  const pausedSlug = await publish(request, session.access, paused, '#e58a2f');
  const pause = await request.put(`/api/v1/ads/ads/${pausedSlug}/`, {
    headers: { authorization: `Bearer ${session.access}` },
    data: { status: 'paused' },
  });
  expect(pause.status(), await pause.text()).toBe(200);

  // Someone else's ad (demo data), favourited from its page.
  const list = (await (
    await request.get('/api/v1/ads/ads/?page_size=1&ordering=-created_at&category=eletricista')
  ).json()) as {
    results: Array<{ slug: string; title: string }>;
  };
  const other = list.results[0] ?? (await (await request.get('/api/v1/ads/ads/?page_size=1')).json()).results[0];
  await page.goto(`/ads/${other.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
  await page.getByRole('button', { name: 'Favoritar' }).click();
  await expect(page.getByRole('button', { name: 'Favoritado' })).toBeVisible();

  // The account menu leads to Meus Favoritos.
  await page.getByRole('banner').getByRole('button', { name: 'Renata' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Meus Favoritos', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\?tab=favorites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Renata Alves' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Meus Favoritos/ })).toHaveAttribute('aria-selected', 'true');
  const favourite = page.getByRole('article', { name: other.title });
  await expect(favourite).toBeVisible();
  await expect(favourite.getByRole('link', { name: other.title })).toHaveAttribute('href', `/ads/${other.slug}`);
  await expect(favourite.getByText(/R\$\s?[\d.]+,\d{2}|A combinar/)).toBeVisible();
  await screenshot(page, 'profile-favorites-desktop');
  await page.setViewportSize(MOBILE);
  await expect(favourite.getByRole('button', { name: /Remover dos favoritos/ })).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'profile-favorites-mobile');
  await page.setViewportSize(DESKTOP);

  // Removing it empties the list at once.
  await favourite.getByRole('button', { name: /Remover dos favoritos/ }).click();
  await expect(page.getByText('Anúncio removido dos favoritos.')).toBeVisible();
  await expect(page.getByRole('article', { name: other.title })).toHaveCount(0);
  await expect(page.getByText(/Você ainda não tem anúncios favoritos/)).toBeVisible();
  const after = (await (
    await request.get('/api/v1/ads/favorites/', { headers: { authorization: `Bearer ${session.access}` } })
  ).json()) as { count: number };
  expect(after.count).toBe(0);

  // Meus Anúncios: both of my ads, with their status in Portuguese.
  await page.getByRole('tab', { name: /Meus Anúncios/ }).click();
  await expect(page).toHaveURL(/\/profile\?tab=ads$/);
  const active = page.getByRole('article', { name: mine });
  await expect(active.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(active.getByText(/^Expira em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(active.getByText(/R\$\s?180,00\/serviço/)).toBeVisible();
  await expect(active.locator('img')).toHaveAttribute('src', /\/media\/.+\.webp/);
  const pausedItem = page.getByRole('article', { name: paused });
  await expect(pausedItem.getByText('Pausado', { exact: true })).toBeVisible();
  await page.waitForTimeout(400); // the tab underline slides over; the picture is for people
  await screenshot(page, 'profile-ads-desktop');
  // The notification history is the notifications feature's own section (checked by its specs).
  const axe = await new AxeBuilder({ page }).include('main').exclude('#notifications').analyze();
  const bad = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
  await page.setViewportSize(MOBILE);
  await expect(pausedItem.getByRole('button', { name: /Reativar/ })).toBeVisible();
  await screenshot(page, 'profile-ads-mobile');

  // Reactivating the paused ad works from the list.
  await pausedItem.getByRole('button', { name: /Reativar/ }).click();
  await expect(page.getByText('Anúncio reativado.')).toBeVisible();
  await expect(pausedItem.getByText('Ativo', { exact: true })).toBeVisible();
});
