// What this tab keeps of its bookings' payments, in sessionStorage (it goes with a sign-out or the
// tab): a visitor's booking token (given by POST /api/checkout) by booking id, so the payment step,
// a return from the provider and the confirmation can show and pay that booking; and the provider's
// session or invoice each booking was sent to pay, to check it on the way back.
import { BOOKING_TOKEN_HEADER } from '@roadbook/domain/contracts/checkout';

/** The providers the browser leaves the site for, to pay. */
export type RedirectProvider = 'stripe' | 'btcpay';

/** The names of what this tab keeps (the cookie policy's, checked by a test). */
export const BOOKING_TOKENS_KEY = 'roadbook.bookingTokens';
export const PAYMENT_REFERENCES_KEY = 'roadbook.paymentReferences';

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
  remember(BOOKING_TOKENS_KEY, bookingId, token);
}

/** Stripe's session or BTCPay's invoice started for a booking, to check it when the browser comes back. */
export function rememberPaymentReference(
  provider: RedirectProvider,
  reference: string,
  bookingId: string,
): void {
  remember(PAYMENT_REFERENCES_KEY, `${provider}:${reference}`, bookingId);
}

/** The booking a provider's session or invoice was started for in this tab, or null. */
export function bookingOfReference(provider: RedirectProvider, reference: string): string | null {
  return readRecord(PAYMENT_REFERENCES_KEY)[`${provider}:${reference}`] ?? null;
}

/** The last session or invoice of a provider this tab started for a booking, or null. */
export function referenceOfBooking(provider: RedirectProvider, bookingId: string): string | null {
  const found = Object.entries(readRecord(PAYMENT_REFERENCES_KEY)).findLast(
    ([name, booking]) => booking === bookingId && name.startsWith(`${provider}:`),
  );
  return found === undefined ? null : found[0].slice(provider.length + 1);
}

/** The X-Booking-Token header for a booking, when this tab holds its token. */
export function bookingTokenHeaders(bookingId: string): Record<string, string> {
  const token = readRecord(BOOKING_TOKENS_KEY)[bookingId];
  return typeof token === 'string' ? { [BOOKING_TOKEN_HEADER]: token } : {};
}
