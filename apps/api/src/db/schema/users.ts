import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { languageEnum, tokenPurposeEnum, userTypeEnum } from './enums';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Admins, suppliers (rental agencies) and users (drivers). Supplier settings are null for others. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: userTypeEnum('type').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    language: languageEnum('language').notNull().default('es'),
    enableEmailNotifications: boolean('enable_email_notifications').notNull().default(true),
    avatar: text('avatar'),
    phone: text('phone'),
    bio: text('bio'),
    location: text('location'),
    birthDate: date('birth_date', { mode: 'string' }),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    isBlacklisted: boolean('is_blacklisted').notNull().default(false),
    // Supplier settings.
    priceChangeRate: numeric('price_change_rate', { precision: 5, scale: 2, mode: 'number' }),
    isPayAtCounterAllowed: boolean('is_pay_at_counter_allowed'),
    isLicenceRequired: boolean('is_licence_required'),
    minimumRentalDays: integer('minimum_rental_days'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_type_idx').on(t.type),
    check(
      'users_minimum_rental_days_check',
      sql`${t.minimumRentalDays} is null or ${t.minimumRentalDays} >= 1`,
    ),
  ],
);

/** Opaque session tokens, stored hashed; the cookie holds the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time tokens for account activation and password reset, stored hashed. */
export const tokens = pgTable(
  'tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('tokens_user_idx').on(t.userId), uniqueIndex('tokens_hash_key').on(t.tokenHash)],
);

export { timestamps };
