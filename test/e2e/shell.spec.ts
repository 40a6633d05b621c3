import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, screenshot, test } from './support/fixtures';

/** A page of the app, not the not-found screen nor an error boundary. */
async function expectRealPage(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByText('Página não encontrada')).toHaveCount(0);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(page).toHaveTitle(/Tribo/);
}

test.describe('desktop 1366x768', () => {
  test.use({ viewport: DESKTOP });

  test('header: fixed 70 px, content at most 1200 px, rotating placeholder', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const box = await header.boundingBox();
    expect(box?.height).toBe(70);
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const inner = header.locator('> div');
    expect((await inner.boundingBox())!.width).toBeLessThanOrEqual(1200);

    const input = page.getByRole('searchbox', { name: 'Buscar serviços e produtos' });
    const first = await input.getAttribute('placeholder');
    await expect(input).not.toHaveAttribute('placeholder', first!, { timeout: 4000 });
    await screenshot(page, 'shell-home-desktop');
  });

  test('header search goes to /ads?search={encoded}&state_code={state} and clears the field', async ({ page }) => {
    await page.goto('/faq');
    const header = page.getByRole('banner');
    const select = header.getByRole('combobox', { name: 'Estado' });
    // The state picker finds a state by its code or by its name without accents, best match first.
    await select.click();
    await page.keyboard.type('sao');
    await expect(page.getByRole('listbox', { name: 'Estados' }).getByRole('option').first()).toHaveText(
      'SP — São Paulo',
    );
    await page.keyboard.press('Escape');
    await select.click();
    const first = page.getByRole('listbox', { name: 'Estados' }).getByRole('option').first();
    const state = (await first.textContent())!.slice(0, 2);
    await first.click();
    await expect(select).toHaveValue(state);
    const input = header.getByRole('searchbox', { name: 'Buscar serviços e produtos' });
    await input.fill('pintor de parede & cia');
    await input.press('Enter');
    await expect(page).toHaveURL(`/ads?search=pintor%20de%20parede%20%26%20cia&state_code=${state}`);
    await expect(input).toHaveValue('');

    // Blank text does nothing.
    await input.fill('   ');
    await header.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(`/ads?search=pintor%20de%20parede%20%26%20cia&state_code=${state}`);
  });

  test('header links and the visitor dropdown open real pages', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Anunciar Gratis' }).click();
    await expect(page).toHaveURL(/\/(ads\/create|login)/);
    await expect(page.getByText('Página não encontrada')).toHaveCount(0);

    await page.goto('/');
    await header.getByRole('link', { name: 'Tribos' }).click();
    await expect(page).toHaveURL(/\/(tribes|login)/);
    await expect(page.getByText('Página não encontrada')).toHaveCount(0);

    await page.goto('/');
    const account = header.getByRole('button', { name: /Entre\/Registrar/ });
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await account.click();
    await page.mouse.click(600, 500);
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await account.click();
    await header.getByRole('link', { name: 'Registrar' }).click();
    await expectRealPage(page, '/register');
    await account.click();
    await header.getByRole('button', { name: 'Entre', exact: true }).click();
    await expectRealPage(page, '/login');
  });

  test('every footer link opens a real page; social and WhatsApp come from the settings', async ({ page, request }) => {
    const settings = await (await request.get('/api/v1/core/settings/')).json();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText('Marketplace de serviços profissionais, curados por comunidades e nichos locais (tribos)'),
    ).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Tribo`)).toBeVisible();
    const whatsapp = footer.getByRole('link', { name: 'WhatsApp' });
    await expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/${settings.whatsapp_number}?text=${encodeURIComponent(settings.whatsapp_greeting)}`,
    );
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', settings.social_profile_url);
    await footer.scrollIntoViewIfNeeded();
    await screenshot(page, 'shell-footer-desktop');

    const links: Array<[string, string, string]> = [
      ['Central de Ajuda', '/help-center', 'Central de Ajuda'],
      ['Perguntas Frequentes', '/faq', 'Perguntas Frequentes'],
      ['Contato', '/contact', 'Contato'],
      ['Quem Somos', '/about-us', 'Quem Somos'],
      ['Termos de Uso', '/terms-of-service', 'Termos de Uso'],
      ['Política de Privacidade', '/privacy-policy', 'Política de Privacidade'],
    ];
    for (const [name, path, title] of links) {
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expectRealPage(page, path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Tribo`);
      // Scrolled to the top on the path change.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Diarista/ })).toBeVisible();
  });

  test('contact form sends the message and shows the confirmation', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Nome').fill('Maria E2E');
    await page.getByLabel('E-mail').fill('maria.e2e@exemplo.com.br');
    await page.getByLabel('Assunto').fill('Teste de contato');
    await page.getByLabel('Mensagem').fill('Mensagem enviada pelo teste de ponta a ponta.');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText(/^Mensagem enviada!/)).toBeVisible();
    await expect(page.getByLabel('Nome')).toHaveValue('');
    await screenshot(page, 'shell-contact-desktop');
  });

  test('signed in: first name on the account button, the account items, Sair goes to /', async ({ page, request }) => {
    const suffix = Date.now().toString(36);
    const res = await request.post('/api/v1/users/register/', {
      data: {
        username: `shell_${suffix}`,
        email: `shell_${suffix}@exemplo.com.br`,
        password: 'Senha-forte-2026!',
        password_confirm: 'Senha-forte-2026!',
        first_name: 'Joana',
        last_name: 'Teste',
      },
    });
    expect(res.status()).toBe(201);
    const body = await res.json();
    const session = {
      token: body.access ?? body.token,
      refresh: body.refresh ?? body.refresh_token,
      user: body.user,
    };
    await page.addInitScript((s) => {
      if (window.sessionStorage.getItem('shell-e2e-seeded')) return;
      window.sessionStorage.setItem('shell-e2e-seeded', '1');
      window.localStorage.setItem('tribo:token', s.token);
      window.localStorage.setItem('tribo:refreshToken', s.refresh);
      window.localStorage.setItem('tribo:user', JSON.stringify(s.user));
    }, session);
    await page.goto('/faq');
    const header = page.getByRole('banner');
    const account = header.getByRole('button', { name: 'Joana' });
    await expect(account).toBeVisible();
    await account.click();
    for (const [name, href] of [
      ['Meu Perfil', '/profile'],
      ['Editar Perfil', '/profile/edit'],
      ['Meus Anúncios', '/profile?tab=ads'],
      ['Minhas Tribos', '/profile?tab=tribes'],
      ['Meus Favoritos', '/profile?tab=favorites'],
    ])
      await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(header.getByRole('link', { name: 'Administração' })).toHaveCount(0);
    await screenshot(page, 'shell-account-desktop');
    await header.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/');
    await expect(header.getByRole('button', { name: /Entre\/Registrar/ })).toBeVisible();
  });

  for (const path of ['/', '/faq', '/contact']) {
    test(`axe: no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const result = await new AxeBuilder({ page }).analyze();
      const bad = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(bad).toEqual([]);
    });
  }
});

