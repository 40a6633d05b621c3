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
      getReady: build.query<GetReadyApiResponse, GetReadyApiArg>({
        query: () => ({ url: `/api/ready` }),
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
      listHeroSlides: build.query<ListHeroSlidesApiResponse, ListHeroSlidesApiArg>({
        query: () => ({ url: `/api/v1/core/hero-slides/` }),
        providesTags: ['core'],
      }),
      createContactMessage: build.mutation<CreateContactMessageApiResponse, CreateContactMessageApiArg>({
        query: (queryArg) => ({ url: `/api/v1/core/contact/`, method: 'POST', body: queryArg.contactRequest }),
        invalidatesTags: ['core'],
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
export type GetReadyApiResponse = /** status 200 Default Response */ {
  status: 'ready';
  db: 'ok';
  storage: 'ok';
};
export type GetReadyApiArg = void;
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
  hero_carousel: {
    /** Passa os slides sozinho. */
    autoplay: boolean;
    /** Tempo de cada slide, em ms (3 a 9 s). */
    interval_ms: number;
    /** Passagem de um slide ao outro: deslizar ou esmaecer. */
    transition: 'slide' | 'fade';
    /** Mostra as setas de anterior/próximo. */
    show_arrows: boolean;
    /** Mostra os pontos (um por slide). */
    show_indicators: boolean;
    /** Pausa a passagem automática com o ponteiro sobre o carrossel. */
    pause_on_hover: boolean;
  };
};
export type GetSettingsApiArg = void;
export type ListHeroSlidesApiResponse = /** status 200 Default Response */ {
  id: number;
  title: string;
  subtitle: string;
  /** Absoluta (http/https) ou relativa à origem da API. */
  image_url: string;
  /** Imagem para celulares; vazia = usar image_url. */
  image_mobile_url: string;
  image_alt: string;
  /** Texto do botão; vazio = sem botão. */
  cta_label: string;
  cta_url: string;
  position: number;
}[];
export type ListHeroSlidesApiArg = void;
export type CreateContactMessageApiResponse = /** status 201 Default Response */ {
  id: number;
  /** Confirmação em pt-BR para mostrar ao usuário. */
  detail: string;
};
export type CreateContactMessageApiArg = {
  contactRequest: {
    name: string;
    email: string;
    subject: string;
    message: string;
  };
};
export const {
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useGetReadyQuery,
  useLazyGetReadyQuery,
  useListStatesQuery,
  useLazyListStatesQuery,
  useListStatesWithAdsQuery,
  useLazyListStatesWithAdsQuery,
  useGetSettingsQuery,
  useLazyGetSettingsQuery,
  useListHeroSlidesQuery,
  useLazyListHeroSlidesQuery,
  useCreateContactMessageMutation,
} = injectedRtkApi;
