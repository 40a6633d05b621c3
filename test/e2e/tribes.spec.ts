import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, finishedOpening, test, waitForAppOnLoad } from './support/fixtures';
import { signedInNewUser, type NewSession } from './support/session';

const SHOTS = '/tmp/shots-tribes';

/** No serious or critical axe violation inside the page's main area. */
async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const bad = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}

/** The page at both sizes into /tmp/shots-tribes/, after axe has looked at it. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await expectAccessible(page);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-1366x768.png` });
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-390x844.png` });
  await page.setViewportSize(DESKTOP);
}

async function createAd(request: APIRequestContext, session: NewSession, title: string) {
  const categories = await (await request.get('/api/v1/ads/categories/')).json();
  const res = await request.post('/api/v1/ads/ads/', {
    headers: { authorization: `Bearer ${session.access}` },
    data: {
      title,
      description: 'Faxina completa com produtos inclusos, atendimento de segunda a sábado.',
      category_id: categories[0].id,
      price_cents: 18000,
      price_type: 'per_service',
      state_code: 'SP',
      city: 'São Paulo',
      contact_whatsapp: '11987654321',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { slug: string };
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'pt-BR' });
  return waitForAppOnLoad(await context.newPage());
}

test('a private tribe with ad approval: invite by link, register through it, submit, approve, see it in the feed', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  await signedInNewUser(page, request, { prefix: 'dono', firstName: 'Bruna' });

  // The owner creates a private tribe, joined by invitation, where ads need approval.
  const name = `Diaristas da Zona Sul ${tag}`;
  await page.goto('/tribes/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Criar tribo' })).toBeVisible();
  await page.getByLabel('Nome da tribo').fill(name);
  await page
    .getByRole('textbox', { name: 'Descrição' })
    .fill('Diaristas e faxineiras indicadas por quem mora na Zona Sul.');
  await page.getByRole('textbox', { name: 'Regras' }).fill('Só anúncios de limpeza.\nSeja gentil.');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByLabel(/^Privada/).check();
  await page.getByLabel('Só por convite').check();
  await page.getByLabel('Anúncios passam por aprovação').check();
  await page.getByRole('button', { name: 'Criar tribo' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  const slug = new URL(page.url()).pathname.split('/tribes/')[1];
  await expect(page.getByText('Dono(a)')).toBeVisible();

  // An invitation link, made on the management page.
  await page.getByRole('link', { name: /Gerenciar tribo/ }).click();
  await page.getByRole('tab', { name: 'Convites' }).click();
  await page.getByRole('button', { name: 'Criar link de convite' }).click();
  await expect(page.getByText('Convite criado.', { exact: false })).toBeVisible();
  const link = (await page.getByLabel('Link do convite').first().textContent())!.trim();
  expect(link).toMatch(/\/register\?invite=/);
  await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toHaveAttribute('href', /wa\.me/);

  // A visitor registers through the link and lands in the tribe as a member.
  const guest = await newPage(browser);
  await guest.goto(new URL(link).pathname + new URL(link).search);
  const invitation = guest.getByLabel('Convite para tribo');
  await expect(invitation.getByRole('heading', { name })).toBeVisible();
  const password = `Caju-Verde-${tag}!`;
  await guest.getByLabel('Nome', { exact: true }).fill('Carla');
  await guest.getByLabel('Nome de usuário').fill(`carla_${tag}`);
  await guest.getByLabel('E-mail').fill(`carla_${tag}@exemplo.com.br`);
  await guest.getByLabel('Senha', { exact: true }).fill(password);
  await guest.getByLabel('Confirme a senha').fill(password);
  await guest.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }).check();
  await guest.getByRole('button', { name: 'Criar conta' }).click();
  await expect(guest).toHaveURL(new RegExp(`/tribes/${slug}$`), { timeout: 20_000 });
  await expect(guest.getByText('Membro', { exact: true })).toBeVisible();

  // The new member sends one of their ads; it waits for approval.
  const token = await guest.evaluate(() => localStorage.getItem('tribo:token'));
  const adTitle = `Faxina caprichada ${tag}`;
  const ad = await createAd(request, { access: token! } as NewSession, adTitle);
  await guest.getByRole('button', { name: 'Publicar nesta tribo' }).first().click();
  await finishedOpening(guest.getByRole('dialog', { name: /^Publicar em / }));
  await guest.getByRole('button', { name: `Enviar ${adTitle}` }).click();
  await expect(guest.getByText(/Ele aparece na tribo depois da aprovação/)).toBeVisible();

  // The owner approves it in the moderation queue.
  await page.goto(`/tribes/edit/${slug}?tab=moderation`);
  await page.getByRole('button', { name: `Aprovar ${adTitle}` }).click();
  await expect(page.getByText('Anúncio aprovado e publicado na tribo.')).toBeVisible();

  // It shows in the tribe's feed and under /ads?tribe=.
  await page.goto(`/tribes/${slug}`);
  await expect(page.getByRole('link', { name: adTitle })).toBeVisible();
  await page.goto(`/ads?tribe=${slug}`);
  await expect(page.getByRole('link', { name: adTitle })).toBeVisible();
  void ad;

  // A signed-in non-member sees the tribe's name, not its feed.
  const outsider = await newPage(browser);
  await signedInNewUser(outsider, outsider.request, { prefix: 'fora', firstName: 'Davi' });
  await outsider.goto(`/tribes/${slug}`);
  await expect(outsider.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(outsider.getByText('Esta tribo é privada')).toBeVisible();
  await expect(outsider.getByRole('link', { name: adTitle })).toHaveCount(0);
  const feed = await outsider.request.get(`/api/v1/tribes/${slug}/ads/`, {
    headers: { authorization: `Bearer ${await outsider.evaluate(() => localStorage.getItem('tribo:token'))}` },
  });
  expect(feed.status()).toBe(403);

  // The four tribe pages, looked at on a desktop and on a phone, with axe.
  await page.goto('/tribes');
  await expect(page.getByRole('list', { name: 'Minhas tribos' }).getByRole('link', { name })).toBeVisible();
  await shoot(page, 'tribes');
  await page.goto(`/tribes/${slug}`);
  await expect(page.getByRole('link', { name: adTitle })).toBeVisible();
  await shoot(page, 'tribe');
  await page.goto('/tribes/create');
  await expect(page.getByLabel('Nome da tribo')).toBeVisible();
  await shoot(page, 'tribe-create');
  await page.goto(`/tribes/edit/${slug}?tab=members`);
  await expect(page.getByRole('tabpanel', { name: 'Membros' }).getByText('@carla_' + tag)).toBeVisible();
  await shoot(page, 'tribe-edit');
  await guest.context().close();
  await outsider.context().close();
});

test('a signed-in user opening an invitation accepts it in one click; a bad token says so', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The bad token's preview answers 404 on purpose.
  consoleErrors.allow(/404|token-que-nao-existe/);
  const owner = await signedInNewUser(page, request, { prefix: 'dona', firstName: 'Elisa' });
  const created = await request.post('/api/v1/tribes/', {
    headers: { authorization: `Bearer ${owner.access}` },
    data: {
      name: `Pet lovers ${randomUUID().slice(0, 6)}`,
      state_code: 'PR',
      city: 'Curitiba',
      visibility: 'public',
      join_policy: 'invite',
      ad_policy: 'open',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tribe = (await created.json()) as { slug: string; name: string };
  const inv = await request.post(`/api/v1/tribes/${tribe.slug}/invitations/`, {
    headers: { authorization: `Bearer ${owner.access}` },
    data: { expires_in_days: 7, max_uses: 5 },
  });
  expect(inv.status(), await inv.text()).toBe(201);
  const { token } = (await inv.json()) as { token: string };

  await signedInNewUser(page, request, { prefix: 'amiga', firstName: 'Fabi' });
  await page.goto(`/login?invite=${token}`);
  await page.getByRole('button', { name: 'Aceitar convite e entrar na tribo' }).click();
  await expect(page).toHaveURL(new RegExp(`/tribes/${tribe.slug}$`));
  await expect(page.getByText('Membro', { exact: true })).toBeVisible();

  await page.goto('/register?invite=token-que-nao-existe');
  await expect(page.getByRole('alert')).toContainText('Convite inválido ou expirado.');
});
