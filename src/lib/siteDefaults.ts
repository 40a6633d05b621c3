/**
 * The product's own contact links, for when the settings call fails or a setting is empty: the
 * footer always offers a social profile and a WhatsApp chat (spec: Footer). The same values are
 * the server's defaults (server/src/modules/settings/settings.service.ts DEFAULT_SETTINGS).
 */
export const SITE_DEFAULTS = {
  whatsapp_number: '5511999999999',
  whatsapp_greeting: 'Olá! Vim pelo site da Tribo e gostaria de ajuda.',
  social_profile_url: 'https://www.instagram.com/tribo.marketplace',
} as const;
