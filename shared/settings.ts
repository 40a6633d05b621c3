/**
 * The site settings' defaults: what the server answers for a setting never stored
 * (server/src/modules/settings) and what the SPA shows before the settings arrive or when the call
 * fails (the footer's contact links, the home's carousel).
 */
export const DEFAULT_SETTINGS = {
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
} as const;

/** The carousel's time per slide, in ms: what an admin may save and what the home plays. */
export const CAROUSEL_INTERVAL_MS = { min: 3000, max: 9000 } as const;
