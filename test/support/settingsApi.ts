/** The admin settings pages' API as their tests simulate it (/admin/settings, /admin/carousel-settings). */
import { authState, jsonResponse, mockFetch, pathOf } from './renderWithProviders';

/** The settings as GET /api/v1/admin/settings/ answers them. */
export const ADMIN_SETTINGS = {
  site_name: 'Tribo',
  whatsapp_number: '5511999999999',
  whatsapp_greeting: 'Olá! Vim pelo site da Tribo.',
  social_profile_url: 'https://www.instagram.com/tribo.marketplace',
  contact_email: 'contato@tribo.com.br',
  maintenance_banner: { enabled: false, message: '' },
  ads_enabled: false,
  hero_carousel: {
    autoplay: true,
    interval_ms: 6000,
    transition: 'slide',
    show_arrows: true,
    show_indicators: true,
    pause_on_hover: true,
  },
  updated_at: '2026-11-24T12:05:00.000Z',
};

/** A signed-in member of staff. */
export const staff = () => authState({ user: { ...authState().user!, is_staff: true } });

/**
 * Answers the settings (admin and public) and the staff member's profile; records each PATCH body
 * and answers it with onPatch (by default: the settings with the change applied).
 */
export function mockSettingsApi(
  onPatch: (body: Record<string, unknown>) => Response = (b) => jsonResponse({ ...ADMIN_SETTINGS, ...b }),
) {
  const patches: Record<string, unknown>[] = [];
  const calls = mockFetch(async (req) => {
    const p = pathOf(req);
    if (p === '/api/v1/users/me/') return jsonResponse(staff().user);
    if (p === '/api/v1/admin/settings/' && req.method === 'GET') return jsonResponse(ADMIN_SETTINGS);
    if (p === '/api/v1/admin/settings/' && req.method === 'PATCH') {
      const body = (await req.json()) as Record<string, unknown>;
      patches.push(body);
      return onPatch(body);
    }
    if (p === '/api/v1/core/settings/') return jsonResponse(ADMIN_SETTINGS);
    return jsonResponse({ error: `não simulado: ${p}` }, 500);
  });
  return { calls, patches };
}
