import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { HERO_SLIDE_LIMITS } from '../../../../shared/heroSlides';

// The home page carousel's shapes: the public list (tag core) and the staff's management of the
// slides under /api/v1/admin/hero-slides/ (tag admin).

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

// The text limits the admin's slide form shows too (shared/heroSlides.ts).
export const TITLE_MAX = HERO_SLIDE_LIMITS.title;
export const SUBTITLE_MAX = HERO_SLIDE_LIMITS.subtitle;
export const CTA_LABEL_MAX = HERO_SLIDE_LIMITS.ctaLabel;
export const CTA_URL_MAX = HERO_SLIDE_LIMITS.ctaUrl;
export const ALT_MAX = HERO_SLIDE_LIMITS.alt;
export const POSITION_MAX = 1_000_000;
/** Largest id a path may name (the column is a 32-bit serial). */
const ID_MAX = 2_147_483_647;

export const HeroSlide = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    subtitle: Type.String(),
    image_url: Type.String({ description: 'Absoluta (http/https) ou relativa à origem da API.' }),
    image_mobile_url: Type.String({ description: 'Imagem para celulares; vazia = usar image_url.' }),
    image_alt: Type.String(),
    cta_label: Type.String({ description: 'Texto do botão; vazio = sem botão.' }),
    cta_url: Type.String(),
    position: Type.Integer(),
  },
  { title: 'HeroSlide' },
);
export type HeroSlide = Static<typeof HeroSlide>;

export const HeroSlideList = Type.Array(HeroSlide, { title: 'HeroSlideList' });

export const SLIDE_STATUSES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type SlideStatus = (typeof SLIDE_STATUSES)[number];
export const IMAGE_KINDS = ['desktop', 'phone'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

const Timestamp = Type.String({ format: 'date-time' });

export const AdminHeroSlide = Type.Object(
  {
    ...HeroSlide.properties,
    is_active: Type.Boolean(),
    starts_at: Nullable(Timestamp),
    ends_at: Nullable(Timestamp),
    status: Type.Union(
      SLIDE_STATUSES.map((s) => Type.Literal(s)),
      {
        description:
          'active: aparece agora; scheduled: ativo, janela ainda não começou; expired: janela terminou; inactive: desligado.',
      },
    ),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'AdminHeroSlide' },
);
export type AdminHeroSlide = Static<typeof AdminHeroSlide>;

export const AdminHeroSlideList = Type.Array(AdminHeroSlide, { title: 'AdminHeroSlideList' });

const slideFields = {
  title: Type.String({ minLength: 1, maxLength: TITLE_MAX }),
  subtitle: Type.String({ maxLength: SUBTITLE_MAX }),
  cta_label: Type.String({ maxLength: CTA_LABEL_MAX, description: 'Texto do botão; vazio = sem botão.' }),
  cta_url: Type.String({
    maxLength: CTA_URL_MAX,
    description: 'Caminho do site começando com / (ex.: /ads) ou endereço http(s)://.',
  }),
  image_alt: Type.String({ maxLength: ALT_MAX, description: 'Obrigatório quando o slide tem imagem.' }),
  is_active: Type.Boolean(),
  starts_at: Nullable(Timestamp),
  ends_at: Nullable(Timestamp),
  position: Type.Integer({
    minimum: 0,
    maximum: POSITION_MAX,
    description: 'Menor primeiro; sem ele, vai para o fim.',
  }),
};

export const HeroSlideCreateBody = Type.Object(
  {
    title: slideFields.title,
    subtitle: Type.Optional(slideFields.subtitle),
    cta_label: Type.Optional(slideFields.cta_label),
    cta_url: Type.Optional(slideFields.cta_url),
    image_alt: Type.Optional(slideFields.image_alt),
    is_active: Type.Optional(slideFields.is_active),
    starts_at: Type.Optional(slideFields.starts_at),
    ends_at: Type.Optional(slideFields.ends_at),
    position: Type.Optional(slideFields.position),
  },
  { title: 'HeroSlideCreateBody', additionalProperties: false },
);
export type HeroSlideCreateBody = Static<typeof HeroSlideCreateBody>;

export const HeroSlideUpdateBody = Type.Partial(HeroSlideCreateBody, {
  title: 'HeroSlideUpdateBody',
  additionalProperties: false,
});
export type HeroSlideUpdateBody = Static<typeof HeroSlideUpdateBody>;

export const HeroSlideReorderBody = Type.Object(
  {
    ids: Type.Array(Type.Integer({ minimum: 1, maximum: ID_MAX }), {
      minItems: 1,
      maxItems: 500,
      description: 'Os ids de todos os slides, na nova ordem.',
    }),
  },
  { title: 'HeroSlideReorderBody', additionalProperties: false },
);
export type HeroSlideReorderBody = Static<typeof HeroSlideReorderBody>;

export const HeroSlideIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: ID_MAX }) });

const Kind = Type.Union(
  IMAGE_KINDS.map((k) => Type.Literal(k)),
  { description: 'desktop: imagem principal (até 1600×600); phone: imagem para celulares (até 800×800).' },
);

export const HeroSlideImageParams = Type.Object({ id: HeroSlideIdParams.properties.id, kind: Kind });

/** Text fields of the image upload (the file, `image`, is kept aside by plugins/multipart.ts). */
export const HeroSlideImageFields = Type.Object(
  {
    kind: Kind,
    image_alt: Type.Optional(slideFields.image_alt),
  },
  { additionalProperties: false },
);
export type HeroSlideImageFields = Static<typeof HeroSlideImageFields>;

export const HeroSlideImageUploadBody = Type.Object(
  {
    ...HeroSlideImageFields.properties,
    // Optional for the validator, which sees only the text fields; a request without it is a 400.
    image: Type.Optional(
      Type.Unsafe<unknown>({
        type: 'string',
        format: 'binary',
        description: 'JPEG, PNG, WebP ou AVIF de até 10 MB; regravada em WebP sem metadados.',
      }),
    ),
  },
  { title: 'HeroSlideImageUploadBody', additionalProperties: false },
);
