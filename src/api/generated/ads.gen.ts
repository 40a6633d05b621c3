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
      listAds: build.query<ListAdsApiResponse, ListAdsApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/ads/ads/`,
          params: {
            search: queryArg.search,
            state_code: queryArg.stateCode,
            state: queryArg.state,
            category: queryArg.category,
            min_price: queryArg.minPrice,
            max_price: queryArg.maxPrice,
            is_service: queryArg.isService,
            owner: queryArg.owner,
            tribe: queryArg.tribe,
            ordering: queryArg.ordering,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['ads'],
      }),
      createAd: build.mutation<CreateAdApiResponse, CreateAdApiArg>({
        query: (queryArg) => ({ url: `/api/v1/ads/ads/`, method: 'POST', body: queryArg.adCreateBody }),
        invalidatesTags: ['ads'],
      }),
      listMyAds: build.query<ListMyAdsApiResponse, ListMyAdsApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/ads/ads/mine/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['ads'],
      }),
      listFavoriteAds: build.query<ListFavoriteAdsApiResponse, ListFavoriteAdsApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/ads/favorites/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['ads'],
      }),
      getAd: build.query<GetAdApiResponse, GetAdApiArg>({
        query: (queryArg) => ({ url: `/api/v1/ads/ads/${queryArg.slug}/` }),
        providesTags: ['ads'],
      }),
      updateAd: build.mutation<UpdateAdApiResponse, UpdateAdApiArg>({
        query: (queryArg) => ({ url: `/api/v1/ads/ads/${queryArg.slug}/`, method: 'PUT', body: queryArg.adUpdateBody }),
        invalidatesTags: ['ads'],
      }),
      deleteAd: build.mutation<DeleteAdApiResponse, DeleteAdApiArg>({
        query: (queryArg) => ({ url: `/api/v1/ads/ads/${queryArg.slug}/`, method: 'DELETE' }),
        invalidatesTags: ['ads'],
      }),
      countAdView: build.mutation<CountAdViewApiResponse, CountAdViewApiArg>({
        query: (queryArg) => ({ url: `/api/v1/ads/ads/${queryArg.slug}/view/`, method: 'POST' }),
        invalidatesTags: ['ads'],
      }),
      renewAd: build.mutation<RenewAdApiResponse, RenewAdApiArg>({
        query: (queryArg) => ({ url: `/api/v1/ads/ads/${queryArg.slug}/renew/`, method: 'POST' }),
        invalidatesTags: ['ads'],
      }),
      voteAd: build.mutation<VoteAdApiResponse, VoteAdApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/ads/ads/${queryArg.slug}/vote/`,
          method: 'POST',
          body: queryArg.voteBody,
        }),
        invalidatesTags: ['ads'],
      }),
      favoriteAd: build.mutation<FavoriteAdApiResponse, FavoriteAdApiArg>({
        query: (queryArg) => ({ url: `/api/v1/ads/ads/${queryArg.slug}/favorite/`, method: 'POST' }),
        invalidatesTags: ['ads'],
      }),
      unfavoriteAd: build.mutation<UnfavoriteAdApiResponse, UnfavoriteAdApiArg>({
        query: (queryArg) => ({ url: `/api/v1/ads/ads/${queryArg.slug}/favorite/`, method: 'DELETE' }),
        invalidatesTags: ['ads'],
      }),
      uploadAdImageFile: build.mutation<UploadAdImageFileApiResponse, UploadAdImageFileApiArg>({
        query: (queryArg) => ({ url: `/api/v1/ads/ad-images/${queryArg.id}/upload_file/`, method: 'POST' }),
        invalidatesTags: ['ads'],
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
  /** Anúncios ativos (publicados e no prazo) na categoria. */
  ad_count: number;
}[];
export type ListCategoriesApiArg = void;
export type ListAdsApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: number;
    slug: string;
    title: string;
    price_cents: number | null;
    price_type: string;
    is_service: boolean;
    state_code: string;
    city: string;
    neighbourhood: string;
    category: {
      id: number;
      name: string;
      slug: string;
    };
    status: string;
    plan: string;
    is_highlighted: boolean;
    highlighted_until: string | null;
    /** Dias de destaque guardados enquanto o anúncio não está ativo (pausado ou expirado); voltam a correr quando ele é reativado. Null sem destaque pausado. */
    highlight_paused_days: number | null;
    image: {
      id: number;
      position: number;
      client_id: string | null;
      alt: string;
      /** Variante de 800 px (null enquanto o arquivo não chegou). */
      url: string | null;
      variants: {
        [key: string]: string;
      } | null;
      width: number | null;
      height: number | null;
      /** Miniatura WebP (data: URI) para mostrar desfocada. */
      blur: string | null;
      /** true enquanto o arquivo não foi enviado (upload_file). */
      pending: boolean;
    } | null;
    views: number;
    vote_score: number;
    owner_username: string;
    owner_rating: {
      /** Média das avaliações, com uma casa decimal (0 sem avaliações). */
      average: number;
      /** Quantas avaliações visíveis o anunciante tem. */
      count: number;
    };
    is_favorited: boolean;
    user_vote: 'up' | 'down' | (null | null);
    created_at: string;
    expires_at: string;
  }[];
  /** Present when the search found nothing as typed and its words were corrected (e.g. "eletrisista" -> "eletricista"): the text whose results are shown. */
  corrected_search?: string;
};
export type ListAdsApiArg = {
  search?: string;
  stateCode?: string;
  state?: string;
  /** Id ou slug da categoria. */
  category?: string;
  /** Em reais. */
  minPrice?: number;
  /** Em reais. */
  maxPrice?: number;
  isService?: boolean;
  /** Nome de usuário do anunciante. */
  owner?: string;
  /** Slug de uma tribo: só os anúncios aprovados nela (tribo privada: só para membros). */
  tribe?: string;
  ordering?: 'relevance' | '-created_at' | 'created_at' | 'price' | '-price' | '-votes';
  page?: number;
  /** Máximo 100. */
  pageSize?: number;
};
export type CreateAdApiResponse = /** status 201 Default Response */ {
  id: number;
  slug: string;
  title: string;
  price_cents: number | null;
  price_type: string;
  is_service: boolean;
  state_code: string;
  city: string;
  neighbourhood: string;
  category: {
    id: number;
    name: string;
    slug: string;
  };
  status: string;
  plan: string;
  is_highlighted: boolean;
  highlighted_until: string | null;
  /** Dias de destaque guardados enquanto o anúncio não está ativo (pausado ou expirado); voltam a correr quando ele é reativado. Null sem destaque pausado. */
  highlight_paused_days: number | null;
  image: {
    id: number;
    position: number;
    client_id: string | null;
    alt: string;
    /** Variante de 800 px (null enquanto o arquivo não chegou). */
    url: string | null;
    variants: {
      [key: string]: string;
    } | null;
    width: number | null;
    height: number | null;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string | null;
    /** true enquanto o arquivo não foi enviado (upload_file). */
    pending: boolean;
  } | null;
  views: number;
  vote_score: number;
  owner_username: string;
  owner_rating: {
    /** Média das avaliações, com uma casa decimal (0 sem avaliações). */
    average: number;
    /** Quantas avaliações visíveis o anunciante tem. */
    count: number;
  };
  is_favorited: boolean;
  user_vote: 'up' | 'down' | (null | null);
  created_at: string;
  expires_at: string;
  description: string;
  images: {
    id: number;
    position: number;
    client_id: string | null;
    alt: string;
    /** Variante de 800 px (null enquanto o arquivo não chegou). */
    url: string | null;
    variants: {
      [key: string]: string;
    } | null;
    width: number | null;
    height: number | null;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string | null;
    /** true enquanto o arquivo não foi enviado (upload_file). */
    pending: boolean;
  }[];
  owner: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
    state_code: string | null;
    city: string;
    date_joined: string;
    rating: {
      /** Média das avaliações, com uma casa decimal (0 sem avaliações). */
      average: number;
      /** Quantas avaliações visíveis o anunciante tem. */
      count: number;
    };
  };
  /** Vazio quando o anunciante escolheu não mostrar. */
  contact_whatsapp: string;
  show_whatsapp: boolean;
  /** Vazio quando o anunciante escolheu não mostrar. */
  contact_phone: string;
  show_phone: boolean;
  is_owner: boolean;
  /** Só para o dono e a equipe: por que o anúncio está fora das listas (denunciado e em análise, correção pedida, conta suspensa, removido pela equipe); null para os demais ou quando nada o esconde. */
  moderation: 'under_review' | 'changes_requested' | 'owner_suspended' | 'removed' | (null | null);
  /** Tribos públicas em que o anúncio foi aprovado. */
  tribes: {
    slug: string;
    name: string;
    /** Variante de 320 px do avatar da tribo. */
    avatar_url: string | null;
  }[];
  published_at: string;
  updated_at: string;
};
export type CreateAdApiArg = {
  adCreateBody: {
    title: string;
    description: string;
    category_id: number;
    /** Preço em centavos; null = "a combinar". */
    price_cents?: number | null;
    price_type?: 'fixed' | 'per_hour' | 'per_service' | 'negotiable';
    is_service?: boolean;
    state_code: string;
    city: string;
    neighbourhood?: string;
    contact_whatsapp?: string;
    show_whatsapp?: boolean;
    contact_phone?: string;
    show_phone?: boolean;
    new_ad_images_metadata?: {
      client_id: string;
      alt?: string;
      order?: number;
    }[];
  };
};
export type ListMyAdsApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: number;
    slug: string;
    title: string;
    price_cents: number | null;
    price_type: string;
    is_service: boolean;
    state_code: string;
    city: string;
    neighbourhood: string;
    category: {
      id: number;
      name: string;
      slug: string;
    };
    status: string;
    plan: string;
    is_highlighted: boolean;
    highlighted_until: string | null;
    /** Dias de destaque guardados enquanto o anúncio não está ativo (pausado ou expirado); voltam a correr quando ele é reativado. Null sem destaque pausado. */
    highlight_paused_days: number | null;
    image: {
      id: number;
      position: number;
      client_id: string | null;
      alt: string;
      /** Variante de 800 px (null enquanto o arquivo não chegou). */
      url: string | null;
      variants: {
        [key: string]: string;
      } | null;
      width: number | null;
      height: number | null;
      /** Miniatura WebP (data: URI) para mostrar desfocada. */
      blur: string | null;
      /** true enquanto o arquivo não foi enviado (upload_file). */
      pending: boolean;
    } | null;
    views: number;
    vote_score: number;
    owner_username: string;
    owner_rating: {
      /** Média das avaliações, com uma casa decimal (0 sem avaliações). */
      average: number;
      /** Quantas avaliações visíveis o anunciante tem. */
      count: number;
    };
    is_favorited: boolean;
    user_vote: 'up' | 'down' | (null | null);
    created_at: string;
    expires_at: string;
  }[];
  /** Present when the search found nothing as typed and its words were corrected (e.g. "eletrisista" -> "eletricista"): the text whose results are shown. */
  corrected_search?: string;
};
export type ListMyAdsApiArg = {
  page?: number;
  pageSize?: number;
};
export type ListFavoriteAdsApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: number;
    slug: string;
    title: string;
    price_cents: number | null;
    price_type: string;
    is_service: boolean;
    state_code: string;
    city: string;
    neighbourhood: string;
    category: {
      id: number;
      name: string;
      slug: string;
    };
    status: string;
    plan: string;
    is_highlighted: boolean;
    highlighted_until: string | null;
    /** Dias de destaque guardados enquanto o anúncio não está ativo (pausado ou expirado); voltam a correr quando ele é reativado. Null sem destaque pausado. */
    highlight_paused_days: number | null;
    image: {
      id: number;
      position: number;
      client_id: string | null;
      alt: string;
      /** Variante de 800 px (null enquanto o arquivo não chegou). */
      url: string | null;
      variants: {
        [key: string]: string;
      } | null;
      width: number | null;
      height: number | null;
      /** Miniatura WebP (data: URI) para mostrar desfocada. */
      blur: string | null;
      /** true enquanto o arquivo não foi enviado (upload_file). */
      pending: boolean;
    } | null;
    views: number;
    vote_score: number;
    owner_username: string;
    owner_rating: {
      /** Média das avaliações, com uma casa decimal (0 sem avaliações). */
      average: number;
      /** Quantas avaliações visíveis o anunciante tem. */
      count: number;
    };
    is_favorited: boolean;
    user_vote: 'up' | 'down' | (null | null);
    created_at: string;
    expires_at: string;
  }[];
  /** Present when the search found nothing as typed and its words were corrected (e.g. "eletrisista" -> "eletricista"): the text whose results are shown. */
  corrected_search?: string;
};
export type ListFavoriteAdsApiArg = {
  page?: number;
  pageSize?: number;
};
export type GetAdApiResponse = /** status 200 Default Response */ {
  id: number;
  slug: string;
  title: string;
  price_cents: number | null;
  price_type: string;
  is_service: boolean;
  state_code: string;
  city: string;
  neighbourhood: string;
  category: {
    id: number;
    name: string;
    slug: string;
  };
  status: string;
  plan: string;
  is_highlighted: boolean;
  highlighted_until: string | null;
  /** Dias de destaque guardados enquanto o anúncio não está ativo (pausado ou expirado); voltam a correr quando ele é reativado. Null sem destaque pausado. */
  highlight_paused_days: number | null;
  image: {
    id: number;
    position: number;
    client_id: string | null;
    alt: string;
    /** Variante de 800 px (null enquanto o arquivo não chegou). */
    url: string | null;
    variants: {
      [key: string]: string;
    } | null;
    width: number | null;
    height: number | null;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string | null;
    /** true enquanto o arquivo não foi enviado (upload_file). */
    pending: boolean;
  } | null;
  views: number;
  vote_score: number;
  owner_username: string;
  owner_rating: {
    /** Média das avaliações, com uma casa decimal (0 sem avaliações). */
    average: number;
    /** Quantas avaliações visíveis o anunciante tem. */
    count: number;
  };
  is_favorited: boolean;
  user_vote: 'up' | 'down' | (null | null);
  created_at: string;
  expires_at: string;
  description: string;
  images: {
    id: number;
    position: number;
    client_id: string | null;
    alt: string;
    /** Variante de 800 px (null enquanto o arquivo não chegou). */
    url: string | null;
    variants: {
      [key: string]: string;
    } | null;
    width: number | null;
    height: number | null;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string | null;
    /** true enquanto o arquivo não foi enviado (upload_file). */
    pending: boolean;
  }[];
  owner: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
    state_code: string | null;
    city: string;
    date_joined: string;
    rating: {
      /** Média das avaliações, com uma casa decimal (0 sem avaliações). */
      average: number;
      /** Quantas avaliações visíveis o anunciante tem. */
      count: number;
    };
  };
  /** Vazio quando o anunciante escolheu não mostrar. */
  contact_whatsapp: string;
  show_whatsapp: boolean;
  /** Vazio quando o anunciante escolheu não mostrar. */
  contact_phone: string;
  show_phone: boolean;
  is_owner: boolean;
  /** Só para o dono e a equipe: por que o anúncio está fora das listas (denunciado e em análise, correção pedida, conta suspensa, removido pela equipe); null para os demais ou quando nada o esconde. */
  moderation: 'under_review' | 'changes_requested' | 'owner_suspended' | 'removed' | (null | null);
  /** Tribos públicas em que o anúncio foi aprovado. */
  tribes: {
    slug: string;
    name: string;
    /** Variante de 320 px do avatar da tribo. */
    avatar_url: string | null;
  }[];
  published_at: string;
  updated_at: string;
};
export type GetAdApiArg = {
  slug: string;
};
export type UpdateAdApiResponse = /** status 200 Default Response */ {
  id: number;
  slug: string;
  title: string;
  price_cents: number | null;
  price_type: string;
  is_service: boolean;
  state_code: string;
  city: string;
  neighbourhood: string;
  category: {
    id: number;
    name: string;
    slug: string;
  };
  status: string;
  plan: string;
  is_highlighted: boolean;
  highlighted_until: string | null;
  /** Dias de destaque guardados enquanto o anúncio não está ativo (pausado ou expirado); voltam a correr quando ele é reativado. Null sem destaque pausado. */
  highlight_paused_days: number | null;
  image: {
    id: number;
    position: number;
    client_id: string | null;
    alt: string;
    /** Variante de 800 px (null enquanto o arquivo não chegou). */
    url: string | null;
    variants: {
      [key: string]: string;
    } | null;
    width: number | null;
    height: number | null;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string | null;
    /** true enquanto o arquivo não foi enviado (upload_file). */
    pending: boolean;
  } | null;
  views: number;
  vote_score: number;
  owner_username: string;
  owner_rating: {
    /** Média das avaliações, com uma casa decimal (0 sem avaliações). */
    average: number;
    /** Quantas avaliações visíveis o anunciante tem. */
    count: number;
  };
  is_favorited: boolean;
  user_vote: 'up' | 'down' | (null | null);
  created_at: string;
  expires_at: string;
  description: string;
  images: {
    id: number;
    position: number;
    client_id: string | null;
    alt: string;
    /** Variante de 800 px (null enquanto o arquivo não chegou). */
    url: string | null;
    variants: {
      [key: string]: string;
    } | null;
    width: number | null;
    height: number | null;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string | null;
    /** true enquanto o arquivo não foi enviado (upload_file). */
    pending: boolean;
  }[];
  owner: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
    state_code: string | null;
    city: string;
    date_joined: string;
    rating: {
      /** Média das avaliações, com uma casa decimal (0 sem avaliações). */
      average: number;
      /** Quantas avaliações visíveis o anunciante tem. */
      count: number;
    };
  };
  /** Vazio quando o anunciante escolheu não mostrar. */
  contact_whatsapp: string;
  show_whatsapp: boolean;
  /** Vazio quando o anunciante escolheu não mostrar. */
  contact_phone: string;
  show_phone: boolean;
  is_owner: boolean;
  /** Só para o dono e a equipe: por que o anúncio está fora das listas (denunciado e em análise, correção pedida, conta suspensa, removido pela equipe); null para os demais ou quando nada o esconde. */
  moderation: 'under_review' | 'changes_requested' | 'owner_suspended' | 'removed' | (null | null);
  /** Tribos públicas em que o anúncio foi aprovado. */
  tribes: {
    slug: string;
    name: string;
    /** Variante de 320 px do avatar da tribo. */
    avatar_url: string | null;
  }[];
  published_at: string;
  updated_at: string;
};
export type UpdateAdApiArg = {
  slug: string;
  adUpdateBody: {
    title?: string;
    description?: string;
    category_id?: number;
    /** Preço em centavos; null = "a combinar". */
    price_cents?: number | null;
    price_type?: 'fixed' | 'per_hour' | 'per_service' | 'negotiable';
    is_service?: boolean;
    state_code?: string;
    city?: string;
    neighbourhood?: string;
    contact_whatsapp?: string;
    show_whatsapp?: boolean;
    contact_phone?: string;
    show_phone?: boolean;
    new_ad_images_metadata?: {
      client_id: string;
      alt?: string;
      order?: number;
    }[];
    status?: 'active' | 'paused';
    images_order?: (number | string)[];
  };
};
export type DeleteAdApiResponse = unknown;
export type DeleteAdApiArg = {
  slug: string;
};
export type CountAdViewApiResponse = unknown;
export type CountAdViewApiArg = {
  slug: string;
};
export type RenewAdApiResponse = /** status 200 Default Response */ {
  id: number;
  slug: string;
  title: string;
  price_cents: number | null;
  price_type: string;
  is_service: boolean;
  state_code: string;
  city: string;
  neighbourhood: string;
  category: {
    id: number;
    name: string;
    slug: string;
  };
  status: string;
  plan: string;
  is_highlighted: boolean;
  highlighted_until: string | null;
  /** Dias de destaque guardados enquanto o anúncio não está ativo (pausado ou expirado); voltam a correr quando ele é reativado. Null sem destaque pausado. */
  highlight_paused_days: number | null;
  image: {
    id: number;
    position: number;
    client_id: string | null;
    alt: string;
    /** Variante de 800 px (null enquanto o arquivo não chegou). */
    url: string | null;
    variants: {
      [key: string]: string;
    } | null;
    width: number | null;
    height: number | null;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string | null;
    /** true enquanto o arquivo não foi enviado (upload_file). */
    pending: boolean;
  } | null;
  views: number;
  vote_score: number;
  owner_username: string;
  owner_rating: {
    /** Média das avaliações, com uma casa decimal (0 sem avaliações). */
    average: number;
    /** Quantas avaliações visíveis o anunciante tem. */
    count: number;
  };
  is_favorited: boolean;
  user_vote: 'up' | 'down' | (null | null);
  created_at: string;
  expires_at: string;
  description: string;
  images: {
    id: number;
    position: number;
    client_id: string | null;
    alt: string;
    /** Variante de 800 px (null enquanto o arquivo não chegou). */
    url: string | null;
    variants: {
      [key: string]: string;
    } | null;
    width: number | null;
    height: number | null;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string | null;
    /** true enquanto o arquivo não foi enviado (upload_file). */
    pending: boolean;
  }[];
  owner: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
    state_code: string | null;
    city: string;
    date_joined: string;
    rating: {
      /** Média das avaliações, com uma casa decimal (0 sem avaliações). */
      average: number;
      /** Quantas avaliações visíveis o anunciante tem. */
      count: number;
    };
  };
  /** Vazio quando o anunciante escolheu não mostrar. */
  contact_whatsapp: string;
  show_whatsapp: boolean;
  /** Vazio quando o anunciante escolheu não mostrar. */
  contact_phone: string;
  show_phone: boolean;
  is_owner: boolean;
  /** Só para o dono e a equipe: por que o anúncio está fora das listas (denunciado e em análise, correção pedida, conta suspensa, removido pela equipe); null para os demais ou quando nada o esconde. */
  moderation: 'under_review' | 'changes_requested' | 'owner_suspended' | 'removed' | (null | null);
  /** Tribos públicas em que o anúncio foi aprovado. */
  tribes: {
    slug: string;
    name: string;
    /** Variante de 320 px do avatar da tribo. */
    avatar_url: string | null;
  }[];
  published_at: string;
  updated_at: string;
};
export type RenewAdApiArg = {
  slug: string;
};
export type VoteAdApiResponse = /** status 200 Default Response */ {
  vote_score: number;
  user_vote: 'up' | 'down' | (null | null);
};
export type VoteAdApiArg = {
  slug: string;
  voteBody: {
    vote_type: 'up' | 'down';
  };
};
export type FavoriteAdApiResponse = /** status 200 Default Response */ {
  is_favorited: boolean;
};
export type FavoriteAdApiArg = {
  slug: string;
};
export type UnfavoriteAdApiResponse = /** status 200 Default Response */ {
  is_favorited: boolean;
};
export type UnfavoriteAdApiArg = {
  slug: string;
};
export type UploadAdImageFileApiResponse = /** status 200 Default Response */ {
  id: number;
  slug: string;
  title: string;
  price_cents: number | null;
  price_type: string;
  is_service: boolean;
  state_code: string;
  city: string;
  neighbourhood: string;
  category: {
    id: number;
    name: string;
    slug: string;
  };
  status: string;
  plan: string;
  is_highlighted: boolean;
  highlighted_until: string | null;
  /** Dias de destaque guardados enquanto o anúncio não está ativo (pausado ou expirado); voltam a correr quando ele é reativado. Null sem destaque pausado. */
  highlight_paused_days: number | null;
  image: {
    id: number;
    position: number;
    client_id: string | null;
    alt: string;
    /** Variante de 800 px (null enquanto o arquivo não chegou). */
    url: string | null;
    variants: {
      [key: string]: string;
    } | null;
    width: number | null;
    height: number | null;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string | null;
    /** true enquanto o arquivo não foi enviado (upload_file). */
    pending: boolean;
  } | null;
  views: number;
  vote_score: number;
  owner_username: string;
  owner_rating: {
    /** Média das avaliações, com uma casa decimal (0 sem avaliações). */
    average: number;
    /** Quantas avaliações visíveis o anunciante tem. */
    count: number;
  };
  is_favorited: boolean;
  user_vote: 'up' | 'down' | (null | null);
  created_at: string;
  expires_at: string;
  description: string;
  images: {
    id: number;
    position: number;
    client_id: string | null;
    alt: string;
    /** Variante de 800 px (null enquanto o arquivo não chegou). */
    url: string | null;
    variants: {
      [key: string]: string;
    } | null;
    width: number | null;
    height: number | null;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string | null;
    /** true enquanto o arquivo não foi enviado (upload_file). */
    pending: boolean;
  }[];
  owner: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
    state_code: string | null;
    city: string;
    date_joined: string;
    rating: {
      /** Média das avaliações, com uma casa decimal (0 sem avaliações). */
      average: number;
      /** Quantas avaliações visíveis o anunciante tem. */
      count: number;
    };
  };
  /** Vazio quando o anunciante escolheu não mostrar. */
  contact_whatsapp: string;
  show_whatsapp: boolean;
  /** Vazio quando o anunciante escolheu não mostrar. */
  contact_phone: string;
  show_phone: boolean;
  is_owner: boolean;
  /** Só para o dono e a equipe: por que o anúncio está fora das listas (denunciado e em análise, correção pedida, conta suspensa, removido pela equipe); null para os demais ou quando nada o esconde. */
  moderation: 'under_review' | 'changes_requested' | 'owner_suspended' | 'removed' | (null | null);
  /** Tribos públicas em que o anúncio foi aprovado. */
  tribes: {
    slug: string;
    name: string;
    /** Variante de 320 px do avatar da tribo. */
    avatar_url: string | null;
  }[];
  published_at: string;
  updated_at: string;
};
export type UploadAdImageFileApiArg = {
  id: number;
};
export const {
  useListCategoriesQuery,
  useLazyListCategoriesQuery,
  useListAdsQuery,
  useLazyListAdsQuery,
  useCreateAdMutation,
  useListMyAdsQuery,
  useLazyListMyAdsQuery,
  useListFavoriteAdsQuery,
  useLazyListFavoriteAdsQuery,
  useGetAdQuery,
  useLazyGetAdQuery,
  useUpdateAdMutation,
  useDeleteAdMutation,
  useCountAdViewMutation,
  useRenewAdMutation,
  useVoteAdMutation,
  useFavoriteAdMutation,
  useUnfavoriteAdMutation,
  useUploadAdImageFileMutation,
} = injectedRtkApi;
