import type { Database, Db } from '../../db/client';
import { badRequest, forbidden, notFound, validationError } from '../../lib/errors';
import type { Storage } from '../../lib/storage/types';
import type { UploadedFile } from '../../plugins/multipart';
import { processImage } from '../../lib/images';
import { publishStreamEvent } from '../notifications/notifications.producer';
import { isFlagged } from './messages.flags';
import { createMessagesRepository, type ConversationDbRow, type MessageDbRow } from './messages.repository';
import {
  MAX_MESSAGE_IMAGES,
  MAX_TEXT,
  type Conversation,
  type Message,
  type MessageReadStreamEvent,
  type MessageStreamEvent,
} from './messages.schemas';
import type { StoredMessageImage } from './messages.repository';

export { eraseMemberMessages, exportMemberMessages } from './messages.account';

/** The stream event a new message sends to both participants' notification streams. */
export const MESSAGE_EVENT = 'message';
/** The stream event that tells a sender the other participant has read ("visto"). */
export const READ_EVENT = 'message_read';

export const MESSAGES = {
  conversationNotFound: 'Conversa não encontrada.',
  adNotFound: 'Anúncio não encontrado.',
  ownAd: 'Este anúncio é seu: não é possível enviar mensagens para você mesmo.',
  adInactive: 'Este anúncio não está ativo e não recebe mensagens.',
  blocked: 'Você não pode enviar mensagens para este usuário.',
  accountDeleted: 'Esta pessoa excluiu a conta e não recebe mais mensagens.',
  emptyText: 'Escreva uma mensagem.',
  longText: `A mensagem pode ter no máximo ${MAX_TEXT.toLocaleString('pt-BR')} caracteres.`,
  tooManyImages: `Envie no máximo ${MAX_MESSAGE_IMAGES} fotos por mensagem.`,
  unknownFile: 'Campo de arquivo desconhecido.',
  deletedName: 'Conta excluída',
} as const;

const iso = (v: string | Date) => new Date(v).toISOString();
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export function toMessage(row: MessageDbRow, viewerId: number): Message {
  return {
    id: Number(row.id),
    text: row.text,
    images: json<StoredMessageImage[]>(row.images).map((i) => ({
      url: i.variants['1600'] ?? Object.values(i.variants).at(-1) ?? '',
      thumbnail: i.variants['320'] ?? Object.values(i.variants)[0] ?? '',
      width: i.width,
      height: i.height,
    })),
    created_at: iso(row.created_at),
    mine: Number(row.sender_id) === viewerId,
    read_at: row.read_at ? iso(row.read_at) : null,
    flagged: Boolean(row.flagged),
  };
}

function toConversation(row: ConversationDbRow, viewerId: number): Conversation {
  const deleted = row.other_id === null;
  return {
    id: Number(row.id),
    ad: row.ad_slug ? { slug: row.ad_slug, title: row.ad_title ?? '', image: row.ad_image } : null,
    other: {
      username: deleted ? null : row.username,
      first_name: deleted ? MESSAGES.deletedName : row.first_name || row.username || '',
      avatar: deleted ? null : row.avatar,
    },
    last_message: row.last_at
      ? { text: row.last_text ?? '', created_at: iso(row.last_at), mine: Number(row.last_sender) === viewerId }
      : null,
    unread_count: Number(row.unread),
  };
}

/** The text as sent (ends trimmed), checked: at most MAX_TEXT characters, not empty unless photos go with it. */
function checkText(raw: string | undefined, photos: number): string {
  const text = (raw ?? '').trim();
  if (!text && photos === 0) throw validationError({ text: [MESSAGES.emptyText] });
  if ([...text].length > MAX_TEXT) throw validationError({ text: [MESSAGES.longText] });
  return text;
}

/**
 * The inbox's rules: only the two participants see or write a conversation (anyone else: 404), a
 * blocked pair (either way) cannot write, a conversation starts on someone else's active ad. A new
 * message, its counters and its live delivery (NOTIFY to both participants) commit together.
 */
