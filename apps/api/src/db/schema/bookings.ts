import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CarOption } from '@roadbook/domain/enums';
import type { Quote } from '@roadbook/domain/pricing';
import { bookingStatusEnum, paymentChoiceEnum, paymentProviderEnum } from './enums';
import { cars } from './cars';
import { locations } from './places';
import { timestamps, users } from './users';

/**
 * A rental. The exclusion constraint `bookings_no_overlap` (custom migration) makes two bookings of
 * one car in blocking statuses over overlapping periods impossible.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'restrict' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    pickUpLocationId: uuid('pick_up_location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    dropOffLocationId: uuid('drop_off_location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: bookingStatusEnum('status').notNull(),
    // Options chosen by the driver.
    cancellation: boolean('cancellation').notNull().default(false),
    amendments: boolean('amendments').notNull().default(false),
    theftProtection: boolean('theft_protection').notNull().default(false),
    collisionDamageWaiver: boolean('collision_damage_waiver').notNull().default(false),
    fullInsurance: boolean('full_insurance').notNull().default(false),
    additionalDriver: boolean('additional_driver').notNull().default(false),
    // The server's quote at booking time, and its total in minor units of USD.
    quote: jsonb('quote').$type<Quote>().notNull(),
    totalMinor: integer('total_minor').notNull(),
    // Payment: how the driver pays, what is taken online (the rest is due at the counter).
    paymentChoice: paymentChoiceEnum('payment_choice').notNull(),
    dueNowMinor: integer('due_now_minor').notNull().default(0),
    paymentProvider: paymentProviderEnum('payment_provider'),
    paymentOrderId: text('payment_order_id'),
    paidMinor: integer('paid_minor').notNull().default(0),
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    isCancelRequested: boolean('is_cancel_requested').notNull().default(false),
    /** When the day-before reminder went out (the reminders job sends it once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /**
     * A visitor's booking: the SHA-256 of the token its checkout gave the page, which lets that page
     * pay the booking and show its confirmation without an account session.
     */
    accessTokenHash: text('access_token_hash'),
    /**
     * When the driver made or accepted the booking: only then does its supplier see the account's
     * details (name, phone, licence). A booking an agency makes by hand for an email that already has
     * an account waits (null) for the driver's acceptance, holding the name the agency typed.
     */
    driverAcceptedAt: timestamp('driver_accepted_at', { withTimezone: true }).defaultNow(),
    /** The driver's name as the agency typed it in a booking made by hand. */
    typedDriverName: text('typed_driver_name'),
    ...timestamps,
  },
  (t) => [
    index('bookings_car_idx').on(t.carId, t.startsAt),
    index('bookings_driver_idx').on(t.driverId),
    index('bookings_supplier_idx').on(t.supplierId),
    // The bookings of a place (the back office's locations, a place's deletion).
    index('bookings_pick_up_location_idx').on(t.pickUpLocationId),
    index('bookings_drop_off_location_idx').on(t.dropOffLocationId),
    check('bookings_period_check', sql`${t.startsAt} < ${t.endsAt}`),
    check(
      'bookings_amounts_check',
      sql`${t.totalMinor} >= 0 and ${t.paidMinor} >= 0 and ${t.dueNowMinor} between 0 and ${t.totalMinor}`,
    ),
  ],
);

/**
 * awaiting: the driver pays the difference online, then the change is made; applied: made;
 * lapsed: never paid (another change replaced it), or paid when the car was no longer free.
 */
export const amendmentStatusEnum = pgEnum('amendment_status', ['awaiting', 'applied', 'lapsed']);

/**
 * A change of a booking's period, places or options, priced by the server: made at once when it
 * costs nothing more online (a refund queued when it costs less), or awaiting the driver's payment of
 * the difference, which makes it (payments.service). One awaiting change per booking at most.
 */
export const bookingAmendments = pgTable(
  'booking_amendments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: amendmentStatusEnum('status').notNull(),
    pickUpLocationId: uuid('pick_up_location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    dropOffLocationId: uuid('drop_off_location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The options the changed booking has, the included ones among them. */
    options: jsonb('options').$type<CarOption[]>().notNull(),
    quote: jsonb('quote').$type<Quote>().notNull(),
    totalMinor: integer('total_minor').notNull(),
    /** What the changed booking holds online, and the difference with what it held (< 0: refunded). */
    onlineMinor: integer('online_minor').notNull(),
    differenceMinor: integer('difference_minor').notNull(),
    /** Until when the driver may start paying an awaiting change. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    index('booking_amendments_booking_idx').on(t.bookingId, t.createdAt),
    index('booking_amendments_pick_up_location_idx').on(t.pickUpLocationId),
    index('booking_amendments_drop_off_location_idx').on(t.dropOffLocationId),
    uniqueIndex('booking_amendments_awaiting_key')
      .on(t.bookingId)
      .where(sql`status = 'awaiting'`),
    check('booking_amendments_period_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** The additional driver of a booking that took the option. */
export const bookingAdditionalDrivers = pgTable('booking_additional_drivers', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
});

/**
 * A checkout's answer under the client's Idempotency-Key: the same request sent again gets it back
 * instead of making a second booking. `fingerprint` is the request's (who asks and what), so a key
 * never gives another request's answer.
 */
export const checkoutRequests = pgTable(
  'checkout_requests',
  {
    /** SHA-256 (hex) of the Idempotency-Key: the table never holds a key. */
    key: text('key').primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').notNull(),
    /** A visitor's booking token, sealed under the Idempotency-Key (checkout/idempotent-answers.ts). */
    accessTokenSealed: text('access_token_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_requests_created_idx').on(t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    // An i18n code and its parameters, so each reader sees it in their own language.
    code: text('code').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
