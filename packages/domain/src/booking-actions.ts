// What a reader may do with a booking besides moving its status (booking-status.ts): a driver's
// cancel request, an amendment, a deletion (product-rules.md § Bookings). The API enforces these;
// the bookings pages show only the actions they allow.
import { nextBookingStatuses } from './booking-status';
import type { BookingStatus, CarOption, PaymentChoice, UserType } from './enums';
import { DomainError } from './error-codes';

/** Who reads a booking: its driver, the supplier of its car, or an admin. */
export type BookingReader = 'driver' | 'supplier' | 'admin';

export function bookingReaderOf(userType: UserType): BookingReader {
  return userType === 'user' ? 'driver' : userType;
}

export interface BookingFacts {
  status: BookingStatus;
  paymentChoice: PaymentChoice;
  /** The options booked, the included ones among them. */
  options: readonly CarOption[];
  isCancelRequested: boolean;
  startsAt: Date;
}

/** A booking the driver holds and may still ask to cancel or change: made, not yet over. */
const LIVE_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'deposit', 'paid'];

/**
 * Statuses in which staff may delete a booking: a cancelled one, or a hold made by hand. A booking
 * that took money is kept for the accounts whatever its status (the API checks its payments).
 */
export const DELETABLE_STATUSES: readonly BookingStatus[] = ['cancelled', 'reserved'];

/** A driver asks to cancel a live booking before its pick-up, once; the supplier or an admin finalises it. */
export function canRequestCancellation(booking: BookingFacts, reader: BookingReader, now: Date): boolean {
  return (
    reader === 'driver' &&
    LIVE_STATUSES.includes(booking.status) &&
    !booking.isCancelRequested &&
    booking.startsAt.getTime() > now.getTime()
  );
}

/**
 * A driver changes a live booking before its pick-up when paying at the counter or with the
 * amendments option, and not while a cancellation is asked; the supplier or an admin changes any
 * booking that still holds the car (a payment in progress excepted).
 */
export function canAmendBooking(booking: BookingFacts, reader: BookingReader, now: Date): boolean {
  if (reader !== 'driver') return [...LIVE_STATUSES, 'reserved'].includes(booking.status);
  return (
    LIVE_STATUSES.includes(booking.status) &&
    !booking.isCancelRequested &&
    booking.startsAt.getTime() > now.getTime() &&
    (booking.paymentChoice === 'counter' || booking.options.includes('amendments'))
  );
}

export function canDeleteBooking(booking: Pick<BookingFacts, 'status'>, reader: BookingReader): boolean {
  return reader !== 'driver' && DELETABLE_STATUSES.includes(booking.status);
}

export interface BookingActions {
  /** The statuses the reader may move the booking to (the status table). */
  statuses: BookingStatus[];
  canRequestCancellation: boolean;
  canAmend: boolean;
  canDelete: boolean;
}

export function bookingActions(booking: BookingFacts, reader: BookingReader, now: Date): BookingActions {
  return {
    statuses: nextBookingStatuses(booking.status, reader),
    canRequestCancellation: canRequestCancellation(booking, reader, now),
    canAmend: canAmendBooking(booking, reader, now),
    canDelete: canDeleteBooking(booking, reader),
  };
}

export function assertCancellationRequest(booking: BookingFacts, reader: BookingReader, now: Date): void {
  if (!canRequestCancellation(booking, reader, now)) throw new DomainError('booking.cancelRequestRefused');
}

export function assertAmendment(booking: BookingFacts, reader: BookingReader, now: Date): void {
  if (!canAmendBooking(booking, reader, now)) throw new DomainError('booking.amendmentRefused');
}
