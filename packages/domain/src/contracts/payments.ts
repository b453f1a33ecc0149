// Paying a booking online (product-rules.md § Bookings): each rail starts a payment with the
// provider and then asks the provider, never the browser, whether it was paid. Whoever may pay a
// booking — its driver or an admin signed in, or a visitor's page with its X-Booking-Token — may
// use these routes; every answer goes through the one payment path.
import * as z from 'zod/mini';
import { BASE_CURRENCY } from '../constants';
import { BOOKING_STATUSES } from '../enums';

const minor = z.int().check(z.nonnegative());

/** What the payment path did with a provider's answer (every check route answers this). */
export const PaymentResultSchema = z.object({
  /** accepted: paid now; alreadyRecorded: paid before; refundDue: taken, but to be given back. */
  outcome: z.enum(['accepted', 'alreadyRecorded', 'refundDue']),
  booking: z.object({ id: z.uuid(), status: z.enum(BOOKING_STATUSES) }),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

/**
 * POST /api/create-paypal-order/: a PayPal order (intent CAPTURE) for what the booking asks now.
 * `amount` (minor units) and `currency` must be the booking's own, or the order is refused.
 */
export const CreatePayPalOrderBodySchema = z.object({
  bookingId: z.uuid(),
  amount: minor,
  currency: z.literal(BASE_CURRENCY),
  name: z.optional(z.string().check(z.maxLength(127))),
  description: z.optional(z.string().check(z.maxLength(127))),
});
export type CreatePayPalOrderBody = z.infer<typeof CreatePayPalOrderBodySchema>;

export const PayPalOrderSchema = z.object({ orderId: z.string() });
export type PayPalOrder = z.infer<typeof PayPalOrderSchema>;

/** POST /api/create-checkout-session (Stripe) and POST /api/create-btcpay-invoice. */
export const StartPaymentBodySchema = z.object({ bookingId: z.uuid() });
export type StartPaymentBody = z.infer<typeof StartPaymentBodySchema>;

/** Where the browser goes to pay: Stripe's Checkout page or BTCPay's invoice. */
export const PaymentRedirectSchema = z.object({
  /** Stripe's session id or BTCPay's invoice id. */
  reference: z.string(),
  url: z.string(),
});
export type PaymentRedirect = z.infer<typeof PaymentRedirectSchema>;
