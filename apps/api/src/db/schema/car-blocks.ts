import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { users } from './users';

/**
 * A period a car is kept out of rental (maintenance), added in the back office's calendar. It holds
 * the car as a booking in a blocking status does: the exclusion constraint `car_blocks_no_overlap`
 * and the triggers of the custom migration (car-block-overlap) make a block that meets another block
 * or such a booking of its car impossible, and such a booking that meets a block. Half-open periods.
 */
export const carBlocks = pgTable(
  'car_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    /** Who added it; null once the account is gone. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('car_blocks_car_idx').on(t.carId, t.endsAt),
    check('car_blocks_period_check', sql`${t.startsAt} < ${t.endsAt}`),
    check('car_blocks_reason_check', sql`char_length(${t.reason}) <= 200`),
  ],
);
