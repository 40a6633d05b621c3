import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test } from './support/fixtures';
import { signedInNewUser } from './support/session';

/**
 * The first screen of /, /ads, /ads/{slug} and /profile/{username} arrives as HTML (rendered by the server from the
 * page's own data) and React hydrates it: the nodes the browser parsed are the ones the page
 * keeps, with no hydration error in the console (the fixture fails on any).
 */

/** Before any script runs, remembers the server's header and the page's content nodes. */
async function rememberServerNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const w = window as unknown as { __server?: { header: Element | null; page: Element | null; h1: string } };
      w.__server = {
        header: document.querySelector('#root header'),
        page: document.querySelector('#root main > div > :last-child'),
        h1: document.querySelector('#root h1')?.textContent ?? '',
      };
    });
  });
}

/** Whether the page still shows the nodes the server sent (hydrated, not drawn again). */
const keptServerNodes = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __server?: { header: Element | null; page: Element | null; h1: string } };
    const s = w.__server;
    return {
      h1: s?.h1 ?? '',
      header: !!s?.header && s.header === document.querySelector('#root header'),
      page: !!s?.page && s.page.isConnected,
    };
  });

async function demoAd(request: import('@playwright/test').APIRequestContext) {
  const list = await (await request.get('/api/v1/ads/ads/?page_size=20')).json();
  const ad = list.results.find((a: { image: unknown }) => a.image) ?? list.results[0];
  return ad as { slug: string; title: string; owner_username: string };
}

/** The demo ad's owner: their public profile's address and the name it shows. */
async function demoOwner(request: import('@playwright/test').APIRequestContext, username: string) {
  const profile = await (await request.get(`/api/v1/users/profiles/${username}/`)).json();
  return { path: `/profile/${username}`, h1: (profile.first_name || profile.username) as string };
}

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test(`the first screen of /, /ads, a search, an ad page and a profile is the server's HTML, hydrated (${label})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    // Less motion asked: the carousel starts paused in the browser; the server's markup does not
    // know it, and hydration must still find the same markup.
    await page.emulateMedia({ reducedMotion: label === 'mobile' ? 'reduce' : 'no-preference' });
    await rememberServerNodes(page);
    const ad = await demoAd(request);
    const pages = [
      { path: '/', h1: 'Profissionais de confiança perto de você' },
      { path: '/ads', h1: 'Anúncios' },
      { path: '/ads?search=diarista', h1: 'Resultados para “diarista”' },
      { path: `/ads/${ad.slug}`, h1: ad.title },
      await demoOwner(request, ad.owner_username),
    ];
    for (const { path, h1 } of pages) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<div id="root"><.*<h1/s);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      // Hydration is done when the page answers: the header's menu button works.
      await expect(page.locator('#root header')).toBeVisible();
      await expect.poll(() => keptServerNodes(page), { message: path }).toEqual({ h1, header: true, page: true });
    }
    // Published dates depend on the browser's clock: filled in after hydration.
    await page.goto('/ads');
    await expect(page.getByText(/ · (Agora|\d+(min|h|d) atrás|\d{2}\/\d{2}\/\d{4})$/).first()).toBeVisible();
  });
}

test('a signed-in member opening a server-rendered page gets their own header, drawn by the browser', async ({
  page,
  request,
}) => {
  const session = await signedInNewUser(page, request, { prefix: 'ssr', firstName: 'Rita' });
  await rememberServerNodes(page);
  await page.goto('/ads');
  await expect(page.getByRole('heading', { level: 1, name: 'Anúncios' })).toBeVisible();
  await expect(
    page
      .locator('header')
      .getByText(new RegExp(`Rita|${session.user.username}`))
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Entre/Registrar')).toHaveCount(0);
  // A profile: the same for everyone, the member's view of its ads and reviews asked again.
  const owner = await demoOwner(request, (await demoAd(request)).owner_username);
  await page.goto(owner.path);
  await expect(page.getByRole('heading', { level: 1, name: owner.h1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Bloquear/ })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: `Anúncios de ${owner.h1}` })
      .getByRole('link')
      .first(),
  ).toBeVisible();
});

test('before the app has started, a search sent from /ads or the header still lands on its results', async ({
  browser,
  baseURL,
}) => {
  // The app's scripts never arrive (a slow phone before they have run): only the server's HTML. A
  // context of its own: the test's page waits for the app to start after each load.
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/ads?category=diarista');
  await page.getByRole('searchbox', { name: 'Buscar anúncios' }).fill('faxina');
  await page.getByRole('searchbox', { name: 'Buscar anúncios' }).press('Enter');
  await expect(page).toHaveURL(/\/ads\?search=faxina&category=diarista(&|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados para “faxina”' })).toBeVisible();

  await page.goto('/');
  const header = page.locator('header');
  await header.getByRole('searchbox', { name: 'Buscar serviços e produtos' }).fill('pedreiro');
  await header.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\/ads\?search=pedreiro&state_code=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados para “pedreiro”' })).toBeVisible();
  await context.close();
});

test('a tap on the mobile menu before the app has started opens it once the app is there', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: MOBILE });
  const page = await context.newPage();
  // The app's scripts arrive late (a slow phone): held until the tap has been made.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    if (!route.request().url().endsWith('/boot.js')) await held;
    await route.continue();
  });
  await page.goto('/ads', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.app ?? 'not started')).toBe('not started');
  release();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fechar menu' }).first()).toBeVisible();
  await context.close();
});
