import { createAsyncThunk, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import {
  messagesGeneratedApi,
  type GetConversationApiResponse,
  type ListBlocksApiResponse,
  type ListConversationMessagesApiResponse,
  type ListConversationsApiResponse,
  type SendMessageApiResponse,
} from './generated/messages.gen';

export type Conversation = GetConversationApiResponse;
export type ConversationPage = ListConversationsApiResponse;
export type ChatMessage = SendMessageApiResponse;
export type MessagePage = ListConversationMessagesApiResponse;
export type BlockedUser = ListBlocksApiResponse[number];

/** What the notifications stream sends for a new message (event `message`), to both sides. */
export interface MessageStreamEvent {
  conversation_id: number;
  message: ChatMessage;
  /** The receiving member's unread messages, all conversations together. */
  unread_count: number;
}

/** What the notifications stream sends to a sender when the other side reads (event `message_read`). */
export interface MessageReadStreamEvent {
  conversation_id: number;
  /** When the other participant read; every message of mine still unread in that conversation is seen. */
  read_at: string;
}

/** Longest text and most photos of one message (the server says so too). */
export const MAX_MESSAGE_TEXT = 2000;
export const MAX_MESSAGE_PHOTOS = 4;

const TAG = 'messages' as const;
const LIST = { type: TAG, id: 'LIST' };
const UNREAD = { type: TAG, id: 'UNREAD' };
const BLOCKS = { type: TAG, id: 'BLOCKS' };
const conversationTag = (id: number) => ({ type: TAG, id: `conversation-${id}` });
const ofConversation = (_r: unknown, _e: unknown, arg: { id: number }) => [conversationTag(arg.id)];

/**
 * Mensagens as features use them: the inbox, each conversation and the unread count carry their
 * own tags (the generated slice refreshes everything on any change), a sent message joins the
 * conversation's newest page at once, reading a conversation sets the badge from the answer, and
 * a block refreshes the inbox, the badge and the block list.
 */
export const messagesApi = messagesGeneratedApi
  .enhanceEndpoints({
    endpoints: {
      listConversations: { providesTags: [LIST] },
      getConversation: { providesTags: ofConversation },
      // One entry per conversation: its newest page, the older pages the member asked for joined
      // in front (loadOlderMessages), live messages appended (messageEventReceived).
      listConversationMessages: { providesTags: ofConversation, merge: mergeMessages },
      getUnreadMessagesCount: { providesTags: [UNREAD] },
      listBlocks: { providesTags: [BLOCKS] },
      startConversation: { invalidatesTags: (r) => (r ? [LIST, conversationTag(r.id)] : [LIST]) },
      sendMessage: {
        invalidatesTags: [LIST],
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(appendMessage(id, data));
          } catch {
            // the composer shows the error
          }
        },
      },
      markConversationRead: {
        invalidatesTags: [LIST],
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(
              messagesApi.util.upsertQueryData('getUnreadMessagesCount', undefined, { count: data.unread_count }),
            );
            dispatch(
              messagesApi.util.updateQueryData('getConversation', { id }, (c) => {
                c.unread_count = 0;
              }),
            );
          } catch {
            // the badge stays as it was; the next event or poll corrects it
          }
        },
      },
      blockUser: { invalidatesTags: [LIST, UNREAD, BLOCKS] },
      unblockUser: { invalidatesTags: [LIST, UNREAD, BLOCKS] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /** POST …/messages/ as multipart, for a message with photos (field `images`, up to four). */
      sendMessageWithPhotos: build.mutation<ChatMessage, { id: number; text: string; photos: Blob[] }>({
        query: ({ id, text, photos }) => {
          const body = new FormData();
          body.append('text', text);
          photos.forEach((p, i) => body.append('images', p, (p as Blob & { name?: string }).name || `foto-${i + 1}`));
          return { url: `/api/v1/messages/conversations/${id}/messages/`, method: 'POST', body };
        },
        invalidatesTags: [LIST],
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(appendMessage(id, data));
          } catch {
            // the composer shows the error
          }
        },
      }),
    }),
  });

/**
 * A conversation's newest page read again (a live event, the stream back) joins
 * what is on screen: messages by id, each replaced by its newer copy (read_at), older pages kept.
 * A page that does not reach what is on screen (many messages while away) replaces it: no gap.
 */
