/* eslint-disable */
// GENERATED FILE — do not edit. Source: openapi/openapi.json (npm run api:spec).
// Regenerate with: npm run api:spec && npm run api:gen

import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ['ads'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listCategories: build.query<ListCategoriesApiResponse, ListCategoriesApiArg>({
        query: () => ({ url: `/api/v1/ads/categories/` }),
        providesTags: ['ads'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as adsGeneratedApi };
export type ListCategoriesApiResponse = /** status 200 Default Response */ {
  id: number;
  name: string;
  slug: string;
  /** Nome do ícone (@ant-design/icons) ou emoji. */
  icon: string;
  position: number;
  /** true para serviços, false para produtos. */
  is_service: boolean;
  description: string;
}[];
export type ListCategoriesApiArg = void;
export const { useListCategoriesQuery, useLazyListCategoriesQuery } = injectedRtkApi;
