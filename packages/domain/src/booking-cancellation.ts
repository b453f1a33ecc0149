// What a cancelled booking gives back (product-rules.md § Bookings): a booking paid online and
// cancelled at least FREE_CANCELLATION_HOURS before its pick-up, counted on the marketplace's wall
// clock, is refunded in full; later, the late-cancellation fee (a percentage of the total, a
// setting) is kept, never more than was paid. Nothing was taken at the counter, so nothing is owed.
import { wallClockMs } from './calendar-day';
import { FREE_CANCELLATION_HOURS } from './constants';
import { DomainError } from './error-codes';
import type { PaymentChoice } from './enums';

export interface CancellationTerms {
  /** The late-cancellation fee, in whole percent of the booking's total (0–100). */
  lateFeePercent: number;
  /** The marketplace time zone, on whose clock the hours before pick-up are counted. */
  timeZone: string;
}

export interface CancelledBooking {
  paymentChoice: PaymentChoice;
  totalMinor: number;
  /** What the provider took online. */
  paidMinor: number;
  startsAt: Date;
}

export interface CancellationRefund {
  /** Cancelled less than FREE_CANCELLATION_HOURS before pick-up. */
  isLate: boolean;
  /** What the marketplace keeps. */
  feeMinor: number;
  /** What goes back to the driver, through the provider that took it. */
  refundMinor: number;
}

export function isLateFeePercent(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 100;
}

/**
 * True when `now` is less than FREE_CANCELLATION_HOURS before `startsAt` on the wall clock of
 * `timeZone` (so a cancellation at 10:00 the day before a 10:00 pick-up is on time, even across a
 * summer-time change), or after it.
 */
export function isLateCancellation(startsAt: Date, now: Date, timeZone: string): boolean {
  return wallClockMs(startsAt, timeZone) - wallClockMs(now, timeZone) < FREE_CANCELLATION_HOURS * 3_600_000;
}

/** The refund of `booking` cancelled at `now` under `terms`. */
export function cancellationRefund(
  booking: CancelledBooking,
  now: Date,
  terms: CancellationTerms,
): CancellationRefund {
  if (!isLateFeePercent(terms.lateFeePercent)) {
    throw new DomainError('validation.invalidValue', { field: 'lateFeePercent' });
  }
  const isLate = isLateCancellation(booking.startsAt, now, terms.timeZone);
  const paid = booking.paymentChoice === 'counter' ? 0 : booking.paidMinor;
  // round(total × percent / 100), half up, in integers.
  const fee = isLate ? Math.floor((booking.totalMinor * terms.lateFeePercent * 2 + 100) / 200) : 0;
  const feeMinor = Math.min(paid, fee);
  return { isLate, feeMinor, refundMinor: paid - feeMinor };
}
