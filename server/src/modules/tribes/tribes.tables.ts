import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

// Drizzle's view of the invitation tables of migration 0003_accounts_invitations.sql (the SQL file
// is the source of truth). They belong to tribes: a tribe's members create invitations; a
// registration that carries one records a redemption, which the tribes feature applies.

export const invitations = pgTable('invitations', {
  token: text('token').primaryKey(),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  tribeId: bigint('tribe_id', { mode: 'number' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invitationRedemptions = pgTable('invitation_redemptions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  token: text('token').notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
});
