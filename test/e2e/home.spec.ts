import { DESKTOP, MOBILE, expect, screenshot, test } from './support/fixtures';

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test(`home page loads at ${label} size with no console error or warning`, async ({ page }) => {
    // Warnings too: React Router warns on the first load when no HydrateFallback covers a lazy page.
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page).toHaveTitle(/Tribo/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Categories come from the API (demo data on first start).
    await expect(page.getByText('Diarista', { exact: true })).toBeVisible();
    await expect(page.getByText('Eletricista', { exact: true })).toBeVisible();
    await screenshot(page, `home-${label}`);
    expect(warnings).toEqual([]);
  });
}

test('unknown paths and missing ads answer HTTP 404 with the pt-BR not-found page; unknown API paths answer JSON 404', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The browser logs the document's own 404; that is the point of the test.
  consoleErrors.allow(/404/);
  const unknown = await page.goto('/pagina-que-nao-existe');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByText('Página não encontrada')).toBeVisible();
  const missingAd = await page.goto('/ads/anuncio-que-nao-existe-zz9');
  expect(missingAd?.status()).toBe(404);
  await expect(page.getByText('Anúncio não encontrado')).toBeVisible();
  const res = await request.get('/api/v1/nada/');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: 'Recurso não encontrado.', code: 'not_found' });
});

test('the app works from localhost as well as 127.0.0.1', async ({ page, baseURL }) => {
  const url = new URL(baseURL!);
  await page.goto(`http://localhost:${url.port}/`);
  await expect(page.getByText('Diarista', { exact: true })).toBeVisible();
});
