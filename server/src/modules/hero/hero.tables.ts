import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle's view of the hero_slides table (migration 0030_hero_slides_contact.sql).

export const heroSlides = pgTable('hero_slides', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  imageAlt: text('image_alt').notNull().default(''),
  ctaLabel: text('cta_label').notNull().default(''),
  ctaUrl: text('cta_url').notNull().default(''),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
