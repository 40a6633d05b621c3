import { Type, type Static } from '@sinclair/typebox';

export const MaintenanceBanner = Type.Object({
  enabled: Type.Boolean(),
  message: Type.String(),
});

export const HeroCarouselSettings = Type.Object(
  {
    autoplay: Type.Boolean({ description: 'Passa os slides sozinho.' }),
    interval_ms: Type.Integer({ minimum: 2000, maximum: 60000, description: 'Tempo de cada slide, em ms.' }),
    show_arrows: Type.Boolean(),
    show_indicators: Type.Boolean(),
  },
  { title: 'HeroCarouselSettings' },
);

export const SettingsResponse = Type.Object(
  {
    site_name: Type.String(),
    whatsapp_number: Type.String({ description: 'Número com DDI e DDD, só dígitos (ex.: 5511999999999).' }),
    whatsapp_greeting: Type.String(),
    social_profile_url: Type.String(),
    contact_email: Type.String(),
    maintenance_banner: MaintenanceBanner,
    ads_enabled: Type.Boolean({ description: 'Serviço de anúncios de terceiros (banners) ligado.' }),
    hero_carousel: HeroCarouselSettings,
  },
  { title: 'SettingsResponse' },
);
export type SettingsResponse = Static<typeof SettingsResponse>;
