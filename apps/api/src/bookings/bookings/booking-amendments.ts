// Changing a booking (product-rules.md § Bookings): its period, places or options. The server
// prices the change with the car's prices of today, checks the car is free with the exclusion
// constraint itself, and sets the new online part against what was paid (amendedAmounts). A change
// that costs nothing more online is made at once, what it takes off refunded through the provider; a
// driver's change that costs more waits in `booking_amendments` for its difference, paid through the
// same rails as a checkout, and is made when the payment path records that payment
// (applyAwaitingAmendment). Who may change what is the domain's (canAmendBooking).
import { and, desc, eq, gt } from 'drizzle-orm';
import { bookingReaderOf, canAmendBooking, type BookingReader } from '@roadbook/domain/booking-actions';
import { amendedAmounts, amendmentRulesClock } from '@roadbook/domain/booking-amendment';
import type { AmendmentQuote, BookingAmendmentBody } from '@roadbook/domain/contracts/bookings';
import { CAR_OPTIONS, type CarOption } from '@roadbook/domain/enums';
import { DomainError } from '@roadbook/domain/error-codes';
import type { Quote } from '@roadbook/domain/pricing';
import type { Database, DatabaseHandle } from '../../db/client';
import { bookingAmendments, bookings } from '../../db/schema/bookings';
import type { SessionUser } from '../../accounts/accounts/session-store';
import type { BookableCar, CarsService } from '../../catalogue/cars/cars.service';
import { parseRentalPeriod } from '../../http/rental-period-input';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RefundsService } from '../refunds/refunds.service';
import type { CurrentSiteSettings } from '../../platform/site-settings/site-settings.service';
import { asCarUnavailable, planBooking } from './booking-plan';
import {
  factsOf,
  lockBookings,
  releaseExpiredHolds,
  scopeOf,
  selectBookingCarId,
  type LockedBooking,
} from './bookings.queries';

export interface BookingAmendmentsDependencies {
  database: DatabaseHandle;
  cars: Pick<CarsService, 'getBookableCar' | 'timeZone'>;
  notifications: Pick<NotificationsService, 'notifyBooking' | 'announce'>;
  refunds: Pick<RefundsService, 'queueBookingRefund' | 'wake'>;
  /**
   * The site settings now: how long a driver has to start paying the difference of a change
   * (paymentWindowMinutes, as a checkout's).
   */
  siteSettings: CurrentSiteSettings;
}

/** A change priced: the booking as it would be, and what it costs against what was paid. */
interface PricedChange {
  pickUpLocationId: string;
  dropOffLocationId: string;
  startsAt: Date;
  endsAt: Date;
  options: CarOption[];
  quote: Quote;
  totalMinor: number;
  onlineMinor: number;
  differenceMinor: number;
  dueAtCounterMinor: number;
}

/** What `writeChange` writes: a priced change, or an awaiting one read back from its row. */
type Change = Omit<PricedChange, 'dueAtCounterMinor'>;

/** What the answer of `amend` says happened. */
export interface AmendmentOutcome {
  /** applied: the booking is changed; awaiting: it will be once the difference is paid. */
  status: 'applied' | 'awaiting';
}

/** Thrown inside a savepoint to roll back a change that was only tried. */
class TriedOnly extends Error {}

/**
 * Writes `change` to the booking in a savepoint: 409 booking.carUnavailable when another booking
 * holds the car over the new period (the exclusion constraint). With `tryOnly`, rolls it back.
 */
async function writeChange(
  tx: Database,
  bookingId: string,
  change: Change,
  paidMinor: number,
  tryOnly = false,
): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(bookings)
        .set({
          pickUpLocationId: change.pickUpLocationId,
          dropOffLocationId: change.dropOffLocationId,
          startsAt: change.startsAt,
          endsAt: change.endsAt,
          ...Object.fromEntries(CAR_OPTIONS.map((option) => [option, change.options.includes(option)])),
          quote: change.quote,
          totalMinor: change.totalMinor,
          dueNowMinor: change.onlineMinor,
          paidMinor,
          updatedAt: new Date(),
        })
        .where(eq(bookings.id, bookingId));
      if (tryOnly) throw new TriedOnly();
    });
  } catch (error) {
    if (error instanceof TriedOnly) return;
    throw asCarUnavailable(error);
  }
}

