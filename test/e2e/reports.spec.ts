import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, signInAsStaff } from './support/admin';
import { expect, finishedOpening, screenshot, test } from './support/fixtures';
import { newAccount, signedInNewUser, useSession } from './support/session';

// Trust and safety end to end: three members report an ad (the third through the dialog), it
// leaves /ads, the staff remove it from /admin/reports, the owner and the reporters are told; a
// suspended member is signed out.

const auth = (s: { access: string }) => ({ authorization: `Bearer ${s.access}` });

async function staffToken(request: APIRequestContext): Promise<{ access: string }> {
  const res = await request.post('/api/v1/token/', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return (await res.json()) as { access: string };
}

test('three members report an ad, it leaves /ads, the staff remove it, owner and reporters are told', async ({
  page,
  request,
}) => {
  const owner = await newAccount(request, { prefix: 'e2e_dono', firstName: 'Rogério' });
  const categories = (await (await request.get('/api/v1/ads/categories/')).json()) as Array<{ id: number }>;
  const title = `Celular novo lacrado ${randomUUID().slice(0, 6)}`;
  const created = await request.post('/api/v1/ads/ads/', {
    headers: auth(owner),
    data: {
      title,
      description: 'Celular novo lacrado com nota fiscal, pagamento só por pix adiantado.',
      category_id: categories[0].id,
      price_cents: 50000,
      state_code: 'SP',
      city: 'São Paulo',
    },
  });
  expect(created.status()).toBe(201);
  const slug = ((await created.json()) as { slug: string }).slug;

  // Two members report through the API; the third in the browser, through the dialog.
  for (const prefix of ['e2e_den1', 'e2e_den2']) {
    const reporter = await newAccount(request, { prefix, firstName: 'Ana' });
    const r = await request.post(`/api/v1/ads/ads/${slug}/report/`, {
      headers: auth(reporter),
      data: { reason: 'fraud', details: 'Pede pix adiantado.' },
    });
    expect(r.status()).toBe(201);
  }
  const third = await signedInNewUser(page, request, { prefix: 'e2e_den3', firstName: 'Carla' });
  await page.goto(`/ads/${slug}`);
  await page.getByRole('button', { name: 'Denunciar anúncio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Denunciar anúncio' });
  await dialog.getByLabel('Informação falsa').check();
  await dialog.getByLabel('Detalhes (opcional)').fill('Preço fora da realidade.');
  await screenshot(page, 'report-dialog');
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(dialog.getByText('Recebemos sua denúncia. Vamos analisar e avisar você.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();

  // Out of /ads for everyone but its owner and the staff.
  const listed = await request.get(`/api/v1/ads/ads/?search=${encodeURIComponent(title)}`);
  expect(((await listed.json()) as { results: Array<{ slug: string }> }).results.map((a) => a.slug)).not.toContain(
    slug,
  );
  await page.goto(`/ads?search=${encodeURIComponent(title)}`);
  await expect(page.getByText('Nenhum anúncio encontrado com esses filtros.')).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  const mine = await request.get(`/api/v1/ads/ads/${slug}/`, { headers: auth(owner) });
  expect(((await mine.json()) as { moderation: string }).moderation).toBe('under_review');

  // The staff remove it from the queue, with a message to the owner.
  await page.evaluate(() => localStorage.clear());
  await signInAsStaff(page);
  await page.goto('/admin/reports');
  const card = page.locator('.ant-card').filter({ hasText: title });
  await expect(card.getByText('3 denunciantes')).toBeVisible();
  await expect(card.getByText('“Preço fora da realidade.”')).toBeVisible();
  await screenshot(page, 'admin-reports');
  await card.getByRole('button', { name: 'Remover anúncio' }).click();
  const modal = page.getByRole('dialog');
  await finishedOpening(modal);
  await modal.getByLabel('Mensagem para o anunciante').fill('Pedir pagamento adiantado é golpe.');
  await modal.getByRole('button', { name: 'Remover anúncio' }).click();
  await expect(page.getByText(/Remover anúncio: feito/)).toBeVisible();

  // The owner is told why; every reporter is told the outcome (the third in the bell).
  const ownerNotes = await request.get('/api/v1/core/notifications/', { headers: auth(owner) });
  const note = ((await ownerNotes.json()) as { results: Array<{ type: string; message: string }> }).results[0];
  expect(note.type).toBe('MODERATION_NOTICE');
  expect(note.message).toContain('Pedir pagamento adiantado é golpe.');
  await useSession(page, third);
  await page.goto('/');
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notificações/ });
  await bell.click();
  const panel = page.getByRole('banner').getByRole('region', { name: 'Notificações' });
  await expect(panel.getByText('Sua denúncia foi analisada')).toBeVisible();
  await screenshot(page, 'report-resolved-bell');
});

test('a suspended member is signed out and sign-in says the account is suspended', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The ended session's calls fail (401) and the suspended sign-in answers 403: provoked on purpose.
  consoleErrors.allow(/401|403/);
  const member = await newAccount(request, { prefix: 'e2e_susp', firstName: 'Davi' });
  await useSession(page, member);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const staff = await staffToken(request);
  const ban = await request.post(`/api/v1/admin/users/${member.user.id}/ban/`, {
    headers: auth(staff),
    data: { reason: 'Golpes confirmados.' },
  });
  expect(ban.status()).toBe(200);

  // The session's next request is refused and the app signs out: /login, no keys kept.
  await page.reload();
  await page.waitForURL((u) => u.pathname.startsWith('/login'));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tribo:token'))).toBeNull();
  expect((await request.get('/api/v1/users/me/', { headers: auth(member) })).status()).toBe(401);
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Senha', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Conta suspensa. Fale com o suporte.')).toBeVisible();
  await screenshot(page, 'suspended-sign-in');
});
