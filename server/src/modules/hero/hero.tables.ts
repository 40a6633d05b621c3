import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle's view of the hero_slides table (migrations 0030_hero_slides_contact.sql and
// 0061_hero_slides_admin.sql; the SQL files are the source of truth).

export const heroSlides = pgTable('hero_slides', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  imageMobileUrl: text('image_mobile_url').notNull().default(''),
  imageAlt: text('image_alt').notNull().default(''),
  /** The uploaded desktop picture's storage key ("hero/<uuid>-desktop.webp"); null when not an upload. */
  imageKey: text('image_key'),
  imageMobileKey: text('image_mobile_key'),
  ctaLabel: text('cta_label').notNull().default(''),
  ctaUrl: text('cta_url').notNull().default(''),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
