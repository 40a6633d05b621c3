/* eslint-disable */
// GENERATED FILE — do not edit. Source: openapi/openapi.json (npm run api:spec).
// Regenerate with: npm run api:spec && npm run api:gen

import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ['messages'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      startConversation: build.mutation<StartConversationApiResponse, StartConversationApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/messages/conversations/`,
          method: 'POST',
          body: queryArg.startConversationBody,
        }),
        invalidatesTags: ['messages'],
      }),
      listConversations: build.query<ListConversationsApiResponse, ListConversationsApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/messages/conversations/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['messages'],
      }),
      getConversation: build.query<GetConversationApiResponse, GetConversationApiArg>({
        query: (queryArg) => ({ url: `/api/v1/messages/conversations/${queryArg.id}/` }),
        providesTags: ['messages'],
      }),
      listConversationMessages: build.query<ListConversationMessagesApiResponse, ListConversationMessagesApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/messages/conversations/${queryArg.id}/messages/`,
          params: {
            page_size: queryArg.pageSize,
            before: queryArg.before,
          },
        }),
        providesTags: ['messages'],
      }),
      sendMessage: build.mutation<SendMessageApiResponse, SendMessageApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/messages/conversations/${queryArg.id}/messages/`,
          method: 'POST',
          body: queryArg.sendMessageBody,
        }),
        invalidatesTags: ['messages'],
      }),
      markConversationRead: build.mutation<MarkConversationReadApiResponse, MarkConversationReadApiArg>({
        query: (queryArg) => ({ url: `/api/v1/messages/conversations/${queryArg.id}/read/`, method: 'POST' }),
        invalidatesTags: ['messages'],
      }),
      getUnreadMessagesCount: build.query<GetUnreadMessagesCountApiResponse, GetUnreadMessagesCountApiArg>({
        query: () => ({ url: `/api/v1/messages/unread_count/` }),
        providesTags: ['messages'],
      }),
      listBlocks: build.query<ListBlocksApiResponse, ListBlocksApiArg>({
        query: () => ({ url: `/api/v1/users/blocks/` }),
        providesTags: ['messages'],
      }),
      blockUser: build.mutation<BlockUserApiResponse, BlockUserApiArg>({
        query: (queryArg) => ({ url: `/api/v1/users/blocks/`, method: 'POST', body: queryArg.blockBody }),
        invalidatesTags: ['messages'],
      }),
      unblockUser: build.mutation<UnblockUserApiResponse, UnblockUserApiArg>({
        query: (queryArg) => ({ url: `/api/v1/users/blocks/${queryArg.username}/`, method: 'DELETE' }),
        invalidatesTags: ['messages'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as messagesGeneratedApi };
export type StartConversationApiResponse = /** status 201 Default Response */ {
  id: number;
  ad: {
    slug: string;
    title: string;
    image: string | null;
  } | null;
  other: {
    username: string | null;
    /** "Conta excluída" quando a outra pessoa excluiu a conta. */
    first_name: string;
    avatar: string | null;
  };
  last_message: {
    text: string;
    created_at: string;
    mine: boolean;
  } | null;
  unread_count: number;
};
export type StartConversationApiArg = {
  startConversationBody: {
    /** Slug do anúncio. */
    ad: string;
    /** A primeira mensagem (até 2000 caracteres). */
    text: string;
  };
};
export type ListConversationsApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: number;
    ad: {
      slug: string;
      title: string;
      image: string | null;
    } | null;
    other: {
      username: string | null;
      /** "Conta excluída" quando a outra pessoa excluiu a conta. */
      first_name: string;
      avatar: string | null;
    };
    last_message: {
      text: string;
      created_at: string;
      mine: boolean;
    } | null;
    unread_count: number;
  }[];
};
export type ListConversationsApiArg = {
  page?: number;
  pageSize?: number;
};
export type GetConversationApiResponse = /** status 200 Default Response */ {
  id: number;
  ad: {
    slug: string;
    title: string;
    image: string | null;
  } | null;
  other: {
    username: string | null;
    /** "Conta excluída" quando a outra pessoa excluiu a conta. */
    first_name: string;
    avatar: string | null;
  };
  last_message: {
    text: string;
    created_at: string;
    mine: boolean;
  } | null;
  unread_count: number;
};
export type GetConversationApiArg = {
  id: number;
};
export type ListConversationMessagesApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: number;
    text: string;
    images: {
      /** A foto em até 1600 px (WebP, sem metadados). */
      url: string;
      /** A foto em 320 px. */
      thumbnail: string;
      width: number;
      height: number;
    }[];
    created_at: string;
    /** Enviada por quem pergunta. */
    mine: boolean;
    /** Quando o destinatário a viu ("visto"). */
    read_at: string | null;
    /** O texto pede pagamento adiantado ou leva a conversa para fora da Tribo (telefone, link, WhatsApp). */
    flagged: boolean;
  }[];
};
export type ListConversationMessagesApiArg = {
  pageSize?: number;
  /** Só mensagens mais antigas que esta (id). */
  before?: number;
  id: number;
};
export type SendMessageApiResponse = /** status 201 Default Response */ {
  id: number;
  text: string;
  images: {
    /** A foto em até 1600 px (WebP, sem metadados). */
    url: string;
    /** A foto em 320 px. */
    thumbnail: string;
    width: number;
    height: number;
  }[];
  created_at: string;
  /** Enviada por quem pergunta. */
  mine: boolean;
  /** Quando o destinatário a viu ("visto"). */
  read_at: string | null;
  /** O texto pede pagamento adiantado ou leva a conversa para fora da Tribo (telefone, link, WhatsApp). */
  flagged: boolean;
};
export type SendMessageApiArg = {
  id: number;
  sendMessageBody: {
    /** Até 2000 caracteres. */
    text?: string;
  };
};
export type MarkConversationReadApiResponse = /** status 200 Default Response */ {
  /** Quantas mensagens foram marcadas como vistas. */
  marked: number;
  unread_count: number;
};
export type MarkConversationReadApiArg = {
  id: number;
};
export type GetUnreadMessagesCountApiResponse = /** status 200 Default Response */ {
  count: number;
};
export type GetUnreadMessagesCountApiArg = void;
export type ListBlocksApiResponse = /** status 200 Default Response */ {
  username: string;
  first_name: string;
  avatar: string | null;
  created_at: string;
}[];
export type ListBlocksApiArg = void;
export type BlockUserApiResponse = /** status 201 Default Response */ {
  username: string;
  first_name: string;
  avatar: string | null;
  created_at: string;
};
export type BlockUserApiArg = {
  blockBody: {
    username: string;
  };
};
export type UnblockUserApiResponse = unknown;
export type UnblockUserApiArg = {
  username: string;
};
export const {
  useStartConversationMutation,
  useListConversationsQuery,
  useLazyListConversationsQuery,
  useGetConversationQuery,
  useLazyGetConversationQuery,
  useListConversationMessagesQuery,
  useLazyListConversationMessagesQuery,
  useSendMessageMutation,
  useMarkConversationReadMutation,
  useGetUnreadMessagesCountQuery,
  useLazyGetUnreadMessagesCountQuery,
  useListBlocksQuery,
  useLazyListBlocksQuery,
  useBlockUserMutation,
  useUnblockUserMutation,
} = injectedRtkApi;
