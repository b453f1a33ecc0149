// The booking status table (product-rules.md § Bookings): the one place that says who may move a booking
// from which status to which. The API enforces it; the UI derives its buttons from it.
import { BOOKING_STATUSES, type Actor, type BookingStatus, type PaymentChoice } from './enums';
import { DomainError } from './error-codes';

export interface BookingTransition {
  from: BookingStatus;
  to: BookingStatus;
  by: readonly Actor[];
}

/** Supplier and admin: the admin can always do what the supplier can. */
const STAFF = ['supplier', 'admin'] as const satisfies readonly Actor[];
/** End of a rental: swept by the system after drop-off, or set by hand. */
const ANYONE_BUT_DRIVER = ['system', 'supplier', 'admin'] as const satisfies readonly Actor[];

/**
 * Every allowed status change. A driver has no row: a driver's cancel is a request (a flag and a
 * notification) that the supplier or an admin finalises, and an abandoned online checkout simply
 * lets its payment window end. Completed is final. Cancelled is final except for an admin's reopen
 * and for a payment the provider confirms after the sweeper cancelled its expired void booking.
 */
export const BOOKING_TRANSITIONS: readonly BookingTransition[] = [
  // Online deposit confirmed by the provider's own answer (capture or signed webhook).
  { from: 'void', to: 'deposit', by: ['system'] },
  // Online full payment confirmed by the provider's own answer.
  { from: 'void', to: 'paid', by: ['system'] },
  // Payment window ended or payment failed: the car is released. Only the system moves void bookings,
  // but the provider may still be capturing the payment: see the two late-payment rows below.
  { from: 'void', to: 'cancelled', by: ['system'] },
  // Supplier accepts a pay-at-the-counter booking.
  { from: 'pending', to: 'confirmed', by: STAFF },
  // Supplier declines a counter booking, or finalises the driver's cancel request (free at the counter).
  { from: 'pending', to: 'cancelled', by: STAFF },
  // Finalises a cancel request on a confirmed counter booking (free at the counter).
  { from: 'confirmed', to: 'cancelled', by: STAFF },
  // Rental over; the balance was paid at the counter.
  { from: 'confirmed', to: 'completed', by: ANYONE_BUT_DRIVER },
  // Finalises a cancel request; the refund follows the 24-hour rule of the terms.
  { from: 'deposit', to: 'cancelled', by: STAFF },
  // Rental over; the balance was paid at the counter.
  { from: 'deposit', to: 'completed', by: ANYONE_BUT_DRIVER },
  // Finalises a cancel request; the refund follows the 24-hour rule of the terms.
  { from: 'paid', to: 'cancelled', by: STAFF },
  // Rental over.
  { from: 'paid', to: 'completed', by: ANYONE_BUT_DRIVER },
  // Releases a hold made by hand; the system, when the driver declines one an agency made in their name.
  { from: 'reserved', to: 'cancelled', by: [...STAFF, 'system'] },
  // The held period is over.
  { from: 'reserved', to: 'completed', by: ANYONE_BUT_DRIVER },
  // A late deposit confirmation reinstates the booking when the car is still free — the overlap
  // constraint decides — otherwise the payment service refunds it.
  { from: 'cancelled', to: 'deposit', by: ['system'] },
  // A late full-payment confirmation reinstates the booking when the car is still free — the overlap
  // constraint decides — otherwise the payment service refunds it.
  { from: 'cancelled', to: 'paid', by: ['system'] },
  // Operator's undo of a mistaken cancellation, as a hold by hand: it claims no payment, and the
  // (car, period) exclusion constraint still refuses it if the car was booked again meanwhile.
  { from: 'cancelled', to: 'reserved', by: ['admin'] },
];

/** Statuses that hold the car for their period (void only during its payment window). */
export const BLOCKING_STATUSES = [
  'void',
  'pending',
  'confirmed',
  'deposit',
  'paid',
  'reserved',
] as const satisfies readonly BookingStatus[];

const BLOCKING: ReadonlySet<BookingStatus> = new Set(BLOCKING_STATUSES);

export function isBlockingStatus(status: BookingStatus): boolean {
  return BLOCKING.has(status);
}

export function canTransitionBooking(from: BookingStatus, to: BookingStatus, actor: Actor): boolean {
  return BOOKING_TRANSITIONS.some(
    (transition) => transition.from === from && transition.to === to && transition.by.includes(actor),
  );
}

/** Throws booking.transitionRefused { from, to, actor } when the table has no such row. */
export function assertBookingTransition(from: BookingStatus, to: BookingStatus, actor: Actor): void {
  if (!canTransitionBooking(from, to, actor)) {
    throw new DomainError('booking.transitionRefused', { from, to, actor });
  }
}

/** The statuses `actor` may move a booking in status `from` to, in BOOKING_STATUSES order. */
export function nextBookingStatuses(from: BookingStatus, actor: Actor): BookingStatus[] {
  return BOOKING_STATUSES.filter((to) => canTransitionBooking(from, to, actor));
}

export interface BulkStatusPlan {
  accepted: string[];
  refused: { id: string; from: BookingStatus }[];
}

/**
 * Applies the table to each booking of a bulk change. A booking already in `to` is refused too (the
 * table has no row from a status to itself), so the report lists every booking left unchanged.
 */
export function planBulkStatusChange(
  bookings: readonly { id: string; status: BookingStatus }[],
  to: BookingStatus,
  actor: Actor,
): BulkStatusPlan {
  const plan: BulkStatusPlan = { accepted: [], refused: [] };
  for (const booking of bookings) {
    if (canTransitionBooking(booking.status, to, actor)) plan.accepted.push(booking.id);
    else plan.refused.push({ id: booking.id, from: booking.status });
  }
  return plan;
}

/** The status a driver's checkout creates: online payments wait in void, counter bookings in pending. */
export function initialBookingStatus(choice: PaymentChoice): BookingStatus {
  return choice === 'counter' ? 'pending' : 'void';
}
