// POST /api/checkout: a driver books a car for a period, with options and a way to pay
// (product-rules.md § Bookings). The server prices it again and holds the car; the body never
// carries an amount. The driver's details are checked by the server with makeDriverSchema.
import * as z from 'zod/mini';
import { BASE_CURRENCY } from '../constants';
import { BOOKING_STATUSES, CAR_OPTIONS, PAYMENT_CHOICES, PAYMENT_PROVIDERS } from '../enums';
import { QuoteSchema } from './quotes';

const minor = z.int().check(z.nonnegative());

/** The longest Idempotency-Key header accepted. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

export const CheckoutBodySchema = z.object({
  carId: z.uuid(),
  pickUpLocationId: z.uuid(),
  /** The pick-up place when omitted. */
  dropOffLocationId: z.optional(z.uuid()),
  /** ISO 8601 date-times with an offset; the period rules apply as of now. */
  from: z.string(),
  to: z.string(),
  options: z._default(z.array(z.enum(CAR_OPTIONS)).check(z.maxLength(CAR_OPTIONS.length)), []),
  payment: z.enum(PAYMENT_CHOICES),
  /** A visitor's details (full name, email, phone, birth date); a signed-in driver's come from the account. */
  driver: z.optional(z.unknown()),
  /** The additional driver's details, when that option is on. */
  additionalDriver: z.optional(z.unknown()),
  /** A visitor's licence, as POST /api/create-license named it. */
  licence: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;

/** What is paid: the booking itself, or the difference a driver's change of it costs. */
export const PAYMENT_PURPOSES = ['booking', 'amendment'] as const;

/**
 * What a booking waiting for an online payment asks: what for, how, how much, and until when (the
 * car held for a new booking, the change kept for an amendment).
 */
export const PaymentDueSchema = z.object({
  purpose: z.enum(PAYMENT_PURPOSES),
  /**
   * The ways to pay, the marketplace's card gateway first (PayPal or Stripe), then Lightning
   * (BTCPay) when set up; only `test` where no payment provider is set up.
   */
  providers: z.array(z.enum(PAYMENT_PROVIDERS)).check(z.minLength(1)),
  amountMinor: minor,
  currency: z.literal(BASE_CURRENCY),
  expiresAt: z.string(),
});
export type PaymentDue = z.infer<typeof PaymentDueSchema>;

export const CheckoutAnswerSchema = z.object({
  booking: z.object({
    id: z.uuid(),
    status: z.enum(BOOKING_STATUSES),
    quote: QuoteSchema,
    totalMinor: minor,
    dueNowMinor: minor,
    dueAtCounterMinor: minor,
    /**
     * A visitor's booking only: the token that lets this page pay the booking and show its
     * confirmation (header `X-Booking-Token`). Given once; a repeated request gets a new one.
     */
    accessToken: z.optional(z.string()),
  }),
  /** Null at the counter; otherwise what to pay online, where, and until when the car is held. */
  payment: z.nullable(PaymentDueSchema),
});
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;

/** The header that carries a visitor's booking token. */
export const BOOKING_TOKEN_HEADER = 'x-booking-token';
