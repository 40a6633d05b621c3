import type { App } from '../../../src/lib/types';
import type { TestUser } from '../../support/app';
import { createAd } from '../ads/ads.support';

export const BASE = '/api/v1/messages/';
export const BLOCKS = '/api/v1/users/blocks/';

/** Starts (or adds to) the conversation about `slug` as `user`; the raw answer. */
export function start(app: App, user: Pick<TestUser, 'headers'>, ad: string, text: string) {
  return app.inject({ method: 'POST', url: `${BASE}conversations/`, headers: user.headers, payload: { ad, text } });
}

export function send(app: App, user: Pick<TestUser, 'headers'>, id: number, text: string) {
  return app.inject({
    method: 'POST',
    url: `${BASE}conversations/${id}/messages/`,
    headers: user.headers,
    payload: { text },
  });
}

export const list = (app: App, user: Pick<TestUser, 'headers'>, query = '') =>
  app.inject({ url: `${BASE}conversations/${query}`, headers: user.headers });

export const messagesOf = (app: App, user: Pick<TestUser, 'headers'>, id: number, query = '') =>
  app.inject({ url: `${BASE}conversations/${id}/messages/${query}`, headers: user.headers });

export async function unread(app: App, user: Pick<TestUser, 'headers'>): Promise<number> {
  const r = await app.inject({ url: `${BASE}unread_count/`, headers: user.headers });
  if (r.statusCode !== 200) throw new Error(`unread_count ${r.statusCode}: ${r.body}`);
  return (r.json() as { count: number }).count;
}

/** An advertiser's active ad and a buyer's conversation about it, with its first message. */
export async function conversation(app: App, seller: TestUser, buyer: TestUser, text = 'Olá, ainda está disponível?') {
  const ad = await createAd(app, seller);
  const r = await start(app, buyer, ad.slug, text);
  if (r.statusCode !== 201) throw new Error(`start ${r.statusCode}: ${r.body}`);
  return { ad, id: (r.json() as { id: number }).id };
}
