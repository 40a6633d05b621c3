import { bigint, boolean, char, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
});

export const refreshTokens = pgTable('refresh_tokens', {
  jti: uuid('jti').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
