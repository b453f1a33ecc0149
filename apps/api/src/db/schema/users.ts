import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LEAD_STATUSES } from '@roadbook/domain/contracts/admin-leads';
import { languageEnum, socialProviderEnum, tokenPurposeEnum, userTypeEnum } from './enums';

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
    /** The driver's licence: a file name in the private licences folder, never served publicly. */
    licence: text('licence'),
    /** When a supplier was verified by an admin; null until then (product-rules.md § Roles). */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** When the account was deleted: its personal data is gone, kept bookings stay anonymised. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
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
    /** "Stay connected": the cookie outlives the browser. */
    isPersistent: boolean('is_persistent').notNull().default(false),
    /** How the user proved who they are when the session began. */
    method: text('method').notNull().default('password'),
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

/** Social sign-in identities (the provider's subject) linked to an account. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: socialProviderEnum('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** WebAuthn credentials (passkeys) an account signs in with. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: bytea('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isBackedUp: boolean('is_backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/** WebAuthn challenges waiting for their answer (a few minutes at most). */
export const authChallenges = pgTable('auth_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  challenge: text('challenge').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** People who asked to hear from Roadbook on a join page; one row per kind and address. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: userTypeEnum('kind').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    company: text('company'),
    message: text('message'),
    language: languageEnum('language').notNull(),
    /** Where the marketplace stands with the lead (LEAD_STATUSES). */
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('leads_kind_email_key').on(t.kind, sql`lower(${t.email})`),
    check(
      'leads_status_check',
      sql.raw(`status in (${LEAD_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
  ],
);

export { timestamps };
