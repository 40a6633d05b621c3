import { Type, type Static } from '@sinclair/typebox';
import { AdListQuery } from '../ads/ads.service';

// Buscas salvas: a member's searches of /ads with their alerts (tag ads, under /api/v1/ads/saved-searches/).

/** Saved searches per member. */
export const MAX_SAVED_SEARCHES = 50;
export const MAX_NAME = 80;
export const ALERTS = ['none', 'instant', 'daily'] as const;
export type Alert = (typeof ALERTS)[number];

const AlertSchema = Type.Union(
  ALERTS.map((a) => Type.Literal(a)),
  {
    title: 'SavedSearchAlert',
    description: 'none: sem alerta; instant: uma notificação a cada anúncio novo; daily: um e-mail por dia às 8h.',
  },
);

/** The parameters of GET /api/v1/ads/ads/ (its own schema), without the paging. */
export const SavedSearchQuery = Type.Omit(AdListQuery, ['page', 'page_size'], {
  title: 'SavedSearchQuery',
  additionalProperties: false,
});
export type SavedSearchQuery = Static<typeof SavedSearchQuery>;

const Name = Type.String({
  minLength: 1,
  maxLength: MAX_NAME,
  errorMessage: 'Dê um nome à busca (até 80 caracteres).',
});

export const SavedSearch = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    query: SavedSearchQuery,
    alert: AlertSchema,
    new_count: Type.Integer({ description: 'Anúncios novos que a busca encontrou desde a última vez que foi aberta.' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'SavedSearch' },
);
export type SavedSearch = Static<typeof SavedSearch>;

export const SavedSearchList = Type.Array(SavedSearch, { title: 'SavedSearchList' });

export const SavedSearchCreateBody = Type.Object(
  { name: Name, query: SavedSearchQuery, alert: Type.Optional(AlertSchema) },
  { title: 'SavedSearchCreateBody', additionalProperties: false },
);
export type SavedSearchCreateBody = Static<typeof SavedSearchCreateBody>;

export const SavedSearchUpdateBody = Type.Object(
  {
    name: Type.Optional(Name),
    alert: Type.Optional(AlertSchema),
    seen: Type.Optional(
      Type.Literal(true, { description: 'A busca foi aberta: a contagem de anúncios novos volta a zero.' }),
    ),
  },
  { title: 'SavedSearchUpdateBody', additionalProperties: false },
);
export type SavedSearchUpdateBody = Static<typeof SavedSearchUpdateBody>;

export const SavedSearchParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const UnsubscribeQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
