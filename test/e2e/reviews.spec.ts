import type { APIRequestContext } from '@playwright/test';
import { expect, finishedOpening, MOBILE, screenshot, test } from './support/fixtures';
import { adOf, otherMember } from './support/members';
import { signedInNewUser, type NewSession } from './support/session';

const AD = {
  description: 'Faxina completa de apartamentos e casas, com produtos inclusos. Atendo Campinas e região.',
  priceCents: 18000,
};

/** The advertiser's answer in the conversation, through the API. */
async function answer(request: APIRequestContext, seller: NewSession, conversationId: number, text: string) {
  const sent = await request.post(`/api/v1/messages/conversations/${conversationId}/messages/`, {
    headers: { authorization: `Bearer ${seller.access}` },
    data: { text },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

test('a buyer reviews the advertiser after a conversation; the average shows on the profile', async ({
  page,
  request,
  browser,
}) => {
  const seller = await signedInNewUser(page, request, { prefix: 'e2e_diarista', firstName: 'Sônia' });
  const slug = await adOf(request, seller, { title: 'Faxina completa em Campinas', ...AD });

  // The buyer writes from the ad page; no review is possible before the advertiser answers.
  const buyer = await otherMember(browser, request, page.viewportSize()!);
  await buyer.page.goto(`/ads/${slug}`);
  await buyer.page.getByRole('button', { name: 'Enviar mensagem' }).click();
  const write = buyer.page.getByRole('dialog', { name: 'Mensagem para Sônia' });
  await write.getByLabel('Mensagem').fill('Olá! Você tem horário na sexta?');
  await write.getByRole('button', { name: 'Enviar' }).click();
  await expect(buyer.page).toHaveURL(/\/messages\/\d+$/);
  const conversationId = Number(buyer.page.url().split('/').pop());
  await expect(buyer.page.getByRole('button', { name: 'Mais opções da conversa' })).toBeVisible();
  await expect(buyer.page.getByRole('button', { name: 'Avaliar anunciante' })).toHaveCount(0);

  // The advertiser answers; on the conversation page the buyer can now review.
  await answer(request, seller, conversationId, 'Tenho sim, às 8h. Combinado?');
  await buyer.page.reload();
  await buyer.page.getByRole('button', { name: 'Avaliar anunciante' }).click();
  const dialog = buyer.page.getByRole('dialog', { name: 'Avaliar Sônia' });
  await finishedOpening(dialog);
  await expect(dialog).toContainText('Sobre o anúncio “Faxina completa em Campinas”');
  await dialog.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(dialog.getByText('Escolha de 1 a 5 estrelas.')).toBeVisible();
  await dialog.getByRole('radio').nth(4).click();
  await dialog.getByLabel('Conte como foi (opcional)').fill('Caprichosa e pontual, deixou tudo brilhando.');
  await dialog.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(dialog).toBeHidden();
  await expect(buyer.page.getByRole('button', { name: 'Avaliar anunciante' })).toHaveCount(0);

  // The public profile: the average with a comma, the count, the review.
  await buyer.page.goto(`/profile/${seller.user.username}`);
  const reviews = buyer.page.getByRole('region', { name: 'Avaliações' });
  await expect(reviews.getByText('5,0', { exact: true })).toBeVisible();
  await expect(reviews.getByText('1 avaliação', { exact: true })).toBeVisible();
  await expect(reviews.getByText('Caprichosa e pontual, deixou tudo brilhando.')).toBeVisible();
  const rated = { name: 'Nota 5,0 de 5, 1 avaliação' };
  await expect(buyer.page.getByRole('region', { name: 'Sobre o membro' }).getByRole('img', rated)).toBeVisible();
  // Her ads' cards carry it beside the price too.
  await expect(buyer.page.getByRole('link', { name: /^Faxina completa/ }).getByRole('img', rated)).toBeVisible();
  await buyer.context.close();

  // The advertiser answers the review publicly, once.
  await page.goto(`/profile/${seller.user.username}`);
  const own = page.getByRole('region', { name: 'Avaliações' });
  await own.getByRole('button', { name: 'Responder' }).click();
  await own.getByLabel('Sua resposta (pública)').fill('Obrigada, Bruno! Até a próxima.');
  await own.getByRole('button', { name: 'Publicar resposta' }).click();
  await expect(own.getByText('Resposta do anunciante')).toBeVisible();
  await expect(own.getByText('Obrigada, Bruno! Até a próxima.')).toBeVisible();
  await expect(own.getByRole('button', { name: /Responder|Publicar resposta/ })).toHaveCount(0);
  await own.scrollIntoViewIfNeeded();
  await screenshot(page, 'reviews-profile-desktop');

  // The ad page shows the rating beside the advertiser's name.
  await page.goto(`/ads/${slug}`);
  await expect(page.getByLabel('Nota 5,0 de 5, 1 avaliação')).toBeVisible();
  await screenshot(page, 'reviews-ad-desktop');
});

test('on a 390 px phone: the profile’s reviews fit the screen', async ({ page, request, browser }) => {
  await page.setViewportSize(MOBILE);
  const seller = await signedInNewUser(page, request, { prefix: 'e2e_diarista', firstName: 'Sônia' });
  const slug = await adOf(request, seller, { title: 'Faxina pós-obra', ...AD });
  const stars = [5, 4];
  for (const rating of stars) {
    const buyer = await otherMember(browser, request, MOBILE);
    const started = await request.post('/api/v1/messages/conversations/', {
      headers: { authorization: `Bearer ${buyer.session.access}` },
      data: { ad: slug, text: 'Qual o valor para 3 quartos?' },
    });
    expect(started.status()).toBe(201);
    const conversationId = ((await started.json()) as { id: number }).id;
    await answer(request, seller, conversationId, 'R$ 250, com material.');
    if (rating === 4) {
      // On the phone the conversation's header offers the review beside the block, on the screen.
      await buyer.page.goto(`/messages/${conversationId}`);
      await expect(buyer.page.getByRole('button', { name: 'Avaliar anunciante' })).toBeInViewport();
      expect(await buyer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(buyer.page, 'reviews-conversation-phone');
    }
    const reviewed = await request.post(`/api/v1/users/profiles/${seller.user.username}/reviews/`, {
      headers: { authorization: `Bearer ${buyer.session.access}` },
      data: { ad: slug, rating, text: rating === 5 ? 'Excelente trabalho!' : 'Muito bom, só atrasou um pouco.' },
    });
    expect(reviewed.status(), await reviewed.text()).toBe(201);
    await buyer.context.close();
  }
  await page.goto(`/profile/${seller.user.username}`);
  const reviews = page.getByRole('region', { name: 'Avaliações' });
  await expect(reviews.getByText('4,5', { exact: true })).toBeVisible();
  await expect(reviews.getByText('2 avaliações', { exact: true })).toBeVisible();
  await reviews.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'reviews-profile-phone');
});
