import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { RatingSummary } from '../../lib/rating';

export const PRICE_TYPES = ['fixed', 'per_hour', 'per_service', 'negotiable'] as const;
export const AD_STATUSES = ['active', 'paused', 'expired', 'removed'] as const;
export const ORDERINGS = ['relevance', '-created_at', 'created_at', 'price', '-price', '-votes'] as const;
export const MAX_IMAGES_PER_AD = 10;

const StateCode = Type.String({ pattern: '^[A-Za-z]{2}$', errorMessage: 'Informe a sigla de um estado (UF).' });
const Phone = Type.String({
  maxLength: 20,
  pattern: '^[0-9()+\\- ]*$',
  errorMessage: 'Informe um telefone com DDD, só números.',
});
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

/** Metadata of one new image (sent as JSON text in new_ad_images_metadata_json). */
export const NewImageMetadata = Type.Object(
  {
    client_id: Type.String({ minLength: 1, maxLength: 64 }),
    alt: Type.Optional(Type.String({ maxLength: 200 })),
    order: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  },
  { title: 'NewImageMetadata' },
);
export type NewImageMetadata = Static<typeof NewImageMetadata>;

const adFields = {
  title: Type.String({ minLength: 5, maxLength: 120 }),
  description: Type.String({ minLength: 20, maxLength: 5000 }),
  category_id: Type.Integer({ minimum: 1 }),
  price_cents: Type.Optional(
    // null first: with type coercion on, a null would otherwise become 0 through the integer branch
    Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: 100_000_000_00 })], {
      description: 'Preço em centavos; null = "a combinar".',
    }),
  ),
  price_type: Type.Optional(Type.Union(PRICE_TYPES.map((p) => Type.Literal(p)))),
  is_service: Type.Optional(Type.Boolean()),
  state_code: StateCode,
  city: Type.String({ minLength: 2, maxLength: 80 }),
  neighbourhood: Type.Optional(Type.String({ maxLength: 80 })),
  contact_whatsapp: Type.Optional(Phone),
  show_whatsapp: Type.Optional(Type.Boolean()),
  contact_phone: Type.Optional(Phone),
  show_phone: Type.Optional(Type.Boolean()),
  new_ad_images_metadata: Type.Optional(Type.Array(NewImageMetadata, { maxItems: MAX_IMAGES_PER_AD })),
};

/** JSON body of createAd (multipart carries the same fields as text, plus files). */
export const AdCreateBody = Type.Object(adFields, { title: 'AdCreateBody', additionalProperties: false });
export type AdCreateBody = Static<typeof AdCreateBody>;

/** JSON body of updateAd: every field optional; images_order lists existing image ids to keep, in order. */
export const AdUpdateBody = Type.Object(
  {
    ...Type.Partial(Type.Object(adFields)).properties,
    status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('paused')])),
    images_order: Type.Optional(Type.Array(Type.Union([Type.Integer(), Type.String({ maxLength: 64 })]))),
  },
  { title: 'AdUpdateBody', additionalProperties: false },
);
export type AdUpdateBody = Static<typeof AdUpdateBody>;

export const AdImage = Type.Object(
  {
    id: Type.Integer(),
    position: Type.Integer(),
    client_id: Nullable(Type.String()),
    alt: Type.String(),
    url: Nullable(Type.String({ description: 'Variante de 800 px (null enquanto o arquivo não chegou).' })),
    variants: Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()]),
    width: Type.Union([Type.Integer(), Type.Null()]),
    height: Type.Union([Type.Integer(), Type.Null()]),
    blur: Nullable(Type.String({ description: 'Miniatura WebP (data: URI) para mostrar desfocada.' })),
    pending: Type.Boolean({ description: 'true enquanto o arquivo não foi enviado (upload_file).' }),
  },
  { title: 'AdImage' },
);
export type AdImage = Static<typeof AdImage>;

const CategoryRef = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() });
const OwnerRef = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  avatar: Nullable(Type.String()),
  state_code: Nullable(Type.String()),
  city: Type.String(),
  date_joined: Type.String({ format: 'date-time' }),
  rating: RatingSummary,
});
const Vote = Type.Union([Type.Literal('up'), Type.Literal('down'), Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });

const summaryFields = {
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  price_cents: Type.Union([Type.Integer(), Type.Null()]),
  price_type: Type.String(),
  is_service: Type.Boolean(),
  state_code: Type.String(),
  city: Type.String(),
  neighbourhood: Type.String(),
  category: CategoryRef,
  status: Type.String(),
  plan: Type.String(),
  is_highlighted: Type.Boolean(),
  highlighted_until: Type.Union([Timestamp, Type.Null()]),
  highlight_paused_days: Type.Union([Type.Integer(), Type.Null()], {
    description:
      'Dias de destaque guardados enquanto o anúncio não está ativo (pausado ou expirado); voltam a correr quando ele é reativado. Null sem destaque pausado.',
  }),
  image: Type.Union([AdImage, Type.Null()]),
  views: Type.Integer(),
  vote_score: Type.Integer(),
  owner_username: Type.String(),
  owner_rating: RatingSummary,
  is_favorited: Type.Boolean(),
  user_vote: Vote,
  created_at: Timestamp,
  expires_at: Timestamp,
};

export const AdSummary = Type.Object(summaryFields, { title: 'AdSummary' });
export type AdSummary = Static<typeof AdSummary>;