/** The booking's awaiting change, locked (the booking's row is locked first by its caller). */
export async function lockAwaitingAmendment(tx: Database, bookingId: string) {
  const [row] = await tx
    .select()
    .from(bookingAmendments)
    .where(and(eq(bookingAmendments.bookingId, bookingId), eq(bookingAmendments.status, 'awaiting')))
    .for('update');
  return row;
}
export type AwaitingAmendment = NonNullable<Awaited<ReturnType<typeof lockAwaitingAmendment>>>;

/** The booking's awaiting change that may still be paid at `now`: its difference and deadline. */
export async function findPayableAmendment(db: Database, bookingId: string, now: Date) {
  const [row] = await db
    .select({
      id: bookingAmendments.id,
      differenceMinor: bookingAmendments.differenceMinor,
      expiresAt: bookingAmendments.expiresAt,
    })
    .from(bookingAmendments)
    .where(
      and(
        eq(bookingAmendments.bookingId, bookingId),
        eq(bookingAmendments.status, 'awaiting'),
        gt(bookingAmendments.expiresAt, now),
      ),
    )
    .orderBy(desc(bookingAmendments.createdAt))
    .limit(1);
  return row === undefined || row.expiresAt === null ? undefined : { ...row, expiresAt: row.expiresAt };
}

/** A change that waited for its difference is let go (a newer change, or the booking cancelled). */
export async function lapseAwaitingAmendments(tx: Database, bookingId: string): Promise<void> {
  await tx
    .update(bookingAmendments)
    .set({ status: 'lapsed' })
    .where(and(eq(bookingAmendments.bookingId, bookingId), eq(bookingAmendments.status, 'awaiting')));
}

/**
 * The payment path recorded `amountMinor` for the booking's awaiting change (in `tx`, the booking
 * locked): the change is made, the payment added to what was paid. 409 booking.carUnavailable when
 * the car was booked meanwhile: the change lapses and the caller gives the payment back.
 */
export async function applyAwaitingAmendment(
  tx: Database,
  amendment: AwaitingAmendment,
  paidBeforeMinor: number,
  amountMinor: number,
  now: Date,
): Promise<void> {
  try {
    await writeChange(tx, amendment.bookingId, amendment, paidBeforeMinor + amountMinor);
  } catch (error) {
    if (error instanceof DomainError) {
      await tx
        .update(bookingAmendments)
        .set({ status: 'lapsed' })
        .where(eq(bookingAmendments.id, amendment.id));
    }
    throw error;
  }
  await tx
    .update(bookingAmendments)
    .set({ status: 'applied', appliedAt: now })
    .where(eq(bookingAmendments.id, amendment.id));
}

