/* eslint-disable */
// GENERATED FILE — do not edit. Source: openapi/openapi.json (npm run api:spec).
// Regenerate with: npm run api:spec && npm run api:gen

import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ['reviews'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listProfileReviews: build.query<ListProfileReviewsApiResponse, ListProfileReviewsApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/users/profiles/${queryArg.username}/reviews/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['reviews'],
      }),
      createProfileReview: build.mutation<CreateProfileReviewApiResponse, CreateProfileReviewApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/users/profiles/${queryArg.username}/reviews/`,
          method: 'POST',
          body: queryArg.reviewBody,
        }),
        invalidatesTags: ['reviews'],
      }),
      listReviewableAds: build.query<ListReviewableAdsApiResponse, ListReviewableAdsApiArg>({
        query: (queryArg) => ({ url: `/api/v1/users/profiles/${queryArg.username}/reviews/reviewable/` }),
        providesTags: ['reviews'],
      }),
      createReviewReply: build.mutation<CreateReviewReplyApiResponse, CreateReviewReplyApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/users/profiles/${queryArg.username}/reviews/${queryArg.id}/reply/`,
          method: 'POST',
          body: queryArg.reviewReplyBody,
        }),
        invalidatesTags: ['reviews'],
      }),
      createReviewReport: build.mutation<CreateReviewReportApiResponse, CreateReviewReportApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/users/profiles/${queryArg.username}/reviews/${queryArg.id}/report/`,
          method: 'POST',
          body: queryArg.reviewReportBody,
        }),
        invalidatesTags: ['reviews'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as reviewsGeneratedApi };
export type ListProfileReviewsApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: number;
    rating: number;
    text: string;
    created_at: string;
    reviewer: {
      /** null quando a conta foi excluída. */
      username: string | null;
      first_name: string;
    };
    /** O anúncio da conversa (slug null quando ele foi excluído). */
    ad: {
      slug: string | null;
      title: string;
    };
    reply: string | null;
    replied_at: string | null;
    /** O anunciante ainda pode responder (só para ele). */
    can_reply: boolean;
    /** Escrita por quem pergunta. */
    is_mine: boolean;
  }[];
  summary: {
    /** Média das avaliações, com uma casa decimal (0 sem avaliações). */
    average: number;
    /** Quantas avaliações visíveis o anunciante tem. */
    count: number;
    /** Quantas avaliações com 1, 2, 3, 4 e 5 estrelas, nessa ordem. */
    histogram: number[];
  };
};
export type ListProfileReviewsApiArg = {
  page?: number;
  pageSize?: number;
  username: string;
};
export type CreateProfileReviewApiResponse = /** status 201 Default Response */ {
  id: number;
  rating: number;
  text: string;
  created_at: string;
  reviewer: {
    /** null quando a conta foi excluída. */
    username: string | null;
    first_name: string;
  };
  /** O anúncio da conversa (slug null quando ele foi excluído). */
  ad: {
    slug: string | null;
    title: string;
  };
  reply: string | null;
  replied_at: string | null;
  /** O anunciante ainda pode responder (só para ele). */
  can_reply: boolean;
  /** Escrita por quem pergunta. */
  is_mine: boolean;
};
export type CreateProfileReviewApiArg = {
  username: string;
  reviewBody: {
    /** Slug do anúncio da conversa. */
    ad: string;
    /** De 1 a 5 estrelas. */
    rating: number;
    /** Até 1000 caracteres. */
    text?: string;
  };
};
export type ListReviewableAdsApiResponse = /** status 200 Default Response */ {
  /** Anúncios deste anunciante que o membro ainda pode avaliar. */
  results: {
    slug: string;
    title: string;
  }[];
};
export type ListReviewableAdsApiArg = {
  username: string;
};
export type CreateReviewReplyApiResponse = /** status 200 Default Response */ {
  id: number;
  rating: number;
  text: string;
  created_at: string;
  reviewer: {
    /** null quando a conta foi excluída. */
    username: string | null;
    first_name: string;
  };
  /** O anúncio da conversa (slug null quando ele foi excluído). */
  ad: {
    slug: string | null;
    title: string;
  };
  reply: string | null;
  replied_at: string | null;
  /** O anunciante ainda pode responder (só para ele). */
  can_reply: boolean;
  /** Escrita por quem pergunta. */
  is_mine: boolean;
};
export type CreateReviewReplyApiArg = {
  username: string;
  id: number;
  reviewReplyBody: {
    /** A resposta pública, até 1000 caracteres. */
    text: string;
  };
};
export type CreateReviewReportApiResponse =
  | /** status 200 Default Response */ {
      reason: 'fraud' | 'prohibited' | 'offensive' | 'duplicate' | 'misleading' | 'other';
      details: string;
      created_at: string;
    }
  | /** status 201 Default Response */ {
      reason: 'fraud' | 'prohibited' | 'offensive' | 'duplicate' | 'misleading' | 'other';
      details: string;
      created_at: string;
    };
export type CreateReviewReportApiArg = {
  username: string;
  id: number;
  reviewReportBody: {
    reason: 'fraud' | 'prohibited' | 'offensive' | 'duplicate' | 'misleading' | 'other';
    /** Obrigatório quando o motivo é "other"; até 1000 caracteres. */
    details?: string;
  };
};
export const {
  useListProfileReviewsQuery,
  useLazyListProfileReviewsQuery,
  useCreateProfileReviewMutation,
  useListReviewableAdsQuery,
  useLazyListReviewableAdsQuery,
  useCreateReviewReplyMutation,
  useCreateReviewReportMutation,
} = injectedRtkApi;
