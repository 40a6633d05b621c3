import { bigint, boolean, char, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The foundation's tables as Drizzle sees them: the ones other modules' foreign keys point at
// (states, users). A module's own tables live in its <module>.tables.ts, and no module imports
// another module's tables. The SQL files in ./migrations are the source of truth for the database
// itself (extensions, text-search configuration, indexes); keep both in step.

export const states = pgTable('states', {
  code: char('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
});

export const users = pgTable('users', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  avatar: text('avatar'),
  bio: text('bio').notNull().default(''),
  phone: text('phone').notNull().default(''),
  whatsapp: text('whatsapp').notNull().default(''),
  showEmail: boolean('show_email').notNull().default(false),
  showPhone: boolean('show_phone').notNull().default(false),
  showWhatsapp: boolean('show_whatsapp').notNull().default(false),
  stateCode: char('state_code', { length: 2 }),
  city: text('city').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  isStaff: boolean('is_staff').notNull().default(false),
  isSuperuser: boolean('is_superuser').notNull().default(false),
  emailVerified: boolean('email_verified').notNull().default(false),
  googleSub: text('google_sub'),
  dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  /** Session generation (migration 0004): access tokens carry it as "ver"; bumping it ends them. */
  tokenVersion: integer('token_version').notNull().default(0),
  /** LGPD (migration 0062): the terms version accepted at sign-up, and when; NULL before 0062. */
  termsVersion: text('terms_version'),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  /** Mensagens (migration 0080): the unread-messages e-mail, on unless the member turns it off. */
  messageEmails: boolean('message_emails').notNull().default(true),
  /** Suspended by the staff (migration 0085): is_active is false meanwhile; sign-in says so. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspensionReason: text('suspension_reason').notNull().default(''),
  /** Reviews (migration 0094): the visible reviews' count and sum of stars, kept by a trigger. */
  ratingCount: integer('rating_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
});
