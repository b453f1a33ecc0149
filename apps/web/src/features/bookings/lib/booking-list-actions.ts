// What the bookings list and a booking's page offer each reader, from the domain's rules
// (booking-actions.ts and the status table): the pages show only what the API would accept.
import { bookingActions, type BookingActions, type BookingReader } from '@roadbook/domain/booking-actions';
import { nextBookingStatuses } from '@roadbook/domain/booking-status';
import type { BookingListItem } from '@roadbook/domain/contracts/bookings';
import { BOOKING_STATUSES, type BookingStatus } from '@roadbook/domain/enums';

/** The facts of a booking, listed or read whole, that its actions depend on. */
type ActionFacts = Pick<
  BookingListItem,
  'status' | 'paymentChoice' | 'options' | 'isCancelRequested' | 'from'
>;

/** A booking's actions for `reader` at `now`. */
export function allowedActionsOf(booking: ActionFacts, reader: BookingReader, now: Date): BookingActions {
  return bookingActions({ ...booking, startsAt: new Date(booking.from) }, reader, now);
}

/** Whether the reader may select bookings and change them in bulk: suppliers and admins. */
export function isStaff(reader: BookingReader): boolean {
  return reader !== 'driver';
}

/**
 * The statuses a bulk change offers for the selected bookings: those the table allows the reader for
 * at least one of them (the others are refused and reported, each with why).
 */
export function bulkStatusesOf(bookings: readonly BookingListItem[], reader: BookingReader): BookingStatus[] {
  const allowed = new Set(bookings.flatMap((booking) => nextBookingStatuses(booking.status, reader)));
  return BOOKING_STATUSES.filter((status) => allowed.has(status));
}