/** A public tribe an ad was approved in (the ad detail lists them). */
export const AdTribeRef = Type.Object(
  {
    slug: Type.String(),
    name: Type.String(),
    avatar_url: Nullable(Type.String({ description: 'Variante de 320 px do avatar da tribo.' })),
  },
  { title: 'AdTribeRef' },
);
export type AdTribeRef = Static<typeof AdTribeRef>;

export const AdDetail = Type.Object(
  {
    ...summaryFields,
    description: Type.String(),
    images: Type.Array(AdImage),
    owner: OwnerRef,
    contact_whatsapp: Type.String({ description: 'Vazio quando o anunciante escolheu não mostrar.' }),
    show_whatsapp: Type.Boolean(),
    contact_phone: Type.String({ description: 'Vazio quando o anunciante escolheu não mostrar.' }),
    show_phone: Type.Boolean(),
    is_owner: Type.Boolean(),
    moderation: Type.Union(
      [
        Type.Literal('under_review'),
        Type.Literal('changes_requested'),
        Type.Literal('owner_suspended'),
        Type.Literal('removed'),
        Type.Null(),
      ],
      {
        description:
          'Só para o dono e a equipe: por que o anúncio está fora das listas (denunciado e em análise, correção pedida, conta suspensa, removido pela equipe); null para os demais ou quando nada o esconde.',
      },
    ),
    tribes: Type.Array(AdTribeRef, { description: 'Tribos públicas em que o anúncio foi aprovado.' }),
    published_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'AdDetail' },
);
export type AdDetail = Static<typeof AdDetail>;

export const AdPage = Type.Object(
  {
    count: Type.Integer(),
    next: Nullable(Type.String()),
    previous: Nullable(Type.String()),
    results: Type.Array(AdSummary),
    corrected_search: Type.Optional(
      Type.String({
        description:
          'Present when the search found nothing as typed and its words were corrected (e.g. "eletrisista" -> "eletricista"): the text whose results are shown.',
      }),
    ),
  },
  { title: 'AdPage' },
);
export type AdPage = Static<typeof AdPage>;

export const AdListQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200 })),
    state_code: Type.Optional(StateCode),
    state: Type.Optional(StateCode),
    category: Type.Optional(Type.String({ maxLength: 80, description: 'Id ou slug da categoria.' })),
    min_price: Type.Optional(Type.Number({ minimum: 0, description: 'Em reais.' })),
    max_price: Type.Optional(Type.Number({ minimum: 0, description: 'Em reais.' })),
    is_service: Type.Optional(Type.Boolean()),
    owner: Type.Optional(Type.String({ maxLength: 150, description: 'Nome de usuário do anunciante.' })),
    tribe: Type.Optional(
      Type.String({
        maxLength: 120,
        description: 'Slug de uma tribo: só os anúncios aprovados nela (tribo privada: só para membros).',
      }),
    ),
    ordering: Type.Optional(Type.Union(ORDERINGS.map((o) => Type.Literal(o)))),
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, default: 20, description: 'Máximo 100.' })),
  },
  { additionalProperties: true },
);
export type AdListQuery = Static<typeof AdListQuery>;

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, default: 20 })),
});
export type PageQuery = Static<typeof PageQuery>;

export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });

export const ImageIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const VoteBody = Type.Object(
  { vote_type: Type.Union([Type.Literal('up'), Type.Literal('down')]) },
  { title: 'VoteBody', additionalProperties: false },
);
export const VoteResponse = Type.Object({ vote_score: Type.Integer(), user_vote: Vote }, { title: 'VoteResponse' });
export const FavoriteResponse = Type.Object({ is_favorited: Type.Boolean() }, { title: 'FavoriteResponse' });

// Request bodies with files: the JSON schema and its multipart/form-data variant (documentation for
// OpenAPI; files never reach validation, plugins/multipart.ts keeps them aside).

/** A file field in the multipart variant of a body (documentation; files never reach validation). */
export const FileField = (description: string) =>
  Type.Unsafe<unknown>({ type: 'string', format: 'binary', description });
export const FileList = (description: string) =>
  Type.Unsafe<unknown>({ type: 'array', items: { type: 'string', format: 'binary' }, description });
const TextOrList = Type.Union([Type.String(), Type.Array(Type.String())]);

/**
 * The multipart variant of a body: the JSON fields as text (booleans "true"/"false", coerced by the
 * validator) plus the files, and the image metadata and order as JSON text (docs/product-rules.md, Ads).
 */
function multipartOf(body: TSchema & { properties: Record<string, TSchema> }) {
  const { new_ad_images_metadata: _meta, images_order: _order, ...scalars } = body.properties;
  void _meta;
  void _order;
  return Type.Object(
    {
      ...scalars,
      new_ad_images_metadata_json: Type.Optional(
        Type.String({ description: 'JSON: [{client_id, alt, order}] das imagens novas.' }),
      ),
      images_order: Type.Optional(TextOrList),
    },
    { additionalProperties: false },
  );
}

export function bodyContent(
  body: TSchema & { properties: Record<string, TSchema> },
  fileDocs: Record<string, TSchema>,
) {
  const multipart = multipartOf(body);
  return {
    content: {
      'application/json': { schema: body },
      'multipart/form-data': {
        schema: Type.Object({ ...multipart.properties, ...fileDocs }, { additionalProperties: false }),
      },
    },
  };
}
