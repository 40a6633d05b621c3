import { bigint, boolean, char, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

// Drizzle's view of the tribes' tables: invitations (migration 0003, extended by 0050) and the
// tribes, members, ads and moderation log of 0050_tribes.sql (the SQL files are the source of
// truth: checks, indexes and the triggers that keep member_count and the feed's scores).

export const tribes = pgTable('tribes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  rules: text('rules').notNull().default(''),
  avatar: jsonb('avatar'),
  cover: jsonb('cover'),
  stateCode: char('state_code', { length: 2 }).notNull(),
  city: text('city').notNull().default(''),
  categoryId: integer('category_id'),
  visibility: text('visibility').notNull().default('public'),
  joinPolicy: text('join_policy').notNull().default('open'),
  adPolicy: text('ad_policy').notNull().default('open'),
  ownerId: bigint('owner_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  memberCount: integer('member_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tribeMembers = pgTable(
  'tribe_members',
  {
    tribeId: bigint('tribe_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    role: text('role').notNull().default('member'),
    status: text('status').notNull().default('active'),
    joinAnswer: text('join_answer').notNull().default(''),
    invitedBy: bigint('invited_by', { mode: 'number' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tribeId, t.userId] })],
);

export const tribeAds = pgTable(
  'tribe_ads',
  {
    tribeId: bigint('tribe_id', { mode: 'number' }).notNull(),
    adId: bigint('ad_id', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    submittedBy: bigint('submitted_by', { mode: 'number' }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    pinned: boolean('pinned').notNull().default(false),
    score: integer('score').notNull().default(0),
    adCreatedAt: timestamp('ad_created_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tribeId, t.adId] })],
);

export const tribeModerationLog = pgTable('tribe_moderation_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tribeId: bigint('tribe_id', { mode: 'number' }).notNull(),
  actorId: bigint('actor_id', { mode: 'number' }),
  action: text('action').notNull(),
  targetUserId: bigint('target_user_id', { mode: 'number' }),
  targetAdId: bigint('target_ad_id', { mode: 'number' }),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invitations = pgTable('invitations', {
  token: text('token').primaryKey(),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  tribeId: bigint('tribe_id', { mode: 'number' }).references(() => tribes.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invitationRedemptions = pgTable('invitation_redemptions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  token: text('token').notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
});
