// What a reader asked to do with bookings, waiting for the confirmation.
import type { BookingListItem } from '@roadbook/domain/contracts/bookings';

export type BookingIntent =
  /** The driver asks the agency to cancel. */
  | { kind: 'requestCancel'; booking: BookingListItem }
  /** Staff cancels (status cancelled). */
  | { kind: 'cancel'; booking: BookingListItem }
  | { kind: 'delete'; booking: BookingListItem }
  | { kind: 'deleteSelected'; bookings: BookingListItem[] };

/** The id of the bulk "delete selected" button. */
export const BULK_DELETE_ID = 'bookings-delete-selected';

/** The id of a booking's action button. */
export function actionIdOf(
  booking: Pick<BookingListItem, 'id'>,
  kind: 'requestCancel' | 'cancel' | 'delete',
) {
  return `booking-${booking.id}-${kind}`;
}

/** The id of the button that asked, where the focus goes back to when the question is dismissed. */
export function triggerIdOf(intent: BookingIntent): string {
  return intent.kind === 'deleteSelected' ? BULK_DELETE_ID : actionIdOf(intent.booking, intent.kind);
}

/** The id of the text naming a booking ("Booking RB-…"), which describes its actions. */
export function numberIdOf(booking: Pick<BookingListItem, 'id'>) {
  return `booking-${booking.id}-number`;
}

/** The id of a booking's View link, where the focus goes when its other actions go away. */
export function viewIdOf(booking: Pick<BookingListItem, 'id'>) {
  return `booking-${booking.id}-view`;
}

/** The id of a booking's selection box. */
export function checkboxIdOf(booking: Pick<BookingListItem, 'id'>) {
  return `booking-${booking.id}-select`;
}
