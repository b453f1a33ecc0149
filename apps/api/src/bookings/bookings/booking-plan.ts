// One way to write a booking (decision 0026): a checkout, a booking made by hand and a change share
// the plan — the car read once with both its views, the period, the server's quote, the options —
// and the placement — the transaction that first releases the car's unpaid holds, the row, and the
// exclusion constraint's refusal as booking.carUnavailable. Each caller keeps only what is its own.
import { assertMinimumRentalDays, bookedOptions } from '@roadbook/domain/checkout';
import type { Car } from '@roadbook/domain/contracts/cars';
import type { BookingStatus, CarOption, PaymentChoice } from '@roadbook/domain/enums';
import { DomainError } from '@roadbook/domain/error-codes';
import { quoteRental, type Quote, type RentalPeriod } from '@roadbook/domain/pricing';
import type { Database } from '../../db/client';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { bookings } from '../../db/schema/bookings';
import type { BookableCar } from '../../catalogue/cars/cars.service';
import { releaseExpiredHolds } from './bookings.queries';

/** What a booking asks of its car besides the period: where it starts and ends, and the options. */
export interface BookingRequest {
  pickUpLocationId: string;
  dropOffLocationId?: string | undefined;
  options: readonly CarOption[];
}

/** A booking's terms as the server prices them. */
export interface BookingPlan {
  car: Car;
  period: RentalPeriod;
  quote: Quote;
  /** The options booked: those chosen, and those the car includes. */
  options: Record<CarOption, boolean>;
  pickUpLocationId: string;
  /** The pick-up place when the request names none. */
  dropOffLocationId: string;
}

/** The answer to a place the car does not offer, in the caller's words (its field code). */
export type RefusePlace = (field: 'pickUpLocationId' | 'dropOffLocationId') => Error;

export interface PlanRules {
  timeZone: string;
  refusePlace: RefusePlace;
  /** Whether the drop-off must be one of the car's places too (a change's), or any place. */
  dropOffAmongPlaces?: boolean;
}

/** booking.carUnavailable unless the car is offered now: available, not coming soon, not fully booked. */
export function assertCarOffered(car: Car): void {
  if (car.availability !== 'available' || car.isComingSoon || car.isFullyBooked) {
    throw new DomainError('booking.carUnavailable');
  }
}

/**
 * `request` of `bookable` over `period`, priced: the pick-up among the car's places (else
 * `refusePlace`), the quote with the car's prices of today, the supplier's shortest rental.
 */
export function planBooking(
  { car, priced, pricing }: BookableCar,
  request: BookingRequest,
  period: RentalPeriod,
  { timeZone, refusePlace, dropOffAmongPlaces = false }: PlanRules,
): BookingPlan {
  if (!car.locationIds.includes(request.pickUpLocationId)) throw refusePlace('pickUpLocationId');
  const dropOffLocationId = request.dropOffLocationId ?? request.pickUpLocationId;
  if (dropOffAmongPlaces && !car.locationIds.includes(dropOffLocationId))
    throw refusePlace('dropOffLocationId');
  const quote = quoteRental(priced, period, request.options, pricing, timeZone);
  assertMinimumRentalDays(quote.days, car.supplier.minimumRentalDays);
  return {
    car,
    period,
    quote,
    options: bookedOptions(car, request.options),
    pickUpLocationId: request.pickUpLocationId,
    dropOffLocationId,
  };
}

/** What the caller's booking row adds to its plan: who drives, its status, how it is paid. */
export interface BookingTerms {
  driverId: string;
  status: BookingStatus;
  paymentChoice: PaymentChoice;
  dueNowMinor: number;
  paymentExpiresAt?: Date | null;
  typedDriverName?: string;
  driverAcceptedAt?: Date | null;
  /** The hash of the token a visitor's page opens the booking with. */
  accessTokenHash?: string | null;
}

/** Inserts the booking of `plan` on `terms` in `tx`, and returns its id and status. */
export async function insertBooking(
  tx: Database,
  plan: BookingPlan,
  terms: BookingTerms,
): Promise<{ id: string; status: BookingStatus }> {
  const [booking] = await tx
    .insert(bookings)
    .values({
      carId: plan.car.id,
      supplierId: plan.car.supplier.id,
      pickUpLocationId: plan.pickUpLocationId,
      dropOffLocationId: plan.dropOffLocationId,
      startsAt: plan.period.from,
      endsAt: plan.period.to,
      ...plan.options,
      quote: plan.quote,
      totalMinor: plan.quote.totalMinor,
      ...terms,
    })
    .returning({ id: bookings.id, status: bookings.status });
  if (!booking) throw new Error('booking not inserted');
  return booking;
}

/**
 * Runs `write` in a transaction that first releases the unpaid holds of car `carId` whose payment
 * window has ended (before any lock the caller takes, so that two writers never wait for each
 * other's), and answers booking.carUnavailable when the exclusion constraint refuses the period.
 */
export async function inBookingTransaction<T>(
  db: Database,
  carId: string,
  now: Date,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await releaseExpiredHolds(tx, now, carId);
      return write(tx);
    });
  } catch (error) {
    throw asCarUnavailable(error);
  }
}

/** A write of a booking's period refused by the exclusion constraint is booking.carUnavailable. */
export function asCarUnavailable(error: unknown): unknown {
  return pgErrorCode(error) === EXCLUSION_VIOLATION ? new DomainError('booking.carUnavailable') : error;
}
