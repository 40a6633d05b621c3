import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { int, rows } from '../../db/rows';

// Mensagens' SQL. Takes the database or a transaction (the service groups a message, its counters
// and its NOTIFY). Reads ads and users (never writes them).

export interface MessageDbRow {
  id: number | string;
  conversation_id: number | string;
  sender_id: number | string;
  text: string;
  images: StoredMessageImage[] | string;
  flagged: boolean;
  created_at: string | Date;
  read_at: string | Date | null;
}

export interface ConversationDbRow {
  id: number | string;
  unread: number | string;
  other_id: number | string | null;
  ad_slug: string | null;
  ad_title: string | null;
  ad_image: string | null;
  username: string | null;
  first_name: string | null;
  avatar: string | null;
  last_text: string | null;
  last_at: string | Date | null;
  last_sender: number | string | null;
}

const MESSAGE_COLUMNS = sql`id, conversation_id, sender_id, text, images, flagged, created_at, read_at`;

/** A member's conversations, with the ad, the other side and the last message, in inbox order. */
const conversationSelect = (userId: number) => sql`
  select m.conversation_id as id, m.unread, m.other_id,
         a.slug as ad_slug, a.title as ad_title,
         (select i.variants ->> '320' from ad_images i
           where i.ad_id = a.id and i.variants is not null order by i.position, i.id limit 1) as ad_image,
         u.username, u.first_name,
         case when u.avatar is null then null else '/media/' || u.avatar || '-128.webp' end as avatar,
         l.text as last_text, l.created_at as last_at, l.sender_id as last_sender
    from conversation_members m
    join conversations c on c.id = m.conversation_id
    left join ads a on a.id = c.ad_id
    left join users u on u.id = m.other_id
    left join lateral (select x.text, x.created_at, x.sender_id from messages x
                        where x.conversation_id = m.conversation_id order by x.id desc limit 1) l on true
   where m.user_id = ${userId}`;

const notBlockedByMe = (userId: number) =>
  sql`not exists (select 1 from user_blocks b where b.blocker_id = ${userId} and b.blocked_id = m.other_id)`;

/** One stored photo of a message: the WebP variants (width -> URL) and the size of the largest. */
export interface StoredMessageImage {
  variants: Record<string, string>;
  width: number;
  height: number;
}