test.describe('mobile 390x844', () => {
  test.use({ viewport: MOBILE });

  test('mobile menu search goes to /ads?search={text}&state={state}, locks scroll, closes on path change', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('searchbox', { name: 'Buscar serviços e produtos' })).toBeHidden();
    const bar = page.getByRole('navigation', { name: 'Barra inferior' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await screenshot(page, 'shell-menu-mobile');

    const select = menu.getByRole('combobox', { name: 'Estado' });
    // The 27 states, then "Todo o Brasil" (no state); SP stays the default.
    await expect(select).toHaveValue('SP — São Paulo');
    await select.click();
    const options = page.getByRole('listbox', { name: 'Estados' }).getByRole('option');
    await expect(options).toHaveCount(28);
    await expect(options.last()).toHaveText('Todo o Brasil');
    await screenshot(page, 'shell-menu-state-mobile');
    await page.keyboard.type('RJ');
    await expect(options).toHaveText(['RJ — Rio de Janeiro']);
    await page.keyboard.press('Enter');
    await expect(select).toHaveValue('RJ — Rio de Janeiro');
    await expect(menu).toBeVisible();
    await menu.getByRole('searchbox', { name: 'Buscar serviços e produtos' }).fill('diarista em niterói');
    await menu.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL('/ads?search=diarista%20em%20niter%C3%B3i&state=RJ');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('every menu and bottom-bar link opens a real page', async ({ page }) => {
    const menuLinks: Array<[string, RegExp]> = [
      ['Página Inicial', /\/$/],
      ['Marketplace', /\/ads$/],
      ['Tribos', /\/(tribes|login)/],
      ['Entre', /\/login$/],
      ['Registrar', /\/register$/],
      ['Anunciar Grátis', /\/(ads\/create|login)/],
    ];
    for (const [name, url] of menuLinks) {
      await page.goto('/faq');
      await page.getByRole('navigation', { name: 'Barra inferior' }).getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      await expect(page.getByText('Página não encontrada')).toHaveCount(0);
      await expect(page.getByRole('heading').first()).toBeVisible();
    }
    const barLinks: Array<[string, RegExp]> = [
      ['Início', /\/$/],
      ['Anunciar', /\/(ads\/create|login)/],
      ['Entrar', /\/login$/],
    ];
    for (const [name, url] of barLinks) {
      await page.goto('/faq');
      await page.getByRole('navigation', { name: 'Barra inferior' }).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByText('Página não encontrada')).toHaveCount(0);
    }
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Barra inferior' }).getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox')).toBeFocused();
  });

  test('home and FAQ at phone size', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, 'shell-home-mobile');
    await page.goto('/faq');
    await page.getByText('Anunciar é grátis?').click();
    await expect(page.getByText(/Publicar um anúncio é grátis/)).toBeVisible();
    await screenshot(page, 'shell-faq-mobile');
    // The page is not wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('the mobile layout starts below 768 px; at 768 px the desktop header fits', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/');
  const cta = page.getByRole('banner').getByRole('link', { name: 'Anunciar Gratis' });
  await expect(cta).toBeVisible();
  const box = (await cta.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(768);
  await expect(page.getByRole('navigation', { name: 'Barra inferior' })).toBeHidden();

  await page.setViewportSize({ width: 767, height: 900 });
  await expect(page.getByRole('navigation', { name: 'Barra inferior' })).toBeVisible();
  await expect(cta).toBeHidden();
});
