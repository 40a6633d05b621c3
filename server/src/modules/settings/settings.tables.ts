import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle's view of the settings table (migration 0001_foundation.sql): key/value pairs over defaults.

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
