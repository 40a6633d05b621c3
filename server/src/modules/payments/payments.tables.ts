import { bigint, boolean, char, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle's view of migrations/0040_payments.sql (the SQL file is the source of truth).

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

export const payments = pgTable('payments', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  adId: bigint('ad_id', { mode: 'number' }).notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  planId: text('plan_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  durationDays: integer('duration_days').notNull(),
  provider: text('provider').notNull(),
  providerPaymentId: text('provider_payment_id'),
  clientSecret: text('client_secret'),
  status: text('status').notNull(),
  failureMessage: text('failure_message'),
  highlightedUntil: timestamp('highlighted_until', { withTimezone: true }),
  succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  paymentId: bigint('payment_id', { mode: 'number' }),
  outcome: text('outcome').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
