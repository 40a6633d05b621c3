import { Type, type Static } from '@sinclair/typebox';
import { pageOf } from '../../lib/pagination';

// Mensagens: the inbox between buyers and advertisers, and the members' blocks (tag messages).

/** Longest message text, in characters (code points). */
export const MAX_TEXT = 2000;
/** Photos per message. */
export const MAX_MESSAGE_IMAGES = 4;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const MessageImage = Type.Object(
  {
    url: Type.String({ description: 'A foto em até 1600 px (WebP, sem metadados).' }),
    thumbnail: Type.String({ description: 'A foto em 320 px.' }),
    width: Type.Integer(),
    height: Type.Integer(),
  },
  { title: 'MessageImage' },
);
export type MessageImage = Static<typeof MessageImage>;

export const Message = Type.Object(
  {
    id: Type.Integer(),
    text: Type.String(),
    images: Type.Array(MessageImage),
    created_at: Type.String({ format: 'date-time' }),
    mine: Type.Boolean({ description: 'Enviada por quem pergunta.' }),
    read_at: Nullable(Type.String({ format: 'date-time', description: 'Quando o destinatário a viu ("visto").' })),
    flagged: Type.Boolean({
      description: 'O texto pede pagamento adiantado ou leva a conversa para fora da Tribo (telefone, link, WhatsApp).',
    }),
  },
  { title: 'Message' },
);
export type Message = Static<typeof Message>;

export const Conversation = Type.Object(
  {
    id: Type.Integer(),
    ad: Nullable(
      Type.Object(
        { slug: Type.String(), title: Type.String(), image: Nullable(Type.String()) },
        { title: 'ConversationAd' },
      ),
    ),
    other: Type.Object(
      {
        username: Nullable(Type.String()),
        first_name: Type.String({ description: '"Conta excluída" quando a outra pessoa excluiu a conta.' }),
        avatar: Nullable(Type.String()),
      },
      { title: 'ConversationOther' },
    ),
    last_message: Nullable(
      Type.Object(
        { text: Type.String(), created_at: Type.String({ format: 'date-time' }), mine: Type.Boolean() },
        { title: 'ConversationLastMessage' },
      ),
    ),
    unread_count: Type.Integer(),
  },
  { title: 'Conversation' },
);
export type Conversation = Static<typeof Conversation>;

export const ConversationPage = pageOf(Conversation, 'ConversationPage');
export const MessagePage = pageOf(Message, 'MessagePage');

export const StartConversationBody = Type.Object(
  {
    ad: Type.String({ minLength: 1, maxLength: 200, description: 'Slug do anúncio.' }),
    text: Type.String({ maxLength: 10_000, description: `A primeira mensagem (até ${MAX_TEXT} caracteres).` }),
  },
  { title: 'StartConversationBody', additionalProperties: false },
);
export type StartConversationBody = Static<typeof StartConversationBody>;

export const SendMessageBody = Type.Object(
  { text: Type.Optional(Type.String({ maxLength: 10_000, description: `Até ${MAX_TEXT} caracteres.` })) },
  { title: 'SendMessageBody', additionalProperties: false },
);
export type SendMessageBody = Static<typeof SendMessageBody>;

/** JSON, or multipart with the same text and up to four photos in `images`. */
export const SendMessageContent = {
  content: {
    'application/json': { schema: SendMessageBody },
    'multipart/form-data': {
      schema: Type.Object(
        {
          ...SendMessageBody.properties,
          images: Type.Optional(
            Type.Unsafe<unknown>({
              type: 'array',
              items: { type: 'string', format: 'binary' },
              maxItems: MAX_MESSAGE_IMAGES,
              description: `Até ${MAX_MESSAGE_IMAGES} fotos (JPEG, PNG, WebP ou AVIF de até 10 MB).`,
            }),
          ),
        },
        { title: 'SendMessageMultipartBody', additionalProperties: false },
      ),
    },
  },
};

export const ConversationParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const ListConversationsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

export const ListMessagesQuery = Type.Object({
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30 })),
  before: Type.Optional(Type.Integer({ minimum: 1, description: 'Só mensagens mais antigas que esta (id).' })),
});

export const ReadResponse = Type.Object(
  {
    marked: Type.Integer({ description: 'Quantas mensagens foram marcadas como vistas.' }),
    unread_count: Type.Integer(),
  },
  { title: 'MessagesReadResponse' },
);

export const MessagesUnreadCount = Type.Object({ count: Type.Integer() }, { title: 'MessagesUnreadCount' });

export const Block = Type.Object(
  {
    username: Type.String(),
    first_name: Type.String(),
    avatar: Nullable(Type.String()),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Block' },
);
export type Block = Static<typeof Block>;

export const BlockBody = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 150 }) },
  { title: 'BlockBody', additionalProperties: false },
);
export const BlockParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 150 }) });

/** What a notifications stream receives for a new message (event `message`). */
export interface MessageStreamEvent {
  conversation_id: number;
  message: Message;
  unread_count: number;
}

/** The `message_read` stream event: the other participant has seen my messages up to `read_at`. */
export interface MessageReadStreamEvent {
  conversation_id: number;
  read_at: string;
}
