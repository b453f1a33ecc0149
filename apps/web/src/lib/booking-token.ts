// A visitor's booking token (given by POST /api/checkout): kept in this tab's sessionStorage by
// booking id, so the payment step, a return from the payment provider and the confirmation can
// show and pay that booking; it goes with a sign-out or the tab.
import { BOOKING_TOKEN_HEADER } from '@roadbook/domain/contracts/checkout';

const KEY = 'roadbook.bookingTokens';
const REFERENCES_KEY = 'roadbook.paymentReferences';

function readRecord(key: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function remember(key: string, name: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify({ ...readRecord(key), [name]: value }));
  } catch {
    // Storage unavailable: this page still holds the answer.
  }
}

export function rememberBookingToken(bookingId: string, token: string): void {
  remember(KEY, bookingId, token);
}

/** A provider's session or invoice started for a booking, to check it when the browser comes back. */
export function rememberPaymentReference(reference: string, bookingId: string): void {
  remember(REFERENCES_KEY, reference, bookingId);
}

/** The booking a provider's session or invoice was started for in this tab, or null. */
export function bookingOfReference(reference: string): string | null {
  return readRecord(REFERENCES_KEY)[reference] ?? null;
}

/** The last session or invoice this tab started for a booking, or null. */
export function referenceOfBooking(bookingId: string): string | null {
  const found = Object.entries(readRecord(REFERENCES_KEY)).findLast(([, booking]) => booking === bookingId);
  return found?.[0] ?? null;
}

/** The X-Booking-Token header for a booking, when this tab holds its token. */
export function bookingTokenHeaders(bookingId: string): Record<string, string> {
  const token = readRecord(KEY)[bookingId];
  return typeof token === 'string' ? { [BOOKING_TOKEN_HEADER]: token } : {};
}
