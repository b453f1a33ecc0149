// The booking a payment route speaks of: who may pay it (booking-access), and what a provider's
// page shows of it (the car's name, the booking's number, the driver's email).
import { eq } from 'drizzle-orm';
import { bookingNumber } from '@roadbook/domain/checkout';
import { DomainError } from '@roadbook/domain/error-codes';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { cars } from '../../db/schema/cars';
import { users } from '../../db/schema/users';
import { assertPayer, type Payer } from '../bookings/booking-access';

/**
 * Checks that `payer` may pay the booking `bookingId`, whatever its status: a provider's answer
 * may come after its window (the payment path's late rules) or twice (already recorded). 404 when
 * there is no such booking, 401/403 for someone else.
 */
export async function assertBookingPayer(db: Database, bookingId: string, payer: Payer): Promise<void> {
  const [booking] = await db
    .select({ driverId: bookings.driverId, accessTokenHash: bookings.accessTokenHash })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) throw new DomainError('common.notFound');
  assertPayer(booking, payer);
}

export interface BookingDescription {
  /** The number the driver quotes (bookingNumber). */
  number: string;
  carName: string;
  driverEmail: string;
  /** What a provider's page says the payment is for: the car and the booking's number. */
  label: string;
}

export async function describeBooking(db: Database, bookingId: string): Promise<BookingDescription> {
  const [row] = await db
    .select({ carName: cars.name, driverEmail: users.email })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(users, eq(users.id, bookings.driverId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new DomainError('common.notFound');
  const number = bookingNumber(bookingId);
  return { number, ...row, label: `${row.carName} · ${number}` };
}