export function createMessagesRepository(db: Db) {
  return {
    async adBySlug(slug: string) {
      const [r] = await rows<{ id: number | string; owner_id: number | string; status: string }>(
        db,
        sql`select id, owner_id, status from ads where slug = ${slug}`,
      );
      return r ? { id: Number(r.id), ownerId: Number(r.owner_id), status: r.status } : null;
    },

    /** Whether either member has blocked the other. */
    async blockedEitherWay(a: number, b: number): Promise<boolean> {
      const [r] = await rows<{ n: number | string }>(
        db,
        sql`select count(*) as n from user_blocks
             where (blocker_id = ${a} and blocked_id = ${b}) or (blocker_id = ${b} and blocked_id = ${a})`,
      );
      return Number(r.n) > 0;
    },

    /** The conversation of (ad, buyer), created with both member rows when it does not exist yet. */
    async conversationFor(adId: number, buyerId: number, sellerId: number): Promise<number> {
      const [created] = await rows<{ id: number | string }>(
        db,
        sql`insert into conversations (ad_id, buyer_id) values (${adId}, ${buyerId})
            on conflict (ad_id, buyer_id) do nothing returning id`,
      );
      if (created) {
        const id = Number(created.id);
        await db.execute(sql`insert into conversation_members (conversation_id, user_id, other_id)
                             values (${id}, ${buyerId}, ${sellerId}), (${id}, ${sellerId}, ${buyerId})`);
        return id;
      }
      const [found] = await rows<{ id: number | string }>(
        db,
        sql`select id from conversations where ad_id = ${adId} and buyer_id = ${buyerId}`,
      );
      return Number(found.id);
    },

    async conversationExists(buyerId: number, adSlug: string): Promise<boolean> {
      const [r] = await rows<{ n: number | string }>(
        db,
        sql`select count(*) as n from conversations c join ads a on a.id = c.ad_id
             where a.slug = ${adSlug} and c.buyer_id = ${buyerId}`,
      );
      return Number(r.n) > 0;
    },

    /** The member's side of a conversation; null when they are not in it. */
    async membership(conversationId: number, userId: number) {
      const [r] = await rows<{ other_id: number | string | null }>(
        db,
        sql`select other_id from conversation_members where conversation_id = ${conversationId} and user_id = ${userId}`,
      );
      return r ? { otherId: r.other_id === null ? null : Number(r.other_id) } : null;
    },

    /** Adds a message and moves the conversation up both inboxes; the other side's counter grows. */
    async addMessage(input: {
      conversationId: number;
      senderId: number;
      text: string;
      images: StoredMessageImage[];
      flagged: boolean;
    }): Promise<MessageDbRow> {
      const [row] = await rows<MessageDbRow>(
        db,
        sql`insert into messages (conversation_id, sender_id, text, images, flagged)
            values (${input.conversationId}, ${input.senderId}, ${input.text},
                    ${JSON.stringify(input.images)}::jsonb, ${input.flagged})
            returning ${MESSAGE_COLUMNS}`,
      );
      await db.execute(sql`update conversation_members
                              set last_message_at = now(),
                                  unread = unread + case when user_id = ${input.senderId} then 0 else 1 end
                            where conversation_id = ${input.conversationId}`);
      return row;
    },

    async memberIds(conversationId: number): Promise<number[]> {
      const list = await rows<{ user_id: number | string }>(
        db,
        sql`select user_id from conversation_members where conversation_id = ${conversationId}`,
      );
      return list.map((r) => Number(r.user_id));
    },

    async conversationsPage(userId: number, page: number, pageSize: number) {
      const [[{ n }], list] = await Promise.all([
        rows<{ n: number | string }>(
          db,
          sql`select count(*) as n from conversation_members m where m.user_id = ${userId} and ${notBlockedByMe(userId)}`,
        ),
        rows<ConversationDbRow>(
          db,
          sql`${conversationSelect(userId)} and ${notBlockedByMe(userId)}
              order by m.last_message_at desc, m.conversation_id desc
              limit ${int(pageSize)} offset ${int((page - 1) * pageSize)}`,
        ),
      ]);
      return { count: Number(n), rows: list };
    },

    async conversation(userId: number, conversationId: number): Promise<ConversationDbRow | null> {
      const [r] = await rows<ConversationDbRow>(
        db,
        sql`${conversationSelect(userId)} and m.conversation_id = ${conversationId}`,
      );
      return r ?? null;
    },

    /** The newest `pageSize` messages older than `before` (all when null), oldest first, and the total. */
    async messagesPage(conversationId: number, before: number | null, pageSize: number) {
      const older = before === null ? sql`` : sql`and id < ${before}`;
      const [[{ n }], list] = await Promise.all([
        rows<{ n: number | string }>(
          db,
          sql`select count(*) as n from messages where conversation_id = ${conversationId}`,
        ),
        rows<MessageDbRow>(
          db,
          sql`select ${MESSAGE_COLUMNS} from messages where conversation_id = ${conversationId} ${older}
              order by id desc limit ${int(pageSize + 1)}`,
        ),
      ]);
      const hasOlder = list.length > pageSize;
      return { count: Number(n), rows: list.slice(0, pageSize).reverse(), hasOlder };
    },

    /** Marks the other side's messages seen and zeroes the member's counter; how many changed. */
    async markRead(conversationId: number, userId: number): Promise<number> {
      const marked = await rows<{ id: number | string }>(
        db,
        sql`update messages set read_at = now()
             where conversation_id = ${conversationId} and sender_id <> ${userId} and read_at is null
            returning id`,
      );
      await db.execute(sql`update conversation_members set unread = 0
                            where conversation_id = ${conversationId} and user_id = ${userId} and unread <> 0`);
      return marked.length;
    },

    /** The header badge: unread messages over the member's conversations, those with people they blocked left out. */
    async unreadCount(userId: number): Promise<number> {
      const [r] = await rows<{ n: number | string | null }>(
        db,
        sql`select coalesce(sum(m.unread), 0) as n from conversation_members m
             where m.user_id = ${userId} and m.unread > 0 and ${notBlockedByMe(userId)}`,
      );
      return Number(r.n ?? 0);
    },

    /** A message as one participant may see it; null when they are not in its conversation. */
    async messageFor(messageId: number, userId: number): Promise<MessageDbRow | null> {
      const [r] = await rows<MessageDbRow>(
        db,
        sql`select ${MESSAGE_COLUMNS} from messages x where x.id = ${messageId}
               and exists (select 1 from conversation_members m
                            where m.conversation_id = x.conversation_id and m.user_id = ${userId})`,
      );
      return r ?? null;
    },

    /** When the other side last read this member's messages in a conversation they take part in; null if never. */
    async lastReadOf(conversationId: number, senderId: number): Promise<string | Date | null> {
      const [r] = await rows<{ at: string | Date | null }>(
        db,
        sql`select max(read_at) as at from messages
             where conversation_id = ${conversationId} and sender_id = ${senderId} and read_at is not null`,
      );
      return r?.at ?? null;
    },

    /** Records that a message reached an open stream of its recipient (no e-mail for it then). */
    async markDelivered(messageId: number): Promise<void> {
      await db.execute(sql`update messages set delivered_at = now() where id = ${messageId} and delivered_at is null`);
    },
  };
}
