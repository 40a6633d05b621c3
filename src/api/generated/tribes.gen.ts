/* eslint-disable */
// GENERATED FILE — do not edit. Source: openapi/openapi.json (npm run api:spec).
// Regenerate with: npm run api:spec && npm run api:gen

import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ['tribes'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listTribes: build.query<ListTribesApiResponse, ListTribesApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/`,
          params: {
            search: queryArg.search,
            state: queryArg.state,
            category: queryArg.category,
            mine: queryArg.mine,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['tribes'],
      }),
      createTribe: build.mutation<CreateTribeApiResponse, CreateTribeApiArg>({
        query: (queryArg) => ({ url: `/api/v1/tribes/`, method: 'POST', body: queryArg.tribeCreateBody }),
        invalidatesTags: ['tribes'],
      }),
      getTribeInvitation: build.query<GetTribeInvitationApiResponse, GetTribeInvitationApiArg>({
        query: (queryArg) => ({ url: `/api/v1/tribes/invitations/${queryArg.token}/` }),
        providesTags: ['tribes'],
      }),
      acceptTribeInvitation: build.mutation<AcceptTribeInvitationApiResponse, AcceptTribeInvitationApiArg>({
        query: (queryArg) => ({ url: `/api/v1/tribes/invitations/${queryArg.token}/accept/`, method: 'POST' }),
        invalidatesTags: ['tribes'],
      }),
      getTribe: build.query<GetTribeApiResponse, GetTribeApiArg>({
        query: (queryArg) => ({ url: `/api/v1/tribes/${queryArg.slug}/` }),
        providesTags: ['tribes'],
      }),
      updateTribe: build.mutation<UpdateTribeApiResponse, UpdateTribeApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/`,
          method: 'PATCH',
          body: queryArg.tribeUpdateBody,
        }),
        invalidatesTags: ['tribes'],
      }),
      deleteTribe: build.mutation<DeleteTribeApiResponse, DeleteTribeApiArg>({
        query: (queryArg) => ({ url: `/api/v1/tribes/${queryArg.slug}/`, method: 'DELETE' }),
        invalidatesTags: ['tribes'],
      }),
      joinTribe: build.mutation<JoinTribeApiResponse, JoinTribeApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/join/`,
          method: 'POST',
          body: queryArg.tribeJoinBody,
        }),
        invalidatesTags: ['tribes'],
      }),
      leaveTribe: build.mutation<LeaveTribeApiResponse, LeaveTribeApiArg>({
        query: (queryArg) => ({ url: `/api/v1/tribes/${queryArg.slug}/leave/`, method: 'POST' }),
        invalidatesTags: ['tribes'],
      }),
      listTribeMembers: build.query<ListTribeMembersApiResponse, ListTribeMembersApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/members/`,
          params: {
            status: queryArg.status,
            role: queryArg.role,
            search: queryArg.search,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['tribes'],
      }),
      approveTribeMember: build.mutation<ApproveTribeMemberApiResponse, ApproveTribeMemberApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/members/${queryArg.userId}/approve/`,
          method: 'POST',
        }),
        invalidatesTags: ['tribes'],
      }),
      rejectTribeMember: build.mutation<RejectTribeMemberApiResponse, RejectTribeMemberApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/members/${queryArg.userId}/reject/`,
          method: 'POST',
          body: queryArg.tribeReasonBody,
        }),
        invalidatesTags: ['tribes'],
      }),
      banTribeMember: build.mutation<BanTribeMemberApiResponse, BanTribeMemberApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/members/${queryArg.userId}/ban/`,
          method: 'POST',
          body: queryArg.tribeReasonBody,
        }),
        invalidatesTags: ['tribes'],
      }),
      unbanTribeMember: build.mutation<UnbanTribeMemberApiResponse, UnbanTribeMemberApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/members/${queryArg.userId}/unban/`,
          method: 'POST',
        }),
        invalidatesTags: ['tribes'],
      }),
      promoteTribeMember: build.mutation<PromoteTribeMemberApiResponse, PromoteTribeMemberApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/members/${queryArg.userId}/promote/`,
          method: 'POST',
          body: queryArg.tribePromoteBody,
        }),
        invalidatesTags: ['tribes'],
      }),
      demoteTribeMember: build.mutation<DemoteTribeMemberApiResponse, DemoteTribeMemberApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/members/${queryArg.userId}/demote/`,
          method: 'POST',
        }),
        invalidatesTags: ['tribes'],
      }),
      removeTribeMember: build.mutation<RemoveTribeMemberApiResponse, RemoveTribeMemberApiArg>({
        query: (queryArg) => ({ url: `/api/v1/tribes/${queryArg.slug}/members/${queryArg.userId}/`, method: 'DELETE' }),
        invalidatesTags: ['tribes'],
      }),
      listTribeInvitations: build.query<ListTribeInvitationsApiResponse, ListTribeInvitationsApiArg>({
        query: (queryArg) => ({ url: `/api/v1/tribes/${queryArg.slug}/invitations/` }),
        providesTags: ['tribes'],
      }),
      createTribeInvitation: build.mutation<CreateTribeInvitationApiResponse, CreateTribeInvitationApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/invitations/`,
          method: 'POST',
          body: queryArg.tribeInvitationCreateBody,
        }),
        invalidatesTags: ['tribes'],
      }),
      revokeTribeInvitation: build.mutation<RevokeTribeInvitationApiResponse, RevokeTribeInvitationApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/invitations/${queryArg.token}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['tribes'],
      }),
      listTribeAds: build.query<ListTribeAdsApiResponse, ListTribeAdsApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/ads/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['tribes'],
      }),
      submitTribeAd: build.mutation<SubmitTribeAdApiResponse, SubmitTribeAdApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/ads/`,
          method: 'POST',
          body: queryArg.tribeSubmitAdBody,
        }),
        invalidatesTags: ['tribes'],
      }),
      listTribeSubmissions: build.query<ListTribeSubmissionsApiResponse, ListTribeSubmissionsApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/submissions/`,
          params: {
            status: queryArg.status,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['tribes'],
      }),
      approveTribeAd: build.mutation<ApproveTribeAdApiResponse, ApproveTribeAdApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/ads/${queryArg.adSlug}/approve/`,
          method: 'POST',
        }),
        invalidatesTags: ['tribes'],
      }),
      rejectTribeAd: build.mutation<RejectTribeAdApiResponse, RejectTribeAdApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/ads/${queryArg.adSlug}/reject/`,
          method: 'POST',
          body: queryArg.tribeRequiredReasonBody,
        }),
        invalidatesTags: ['tribes'],
      }),
      pinTribeAd: build.mutation<PinTribeAdApiResponse, PinTribeAdApiArg>({
        query: (queryArg) => ({ url: `/api/v1/tribes/${queryArg.slug}/ads/${queryArg.adSlug}/pin/`, method: 'POST' }),
        invalidatesTags: ['tribes'],
      }),
      unpinTribeAd: build.mutation<UnpinTribeAdApiResponse, UnpinTribeAdApiArg>({
        query: (queryArg) => ({ url: `/api/v1/tribes/${queryArg.slug}/ads/${queryArg.adSlug}/pin/`, method: 'DELETE' }),
        invalidatesTags: ['tribes'],
      }),
      removeTribeAd: build.mutation<RemoveTribeAdApiResponse, RemoveTribeAdApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/ads/${queryArg.adSlug}/`,
          method: 'DELETE',
          body: queryArg.tribeReasonBody,
        }),
        invalidatesTags: ['tribes'],
      }),
      listTribeModerationLog: build.query<ListTribeModerationLogApiResponse, ListTribeModerationLogApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/tribes/${queryArg.slug}/log/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['tribes'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as tribesGeneratedApi };
