import {
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
