import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle's view of migrations/0080_messages.sql (the SQL file is the source of truth). */
export const conversations = pgTable('conversations', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  adId: bigint('ad_id', { mode: 'number' }),
  buyerId: bigint('buyer_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    otherId: bigint('other_id', { mode: 'number' }),
    unread: integer('unread').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** One stored photo of a message: the WebP variants (width -> URL) and the size of the largest. */
export interface StoredMessageImage {
  variants: Record<string, string>;
  width: number;
  height: number;
}

export const messages = pgTable('messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
  senderId: bigint('sender_id', { mode: 'number' }).notNull(),
  text: text('text').notNull().default(''),
  images: jsonb('images').$type<StoredMessageImage[]>().notNull().default([]),
  flagged: boolean('flagged').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp('read_at', { withTimezone: true }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
});
export type MessageRow = typeof messages.$inferSelect;

export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: bigint('blocker_id', { mode: 'number' }).notNull(),
    blockedId: bigint('blocked_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);