export type ListTribesApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: number;
    slug: string;
    name: string;
    description: string;
    avatar: {
      /** Variante de 800 px. */
      url: string;
      variants: {
        [key: string]: string;
      };
      width: number;
      height: number;
      /** Miniatura WebP (data: URI) para mostrar desfocada. */
      blur: string;
    } | null;
    cover: {
      /** Variante de 800 px. */
      url: string;
      variants: {
        [key: string]: string;
      };
      width: number;
      height: number;
      /** Miniatura WebP (data: URI) para mostrar desfocada. */
      blur: string;
    } | null;
    state_code: string;
    city: string;
    category: {
      id: number;
      name: string;
      slug: string;
    } | null;
    visibility: 'public' | 'private';
    join_policy: 'open' | 'request' | 'invite';
    ad_policy: 'open' | 'approval';
    member_count: number;
    created_at: string;
    /** Meu vínculo (null para visitantes e quem não é membro). */
    my_membership: {
      role: 'owner' | 'moderator' | 'member';
      status: 'active' | 'pending' | 'banned';
      joined_at: string | null;
    } | null;
  }[];
};
export type ListTribesApiArg = {
  search?: string;
  state?: string;
  /** Id ou slug da categoria. */
  category?: string;
  /** Só as minhas tribos (inclui pedidos pendentes); exige login. */
  mine?: boolean;
  page?: number;
  pageSize?: number;
};
export type CreateTribeApiResponse = /** status 201 Default Response */ {
  id: number;
  slug: string;
  name: string;
  description: string;
  avatar: {
    /** Variante de 800 px. */
    url: string;
    variants: {
      [key: string]: string;
    };
    width: number;
    height: number;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string;
  } | null;
  cover: {
    /** Variante de 800 px. */
    url: string;
    variants: {
      [key: string]: string;
    };
    width: number;
    height: number;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string;
  } | null;
  state_code: string;
  city: string;
  category: {
    id: number;
    name: string;
    slug: string;
  } | null;
  visibility: 'public' | 'private';
  join_policy: 'open' | 'request' | 'invite';
  ad_policy: 'open' | 'approval';
  member_count: number;
  created_at: string;
  /** Meu vínculo (null para visitantes e quem não é membro). */
  my_membership: {
    role: 'owner' | 'moderator' | 'member';
    status: 'active' | 'pending' | 'banned';
    joined_at: string | null;
  } | null;
  /** null quando a tribo é privada e quem pede não é membro. */
  rules: string | null;
  /** Um membro, sem e-mail. */
  owner: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  };
  updated_at: string;
  /** Pode ver o feed, os membros e as regras. */
  can_view_content: boolean;
  /** Dono, moderador ou equipe. */
  can_moderate: boolean;
  /** Pedidos de entrada à espera (0 para quem não modera). */
  pending_members: number;
  /** Anúncios à espera de aprovação (0 para quem não modera). */
  pending_ads: number;
};
export type CreateTribeApiArg = {
  tribeCreateBody: {
    name: string;
    description?: string;
    rules?: string;
    state_code: string;
    city?: string;
    category_id?: number | null;
    visibility?: 'public' | 'private';
    join_policy?: 'open' | 'request' | 'invite';
    ad_policy?: 'open' | 'approval';
  };
};
export type GetTribeInvitationApiResponse = /** status 200 Default Response */ {
  token: string;
  tribe: {
    id: number;
    slug: string;
    name: string;
    description: string;
    avatar: {
      /** Variante de 800 px. */
      url: string;
      variants: {
        [key: string]: string;
      };
      width: number;
      height: number;
      /** Miniatura WebP (data: URI) para mostrar desfocada. */
      blur: string;
    } | null;
    cover: {
      /** Variante de 800 px. */
      url: string;
      variants: {
        [key: string]: string;
      };
      width: number;
      height: number;
      /** Miniatura WebP (data: URI) para mostrar desfocada. */
      blur: string;
    } | null;
    state_code: string;
    city: string;
    category: {
      id: number;
      name: string;
      slug: string;
    } | null;
    visibility: 'public' | 'private';
    join_policy: 'open' | 'request' | 'invite';
    ad_policy: 'open' | 'approval';
    member_count: number;
    created_at: string;
    /** Meu vínculo (null para visitantes e quem não é membro). */
    my_membership: {
      role: 'owner' | 'moderator' | 'member';
      status: 'active' | 'pending' | 'banned';
      joined_at: string | null;
    } | null;
  };
  /** Um membro, sem e-mail. */
  invited_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  expires_at: string;
};
export type GetTribeInvitationApiArg = {
  token: string;
};
export type AcceptTribeInvitationApiResponse = /** status 200 Default Response */ {
  id: number;
  slug: string;
  name: string;
  description: string;
  avatar: {
    /** Variante de 800 px. */
    url: string;
    variants: {
      [key: string]: string;
    };
    width: number;
    height: number;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string;
  } | null;
  cover: {
    /** Variante de 800 px. */
    url: string;
    variants: {
      [key: string]: string;
    };
    width: number;
    height: number;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string;
  } | null;
  state_code: string;
  city: string;
  category: {
    id: number;
    name: string;
    slug: string;
  } | null;
  visibility: 'public' | 'private';
  join_policy: 'open' | 'request' | 'invite';
  ad_policy: 'open' | 'approval';
  member_count: number;
  created_at: string;
  /** Meu vínculo (null para visitantes e quem não é membro). */
  my_membership: {
    role: 'owner' | 'moderator' | 'member';
    status: 'active' | 'pending' | 'banned';
    joined_at: string | null;
  } | null;
  /** null quando a tribo é privada e quem pede não é membro. */
  rules: string | null;
  /** Um membro, sem e-mail. */
  owner: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  };
  updated_at: string;
  /** Pode ver o feed, os membros e as regras. */
  can_view_content: boolean;
  /** Dono, moderador ou equipe. */
  can_moderate: boolean;
  /** Pedidos de entrada à espera (0 para quem não modera). */
  pending_members: number;
  /** Anúncios à espera de aprovação (0 para quem não modera). */
  pending_ads: number;
};
export type AcceptTribeInvitationApiArg = {
  token: string;
};
export type GetTribeApiResponse = /** status 200 Default Response */ {
  id: number;
  slug: string;
  name: string;
  description: string;
  avatar: {
    /** Variante de 800 px. */
    url: string;
    variants: {
      [key: string]: string;
    };
    width: number;
    height: number;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string;
  } | null;
  cover: {
    /** Variante de 800 px. */
    url: string;
    variants: {
      [key: string]: string;
    };
    width: number;
    height: number;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string;
  } | null;
  state_code: string;
  city: string;
  category: {
    id: number;
    name: string;
    slug: string;
  } | null;
  visibility: 'public' | 'private';
  join_policy: 'open' | 'request' | 'invite';
  ad_policy: 'open' | 'approval';
  member_count: number;
  created_at: string;
  /** Meu vínculo (null para visitantes e quem não é membro). */
  my_membership: {
    role: 'owner' | 'moderator' | 'member';
    status: 'active' | 'pending' | 'banned';
    joined_at: string | null;
  } | null;
  /** null quando a tribo é privada e quem pede não é membro. */
  rules: string | null;
  /** Um membro, sem e-mail. */
  owner: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  };
  updated_at: string;
  /** Pode ver o feed, os membros e as regras. */
  can_view_content: boolean;
  /** Dono, moderador ou equipe. */
  can_moderate: boolean;
  /** Pedidos de entrada à espera (0 para quem não modera). */
  pending_members: number;
  /** Anúncios à espera de aprovação (0 para quem não modera). */
  pending_ads: number;
};
export type GetTribeApiArg = {
  slug: string;
};
export type UpdateTribeApiResponse = /** status 200 Default Response */ {
  id: number;
  slug: string;
  name: string;
  description: string;
  avatar: {
    /** Variante de 800 px. */
    url: string;
    variants: {
      [key: string]: string;
    };
    width: number;
    height: number;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string;
  } | null;
  cover: {
    /** Variante de 800 px. */
    url: string;
    variants: {
      [key: string]: string;
    };
    width: number;
    height: number;
    /** Miniatura WebP (data: URI) para mostrar desfocada. */
    blur: string;
  } | null;
  state_code: string;
  city: string;
  category: {
    id: number;
    name: string;
    slug: string;
  } | null;
  visibility: 'public' | 'private';
  join_policy: 'open' | 'request' | 'invite';
  ad_policy: 'open' | 'approval';
  member_count: number;
  created_at: string;
  /** Meu vínculo (null para visitantes e quem não é membro). */
  my_membership: {
    role: 'owner' | 'moderator' | 'member';
    status: 'active' | 'pending' | 'banned';
    joined_at: string | null;
  } | null;
  /** null quando a tribo é privada e quem pede não é membro. */
  rules: string | null;
  /** Um membro, sem e-mail. */
  owner: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  };
  updated_at: string;
  /** Pode ver o feed, os membros e as regras. */
  can_view_content: boolean;
  /** Dono, moderador ou equipe. */
  can_moderate: boolean;
  /** Pedidos de entrada à espera (0 para quem não modera). */
  pending_members: number;
  /** Anúncios à espera de aprovação (0 para quem não modera). */
  pending_ads: number;
};
export type UpdateTribeApiArg = {
  slug: string;
  tribeUpdateBody: {
    name?: string;
    description?: string;
    rules?: string;
    state_code?: string;
    city?: string;
    category_id?: number | null;
    visibility?: 'public' | 'private';
    join_policy?: 'open' | 'request' | 'invite';
    ad_policy?: 'open' | 'approval';
    remove_avatar?: boolean;
    remove_cover?: boolean;
  };
};
export type DeleteTribeApiResponse = unknown;
export type DeleteTribeApiArg = {
  slug: string;
};
export type JoinTribeApiResponse = /** status 200 Default Response */ {
  membership: {
    role: 'owner' | 'moderator' | 'member';
    status: 'active' | 'pending' | 'banned';
    joined_at: string | null;
  };
  member_count: number;
};
export type JoinTribeApiArg = {
  slug: string;
  tribeJoinBody: {
    /** Resposta do pedido (join_policy request). */
    answer?: string;
    /** Convite (join_policy invite). */
    invite_token?: string;
  };
};
export type LeaveTribeApiResponse = unknown;
export type LeaveTribeApiArg = {
  slug: string;
};
export type ListTribeMembersApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    /** Um membro, sem e-mail. */
    user: {
      id: number;
      username: string;
      first_name: string;
      avatar: string | null;
    };
    role: 'owner' | 'moderator' | 'member';
    status: 'active' | 'pending' | 'banned';
    /** Só para quem modera. */
    join_answer: string | null;
    /** Um membro, sem e-mail. */
    invited_by: {
      id: number;
      username: string;
      first_name: string;
      avatar: string | null;
    } | null;
    joined_at: string | null;
    requested_at: string;
  }[];
};
export type ListTribeMembersApiArg = {
  status?: 'active' | 'pending' | 'banned';
  role?: 'owner' | 'moderator' | 'member';
  search?: string;
  page?: number;
  pageSize?: number;
  slug: string;
};
export type ApproveTribeMemberApiResponse = /** status 200 Default Response */ {
  /** Um membro, sem e-mail. */
  user: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  };
  role: 'owner' | 'moderator' | 'member';
  status: 'active' | 'pending' | 'banned';
  /** Só para quem modera. */
  join_answer: string | null;
  /** Um membro, sem e-mail. */
  invited_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  joined_at: string | null;
  requested_at: string;
};
export type ApproveTribeMemberApiArg = {
  slug: string;
  userId: number;
};
export type RejectTribeMemberApiResponse = /** status 200 Default Response */ {
  /** Um membro, sem e-mail. */
  user: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  };
  role: 'owner' | 'moderator' | 'member';
  status: 'active' | 'pending' | 'banned';
  /** Só para quem modera. */
  join_answer: string | null;
  /** Um membro, sem e-mail. */
  invited_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  joined_at: string | null;
  requested_at: string;
};
export type RejectTribeMemberApiArg = {
  slug: string;
  userId: number;
  tribeReasonBody: {
    reason?: string;
  };
};
export type BanTribeMemberApiResponse = /** status 200 Default Response */ {
  /** Um membro, sem e-mail. */
  user: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  };
  role: 'owner' | 'moderator' | 'member';
  status: 'active' | 'pending' | 'banned';
  /** Só para quem modera. */
  join_answer: string | null;
  /** Um membro, sem e-mail. */
  invited_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  joined_at: string | null;
  requested_at: string;
};
export type BanTribeMemberApiArg = {
  slug: string;
  userId: number;
  tribeReasonBody: {
    reason?: string;
  };
};
export type UnbanTribeMemberApiResponse = /** status 200 Default Response */ {
  /** Um membro, sem e-mail. */
  user: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  };
  role: 'owner' | 'moderator' | 'member';
  status: 'active' | 'pending' | 'banned';
  /** Só para quem modera. */
  join_answer: string | null;
  /** Um membro, sem e-mail. */
  invited_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  joined_at: string | null;
  requested_at: string;
};
export type UnbanTribeMemberApiArg = {
  slug: string;
  userId: number;
};
export type PromoteTribeMemberApiResponse = /** status 200 Default Response */ {
  /** Um membro, sem e-mail. */
  user: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  };
  role: 'owner' | 'moderator' | 'member';
  status: 'active' | 'pending' | 'banned';
  /** Só para quem modera. */
  join_answer: string | null;
  /** Um membro, sem e-mail. */
  invited_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  joined_at: string | null;
  requested_at: string;
};
export type PromoteTribeMemberApiArg = {
  slug: string;
  userId: number;
  tribePromoteBody: {
    /** moderator (padrão) ou owner: passa a posse e o dono atual vira moderador. */
    role?: 'moderator' | 'owner';
  };
};
export type DemoteTribeMemberApiResponse = /** status 200 Default Response */ {
  /** Um membro, sem e-mail. */
  user: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  };
  role: 'owner' | 'moderator' | 'member';
  status: 'active' | 'pending' | 'banned';
  /** Só para quem modera. */
  join_answer: string | null;
  /** Um membro, sem e-mail. */
  invited_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  joined_at: string | null;
  requested_at: string;
};
export type DemoteTribeMemberApiArg = {
  slug: string;
  userId: number;
};
export type RemoveTribeMemberApiResponse = unknown;
export type RemoveTribeMemberApiArg = {
  slug: string;
  userId: number;
};
export type ListTribeInvitationsApiResponse = /** status 200 Default Response */ {
  results: {
    token: string;
    /** Caminho do cadastro com o convite: /register?invite=TOKEN. */
    url: string;
    /** Um membro, sem e-mail. */
    created_by: {
      id: number;
      username: string;
      first_name: string;
      avatar: string | null;
    } | null;
    created_at: string;
    expires_at: string;
    /** null = sem limite. */
    max_uses: number | null;
    uses: number;
    uses_left: number | null;
    revoked_at: string | null;
    is_valid: boolean;
  }[];
};
export type ListTribeInvitationsApiArg = {
  slug: string;
};
export type CreateTribeInvitationApiResponse = /** status 201 Default Response */ {
  token: string;
  /** Caminho do cadastro com o convite: /register?invite=TOKEN. */
  url: string;
  /** Um membro, sem e-mail. */
  created_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  created_at: string;
  expires_at: string;
  /** null = sem limite. */
  max_uses: number | null;
  uses: number;
  uses_left: number | null;
  revoked_at: string | null;
  is_valid: boolean;
};
export type CreateTribeInvitationApiArg = {
  slug: string;
  tribeInvitationCreateBody: {
    expires_in_days?: number;
    max_uses?: number | null;
  };
};
export type RevokeTribeInvitationApiResponse = unknown;
export type RevokeTribeInvitationApiArg = {
  slug: string;
  token: string;
};
export type ListTribeAdsApiResponse = /** status 200 Default Response */ {
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
    pinned: boolean;
  }[];
};
export type ListTribeAdsApiArg = {
  page?: number;
  pageSize?: number;
  slug: string;
};
export type SubmitTribeAdApiResponse = /** status 201 Default Response */ {
  ad: {
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
  };
  status: 'pending' | 'approved' | 'rejected' | 'removed';
  pinned: boolean;
  /** Um membro, sem e-mail. */
  submitted_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  /** Um membro, sem e-mail. */
  reviewed_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  reviewed_at: string | null;
  reason: string;
  created_at: string;
};
export type SubmitTribeAdApiArg = {
  slug: string;
  tribeSubmitAdBody: {
    /** Um anúncio meu, ativo. */
    ad_slug: string;
  };
};
export type ListTribeSubmissionsApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    ad: {
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
    };
    status: 'pending' | 'approved' | 'rejected' | 'removed';
    pinned: boolean;
    /** Um membro, sem e-mail. */
    submitted_by: {
      id: number;
      username: string;
      first_name: string;
      avatar: string | null;
    } | null;
    /** Um membro, sem e-mail. */
    reviewed_by: {
      id: number;
      username: string;
      first_name: string;
      avatar: string | null;
    } | null;
    reviewed_at: string | null;
    reason: string;
    created_at: string;
  }[];
};
export type ListTribeSubmissionsApiArg = {
  status?: 'pending' | 'approved' | 'rejected' | 'removed';
  page?: number;
  pageSize?: number;
  slug: string;
};
export type ApproveTribeAdApiResponse = /** status 200 Default Response */ {
  ad: {
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
  };
  status: 'pending' | 'approved' | 'rejected' | 'removed';
  pinned: boolean;
  /** Um membro, sem e-mail. */
  submitted_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  /** Um membro, sem e-mail. */
  reviewed_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  reviewed_at: string | null;
  reason: string;
  created_at: string;
};
export type ApproveTribeAdApiArg = {
  slug: string;
  adSlug: string;
};
export type RejectTribeAdApiResponse = /** status 200 Default Response */ {
  ad: {
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
  };
  status: 'pending' | 'approved' | 'rejected' | 'removed';
  pinned: boolean;
  /** Um membro, sem e-mail. */
  submitted_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  /** Um membro, sem e-mail. */
  reviewed_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  reviewed_at: string | null;
  reason: string;
  created_at: string;
};
export type RejectTribeAdApiArg = {
  slug: string;
  adSlug: string;
  tribeRequiredReasonBody: {
    reason: string;
  };
};
export type PinTribeAdApiResponse = /** status 200 Default Response */ {
  ad: {
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
  };
  status: 'pending' | 'approved' | 'rejected' | 'removed';
  pinned: boolean;
  /** Um membro, sem e-mail. */
  submitted_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  /** Um membro, sem e-mail. */
  reviewed_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  reviewed_at: string | null;
  reason: string;
  created_at: string;
};
export type PinTribeAdApiArg = {
  slug: string;
  adSlug: string;
};
export type UnpinTribeAdApiResponse = /** status 200 Default Response */ {
  ad: {
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
  };
  status: 'pending' | 'approved' | 'rejected' | 'removed';
  pinned: boolean;
  /** Um membro, sem e-mail. */
  submitted_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  /** Um membro, sem e-mail. */
  reviewed_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  reviewed_at: string | null;
  reason: string;
  created_at: string;
};
export type UnpinTribeAdApiArg = {
  slug: string;
  adSlug: string;
};
export type RemoveTribeAdApiResponse = /** status 200 Default Response */ {
  ad: {
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
  };
  status: 'pending' | 'approved' | 'rejected' | 'removed';
  pinned: boolean;
  /** Um membro, sem e-mail. */
  submitted_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  /** Um membro, sem e-mail. */
  reviewed_by: {
    id: number;
    username: string;
    first_name: string;
    avatar: string | null;
  } | null;
  reviewed_at: string | null;
  reason: string;
  created_at: string;
};
export type RemoveTribeAdApiArg = {
  slug: string;
  adSlug: string;
  tribeReasonBody: {
    reason?: string;
  };
};
export type ListTribeModerationLogApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: number;
    /** Um membro, sem e-mail. */
    actor: {
      id: number;
      username: string;
      first_name: string;
      avatar: string | null;
    } | null;
    action:
      | 'approve_member'
      | 'reject_member'
      | 'ban_member'
      | 'unban_member'
      | 'remove_member'
      | 'promote_member'
      | 'demote_member'
      | 'transfer_ownership'
      | 'approve_ad'
      | 'reject_ad'
      | 'remove_ad'
      | 'pin_ad'
      | 'unpin_ad'
      | 'create_invitation'
      | 'revoke_invitation'
      | 'update_tribe'
      | 'create_tribe'
      | 'update_images'
      | 'join'
      | 'join_invitation'
      | 'request_join'
      | 'leave'
      | 'submit_ad'
      | 'publish_ad'
      | 'withdraw_ad';
    /** Um membro, sem e-mail. */
    target_user: {
      id: number;
      username: string;
      first_name: string;
      avatar: string | null;
    } | null;
    target_ad: {
      slug: string;
      title: string;
    } | null;
    reason: string;
    created_at: string;
  }[];
};
export type ListTribeModerationLogApiArg = {
  page?: number;
  pageSize?: number;
  slug: string;
};
export const {
  useListTribesQuery,
  useLazyListTribesQuery,
  useCreateTribeMutation,
  useGetTribeInvitationQuery,
  useLazyGetTribeInvitationQuery,
  useAcceptTribeInvitationMutation,
  useGetTribeQuery,
  useLazyGetTribeQuery,
  useUpdateTribeMutation,
  useDeleteTribeMutation,
  useJoinTribeMutation,
  useLeaveTribeMutation,
  useListTribeMembersQuery,
  useLazyListTribeMembersQuery,
  useApproveTribeMemberMutation,
  useRejectTribeMemberMutation,
  useBanTribeMemberMutation,
  useUnbanTribeMemberMutation,
  usePromoteTribeMemberMutation,
  useDemoteTribeMemberMutation,
  useRemoveTribeMemberMutation,
  useListTribeInvitationsQuery,
  useLazyListTribeInvitationsQuery,
  useCreateTribeInvitationMutation,
  useRevokeTribeInvitationMutation,
  useListTribeAdsQuery,
  useLazyListTribeAdsQuery,
  useSubmitTribeAdMutation,
  useListTribeSubmissionsQuery,
  useLazyListTribeSubmissionsQuery,
  useApproveTribeAdMutation,
  useRejectTribeAdMutation,
  usePinTribeAdMutation,
  useUnpinTribeAdMutation,
  useRemoveTribeAdMutation,
  useListTribeModerationLogQuery,
  useLazyListTribeModerationLogQuery,
} = injectedRtkApi;
