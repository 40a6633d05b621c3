import type { SettingsResponse } from './settings.schemas';
import type { SettingsRepository } from './settings.repository';

export const DEFAULT_SETTINGS: SettingsResponse = {
  site_name: 'Tribo',
  whatsapp_number: '5511999999999',
  whatsapp_greeting: 'Olá! Vim pelo site da Tribo e gostaria de ajuda.',
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
};

/** Global settings: stored key/value pairs over the defaults, so a missing key never breaks the SPA. */
export async function readSettings(repo: SettingsRepository): Promise<SettingsResponse> {
  const stored = await repo.getSettings();
  const out = { ...DEFAULT_SETTINGS } as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_SETTINGS)) {
    const value = stored[key];
    if (value === undefined || value === null) continue;
    const fallback = out[key];
    // Object settings (hero_carousel, maintenance_banner) merge over their defaults key by key.
    out[key] =
      typeof fallback === 'object' && fallback !== null && typeof value === 'object' && !Array.isArray(value)
        ? { ...fallback, ...value }
        : value;
  }
  return out as SettingsResponse;
}
