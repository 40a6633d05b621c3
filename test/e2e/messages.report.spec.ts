import type { APIRequestContext } from '@playwright/test';
import { signInAsStaff } from './support/admin';
import { expect, screenshot, test } from './support/fixtures';
import { newAccount, signedInNewUser } from './support/session';

/** A conversation between a new advertiser and `buyer`: the advertiser's active ad, the buyer's first message, the answer. */
async function conversationWith(request: APIRequestContext, buyerAccess: string) {
  const seller = await newAccount(request, { prefix: 'e2e_golpista', firstName: 'Gustavo' });
  const categories = (await (await request.get('/api/v1/ads/categories/')).json()) as Array<{ id: number }>;
  const ad = await request.post('/api/v1/ads/ads/', {
    headers: { authorization: `Bearer ${seller.access}` },
    data: {
      title: 'Celular seminovo na caixa',
      description: 'Celular seminovo, na caixa, com nota fiscal e carregador original. Entrego em mãos.',
      category_id: categories[0].id,
      price_cents: 90000,
      state_code: 'SP',
      city: 'Campinas',
    },
  });
  expect(ad.status(), await ad.text()).toBe(201);
  const slug = ((await ad.json()) as { slug: string }).slug;
  const started = await request.post('/api/v1/messages/conversations/', {
    headers: { authorization: `Bearer ${buyerAccess}` },
    data: { ad: slug, text: 'Olá! Ainda está disponível?' },
  });
  expect(started.status(), await started.text()).toBe(201);
  const id = ((await started.json()) as { id: number }).id;
  const answer = await request.post(`/api/v1/messages/conversations/${id}/messages/`, {
    headers: { authorization: `Bearer ${seller.access}` },
    data: { text: 'Está sim. Me manda um sinal no pix adiantado que eu separo para você.' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { id, seller };
}

test('a participant reports a conversation from its menu; the staff read it in the queue and suspend the member', async ({
  page,
  request,
  browser,
}) => {
  const buyer = await signedInNewUser(page, request, { prefix: 'e2e_compradora', firstName: 'Carla' });
  const { id, seller } = await conversationWith(request, buyer.access);
  await page.goto(`/messages/${id}`);
  await page.getByRole('button', { name: 'Mais opções da conversa' }).click();
  await expect(page.getByRole('menuitem', { name: /Bloquear usuário/ })).toBeVisible();
  await screenshot(page, 'messages-menu');
  await page.getByRole('menuitem', { name: /Denunciar conversa/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Denunciar conversa' });
  await dialog.getByRole('radio', { name: 'Golpe ou fraude' }).check();
  await dialog.getByLabel('Detalhes (opcional)').fill('Pediu sinal por Pix antes de mostrar o celular.');
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Recebemos sua denúncia. Vamos analisar e avisar você.');
  await dialog.getByRole('button', { name: 'Fechar' }).click();

  const staffContext = await browser.newContext({
    viewport: page.viewportSize()!,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const staff = await staffContext.newPage();
  await signInAsStaff(staff);
  await staff.goto('/admin/reports');
  const card = staff.locator('.ant-card').filter({ hasText: `Conversa com @${seller.user.username}` });
  const messages = card.getByRole('list', { name: 'Mensagens da conversa denunciada' });
  await expect(messages.getByRole('listitem')).toHaveCount(2);
  await expect(messages.getByRole('listitem').last()).toContainText('(denunciado)');
  await expect(messages.getByRole('listitem').last()).toContainText('pix adiantado');
  await expect(card).toContainText('Pediu sinal por Pix antes de mostrar o celular.');
  await expect(card.getByRole('button', { name: 'Remover anúncio' })).toHaveCount(0);
  await screenshot(staff, 'admin-reports-conversation');
  await card.getByRole('button', { name: 'Suspender conta' }).click();
  const decide = staff.getByRole('dialog');
  await decide.getByLabel('Mensagem para o membro denunciado').fill('Golpe por mensagens.');
  await decide.getByRole('button', { name: 'Suspender conta' }).click();
  await expect(staff.getByText(/Suspender conta: feito/)).toBeVisible();
  await staffContext.close();
});
