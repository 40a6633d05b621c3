import type { Page } from '@playwright/test';
import { expect, MOBILE, screenshot, test } from './support/fixtures';
import { adOf, otherMember } from './support/members';
import { signedInNewUser } from './support/session';

const AD = {
  description: 'Bicicleta aro 29 com 21 marchas, freio a disco e pneus novos. Revisada este mês.',
  priceCents: 120000,
};

const messagesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Mensagens/ });

test('a buyer writes from an ad, the advertiser answers live, a block refuses the next message', async ({
  page,
  request,
  browser,
}) => {
  const seller = await signedInNewUser(page, request, { prefix: 'e2e_vendedora', firstName: 'Sônia' });
  const slug = await adOf(request, seller, { title: 'Bicicleta aro 29 revisada', ...AD });
  await page.goto('/');
  await expect(messagesLink(page)).toHaveAccessibleName('Mensagens');

  // The buyer writes from the ad page, beside the WhatsApp button.
  const buyer = await otherMember(browser, request, page.viewportSize()!);
  await buyer.page.goto(`/ads/${slug}`);
  await buyer.page.getByRole('button', { name: 'Enviar mensagem' }).click();
  const dialog = buyer.page.getByRole('dialog', { name: 'Mensagem para Sônia' });
  await dialog.getByLabel('Mensagem').fill('Olá! A bicicleta ainda está disponível?');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(buyer.page).toHaveURL(/\/messages\/\d+$/);
  const buyerLog = buyer.page.getByRole('log', { name: 'Mensagens da conversa' });
  await expect(buyerLog.getByTestId('message')).toHaveText([/Olá! A bicicleta ainda está disponível\?/]);

  // The advertiser's badge counts it without a reload, and the inbox shows it in bold.
  await expect(messagesLink(page)).toHaveAccessibleName('Mensagens (1 não lida)');
  await messagesLink(page).click();
  const inbox = page.getByRole('list', { name: 'Conversas' });
  const item = inbox.getByRole('link', { name: /Bruno/ });
  await expect(item).toContainText('Bicicleta aro 29 revisada');
  await expect(item).toContainText('Olá! A bicicleta ainda está disponível?');
  await expect(item).toContainText('Agora');
  await item.click();
  const sellerLog = page.getByRole('log', { name: 'Mensagens da conversa' });
  await expect(sellerLog.getByTestId('message')).toHaveCount(1);
  await expect(page.getByText(/^Nunca pague adiantado por Pix a quem você não conhece/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Bicicleta aro 29 revisada.*R\$\s?1\.200,00/ })).toBeVisible();
  // Read: the badge goes away.
  await expect(messagesLink(page)).toHaveAccessibleName('Mensagens');

  // The advertiser answers (Enter sends); the buyer sees it live, and "visto" under their message.
  const composer = page.getByRole('textbox', { name: 'Mensagem' });
  await composer.fill('Está sim! Pode vir ver amanhã.');
  await composer.press('Enter');
  await expect(sellerLog.getByTestId('message')).toHaveCount(2);
  await expect(buyerLog.getByTestId('message')).toHaveCount(2);
  await expect(buyerLog.getByTestId('message').last()).toContainText('Está sim! Pode vir ver amanhã.');
  await expect(buyerLog.getByTestId('message').first()).toContainText('visto');
  await screenshot(page, 'messages-conversation-desktop');
  await page.goto('/messages');
  await expect(inbox.getByRole('link', { name: /Bruno/ })).toContainText('Você: Está sim!');
  await screenshot(page, 'messages-list-desktop');

  // The buyer answers live into the open inbox too.
  const buyerComposer = buyer.page.getByRole('textbox', { name: 'Mensagem' });
  await buyerComposer.fill('Combinado, passo às 10h.');
  await buyerComposer.press('Enter');
  await expect(inbox.getByRole('link', { name: /Bruno/ })).toContainText('Combinado, passo às 10h.');
  await expect(messagesLink(page)).toHaveAccessibleName('Mensagens (1 não lida)');

  // The advertiser blocks the buyer: the conversation leaves the list, the next message is refused.
  await inbox.getByRole('link', { name: /Bruno/ }).click();
  await page.getByRole('button', { name: 'Mais opções da conversa' }).click();
  await page.getByRole('menuitem', { name: /Bloquear usuário/ }).click();
  await page.getByRole('button', { name: 'Bloquear', exact: true }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText('Você ainda não tem conversas.')).toBeVisible();
  await buyerComposer.fill('Oi? Ainda vale?');
  await buyerComposer.press('Enter');
  await expect(buyer.page.getByRole('alert')).toContainText('Você não pode enviar mensagens para este usuário.');
  await expect(buyerLog.getByTestId('message')).toHaveCount(3);

  // The block is undone in the profile's settings.
  await page.goto('/profile/edit');
  await page.getByRole('button', { name: 'Desbloquear Bruno' }).click();
  await expect(page.getByText('Você não bloqueou ninguém.')).toBeVisible();
  await buyer.context.close();
});

test('on a 390 px phone: the inbox, then the conversation full screen with a back button', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize(MOBILE);
  const seller = await signedInNewUser(page, request, { prefix: 'e2e_vendedora', firstName: 'Sônia' });
  const slug = await adOf(request, seller, { title: 'Bicicleta aro 29 para trilha', ...AD });
  const buyer = await otherMember(browser, request, MOBILE);
  const started = await request.post('/api/v1/messages/conversations/', {
    headers: { authorization: `Bearer ${buyer.session.access}` },
    data: { ad: slug, text: 'Boa tarde! Aceita R$ 1.000 à vista, retirando em Campinas?' },
  });
  expect(started.status()).toBe(201);
  await buyer.context.close();

  await page.goto('/');
  await expect(messagesLink(page)).toHaveAccessibleName('Mensagens (1 não lida)');
  await messagesLink(page).click();
  const item = page.getByRole('list', { name: 'Conversas' }).getByRole('link', { name: /Bruno/ });
  await expect(item).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await screenshot(page, 'messages-list-phone');

  await item.click();
  await expect(page.getByRole('list', { name: 'Conversas' })).toBeHidden();
  const composer = page.getByRole('textbox', { name: 'Mensagem' });
  await expect(composer).toBeInViewport();
  await composer.fill('Aceito sim.');
  await composer.press('Enter');
  await expect(page.getByTestId('message')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'messages-conversation-phone');
  await page.getByRole('button', { name: 'Voltar para as conversas' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(item).toBeVisible();
});
