// The bookings routes (product-rules.md § Bookings), one set for every role, each answer scoped by
// who asks: a driver reads their own bookings, a supplier those of its cars, an admin all.
// GET /api/bookings/{id} also answers a visitor's page that holds the booking's token.
import * as z from 'zod/mini';
import { isCalendarDay } from '../calendar-day';
import { BASE_CURRENCY, BOOKINGS_PAGE_SIZE } from '../constants';
import { BOOKING_STATUSES, CAR_OPTIONS, PAYMENT_CHOICES, PAYMENT_PROVIDERS } from '../enums';
import { ERROR_CODES } from '../error-codes';
import { PaymentDueSchema } from './checkout';
import { listPageFields, PageQuerySchema, repeatable } from './list-page';
import { QuoteSchema } from './quotes';
import { SupplierRefSchema } from './suppliers';

const minor = z.int().check(z.nonnegative());
const PlaceRefSchema = z.object({ id: z.uuid(), name: z.string() });
const CarRefSchema = z.object({ id: z.uuid(), name: z.string(), image: z.nullable(z.string()) });

/** Money given back for a booking: queued, taken by the provider, or failing (retried, shown to admins). */
export const REFUND_STATUSES = ['queued', 'refunded', 'failing'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const RefundSchema = z.object({
  id: z.uuid(),
  provider: z.enum(PAYMENT_PROVIDERS),
  amountMinor: minor,
  status: z.enum(REFUND_STATUSES),
  /** Where the driver claims it, for a Lightning refund (BTCPay's pull payment). */
  claimUrl: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof RefundSchema>;

export const BookingSchema = z.object({
  id: z.uuid(),
  /** The number a driver quotes at the counter (bookingNumber). */
  number: z.string(),
  status: z.enum(BOOKING_STATUSES),
  car: CarRefSchema,
  supplier: SupplierRefSchema,
  pickUp: PlaceRefSchema,
  dropOff: PlaceRefSchema,
  /** ISO instants; shown in the marketplace's time zone. */
  from: z.string(),
  to: z.string(),
  days: z.int().check(z.minimum(1)),
  timeZone: z.string(),
  /** The options booked, those the car includes among them. */
  options: z.array(z.enum(CAR_OPTIONS)),
  /** The quote stored at booking time. */
  quote: QuoteSchema,
  paymentChoice: z.enum(PAYMENT_CHOICES),
  currency: z.literal(BASE_CURRENCY),
  totalMinor: minor,
  paidMinor: minor,
  /** What is left to pay at the counter once the online part is paid. */
  dueAtCounterMinor: minor,
  /** The provider that took the online payment, null when nothing was paid online. */
  paymentProvider: z.nullable(z.enum(PAYMENT_PROVIDERS)),
  /** Set while the booking waits for its online payment, or a driver's change of it for its difference. */
  payment: z.nullable(PaymentDueSchema),
  /** The driver asked to cancel; the supplier or an admin finalises it. */
  isCancelRequested: z.boolean(),
  refunds: z.array(RefundSchema),
  /**
   * The driver as the booking shows them: while it waits for the driver's acceptance (made by hand
   * by an agency), the name the agency typed and no phone.
   */
  driver: z.object({ id: z.uuid(), fullName: z.string(), email: z.string(), phone: z.nullable(z.string()) }),
  /** Made by hand by an agency for the driver's account: waits for the driver to accept or decline it. */
  isAwaitingDriver: z.boolean(),
});
export type Booking = z.infer<typeof BookingSchema>;

export const BookingResponseSchema = z.object({ booking: BookingSchema });

const calendarDay = z.string().check(z.refine(isCalendarDay, 'validation.invalidDate'));

/**
 * GET /api/bookings: `status` and `supplier` may repeat (alternatives); `from`/`to` (calendar days in
 * the marketplace time zone, inclusive) keep the bookings whose rental meets that span; `keyword`
 * matches the booking number, the car, the supplier and the driver. `driver` keeps one driver's
 * bookings (for the back office); like `supplier`, it narrows what the reader may see, never widens it.
 */
export const BookingListQuerySchema = z.object({
  status: z.optional(repeatable(z.enum(BOOKING_STATUSES))),
  supplier: z.optional(repeatable(z.uuid())),
  driver: z.optional(z.uuid()),
  from: z.optional(calendarDay),
  to: z.optional(calendarDay),
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(100, 'validation.tooLong'))),
  page: PageQuerySchema,
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), BOOKINGS_PAGE_SIZE),
});
export type BookingListQuery = z.infer<typeof BookingListQuerySchema>;

export const BookingListItemSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  car: CarRefSchema,
  supplier: SupplierRefSchema,
  driver: z.object({ id: z.uuid(), fullName: z.string() }),
  from: z.string(),
  to: z.string(),
  days: z.int().check(z.minimum(1)),
  status: z.enum(BOOKING_STATUSES),
  paymentChoice: z.enum(PAYMENT_CHOICES),
  options: z.array(z.enum(CAR_OPTIONS)),
  totalMinor: minor,
  paidMinor: minor,
  dueAtCounterMinor: minor,
  isCancelRequested: z.boolean(),
  isAwaitingDriver: z.boolean(),
});
export type BookingListItem = z.infer<typeof BookingListItemSchema>;

export const BookingListSchema = z.object({ bookings: z.array(BookingListItemSchema), ...listPageFields });
export type BookingList = z.infer<typeof BookingListSchema>;

/** The most bookings one bulk call changes or deletes. */
export const BULK_BOOKINGS_MAX = 100;
const BookingIdsSchema = z.array(z.uuid()).check(z.minLength(1), z.maxLength(BULK_BOOKINGS_MAX));

/** POST /api/bookings/status: the status table applied to each booking, for the role that asks. */
export const BookingStatusBodySchema = z.object({ ids: BookingIdsSchema, status: z.enum(BOOKING_STATUSES) });
export type BookingStatusBody = z.infer<typeof BookingStatusBodySchema>;

/** POST /api/bookings/delete. */
export const BookingDeleteBodySchema = z.object({ ids: BookingIdsSchema });

/** Each booking changed, and each one left as it was with the code that says why. */
export const BulkBookingAnswerSchema = z.object({
  updated: z.array(z.uuid()),
  refused: z.array(z.object({ id: z.uuid(), code: z.enum(ERROR_CODES) })),
});
export type BulkBookingAnswer = z.infer<typeof BulkBookingAnswerSchema>;

/**
 * POST /api/bookings/{id}/amendment-quote and POST /api/bookings/{id}/amend: the booking's new
 * period, places and options (all of them: an option left out is dropped). The server checks the
 * car is free, prices the change and sets it against what was paid; the body never carries an amount.
 */
export const BookingAmendmentBodySchema = z.object({
  pickUpLocationId: z.uuid(),
  /** The pick-up place when omitted. */
  dropOffLocationId: z.optional(z.uuid()),
  /** ISO 8601 date-times with an offset. */
  from: z.string(),
  to: z.string(),
  options: z._default(z.array(z.enum(CAR_OPTIONS)).check(z.maxLength(CAR_OPTIONS.length)), []),
});
export type BookingAmendmentBody = z.infer<typeof BookingAmendmentBodySchema>;

/** What a change would cost: the new quote, and the difference to pay online (> 0) or refund (< 0). */
export const AmendmentQuoteSchema = z.object({
  quote: QuoteSchema,
  totalMinor: minor,
  differenceMinor: z.int(),
  dueAtCounterMinor: minor,
});
export type AmendmentQuote = z.infer<typeof AmendmentQuoteSchema>;
