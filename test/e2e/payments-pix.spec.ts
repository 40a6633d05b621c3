import type { APIRequestContext, Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, screenshot, test } from './support/fixtures';
import { signedInNewUser, type NewSession } from './support/session';

/** A member with an active ad of theirs, made through the API; the page is signed in as them. */
async function memberWithAd(page: Page, request: APIRequestContext, prefix: string, title: string) {
  const session = await signedInNewUser(page, request, { prefix, firstName: 'Joana' });
  const categories = (await (await request.get('/api/v1/ads/categories/')).json()) as Array<{ id: number }>;
  const created = await request.post('/api/v1/ads/ads/', {
    headers: { authorization: `Bearer ${session.access}` },
    data: {
      title,
      description: 'Serviço feito com capricho, orçamento sem compromisso e atendimento na região.',
      category_id: categories[0].id,
      price_cents: 15000,
      state_code: 'SP',
      city: 'Campinas',
    },
  });
  expect(created.status()).toBe(201);
  return { session, slug: ((await created.json()) as { slug: string }).slug };
}

const mine = async (request: APIRequestContext, session: NewSession) =>
  (await (
    await request.get('/api/v1/payments/mine/', { headers: { authorization: `Bearer ${session.access}` } })
  ).json()) as { results: Array<{ id: number; method: string; status: string }> };

