import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, waitForAppOnLoad } from './fixtures';
import { signedInNewUser, type NewSession } from './session';

/** An active ad of `seller`'s in Campinas/SP, through the API (as the ad form would). */
export async function adOf(
  request: APIRequestContext,
  seller: NewSession,
  ad: { title: string; description: string; priceCents: number },
) {
  const categories = (await (await request.get('/api/v1/ads/categories/')).json()) as Array<{ id: number }>;
  const created = await request.post('/api/v1/ads/ads/', {
    headers: { authorization: `Bearer ${seller.access}` },
    data: {
      title: ad.title,
      description: ad.description,
      category_id: categories[0].id,
      price_cents: ad.priceCents,
      state_code: 'SP',
      city: 'Campinas',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { slug: string }).slug;
}

/** A second member, Bruno, in a browser of their own (another context: other storage, other stream). */
export async function otherMember(
  browser: Browser,
  request: APIRequestContext,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = waitForAppOnLoad(await context.newPage());
  const session = await signedInNewUser(page, request, { prefix: 'e2e_comprador', firstName: 'Bruno' });
  return { context, page, session };
}
