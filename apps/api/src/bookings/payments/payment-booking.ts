// What a provider's page shows of the booking a payment route speaks of (the car's name, the
// booking's number, the driver's email); who may pay it is booking-access's.
import { eq } from 'drizzle-orm';
import { bookingNumber } from '@roadbook/domain/checkout';
import { DomainError } from '@roadbook/domain/error-codes';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { cars } from '../../db/schema/cars';
import { users } from '../../db/schema/users';

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
