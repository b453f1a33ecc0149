// The payment providers' routes, for the payment step: each starts a payment for the booking with
// the provider, and each check asks the server, which asks the provider (never the browser's word).
// 402 payment.failed: not paid; 409 payment.pending: the provider has not confirmed it yet.
import {
  PaymentRedirectSchema,
  PaymentResultSchema,
  PayPalOrderSchema,
  type PaymentRedirect,
  type PaymentResult,
} from '@roadbook/domain/contracts/payments';

import { requestParsed } from '@/lib/api-client';
import {
  bookingOfReference,
  bookingTokenHeaders,
  rememberPaymentReference,
  type RedirectProvider,
} from '@/lib/booking-token';

function post(bookingId: string, body?: object): RequestInit {
  return {
    method: 'POST',
    headers: bookingTokenHeaders(bookingId),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** POST /api/create-paypal-order/: the PayPal order of what the booking asks now. */
export async function createPayPalOrder(booking: {
  id: string;
  amountMinor: number;
  name: string;
}): Promise<string> {
  const body = { bookingId: booking.id, amount: booking.amountMinor, currency: 'USD', name: booking.name };
  return (await requestParsed('/api/create-paypal-order/', PayPalOrderSchema, post(booking.id, body)))
    .orderId;
}

/** POST /api/check-paypal-order/{bookingId}/{orderId}: the server captures the approved order. */
export function checkPayPalOrder(bookingId: string, orderId: string): Promise<PaymentResult> {
  const path = `/api/check-paypal-order/${encodeURIComponent(bookingId)}/${encodeURIComponent(orderId)}`;
  return requestParsed(path, PaymentResultSchema, post(bookingId));
}

/** Stripe's Checkout page, or BTCPay's invoice, for the booking: the browser goes there to pay. */
export async function startRedirectPayment(
  provider: RedirectProvider,
  bookingId: string,
): Promise<PaymentRedirect> {
  const path = provider === 'stripe' ? '/api/create-checkout-session' : '/api/create-btcpay-invoice';
  const redirect = await requestParsed(path, PaymentRedirectSchema, post(bookingId, { bookingId }));
  rememberPaymentReference(provider, redirect.reference, bookingId);
  return redirect;
}

/** POST /api/check-checkout-session/{sessionId}: back from Stripe, the server asks Stripe. */
export function checkCheckoutSession(sessionId: string): Promise<PaymentResult> {
  const path = `/api/check-checkout-session/${encodeURIComponent(sessionId)}`;
  const bookingId = bookingOfReference('stripe', sessionId);
  const headers = bookingId === null ? {} : bookingTokenHeaders(bookingId);
  return requestParsed(path, PaymentResultSchema, { method: 'POST', headers });
}

/** POST /api/check-btcpay-invoice/{bookingId}/{invoiceId}: the server asks BTCPay. */
export function checkBtcpayInvoice(bookingId: string, invoiceId: string): Promise<PaymentResult> {
  const path = `/api/check-btcpay-invoice/${encodeURIComponent(bookingId)}/${encodeURIComponent(invoiceId)}`;
  return requestParsed(path, PaymentResultSchema, post(bookingId));
}
