import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, chooseOption, expect, screenshot, test } from './support/fixtures';
import { signedInNewUser } from './support/session';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificações/ });

/** Pix comes first on the payment page: the card is the second radio card. */
async function cardForm(page: Page) {
  await page.getByRole('radio', { name: /Cartão de crédito/ }).check();
  await expect(page.getByText('Modo de teste — nada será cobrado')).toBeVisible();
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Número do cartão').fill(card);
  await page.getByLabel('Validade').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pagar R\$\s19,90$/ }).click();
}

test('a member publishes an ad, highlights it with Destaque 7 dias and card 4242, and sees it highlighted everywhere', async ({
  page,
  request,
}) => {
  await signedInNewUser(page, request, { prefix: 'e2e_destaque', firstName: 'Paula' });
  const title = `Poda de árvores ${Date.now().toString(36)}`;

  await page.goto('/ads/create');
  await page.getByLabel('Título').fill(title);
  await chooseOption(page.getByLabel('Categoria'), 'Jardinagem');
  await page
    .getByLabel('Descrição')
    .fill('Poda e remoção de árvores com equipe treinada, equipamentos e recolhimento.');
  await page.getByLabel('Preço (R$)').fill('280');
  await page.getByLabel('Cidade').fill('Campinas');
  await page.getByLabel('WhatsApp (com DDD)').fill('19987654321');
  await page.getByRole('button', { name: 'Publicar anúncio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  const slug = page.url().split('/ads/')[1];

  // Offered, not forced: the ad is already published.
  const offer = page.getByRole('alert').filter({ hasText: 'Anúncio publicado!' });
  await offer.getByRole('link', { name: 'Destacar anúncio' }).click();

  await expect(page).toHaveURL(`/plans/select/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Destaque seu anúncio' })).toBeVisible();
  const card = page.getByLabel('Destaque 7 dias', { exact: true });
  await expect(card.getByText('R$ 19,90')).toBeVisible();
  await expect(page.getByLabel('Grátis', { exact: true }).getByText('Plano atual')).toBeVisible();
  await screenshot(page, 'pay-plans-desktop');
  await page.getByRole('button', { name: 'Escolher Destaque 7 dias' }).click();

  await expect(page).toHaveURL(`/ads/payment/${slug}?plan=destaque-7`);
  await cardForm(page);
  await expect(page.getByTestId('order-total')).toHaveText(/Total: R\$\s19,90/);
  await screenshot(page, 'pay-form-desktop');
  await payWith(page, '4242 4242 4242 4242');

  await expect(page.getByText('Pagamento aprovado!')).toBeVisible();
  await expect(page.getByText(/Seu anúncio está em destaque até \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await screenshot(page, 'pay-success-desktop');

  await page.getByRole('link', { name: 'Ver meu anúncio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main').getByText('Destaque', { exact: true })).toBeVisible();
  await expect(page.getByText(/Em destaque até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  // First places in /ads: highlighted ads come first and this one is the newest of them.
  await page.goto('/ads');
  const first = page.getByRole('main').getByRole('link', { name: title });
  await expect(first).toBeVisible();
  await expect(first.getByText('Destaque', { exact: true })).toBeVisible();

  await expect(bell(page)).toHaveAccessibleName(/Notificações \(\d+ não lidas\)/);
  await bell(page).click();
  const popover = page.getByRole('banner').getByRole('region', { name: 'Notificações' });
  await expect(popover.getByText('Pagamento aprovado')).toBeVisible();
  await expect(popover.getByText('Anúncio em destaque', { exact: true }).first()).toBeVisible();
});

test('a declined card shows the reason and the member can try again with another card', async ({ page, request }) => {
  const session = await signedInNewUser(page, request, { prefix: 'e2e_cartao', firstName: 'Rita' });
  const categories = (await (await request.get('/api/v1/ads/categories/')).json()) as Array<{ id: number }>;
  const created = await request.post('/api/v1/ads/ads/', {
    headers: { authorization: `Bearer ${session.access}` },
    data: {
      title: 'Aulas de violão para iniciantes',
      description: 'Aulas particulares de violão, do básico às primeiras músicas, em casa ou online.',
      category_id: categories[0].id,
      price_cents: 8000,
      state_code: 'SP',
      city: 'Santos',
    },
  });
  expect(created.status()).toBe(201);
  const slug = ((await created.json()) as { slug: string }).slug;

  await page.setViewportSize(MOBILE);
  await page.goto(`/plans/select/${slug}`);
  await expect(page.getByRole('button', { name: 'Escolher Destaque 7 dias' })).toBeVisible();
  await screenshot(page, 'pay-plans-mobile');
  await page.goto(`/ads/payment/${slug}?plan=destaque-7`);
  await cardForm(page);
  await screenshot(page, 'pay-form-mobile');
  // Opening the payment page (and another plan's) creates nothing: only pressing Pagar does.
  await page.goto(`/ads/payment/${slug}?plan=destaque-30`);
  await cardForm(page);
  await page.goto(`/ads/payment/${slug}?plan=destaque-7`);
  await cardForm(page);
  const untouched = (await (
    await request.get('/api/v1/payments/mine/', { headers: { authorization: `Bearer ${session.access}` } })
  ).json()) as { count: number };
  expect(untouched.count).toBe(0);

  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByText('Pagamento não aprovado')).toBeVisible();
  await expect(page.getByText('O cartão foi recusado pelo banco emissor. Tente outro cartão.')).toBeVisible();
  await screenshot(page, 'pay-declined-mobile');

  await page.getByRole('button', { name: 'Tentar com outro cartão' }).click();
  await payWith(page, '4242424242424242');
  await expect(page.getByText('Pagamento aprovado!')).toBeVisible();
  await page.setViewportSize(DESKTOP);

  const payments = (await (
    await request.get('/api/v1/payments/mine/', { headers: { authorization: `Bearer ${session.access}` } })
  ).json()) as { results: Array<{ status: string; amount_cents: number }> };
  expect(payments.results.map((p) => [p.status, p.amount_cents])).toEqual([
    ['succeeded', 1990],
    ['failed', 1990],
  ]);

  // The profile's payment history shows both, newest first, with the bank's reason; the declined
  // attempt offers nothing, since the same highlight was bought after it.
  await page.setViewportSize(MOBILE);
  await page.goto('/profile?tab=payments');
  const history = page.getByRole('list', { name: 'Meus pagamentos' }).getByRole('article');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0).getByText('Aprovado', { exact: true })).toBeVisible();
  await expect(history.nth(0).getByText(/Destaque até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(history.nth(1).getByText('Recusado', { exact: true })).toBeVisible();
  await expect(history.nth(1).getByText('O cartão foi recusado pelo banco emissor. Tente outro cartão.')).toBeVisible();
  await expect(history.nth(1).getByRole('link', { name: /Tentar novamente|Concluir/ })).toHaveCount(0);
  await screenshot(page, 'pay-history-mobile');
});
