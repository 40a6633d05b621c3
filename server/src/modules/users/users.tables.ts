import { bigint, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

// Drizzle's view of the users module's own tables (migration 0002_users.sql). The users table
// itself is in db/schema.ts: every module's foreign keys point at it.

export const refreshTokens = pgTable('refresh_tokens', {
  jti: uuid('jti').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