export function createBookingAmendments({
  database,
  cars,
  notifications,
  refunds,
  siteSettings,
}: BookingAmendmentsDependencies) {
  const { db } = database;

  /**
   * `input` priced for `booking` of `car`, as `reader` would change it at `now`; every rule of a
   * checkout checked.
   */
  async function priceChange(
    tx: Database,
    booking: LockedBooking,
    bookable: BookableCar,
    input: BookingAmendmentBody,
    reader: BookingReader,
    now: Date,
  ): Promise<PricedChange> {
    if (!canAmendBooking(factsOf(booking), reader, now)) throw new DomainError('booking.amendmentRefused');
    // The period's length rules always; the pick-up's notice only when the pick-up moves.
    const requested = parseRentalPeriod(input, new Date(0), 'body');
    const period = parseRentalPeriod(
      input,
      amendmentRulesClock(booking.startsAt, requested.from, now),
      'body',
    );
    const plan = planBooking(bookable, input, period, {
      timeZone: cars.timeZone,
      refusePlace: (field) => new DomainError('validation.invalidValue', { field }),
      dropOffAmongPlaces: true,
    });
    const { car, quote, dropOffLocationId } = plan;
    const options = CAR_OPTIONS.filter((option) => plan.options[option]);
    if (options.includes('additionalDriver') && !booking.additionalDriver) {
      // The additional driver's details are given at checkout; a change cannot add one yet.
      throw new DomainError('validation.invalidValue', { field: 'options' });
    }
    const amounts = amendedAmounts(booking, quote.totalMinor, car.deposit, reader);
    const change: PricedChange = {
      pickUpLocationId: input.pickUpLocationId,
      dropOffLocationId,
      startsAt: period.from,
      endsAt: period.to,
      options,
      quote,
      ...amounts,
    };
    // An online checkout never paid stops holding the car once its window ends; then the
    // constraint itself says whether the car is free for the new period.
    await releaseExpiredHolds(tx, now, booking.carId);
    await writeChange(tx, booking.id, change, booking.paidMinor, true);
    return change;
  }

  /**
   * Runs `work` on the booking `id` locked, with its car, if `user` may see it (404 otherwise). The
   * car is read first, outside the transaction (a booking's car never changes).
   */
  async function withBooking<T>(
    user: SessionUser,
    id: string,
    work: (tx: Database, booking: LockedBooking, car: BookableCar, reader: BookingReader) => Promise<T>,
  ): Promise<T> {
    const carId = await selectBookingCarId(db, id, scopeOf(user));
    if (carId === undefined) throw new DomainError('common.notFound');
    const car = await cars.getBookableCar(carId);
    return db.transaction(async (tx) => {
      const [booking] = await lockBookings(tx, [id], scopeOf(user));
      if (booking === undefined) throw new DomainError('common.notFound');
      return work(tx, booking, car, bookingReaderOf(user.type));
    });
  }

  return {
    /** What the change would cost, nothing written: 409 booking.carUnavailable when the car is taken. */
    quoteAmendment(
      user: SessionUser,
      id: string,
      input: BookingAmendmentBody,
      now: Date,
    ): Promise<AmendmentQuote> {
      return withBooking(user, id, async (tx, booking, car, reader) => {
        const change = await priceChange(tx, booking, car, input, reader, now);
        return {
          quote: change.quote,
          totalMinor: change.totalMinor,
          differenceMinor: change.differenceMinor,
          dueAtCounterMinor: change.dueAtCounterMinor,
        };
      });
    },

    /**
     * Changes the booking: at once when it costs nothing more online (a refund queued for what it
     * takes off), or — a driver's change that costs more — once the difference is paid (awaiting).
     */
    async amend(
      user: SessionUser,
      id: string,
      input: BookingAmendmentBody,
      now: Date,
    ): Promise<AmendmentOutcome> {
      let told: string[] = [];
      let refunded = 0;
      // Read before the transaction: it may need the database.
      const { paymentWindowMinutes } = await siteSettings();
      const outcome = await withBooking(
        user,
        id,
        async (tx, booking, car, reader): Promise<AmendmentOutcome> => {
          const change = await priceChange(tx, booking, car, input, reader, now);
          await lapseAwaitingAmendments(tx, booking.id);
          const row = {
            bookingId: booking.id,
            requestedBy: user.id,
            pickUpLocationId: change.pickUpLocationId,
            dropOffLocationId: change.dropOffLocationId,
            startsAt: change.startsAt,
            endsAt: change.endsAt,
            options: change.options,
            quote: change.quote,
            totalMinor: change.totalMinor,
            onlineMinor: change.onlineMinor,
            differenceMinor: change.differenceMinor,
          };
          if (change.differenceMinor > 0) {
            await tx.insert(bookingAmendments).values({
              ...row,
              status: 'awaiting',
              expiresAt: new Date(now.getTime() + paymentWindowMinutes * 60_000),
            });
            return { status: 'awaiting' };
          }
          if (change.differenceMinor < 0) {
            refunded = await refunds.queueBookingRefund(tx, booking.id, -change.differenceMinor, 'amendment');
            // What the payments still hold may be less (a booking reopened after its refund): refused,
            // rather than a change whose money does not add up.
            if (refunded !== -change.differenceMinor) throw new DomainError('booking.refundExceedsPayments');
          }
          await writeChange(tx, booking.id, change, booking.paidMinor - refunded);
          await tx.insert(bookingAmendments).values({ ...row, status: 'applied', appliedAt: now });
          told = await notifications.notifyBooking(
            tx,
            booking.id,
            { code: 'bookingAmended', audience: ['driver', 'supplier'], params: { refundMinor: refunded } },
            user.id,
          );
          return { status: 'applied' };
        },
      );
      notifications.announce(told);
      if (refunded > 0) refunds.wake();
      return outcome;
    },
  };
}

export type BookingAmendments = ReturnType<typeof createBookingAmendments>;
