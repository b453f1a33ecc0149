import { integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INTERNAL_ROLES } from '@roadbook/domain/internal-area';

export const internalRoleEnum = pgEnum('internal_role', INTERNAL_ROLES);

/**
 * The internal area's two accounts (content/internal), one per role: made at start from the settings,
 * or generated on the first start without them. Nothing to do with the marketplace's `users`.
 */
export const internalUsers = pgTable('internal_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-case. */
  username: text('username').notNull().unique(),
  role: internalRoleEnum('role').notNull().unique(),
  /** argon2id, as the marketplace's passwords. */
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The internal area's sessions: the cookie holds an opaque token, this table its SHA-256. */
export const internalSessions = pgTable('internal_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => internalUsers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every saved version of the commercial guide, never changed nor deleted; the latest is the guide.
 * `number` counts them from 1: each is its base's number + 1, so two changes written from the same
 * revision cannot both be saved (the unique constraint refuses the second).
 */
export const commercialGuideRevisions = pgTable('commercial_guide_revisions', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: integer('number').notNull().unique(),
  /** Sanitised HTML (content/internal/sanitise-guide.ts). */
  content: text('content').notNull(),
  authorId: uuid('author_id').references(() => internalUsers.id, { onDelete: 'set null' }),
  /** The author's username when they saved it, kept if the account goes. */
  authorName: text('author_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
