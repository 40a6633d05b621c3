import { Type, type Static } from '@sinclair/typebox';

export const MaintenanceBanner = Type.Object({
  enabled: Type.Boolean(),
  message: Type.String(),
});

export const HeroCarouselSettings = Type.Object(
  {
    autoplay: Type.Boolean({ description: 'Passa os slides sozinho.' }),
    interval_ms: Type.Integer({ minimum: 3000, maximum: 9000, description: 'Tempo de cada slide, em ms (3 a 9 s).' }),
    transition: Type.Union([Type.Literal('slide'), Type.Literal('fade')], {
      description: 'Passagem de um slide ao outro: deslizar ou esmaecer.',
    }),
    show_arrows: Type.Boolean({ description: 'Mostra as setas de anterior/próximo.' }),
    show_indicators: Type.Boolean({ description: 'Mostra os pontos (um por slide).' }),
    pause_on_hover: Type.Boolean({ description: 'Pausa a passagem automática com o ponteiro sobre o carrossel.' }),
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
