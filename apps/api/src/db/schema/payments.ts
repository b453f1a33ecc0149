import { sql } from 'drizzle-orm';
import {
  check,
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
import { bookings } from './bookings';
import { paymentProviderEnum } from './enums';

/**
 * accepted: the booking moved by it; refundDue: money the booking cannot keep (a second payment, or
 * one that came after the car was booked again), to give back.
 */
export const paymentStatusEnum = pgEnum('payment_status', ['accepted', 'refundDue']);

/**
 * Money a provider says it took for a booking, recorded once: the provider's own reference (capture,
 * session or invoice id) is unique, so a repeated or late answer finds it already there.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    provider: paymentProviderEnum('provider').notNull(),
    reference: text('reference').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: paymentStatusEnum('status').notNull(),
    /** The provider's ids of the payment (order, capture, customer), as it gave them. */
    providerIds: jsonb('provider_ids').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_key').on(t.provider, t.reference),
    index('payments_booking_idx').on(t.bookingId),
  ],
);

/**
 * queued: waiting for (another) attempt; refunded: the provider took it; failing: the provider
 * refused it for good or it kept failing — still retried at the longest interval, and shown to the
 * admins, never dropped.
 */
export const refundStatusEnum = pgEnum('refund_status', ['queued', 'refunded', 'failing']);

/**
 * Money to give back through the provider that took it (a cancellation, an amendment that costs
 * less, a payment the booking could not keep). Written in the transaction that decides it, then
 * sent by the refunds job; its id is the provider's idempotency key, so a retry never pays twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** Why: a cancellation, an amendment, or a payment the booking could not keep. */
    reason: text('reason').notNull(),
    status: refundStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The provider's id of the refund, and where the driver claims a Lightning refund. */
    providerReference: text('provider_reference'),
    claimUrl: text('claim_url'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_booking_idx').on(t.bookingId),
    index('refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status <> 'refunded'`),
    check('refunds_amount_check', sql`${t.amountMinor} > 0`),
  ],
);