export function mergeMessages(current: MessagePage, incoming: MessagePage): MessagePage {
  const newestShown = current.results.at(-1)?.id ?? 0;
  const oldestIncoming = incoming.results[0]?.id ?? 0;
  if (incoming.next !== null && oldestIncoming > newestShown) return incoming;
  const byId = new Map(current.results.map((m) => [m.id, m]));
  for (const m of incoming.results) byId.set(m.id, m);
  const results = [...byId.values()].sort((a, b) => a.id - b.id);
  const keepsOlder = (current.results[0]?.id ?? Infinity) < (incoming.results[0]?.id ?? Infinity);
  return { ...incoming, results, next: keepsOlder ? current.next : incoming.next };
}

/** Adds a message to the end of a conversation's newest page, once (the stream echoes my own). */
function appendMessage(conversationId: number, message: ChatMessage) {
  return messagesApi.util.updateQueryData('listConversationMessages', { id: conversationId }, (page) => {
    const at = page.results.findIndex((m) => m.id === message.id);
    if (at >= 0) page.results[at] = message;
    else {
      page.results.push(message);
      page.count += 1;
    }
  });
}

/**
 * A `message` event from the notifications stream: the badge takes the count it carries, an open
 * conversation shows the message, the inbox is read again (its order and last messages change).
 */
/**
 * The dispatch these thunks use: the store's, which holds this cache under `api` (createAsyncThunk
 * types it without the state, so the app's dispatch accepts them).
 */
const apiDispatch = (dispatch: unknown) =>
  dispatch as ThunkDispatch<{ api: ReturnType<typeof messagesApi.reducer> }, unknown, UnknownAction>;

export const messageEventReceived = createAsyncThunk('messages/eventReceived', (event: MessageStreamEvent, thunk) => {
  const dispatch = apiDispatch(thunk.dispatch);
  dispatch(
    messagesApi.util.updateQueryData('getUnreadMessagesCount', undefined, (c) => {
      c.count = event.unread_count;
    }),
  );
  dispatch(appendMessage(event.conversation_id, event.message));
  // The inbox's order and last messages change; an open conversation reads its newest page again
  // (merged, see mergeMessages).
  dispatch(messagesApi.util.invalidateTags([LIST, conversationTag(event.conversation_id)]));
});

/**
 * A `message_read` event: the other participant read, so an open conversation shows "visto" on
 * my messages at once (no request; the reconnection's refetch covers a stream that was down).
 */
export const messageReadReceived = (event: MessageReadStreamEvent) =>
  messagesApi.util.updateQueryData('listConversationMessages', { id: event.conversation_id }, (page) => {
    for (const m of page.results) if (m.mine && !m.read_at && m.created_at <= event.read_at) m.read_at = event.read_at;
  });

/** Joins the page before the oldest message shown in front of the conversation's entry. */
export const loadOlderMessages = createAsyncThunk(
  'messages/olderLoaded',
  async ({ id, before }: { id: number; before: number }, thunk) => {
    const dispatch = apiDispatch(thunk.dispatch);
    const older = await dispatch(
      messagesApi.endpoints.listConversationMessages.initiate({ id, before }, { subscribe: false, forceRefetch: true }),
    ).unwrap();
    dispatch(
      messagesApi.util.updateQueryData('listConversationMessages', { id }, (page) => {
        const shown = new Set(page.results.map((m) => m.id));
        page.results.unshift(...older.results.filter((m) => !shown.has(m.id)));
        page.next = older.next;
      }),
    );
  },
);

/** The stream came back: what arrived while it was down is read again (inbox, conversations, badge). */
export const messagesStale = () => messagesApi.util.invalidateTags([TAG]);

export const {
  useListConversationsQuery,
  useGetConversationQuery,
  useListConversationMessagesQuery,
  useLazyListConversationMessagesQuery,
  useGetUnreadMessagesCountQuery,
  useStartConversationMutation,
  useSendMessageMutation,
  useSendMessageWithPhotosMutation,
  useMarkConversationReadMutation,
  useListBlocksQuery,
  useBlockUserMutation,
  useUnblockUserMutation,
} = messagesApi;
