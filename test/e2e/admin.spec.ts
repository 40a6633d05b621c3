import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, finishedOpening, test } from './support/fixtures';
import { E2E_ADMIN, signInAsStaff } from './support/admin';
import { signedInNewUser } from './support/session';

/** Signs in through the login page as the e2e server's staff account. */

// The admin area as staff use it: sign in, filter the sales table, export what is filtered, open
// the monthly report; and the refusal a member who is not staff sees.

test('staff filter sales by plan and period, export the CSV and open the monthly report', async ({ page }) => {
  await signInAsStaff(page);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Painel' })).toBeVisible();
  await expect(page.getByText('Receita no mês')).toBeVisible();
  await page.getByRole('link', { name: 'Vendas', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/sales$/);
  await expect(page.getByTestId('sales-totals')).toContainText('pagamentos');

  // Plan, then period: each lands in the URL, the table and its totals follow.
  await page.getByRole('combobox', { name: 'Plano' }).selectOption({ label: 'Destaque 30 dias' });
  await expect(page).toHaveURL(/plan=destaque-30/);
  // The table's answer for both filters (waiting for it: the totals on screen change when it lands).
  const answer = page.waitForResponse(
    (r) =>
      r.url().includes('/api/v1/admin/sales/?') &&
      r.url().includes('period=30d') &&
      r.url().includes('plan=destaque-30'),
  );
  await page.getByRole('combobox', { name: 'Período' }).selectOption({ label: '30 dias' });
  await expect(page).toHaveURL(/period=30d/);
  const count = ((await (await answer).json()) as { count: number }).count;
  expect(count).toBeGreaterThan(0);
  const totals = page.getByTestId('sales-totals');
  await expect(totals).toContainText(`Total do filtro: ${count.toLocaleString('pt-BR')} pagamento`);
  // The fifth cell: the expand button, Data, Cliente, Anúncio, Plano (the default columns).
  const planCells = page.locator('tbody tr[data-row-key] td:nth-child(5)');
  await expect(planCells.first()).toHaveText('Destaque 30 dias');
  for (const text of await planCells.allTextContents()) expect(text).toBe('Destaque 30 dias');

  // The CSV of the filtered set: Excel-ready (BOM, `;`), one line per sale of the filter.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar as vendas filtradas em CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vendas-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toContain('ID;Data;Aprovado em;Situação;Plano;Valor (R$)');
  expect(lines.length - 1).toBe(count);
  for (const line of lines.slice(1)) expect(line.split(';')[4]).toBe('Destaque 30 dias');
  expect(lines[1].split(';')[5]).toBe('49,90');

  // Back keeps the view: the URL is the state.
  await page.goto('/admin/sales/monthly-report');
  await expect(page.getByRole('heading', { name: 'Relatório mensal' })).toBeVisible();
  await expect(page.getByText('Total do ano')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Janeiro' })).toBeVisible();
});

test('staff add a home slide with a picture and see it on the home page at once, then delete it', async ({ page }) => {
  // Sign-in, two admin chunks, an image through sharp and three home loads: more than the default minute.
  test.slow();
  const title = `Feira de inverno ${Date.now()}`;
  const picture = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#1f6feb' } })
    .png()
    .toBuffer();
  await signInAsStaff(page);
  // The home first: its slide list is now in the browser's HTTP cache (max-age=60).
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Destaques da Tribo' })).toBeVisible();

  await page.goto('/admin/hero-carousel');
  await expect(page.getByRole('heading', { name: 'Carrossel da página inicial' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo slide' }).click();
  const drawer = page.getByRole('dialog');
  await finishedOpening(drawer);
  await drawer.getByLabel('Título', { exact: true }).fill(title);
  await drawer.getByLabel(/^Subtítulo/).fill('Casacos e cobertores dos vizinhos da sua tribo.');
  await drawer.getByLabel(/^Texto do botão/).fill('Ver ofertas');
  await drawer.getByLabel(/^Link do botão/).fill('/ads?search=casaco');
  await drawer.locator('input[type="file"]').first().setInputFiles({
    name: 'feira.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  // A picture needs its description: refused in Portuguese until there is one.
  await drawer.getByRole('button', { name: 'Criar slide' }).click();
  await expect(drawer.getByText('Descreva a imagem (texto alternativo), para quem usa leitor de tela.')).toBeVisible();
  await drawer.getByLabel(/^Texto alternativo da imagem/).fill('Barraca de feira com casacos coloridos');
  // The live preview draws the slide as the home does.
  const preview = drawer.getByRole('region', { name: 'Prévia do slide' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Barraca de feira com casacos coloridos' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Criar slide' }).click();
  await expect(page.getByText('Slide criado.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Barraca de feira com casacos coloridos' })).toBeVisible();

  // The home shows it (the new slide is the last one: its dot brings it up).
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Destaques da Tribo' });
  // Hidden slides are aria-hidden: found by their role description, not by role.
  const slide = hero.locator('[aria-roledescription="slide"]').filter({ hasText: title });
  await expect(slide).toHaveCount(1);
  await hero
    .getByRole('button', { name: /^Ir para o slide / })
    .last()
    .click();
  await expect(slide.getByRole('heading', { name: title })).toBeVisible();
  const image = slide.getByRole('img', { name: 'Barraca de feira com casacos coloridos' });
  await expect(image).toHaveAttribute('src', /\/media\/hero\/[0-9a-f-]{36}-desktop\.webp$/);
  // The 1200x600 upload, stored in the home's 16:9: cut around the centre to 1066x600.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([1066, 600]);
  await expect(slide.getByRole('link', { name: 'Ver ofertas' })).toHaveAttribute('href', '/ads?search=casaco');

  // Deleted: gone from the table and from the home.
  await page.goto('/admin/hero-carousel');
  await page.getByRole('button', { name: `Excluir: ${title}` }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Slide excluído.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Destaques da Tribo' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test('a member who is not staff sees the refusal page in Portuguese', async ({ page, request }) => {
  await signedInNewUser(page, request, { prefix: 'naoequipe', firstName: 'Bruno' });
  await page.goto('/admin/sales');
  await expect(page.getByRole('heading', { name: 'Sem permissão' })).toBeVisible();
  await expect(page.getByText('Ela é restrita à equipe da Tribo.')).toBeVisible();
  const api = await request.get('/api/v1/admin/sales/');
  expect(api.status()).toBe(401);
});

/** Clicks Salvar on a settings page: the server takes it, the page says so. */
async function saveSettings(page: Page) {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/settings/') && r.request().method() === 'PATCH'),
    page.getByRole('button', { name: 'Salvar' }).click(),
  ]);
  expect(res.status()).toBe(200);
  // The toast of an earlier save may still be there.
  await expect(page.getByText('Configurações salvas').last()).toBeVisible();
}

/** The staff's access token, through the API (to put the settings back whatever happens). */
async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/token/', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

/**
 * Milliseconds between two successive slide changes of the home carousel, measured in the page
 * (a MutationObserver on aria-hidden), so the test's own round trips do not count.
 */
function slideGap(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const hero = document.querySelector('[aria-roledescription="carrossel"]')!;
        const shown = () =>
          [...hero.querySelectorAll('[aria-roledescription="slide"]')].findIndex(
            (s) => s.getAttribute('aria-hidden') === 'false',
          );
        let last = shown();
        const times: number[] = [];
        new MutationObserver(() => {
          const now = shown();
          if (now === last) return;
          last = now;
          times.push(performance.now());
          if (times.length === 2) resolve(times[1] - times[0]);
        }).observe(hero, { attributes: true, subtree: true, attributeFilter: ['aria-hidden'] });
      }),
  );
}

test('staff set the carousel to 3 s with fade and turn on the announcement banner; the home page follows at once', async ({
  page,
  request,
}) => {
  // Whatever happens, the settings go back to what they were (other specs see the defaults).
  const before = await (await request.get('/api/v1/core/settings/')).json();
  const token = await staffToken(request);
  const message = `Manutenção programada hoje às 23h (${Date.now().toString(36)}).`;
  try {
    await signInAsStaff(page);

    // The carousel settings: 3 seconds, fade.
    await page.goto('/admin/carousel-settings');
    await expect(page.getByRole('heading', { name: 'Configurações do carrossel' })).toBeVisible();
    const interval = page.getByLabel('Tempo de cada slide (segundos)');
    await expect(interval).not.toHaveValue('');
    await interval.fill('12');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Escolha de 3 a 9 segundos.')).toBeVisible();
    await interval.fill('3');
    await page.getByText('Esmaecer', { exact: true }).click();
    await saveSettings(page);

    // The site settings: the announcement banner, on every page at once (this one included).
    await page.getByRole('link', { name: 'Configurações do site' }).click();
    await expect(page.getByRole('heading', { name: 'Configurações do site' })).toBeVisible();
    await page.getByRole('switch', { name: 'Mostrar o aviso em todas as páginas' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Escreva a mensagem do aviso para ligá-lo.')).toBeVisible();
    await page.getByLabel('Mensagem do aviso').fill(message);
    await saveSettings(page);
    await expect(page.getByRole('status', { name: 'Aviso da Tribo' })).toContainText(message);

    // The home page, loaded afresh (with two processes, from either one): banner, fade, 3 s.
    await page.goto('/');
    await expect(page.getByRole('status', { name: 'Aviso da Tribo' })).toContainText(message);
    const hero = page.getByRole('region', { name: 'Destaques da Tribo' });
    await expect(hero).toHaveAttribute('data-transition', 'fade');
    await page.mouse.move(1, 1); // not over the carousel, which pauses under the pointer
    const gap = await slideGap(page);
    expect(gap).toBeGreaterThan(2500);
    expect(gap).toBeLessThan(4500); // the default is 6 s

    // Anyone can stop it (WCAG 2.2.2).
    await hero.getByRole('button', { name: 'Pausar carrossel' }).click();
    await expect(hero.getByRole('button', { name: 'Retomar carrossel' })).toBeVisible();

    // Closed by the visitor, it stays closed on the next page of the visit.
    await page.getByRole('button', { name: 'Fechar aviso' }).click();
    await expect(page.getByRole('status', { name: 'Aviso da Tribo' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Perguntas Frequentes' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('status', { name: 'Aviso da Tribo' })).toHaveCount(0);
  } finally {
    const res = await request.patch('/api/v1/admin/settings/', {
      headers: { authorization: `Bearer ${token}` },
      data: { maintenance_banner: before.maintenance_banner, hero_carousel: before.hero_carousel },
    });
    expect(res.status()).toBe(200);
  }
});

/** Where the header's logo and the footer's content sit on the page now shown. */
async function frame(page: Page) {
  const logo = await page.getByRole('link', { name: 'Tribo — página inicial' }).boundingBox();
  const headerInner = await page.locator('header > div').first().boundingBox();
  const footerInner = await page.locator('footer > div').first().boundingBox();
  return { logo: logo && { x: logo.x, y: logo.y }, header: headerInner?.width, footer: footerInner?.width };
}

test('the header and the footer are the same on the public pages and in the admin area', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Destaques da Tribo' })).toBeVisible();
  const home = await frame(page);
  expect(home.logo!.x).toBeGreaterThan(50); // 1366 px: the 1200 px column, centred
  for (const path of ['/admin', '/admin/sales']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await frame(page)).toEqual(home);
  }
});

test('on a phone the monthly report shows its chart title whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page);
  await page.goto('/admin/sales/monthly-report');
  const title = page.getByText(/^Receita e pagamentos por mês em \d{4}$/);
  await expect(title).toBeVisible();
  // Not cut: the text fits its box, and the box fits the screen.
  const fits = await title.evaluate(
    (el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= 390,
  );
  expect(fits).toBe(true);
});

test('at 1366 px the sales table shows the columns staff decide on without a sideways scroll; on a phone, cards', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const prefs = (columns: string[] | null) =>
    request.put('/api/v1/admin/preferences/', {
      headers: { authorization: `Bearer ${token}` },
      data: { sales_columns: columns },
    });
  expect((await prefs(null)).status()).toBe(200);
  try {
    await signInAsStaff(page);
    await page.goto('/admin/sales');
    await expect(page.getByTestId('sales-totals')).toContainText('pagamentos');
    const table = page.getByRole('region', { name: 'Tabela de vendas' });
    for (const name of ['Data', 'Cliente', 'Anúncio', 'Plano', 'Forma', 'Valor', 'Situação']) {
      const th = page.getByRole('columnheader', { name, exact: true });
      await expect(th).toBeInViewport({ ratio: 1 });
    }
    const sideways = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(sideways).toBeLessThanOrEqual(1);

    // "Colunas": the member's choice survives a reload (kept on the server for this member).
    await page.getByRole('button', { name: 'Colunas' }).click();
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/v1/admin/preferences/') && r.request().method() === 'PUT',
    );
    await page.getByRole('checkbox', { name: 'UF' }).check();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'UF', exact: true })).toBeVisible();

    // A phone: a card per sale, no table.
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole('list', { name: 'Vendas' });
    await expect(cards).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const first = cards.getByRole('listitem').first();
    await expect(first).toContainText('Cliente');
    const box = await first.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  } finally {
    expect((await prefs(null)).status()).toBe(200);
  }
});
