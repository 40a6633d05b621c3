import { Type, type Static } from '@sinclair/typebox';
import { CAROUSEL_INTERVAL_MS } from '../../../../shared/settings';

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

// Staff editing (/api/v1/admin/settings/). Every field is optional: what is sent changes, the rest
// stays (objects too, key by key). Each message names its field in Portuguese, since the form shows
// it beside the field and a program reading `fields` gets the JSON name as the key.

// The range the home plays too (shared/settings.ts).
export const CAROUSEL_INTERVAL = CAROUSEL_INTERVAL_MS;
export const SETTINGS_LIMITS = { greeting: 300, bannerMessage: 300, url: 500, email: 254 } as const;

export const SETTINGS_MESSAGES = {
  contactEmail: 'Informe um e-mail de contato válido.',
  whatsappNumber: 'Informe o número do WhatsApp só com dígitos, com DDI e DDD (ex.: 5511999999999).',
  whatsappBrazil: 'Número do WhatsApp inválido: no Brasil são 55, o DDD e o número (12 ou 13 dígitos).',
  whatsappGreeting: `A saudação do WhatsApp deve ser um texto de até ${SETTINGS_LIMITS.greeting} caracteres.`,
  socialProfileUrl: 'Informe o endereço do perfil na rede social, começando com http:// ou https://.',
  bannerEnabled: 'Informe se o aviso está ligado (verdadeiro ou falso).',
  bannerMessage: `A mensagem do aviso deve ser um texto de até ${SETTINGS_LIMITS.bannerMessage} caracteres.`,
  bannerMessageRequired: 'Escreva a mensagem do aviso para ligá-lo.',
  adsEnabled: 'Informe se os anúncios de terceiros estão ligados (verdadeiro ou falso).',
  autoplay: 'Informe se o carrossel passa sozinho (verdadeiro ou falso).',
  interval: 'O intervalo entre slides deve ficar entre 3 e 9 segundos (3000 a 9000 ms).',
  transition: 'A transição deve ser "slide" (deslizar) ou "fade" (esmaecer).',
  showArrows: 'Informe se as setas aparecem (verdadeiro ou falso).',
  showIndicators: 'Informe se os indicadores (pontos) aparecem (verdadeiro ou falso).',
  pauseOnHover: 'Informe se o carrossel pausa com o ponteiro sobre ele (verdadeiro ou falso).',
} as const;

const M = SETTINGS_MESSAGES;
const flag = (errorMessage: string, description: string) => Type.Optional(Type.Boolean({ errorMessage, description }));

export const SettingsUpdate = Type.Object(
  {
    contact_email: Type.Optional(
      Type.String({ format: 'email', maxLength: SETTINGS_LIMITS.email, errorMessage: M.contactEmail }),
    ),
    whatsapp_number: Type.Optional(
      Type.String({
        pattern: '^[1-9][0-9]{10,14}$',
        errorMessage: M.whatsappNumber,
        description: 'Só dígitos, com DDI e DDD (11 a 15 dígitos; no Brasil, 55 + DDD + número).',
      }),
    ),
    whatsapp_greeting: Type.Optional(
      Type.String({ maxLength: SETTINGS_LIMITS.greeting, errorMessage: M.whatsappGreeting }),
    ),
    social_profile_url: Type.Optional(
      Type.String({
        maxLength: SETTINGS_LIMITS.url,
        pattern: '^[Hh][Tt][Tt][Pp][Ss]?://\\S+$',
        errorMessage: M.socialProfileUrl,
      }),
    ),
    maintenance_banner: Type.Optional(
      Type.Object(
        {
          enabled: flag(M.bannerEnabled, 'Mostra o aviso no topo de todas as páginas.'),
          message: Type.Optional(
            Type.String({ maxLength: SETTINGS_LIMITS.bannerMessage, errorMessage: M.bannerMessage }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    ads_enabled: flag(M.adsEnabled, 'Serviço de anúncios de terceiros (banners) ligado.'),
    hero_carousel: Type.Optional(
      Type.Object(
        {
          autoplay: flag(M.autoplay, 'Passa os slides sozinho.'),
          interval_ms: Type.Optional(
            Type.Integer({
              minimum: CAROUSEL_INTERVAL.min,
              maximum: CAROUSEL_INTERVAL.max,
              errorMessage: M.interval,
              description: 'Tempo de cada slide, em ms (3000 a 9000).',
            }),
          ),
          transition: Type.Optional(
            Type.Union([
              Type.Literal('slide', { errorMessage: M.transition }),
              Type.Literal('fade', { errorMessage: M.transition }),
            ]),
          ),
          show_arrows: flag(M.showArrows, 'Mostra as setas de anterior/próximo.'),
          show_indicators: flag(M.showIndicators, 'Mostra os pontos (um por slide).'),
          pause_on_hover: flag(M.pauseOnHover, 'Pausa a passagem automática com o ponteiro sobre o carrossel.'),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false, title: 'SettingsUpdate' },
);
export type SettingsUpdate = Static<typeof SettingsUpdate>;

export const AdminSettings = Type.Object(
  {
    ...SettingsResponse.properties,
    updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'Última alteração de qualquer configuração (null se nunca gravadas).',
    }),
  },
  { title: 'AdminSettings' },
);
export type AdminSettings = Static<typeof AdminSettings>;
