import { boolean, char, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle's view of the plans table (migrations/0040_payments.sql is the source of truth); payments
// and payment_events are read and written in SQL (payments.repository.ts).

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  durationDays: integer('duration_days').notNull(),
  benefits: jsonb('benefits').$type<string[]>().notNull(),
  badge: boolean('badge').notNull(),
  topOfSearch: boolean('top_of_search').notNull(),
  homeShowcase: boolean('home_showcase').notNull(),
  position: integer('position').notNull(),
  isActive: boolean('is_active').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
