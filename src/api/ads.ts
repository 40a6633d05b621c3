import { adsGeneratedApi, type ListCategoriesApiResponse } from './generated/ads.gen';

/** Ads endpoints as features use them (cache tags and optimistic updates live here). */
export const adsApi = adsGeneratedApi.enhanceEndpoints({
  endpoints: {
    listCategories: { keepUnusedDataFor: 3600 },
  },
});

export const { useListCategoriesQuery } = adsApi;
export type Category = ListCategoriesApiResponse[number];
