import { boolean, char, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Tables as Drizzle sees them. The SQL files in ./migrations are the source of truth for the
// database itself (extensions, text-search configuration, indexes); keep both in step.

export const states = pgTable('states', {
  code: char('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  icon: text('icon').notNull().default(''),
  position: integer('position').notNull().default(0),
  isService: boolean('is_service').notNull().default(true),
  description: text('description').notNull().default(''),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
