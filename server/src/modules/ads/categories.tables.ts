import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

// Drizzle's view of the categories table (migration 0001_foundation.sql).

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  icon: text('icon').notNull().default(''),
  position: integer('position').notNull().default(0),
  isService: boolean('is_service').notNull().default(true),
  description: text('description').notNull().default(''),
});
