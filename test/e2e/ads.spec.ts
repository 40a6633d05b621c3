import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Locator } from '@playwright/test';
import { DESKTOP, MOBILE, chooseOption, expect, test, waitForAppOnLoad } from './support/fixtures';

/** A photo of a given size and colour, so its place in the gallery can be told by its width. */
async function photo(name: string, width: number, height: number, color: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

test('visitors browse demo ads with filters kept in the URL and open one', async ({ page }) => {
  await page.goto('/ads?state=SP&ordering=-price');
  await expect(page.getByRole('heading', { level: 1, name: 'Anúncios' })).toBeVisible();
  await expect(page.getByText(/anúncios? encontrados?/)).toBeVisible();
  const first = page.locator('main a[href^="/ads/"]:not([href="/ads/create"])').first();
  await expect(first).toBeVisible();
  await expect(page.getByText(/R\$\s?\d/).first()).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/ads\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toBeVisible();
});

test('the /ads filters fill the card on a phone and line up with its padding on a desktop', async ({ page }) => {
  const filters = page.getByRole('search', { name: 'Filtros' });
  // Each control's box (the page's own controls: data-filter marks the grid cell).
  const field = (name: string) => filters.locator('[data-filter]', { has: page.getByLabel(name) });
  /** Left and right gaps between the card's border box and the control. */
  const gaps = async (control: Locator) => {
    const card = (await filters.boundingBox())!;
    const box = (await control.boundingBox())!;
    return [Math.round(box.x - card.x), Math.round(card.x + card.width - box.x - box.width)];
  };
  // The card's content box starts 13 px in (1 px border, 12 px padding) on both sides.
  const FLUSH = 13;

  await page.setViewportSize(MOBILE);
  await page.goto('/ads?search=diarista');
  await expect(page.getByText(/anúncios? encontrados?/)).toBeVisible();
  const search = filters.locator('[data-filter="search"]');
  for (const wide of [search, field('Categoria'), filters.getByLabel('Tipo')]) {
    expect(await gaps(wide)).toEqual([FLUSH, FLUSH]);
  }
  for (const [left, right] of [
    ['Estado', 'Ordenar por'],
    ['Preço mínimo', 'Preço máximo'],
  ]) {
    const [l, r] = [await gaps(field(left)), await gaps(field(right))];
    expect(l[0]).toBe(FLUSH);
    expect(r[1]).toBe(FLUSH);
    // Two equal columns.
    expect(Math.abs(l[1] - r[0])).toBeLessThanOrEqual(1);
  }

  await page.setViewportSize(DESKTOP);
  expect((await gaps(search))[0]).toBe(FLUSH);
  expect((await gaps(field('Ordenar por')))[1]).toBe(FLUSH);
  const row = async (l: Locator) => Math.round((await l.boundingBox())!.y);
  expect(await row(field('Ordenar por'))).toBe(await row(search));
  expect(await row(filters.getByLabel('Tipo'))).toBe(await row(field('Preço mínimo')));
});

test('on a phone an ad card shows two lines of its title, and the bottom bar marks Buscar on /ads', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/ads');
  const title = page.locator('main a[href^="/ads/"] span[title]').first();
  await expect(title).toBeVisible();
  // Two 22 px lines (clamped after the second), not one line cut after two words.
  expect(Math.round((await title.boundingBox())!.height)).toBe(44);
  expect(await title.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('2');
  await expect(
    page.getByRole('navigation', { name: 'Barra inferior' }).getByRole('button', { name: 'Buscar' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a member publishes with three photos, reorders them, finds the ad without accents, cannot vote on nor favourite it, sees another member vote, edits and deletes it', async ({
  page,
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  const username = `anunciante_${tag}`;
  const email = `${username}@exemplo.com.br`;
  const password = `Senha-forte-${tag}-2024!`;
  const reg = await request.post('/api/v1/users/register/', {
    data: { username, email, password, password_confirm: password, first_name: 'Ana', last_name: 'Souza' },
  });
  expect(reg.status(), await reg.text()).toBe(201);

  // Sign in through the login page.
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // Publish with three photos; the third becomes the main one.
  await page.goto('/ads/create');
  await expect(page.getByRole('heading', { name: 'Anunciar Grátis' })).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles([
      await photo('um.png', 300, 200, '#cc3333'),
      await photo('dois.png', 240, 240, '#33cc33'),
      await photo('tres.png', 200, 300, '#3333cc'),
    ]);
  await expect(page.getByRole('listitem', { name: /Foto 3: tres/ })).toBeVisible();
  await expect(page.getByText('Processando...')).toHaveCount(0);
  await page.getByRole('button', { name: /Definir tres\.\w+ como principal/ }).click();
  await expect(page.getByRole('listitem', { name: /Foto 1: tres/ })).toBeVisible();
  // Now tres, um, dois: dragging dois onto the second place gives tres, dois, um.
  await page.getByRole('listitem', { name: /Foto 3: dois/ }).dragTo(page.getByRole('listitem', { name: /Foto 2: um/ }));
  await expect(page.getByRole('listitem', { name: /Foto 2: dois/ })).toBeVisible();
  await expect(page.getByRole('listitem', { name: /Foto 3: um/ })).toBeVisible();

  const title = `Manutenção de pérgola ${tag}`;
  await page.getByLabel('Título').fill(title);
  await chooseOption(page.getByLabel('Categoria'), 'Jardinagem');
  await page.getByLabel('Descrição').fill('Limpeza, lixamento e verniz de pérgolas e deques de madeira, com garantia.');
  await page.getByLabel('Preço (R$)').fill('350');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByLabel('WhatsApp (com DDD)').fill('11987654321');
  await page.getByRole('button', { name: 'Publicar anúncio' }).click();

  await expect(page).toHaveURL(/\/ads\/manutencao-de-pergola-/, { timeout: 30_000 });
  const slug = page.url().split('/ads/')[1];
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('ad-price')).toHaveText(/R\$\s?350,00/);
  const created = await (await request.get(`/api/v1/ads/ads/${slug}/`)).json();
  expect(created.images.map((i: { width: number; height: number }) => `${i.width}x${i.height}`)).toEqual([
    '200x300',
    '240x240',
    '300x200',
  ]);

  // It is found from the header search typed without accents.
  await page.goto('/');
  await page.getByLabel('Buscar serviços e produtos').fill('manutencao de pergola');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\/ads\?search=manutencao/);
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/ads/${slug}$`));

  // The owner can neither vote on their own ad nor favourite it (both are for the others).
  await expect(page.getByRole('button', { name: 'Votar a favor' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Compartilhar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favoritar' })).toHaveCount(0);

  // A second member signs in on another browser and votes through the ad page (the vote toggles).
  const voterName = `votante_${tag}`;
  const voterPass = `Outra-senha-${tag}-2024!`;
  const voter = await request.post('/api/v1/users/register/', {
    data: {
      username: voterName,
      email: `${voterName}@exemplo.com.br`,
      password: voterPass,
      password_confirm: voterPass,
    },
  });
  expect(voter.status(), await voter.text()).toBe(201);
  const other = await page.context().browser()!.newContext({ viewport: page.viewportSize()! });
  const voterPage = waitForAppOnLoad(await other.newPage());
  await voterPage.goto('/login');
  await voterPage.getByLabel('E-mail').fill(`${voterName}@exemplo.com.br`);
  await voterPage.getByLabel('Senha').fill(voterPass);
  await voterPage.getByRole('button', { name: 'Entrar' }).click();
  await expect(voterPage).not.toHaveURL(/\/login/);
  await voterPage.goto(`/ads/${slug}`);
  const up = voterPage.getByRole('button', { name: 'Votar a favor' });
  await expect(voterPage.getByTestId('vote-score')).toHaveText('0');
  await up.click();
  await expect(voterPage.getByTestId('vote-score')).toHaveText('1');
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await up.click();
  await expect(voterPage.getByTestId('vote-score')).toHaveText('0');
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  await voterPage.getByRole('button', { name: 'Votar contra' }).click();
  await expect(voterPage.getByTestId('vote-score')).toHaveText('-1');
  await up.click();
  await expect(voterPage.getByTestId('vote-score')).toHaveText('1');
  await other.close();
  await page.reload();
  await expect(page.getByTestId('vote-score')).toHaveText('1');

  // Edit the price.
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar anúncio' })).toBeVisible();
  await page.getByLabel('Preço (R$)').fill('420');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page).toHaveURL(new RegExp(`/ads/${slug}$`));
  await expect(page.getByTestId('ad-price')).toHaveText(/R\$\s?420,00/);
  const edited = await (await request.get(`/api/v1/ads/ads/${slug}/`)).json();
  expect(edited.images).toHaveLength(3);

  // Delete it.
  await page.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('button', { name: 'Excluir' }).last().click();
  await expect(page).toHaveURL(/\/ads$/);
  expect((await request.get(`/api/v1/ads/ads/${slug}/`)).status()).toBe(404);
});
