/* eslint-disable */
// GENERATED FILE — do not edit. Source: openapi/openapi.json (npm run api:spec).
// Regenerate with: npm run api:spec && npm run api:gen

import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ['core'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['core'],
      }),
      listStates: build.query<ListStatesApiResponse, ListStatesApiArg>({
        query: () => ({ url: `/api/v1/core/states/` }),
        providesTags: ['core'],
      }),
      listStatesWithAds: build.query<ListStatesWithAdsApiResponse, ListStatesWithAdsApiArg>({
        query: () => ({ url: `/api/v1/core/states-with-ads/` }),
        providesTags: ['core'],
      }),
      getSettings: build.query<GetSettingsApiResponse, GetSettingsApiArg>({
        query: () => ({ url: `/api/v1/core/settings/` }),
        providesTags: ['core'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as coreGeneratedApi };
export type GetHealthApiResponse = /** status 200 Default Response */ {
  status: 'ok' | 'degraded';
  db: 'ok' | 'error';
};
export type GetHealthApiArg = void;
export type ListStatesApiResponse = /** status 200 Default Response */ {
  states: string[];
};
export type ListStatesApiArg = void;
export type ListStatesWithAdsApiResponse = /** status 200 Default Response */ {
  states: string[];
};
export type ListStatesWithAdsApiArg = void;
export type GetSettingsApiResponse = /** status 200 Default Response */ {
  site_name: string;
  /** Número com DDI e DDD, só dígitos (ex.: 5511999999999). */
  whatsapp_number: string;
  whatsapp_greeting: string;
  social_profile_url: string;
  contact_email: string;
  maintenance_banner: {
    enabled: boolean;
    message: string;
  };
  /** Serviço de anúncios de terceiros (banners) ligado. */
  ads_enabled: boolean;
};
export type GetSettingsApiArg = void;
export const {
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useListStatesQuery,
  useLazyListStatesQuery,
  useListStatesWithAdsQuery,
  useLazyListStatesWithAdsQuery,
  useGetSettingsQuery,
  useLazyGetSettingsQuery,
} = injectedRtkApi;
