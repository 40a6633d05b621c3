import type { App } from '../../../src/lib/types';
import type { TestUser } from '../../support/app';
import { createAd } from '../ads/ads.support';

export const BASE = '/api/v1/tribes/';

export async function createTribe(app: App, owner: TestUser, overrides: Record<string, unknown> = {}) {
  const r = await app.inject({
    method: 'POST',
    url: BASE,
    headers: owner.headers,
    payload: { name: `Tribo de teste ${Math.random().toString(36).slice(2, 8)}`, state_code: 'SP', ...overrides },
  });
  if (r.statusCode !== 201) throw new Error(`createTribe ${r.statusCode}: ${r.body}`);
  return r.json() as { id: number; slug: string; name: string; [k: string]: unknown };
}

export async function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  user?: Pick<TestUser, 'headers'> | null,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    ...(user ? { headers: user.headers } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

/** Joins an open tribe (or asks to join one that approves). */
export async function join(app: App, slug: string, user: TestUser, body: Record<string, unknown> = {}) {
  const r = await call(app, 'POST', `${BASE}${slug}/join/`, user, body);
  if (r.statusCode !== 200) throw new Error(`join ${r.statusCode}: ${r.body}`);
  return r.json();
}

export { createAd };
