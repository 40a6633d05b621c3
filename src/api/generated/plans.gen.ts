/* eslint-disable */
// GENERATED FILE — do not edit. Source: openapi/openapi.json (npm run api:spec).
// Regenerate with: npm run api:spec && npm run api:gen

import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ['plans'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listPlans: build.query<ListPlansApiResponse, ListPlansApiArg>({
        query: () => ({ url: `/api/v1/plans/` }),
        providesTags: ['plans'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as plansGeneratedApi };
export type ListPlansApiResponse = /** status 200 Default Response */ {
  /** Chave estável do plano (free, destaque-7, destaque-30, premium-30). */
  id: string;
  name: string;
  description: string;
  /** Preço em centavos (0 = grátis). */
  price_cents: number;
  /** ISO 4217, sempre BRL. */
  currency: string;
  /** Dias de destaque (0 no plano grátis). */
  duration_days: number;
  /** O que o plano oferece, em frases para os cartões. */
  benefits: string[];
  /** Selo "Destaque" no anúncio. */
  badge: boolean;
  /** Primeiros lugares em /ads e nas tribos. */
  top_of_search: boolean;
  /** Vitrine de destaques da página inicial. */
  home_showcase: boolean;
}[];
export type ListPlansApiArg = void;
export const { useListPlansQuery, useLazyListPlansQuery } = injectedRtkApi;