test('a member pays a highlight by Pix with "Simular pagamento recebido": approved without a reload, the ad shows Destaque', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const title = `Jardinagem por Pix ${Date.now().toString(36)}`;
  const { slug } = await memberWithAd(page, request, 'e2e_pix', title);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/ads/payment/${slug}?plan=destaque-7`);

  const methods = page.getByRole('radiogroup', { name: 'Forma de pagamento' });
  await expect(methods.getByRole('radio')).toHaveCount(3);
  await expect(page.getByRole('radio', { name: /^Pix/ })).toBeChecked();
  await expect(page.getByTestId('method-summary')).toHaveText(/Destaque 7 dias · R\$\s19,90/);
  await screenshot(page, 'pix-choice-desktop');

  // A marker that a reload would wipe out.
  await page.evaluate(() => ((window as unknown as { semRecarregar: boolean }).semRecarregar = true));
  await page.getByRole('button', { name: /Gerar Pix de R\$\s19,90/ }).click();
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Expira em (30:00|29:\d\d)/);
  await expect(page.getByText('Aguardando pagamento…')).toBeVisible();
  await expect(page.getByLabel('Pix copia e cola')).toHaveValue(/^000201.*br\.gov\.bcb\.pix/);
  await page.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByText('Código copiado! Cole no app do seu banco.')).toBeVisible();
  await screenshot(page, 'pix-waiting-desktop');

  await page.getByRole('button', { name: 'Simular pagamento recebido' }).click();
  await expect(page.getByText('Pagamento aprovado!')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar)).toBe(true);
  await screenshot(page, 'pix-approved-desktop');

  await page.getByRole('link', { name: 'Ver meu anúncio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main').getByText('Destaque', { exact: true })).toBeVisible();
});

test('on a phone, a Pix paid from another device is approved live on the open page', async ({ page, request }) => {
  const { session, slug } = await memberWithAd(
    page,
    request,
    'e2e_pixlive',
    `Faxina por Pix ${Date.now().toString(36)}`,
  );
  await page.setViewportSize(MOBILE);
  await page.goto(`/ads/payment/${slug}?plan=destaque-7`);
  await screenshot(page, 'pix-choice-mobile');
  await page.getByRole('button', { name: /Gerar Pix/ }).click();
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
  await screenshot(page, 'pix-waiting-mobile');
  await page.evaluate(() => ((window as unknown as { semRecarregar: boolean }).semRecarregar = true));

  // The bank confirms elsewhere (here: the test confirmation called by another client).
  const [pix] = (await mine(request, session)).results;
  expect(pix.method).toBe('pix');
  const paid = await request.post(`/api/v1/payments/${pix.id}/test-confirm/`, {
    headers: { authorization: `Bearer ${session.access}` },
  });
  expect(paid.status()).toBe(200);
  await expect(page.getByText('Pagamento aprovado!')).toBeVisible({ timeout: 8000 });
  expect(await page.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar)).toBe(true);
  await screenshot(page, 'pix-approved-mobile');
});

test('a boleto: payer checked on the fields, then the linha digitável and printable boleto, reopened from Meus Pagamentos', async ({
  page,
  request,
}) => {
  const { session, slug } = await memberWithAd(
    page,
    request,
    'e2e_boleto',
    `Reforma por boleto ${Date.now().toString(36)}`,
  );
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    const size = viewport === DESKTOP ? 'desktop' : 'mobile';
    await page.goto(`/ads/payment/${slug}?plan=destaque-7`);
    await page.getByRole('radio', { name: /^Boleto/ }).check();
    if (viewport === DESKTOP) {
      await page.getByLabel('CPF ou CNPJ do pagador').fill('52998224726');
      await expect(page.getByLabel('CPF ou CNPJ do pagador')).toHaveValue('529.982.247-26');
      await page.getByRole('button', { name: /Gerar boleto de R\$\s19,90/ }).click();
      await expect(page.getByText('Informe o nome completo de quem vai pagar o boleto.')).toBeVisible();
      await expect(page.getByText('CPF inválido: confira os dígitos.')).toBeVisible();
      await expect(page.getByText('Informe um CEP válido (00000-000).')).toBeVisible();
      await expect(page.getByText('Escolha a UF.')).toBeVisible();
      await screenshot(page, 'boleto-form-errors-desktop');
      await page.getByLabel('Nome completo do pagador').fill('Joana Teste');
      await page.getByLabel('CPF ou CNPJ do pagador').fill('52998224725');
      await page.getByLabel('CEP').fill('01310100');
      await expect(page.getByLabel('CEP')).toHaveValue('01310-100');
      await page.getByLabel('Rua / Logradouro').fill('Avenida Paulista');
      await page.getByLabel('Número', { exact: true }).fill('1578');
      await page.getByLabel('Bairro').fill('Bela Vista');
      await page.getByLabel('Cidade').fill('São Paulo');
      await page.getByLabel('UF', { exact: true }).fill('SP');
      await page.keyboard.press('Enter');
      await screenshot(page, 'boleto-form-filled-desktop');
      await page.getByRole('button', { name: /Gerar boleto de R\$\s19,90/ }).click();
    }
    // The open boleto is reopened, never a second one (mobile: from Meus Pagamentos).
    if (viewport === MOBILE) {
      // A new boleto's form (another plan), then the open one reopened.
      await page.goto(`/ads/payment/${slug}?plan=destaque-30`);
      await page.getByRole('radio', { name: /^Boleto/ }).check();
      await expect(page.getByLabel('Rua / Logradouro')).toBeVisible();
      await screenshot(page, 'boleto-form-mobile');
      await page.goto('/profile?tab=payments');
      const row = page.getByRole('list', { name: 'Meus pagamentos' }).getByRole('article').first();
      await expect(row.getByText('Aguardando pagamento')).toBeVisible();
      await screenshot(page, 'boleto-history-mobile');
      await row.getByRole('link', { name: 'Ver boleto' }).click();
    }
    const line = page.getByLabel('Linha digitável');
    await expect(line).toHaveValue(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    await expect(page.getByText(/Vencimento: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expect(page.getByText(/até 2 dias úteis/).first()).toBeVisible();
    await screenshot(page, `boleto-${size}`);
    const voucher = await page.getByRole('link', { name: 'Abrir boleto para imprimir' }).getAttribute('href');
    const printed = await request.get(voucher!);
    expect(printed.status()).toBe(200);
    const voucherHtml = await printed.text();
    expect(voucherHtml).toContain('Joana Teste');
    expect(voucherHtml).toContain('Avenida Paulista, 1578 - Bela Vista, São Paulo/SP, CEP 01310-100');
  }
  const boletos = (await mine(request, session)).results.filter((p) => p.method === 'boleto');
  expect(boletos.map((p) => p.status)).toEqual(['pending']);
});
