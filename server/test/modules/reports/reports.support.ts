import type { App } from '../../../src/lib/types';
import type { TestUser } from '../../support/app';

export const report = (app: App, slug: string, user: TestUser | null, payload: object = { reason: 'fraud' }) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/ads/ads/${slug}/report/`,
    ...(user ? { headers: user.headers } : {}),
    payload,
  });

/** The open case of an ad (the desk's queue, as staff). */
export async function caseOf(app: App, staff: TestUser, adId: number): Promise<{ id: number; reporter_count: number }> {
  const r = await app.inject({ url: '/api/v1/admin/reports/?status=open&page_size=100', headers: staff.headers });
  if (r.statusCode !== 200) throw new Error(`queue ${r.statusCode}: ${r.body}`);
  const found = (r.json().results as Array<{ id: number; reporter_count: number; ad: { id: number } | null }>).find(
    (c) => c.ad?.id === adId,
  );
  if (!found) throw new Error('no open case for this ad');
  return found;
}

export const resolve = (app: App, staff: TestUser, id: number, action: string, message = 'Analisado pela equipe.') =>
  app.inject({
    method: 'POST',
    url: `/api/v1/admin/reports/${id}/resolve/`,
    headers: staff.headers,
    payload: { action, message },
  });

/** The slugs a visitor finds in /ads (optionally with a text search). */
export async function listedSlugs(app: App, query = ''): Promise<string[]> {
  const r = await app.inject({ url: `/api/v1/ads/ads/?page_size=100${query}` });
  if (r.statusCode !== 200) throw new Error(`list ${r.statusCode}: ${r.body}`);
  return (r.json().results as Array<{ slug: string }>).map((a) => a.slug);
}

/** The notifications of a member, newest first (type and title). */
export async function notificationsOf(
  app: App,
  user: TestUser,
): Promise<Array<{ type: string; title: string; message: string }>> {
  const r = await app.inject({ url: '/api/v1/core/notifications/?page_size=100', headers: user.headers });
  if (r.statusCode !== 200) throw new Error(`notifications ${r.statusCode}: ${r.body}`);
  return r.json().results;
}
