/* eslint-disable */
// GENERATED FILE — do not edit. Source: openapi/openapi.json (npm run api:spec).
// Regenerate with: npm run api:spec && npm run api:gen

import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ['savedSearches'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listSavedSearches: build.query<ListSavedSearchesApiResponse, ListSavedSearchesApiArg>({
        query: () => ({ url: `/api/v1/ads/saved-searches/` }),
        providesTags: ['savedSearches'],
      }),
      createSavedSearch: build.mutation<CreateSavedSearchApiResponse, CreateSavedSearchApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/ads/saved-searches/`,
          method: 'POST',
          body: queryArg.savedSearchCreateBody,
        }),
        invalidatesTags: ['savedSearches'],
      }),
      updateSavedSearch: build.mutation<UpdateSavedSearchApiResponse, UpdateSavedSearchApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/ads/saved-searches/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.savedSearchUpdateBody,
        }),
        invalidatesTags: ['savedSearches'],
      }),
      deleteSavedSearch: build.mutation<DeleteSavedSearchApiResponse, DeleteSavedSearchApiArg>({
        query: (queryArg) => ({ url: `/api/v1/ads/saved-searches/${queryArg.id}/`, method: 'DELETE' }),
        invalidatesTags: ['savedSearches'],
      }),
      unsubscribeSavedSearchPage: build.query<UnsubscribeSavedSearchPageApiResponse, UnsubscribeSavedSearchPageApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/ads/saved-searches/${queryArg.id}/unsubscribe/`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ['savedSearches'],
      }),
      unsubscribeSavedSearch: build.mutation<UnsubscribeSavedSearchApiResponse, UnsubscribeSavedSearchApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/ads/saved-searches/${queryArg.id}/unsubscribe/`,
          method: 'POST',
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ['savedSearches'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as savedSearchesGeneratedApi };
export type ListSavedSearchesApiResponse = /** status 200 Default Response */ {
  id: number;
  name: string;
  query: {
    search?: string;
    state_code?: string;
    state?: string;
    /** Id ou slug da categoria. */
    category?: string;
    /** Em reais. */
    min_price?: number;
    /** Em reais. */
    max_price?: number;
    is_service?: boolean;
    /** Nome de usuário do anunciante. */
    owner?: string;
    /** Slug de uma tribo: só os anúncios aprovados nela (tribo privada: só para membros). */
    tribe?: string;
    ordering?: 'relevance' | '-created_at' | 'created_at' | 'price' | '-price' | '-votes';
  };
  /** none: sem alerta; instant: uma notificação a cada anúncio novo; daily: um e-mail por dia às 8h. */
  alert: 'none' | 'instant' | 'daily';
  /** Anúncios novos que a busca encontrou desde a última vez que foi aberta. */
  new_count: number;
  created_at: string;
}[];
export type ListSavedSearchesApiArg = void;
export type CreateSavedSearchApiResponse = /** status 201 Default Response */ {
  id: number;
  name: string;
  query: {
    search?: string;
    state_code?: string;
    state?: string;
    /** Id ou slug da categoria. */
    category?: string;
    /** Em reais. */
    min_price?: number;
    /** Em reais. */
    max_price?: number;
    is_service?: boolean;
    /** Nome de usuário do anunciante. */
    owner?: string;
    /** Slug de uma tribo: só os anúncios aprovados nela (tribo privada: só para membros). */
    tribe?: string;
    ordering?: 'relevance' | '-created_at' | 'created_at' | 'price' | '-price' | '-votes';
  };
  /** none: sem alerta; instant: uma notificação a cada anúncio novo; daily: um e-mail por dia às 8h. */
  alert: 'none' | 'instant' | 'daily';
  /** Anúncios novos que a busca encontrou desde a última vez que foi aberta. */
  new_count: number;
  created_at: string;
};
export type CreateSavedSearchApiArg = {
  savedSearchCreateBody: {
    name: string;
    query: {
      search?: string;
      state_code?: string;
      state?: string;
      /** Id ou slug da categoria. */
      category?: string;
      /** Em reais. */
      min_price?: number;
      /** Em reais. */
      max_price?: number;
      is_service?: boolean;
      /** Nome de usuário do anunciante. */
      owner?: string;
      /** Slug de uma tribo: só os anúncios aprovados nela (tribo privada: só para membros). */
      tribe?: string;
      ordering?: 'relevance' | '-created_at' | 'created_at' | 'price' | '-price' | '-votes';
    };
    /** none: sem alerta; instant: uma notificação a cada anúncio novo; daily: um e-mail por dia às 8h. */
    alert?: 'none' | 'instant' | 'daily';
  };
};
export type UpdateSavedSearchApiResponse = /** status 200 Default Response */ {
  id: number;
  name: string;
  query: {
    search?: string;
    state_code?: string;
    state?: string;
    /** Id ou slug da categoria. */
    category?: string;
    /** Em reais. */
    min_price?: number;
    /** Em reais. */
    max_price?: number;
    is_service?: boolean;
    /** Nome de usuário do anunciante. */
    owner?: string;
    /** Slug de uma tribo: só os anúncios aprovados nela (tribo privada: só para membros). */
    tribe?: string;
    ordering?: 'relevance' | '-created_at' | 'created_at' | 'price' | '-price' | '-votes';
  };
  /** none: sem alerta; instant: uma notificação a cada anúncio novo; daily: um e-mail por dia às 8h. */
  alert: 'none' | 'instant' | 'daily';
  /** Anúncios novos que a busca encontrou desde a última vez que foi aberta. */
  new_count: number;
  created_at: string;
};
export type UpdateSavedSearchApiArg = {
  id: number;
  savedSearchUpdateBody: {
    name?: string;
    /** none: sem alerta; instant: uma notificação a cada anúncio novo; daily: um e-mail por dia às 8h. */
    alert?: 'none' | 'instant' | 'daily';
    /** A busca foi aberta: a contagem de anúncios novos volta a zero. */
    seen?: true;
  };
};
export type DeleteSavedSearchApiResponse = unknown;
export type DeleteSavedSearchApiArg = {
  id: number;
};
export type UnsubscribeSavedSearchPageApiResponse = /** status 200 Página HTML. */ string;
export type UnsubscribeSavedSearchPageApiArg = {
  token: string;
  id: number;
};
export type UnsubscribeSavedSearchApiResponse = /** status 200 Default Response */ {
  alert: 'none';
};
export type UnsubscribeSavedSearchApiArg = {
  token: string;
  id: number;
};
export const {
  useListSavedSearchesQuery,
  useLazyListSavedSearchesQuery,
  useCreateSavedSearchMutation,
  useUpdateSavedSearchMutation,
  useDeleteSavedSearchMutation,
  useUnsubscribeSavedSearchPageQuery,
  useLazyUnsubscribeSavedSearchPageQuery,
  useUnsubscribeSavedSearchMutation,
} = injectedRtkApi;
