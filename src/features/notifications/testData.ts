import type { Notification } from '../../api/notifications';
import { jsonResponse } from '../../../test/support/renderWithProviders';

let seq = 0;

/** A notification as the API returns it. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  seq += 1;
  return {
    id: seq,
    user: 1,
    type: 'AD_PUBLISHED',
    title: `Notificação ${seq}`,
    message: `Mensagem ${seq}`,
    link: null,
    is_read: false,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

export function aPage(results: Notification[], next: string | null = null, count = results.length) {
  return { count, next, previous: null, results };
}

type Handler = (url: URL, init: { method: string; body: unknown }) => Response | Promise<Response>;

/**
 * Replaces global fetch with a router: `'GET /api/v1/core/notifications/'` → handler. Unmatched
 * requests answer 404. Returns the calls made, as `METHOD path?query`.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url);
    const method = req.method.toUpperCase();
    calls.push(`${method} ${url.pathname}${url.search}`);
    const text = await req.text();
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse({ error: 'Recurso não encontrado.', code: 'not_found' }, 404);
    return handler(url, { method, body: text ? JSON.parse(text) : undefined });
  }) as unknown as typeof fetch;
  return calls;
}