export function createMessagesService(orm: Db, opts: { storage: Storage }) {
  const repo = createMessagesRepository(orm);

  async function participant(userId: number, conversationId: number) {
    const member = await repo.membership(conversationId, userId);
    if (!member) throw notFound(MESSAGES.conversationNotFound);
    return member;
  }

  async function mayWrite(userId: number, otherId: number | null) {
    if (otherId === null) throw badRequest(MESSAGES.accountDeleted, 'account_deleted');
    if (await repo.blockedEitherWay(userId, otherId)) throw forbidden(MESSAGES.blocked, 'blocked');
  }

  /** Photos through the ads' pipeline (bytes checked, WebP variants, EXIF and GPS dropped), staged. */
  async function processPhotos(files: UploadedFile[]): Promise<{ images: StoredMessageImage[]; files: string[] }> {
    const unknown = files.find((f) => f.field !== 'images');
    if (unknown) throw validationError({ [unknown.field]: [MESSAGES.unknownFile] });
    const photos = files.filter((f) => f.size > 0);
    if (photos.length > MAX_MESSAGE_IMAGES) throw validationError({ images: [MESSAGES.tooManyImages] });
    const written: string[] = [];
    const images: StoredMessageImage[] = [];
    try {
      for (const f of photos) {
        const p = await processImage(f, opts.storage, 'images');
        written.push(...p.files);
        images.push({ variants: p.variants, width: p.width, height: p.height });
      }
    } catch (err) {
      await opts.storage.remove(written);
      throw err;
    }
    return { images, files: written };
  }

  /** Writes one message (and its NOTIFYs) in a transaction; staged photos are published after the commit. */
  async function write(
    conversationId: number | ((tx: Db) => Promise<number>),
    senderId: number,
    text: string,
    photos: { images: StoredMessageImage[]; files: string[] },
  ) {
    try {
      const result = await orm.transaction(async (tx) => {
        const r = createMessagesRepository(tx);
        const id = typeof conversationId === 'number' ? conversationId : await conversationId(tx);
        const row = await r.addMessage({
          conversationId: id,
          senderId,
          text,
          images: photos.images,
          flagged: isFlagged(text),
        });
        const members = await r.memberIds(id);
        for (const u of members) await publishStreamEvent(tx, u, MESSAGE_EVENT, Number(row.id));
        return { id, row };
      });
      await opts.storage.publish(photos.files);
      return result;
    } catch (err) {
      await opts.storage.remove(photos.files);
      throw err;
    }
  }

  return {
    repo,

    /** Starts the conversation of (ad, buyer) or adds to it; the conversation as the buyer sees it. */
    async start(userId: number, body: { ad: string; text: string }): Promise<Conversation> {
      const text = checkText(body.text, 0);
      const ad = await repo.adBySlug(body.ad);
      if (!ad || ad.status === 'removed') throw notFound(MESSAGES.adNotFound);
      if (ad.ownerId === userId) throw badRequest(MESSAGES.ownAd, 'own_ad');
      if (ad.status !== 'active') throw badRequest(MESSAGES.adInactive, 'ad_inactive');
      await mayWrite(userId, ad.ownerId);
      const { id } = await write(
        (tx) => createMessagesRepository(tx).conversationFor(ad.id, userId, ad.ownerId),
        userId,
        text,
        {
          images: [],
          files: [],
        },
      );
      return this.get(userId, id);
    },

    /** Whether a message about this ad would start a new conversation (the rate limit counts those). */
    async isNew(userId: number, adSlug: string): Promise<boolean> {
      return !(await repo.conversationExists(userId, adSlug));
    },

    async get(userId: number, conversationId: number): Promise<Conversation> {
      const row = await repo.conversation(userId, conversationId);
      if (!row) throw notFound(MESSAGES.conversationNotFound);
      return toConversation(row, userId);
    },

    async list(userId: number, page: number, pageSize: number) {
      const { count, rows } = await repo.conversationsPage(userId, page, pageSize);
      if (page > 1 && (page - 1) * pageSize >= count) throw notFound('Página inválida.', 'invalid_page');
      return { count, results: rows.map((r) => toConversation(r, userId)) };
    },

    async messages(userId: number, conversationId: number, before: number | null, pageSize: number) {
      await participant(userId, conversationId);
      const page = await repo.messagesPage(conversationId, before, pageSize);
      return { ...page, results: page.rows.map((r) => toMessage(r, userId)) };
    },

    async send(userId: number, conversationId: number, rawText: string | undefined, files: UploadedFile[]) {
      const member = await participant(userId, conversationId);
      await mayWrite(userId, member.otherId);
      const text = checkText(rawText, files.filter((f) => f.size > 0).length);
      const photos = await processPhotos(files);
      const { row } = await write(conversationId, userId, text, photos);
      return toMessage(row, userId);
    },

    /**
     * "Visto": the other side's messages get read_at and the member's counter goes to zero; when
     * something was marked, the sender's streams hear it (`message_read`) at the commit.
     */
    async markRead(userId: number, conversationId: number) {
      const { otherId } = await participant(userId, conversationId);
      const marked = await orm.transaction(async (tx) => {
        const n = await createMessagesRepository(tx).markRead(conversationId, userId);
        if (n > 0 && otherId !== null) await publishStreamEvent(tx, otherId, READ_EVENT, conversationId);
        return n;
      });
      return { marked, unread_count: await repo.unreadCount(userId) };
    },

    unreadCount: (userId: number) => repo.unreadCount(userId),
  };
}

/**
 * The `message` stream event for one participant (notifications' hub calls it in the process that
 * holds their stream): the message as they see it and their new unread count. Reaching the
 * recipient's open stream marks the message delivered, so no e-mail goes out for it.
 */
export async function loadMessageEvent(
  database: Database,
  userId: number,
  messageId: number,
): Promise<MessageStreamEvent | null> {
  const repo = createMessagesRepository(database.orm);
  const row = await repo.messageFor(messageId, userId);
  if (!row) return null;
  if (Number(row.sender_id) !== userId) await repo.markDelivered(messageId);
  return {
    conversation_id: Number(row.conversation_id),
    message: toMessage(row, userId),
    unread_count: await repo.unreadCount(userId),
  };
}

/**
 * The `message_read` stream event for a sender (loaded by the process that holds their stream):
 * when the other participant last read the sender's messages in that conversation.
 */
export async function loadReadEvent(
  database: Database,
  userId: number,
  conversationId: number,
): Promise<MessageReadStreamEvent | null> {
  const readAt = await createMessagesRepository(database.orm).lastReadOf(conversationId, userId);
  return readAt ? { conversation_id: conversationId, read_at: new Date(readAt).toISOString() } : null;
}
