// GET /api/bookings/{id}: a booking as its confirmation and its page show it (product-rules.md
// § Bookings), for its driver, its supplier, an admin, or a visitor's page with its booking token.
import * as z from 'zod/mini';
import { BASE_CURRENCY } from '../constants';
import { BOOKING_STATUSES, CAR_OPTIONS, PAYMENT_CHOICES } from '../enums';
import { PaymentDueSchema } from './checkout';
import { QuoteSchema } from './quotes';
import { SupplierRefSchema } from './suppliers';

const minor = z.int().check(z.nonnegative());
const PlaceRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const BookingSchema = z.object({
  id: z.uuid(),
  /** The number a driver quotes at the counter (bookingNumber). */
  number: z.string(),
  status: z.enum(BOOKING_STATUSES),
  car: z.object({ id: z.uuid(), name: z.string(), image: z.nullable(z.string()) }),
  supplier: SupplierRefSchema,
  pickUp: PlaceRefSchema,
  dropOff: PlaceRefSchema,
  /** ISO instants; shown in the marketplace's time zone. */
  from: z.string(),
  to: z.string(),
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
  /** Set while the booking waits for its online payment, within its window. */
  payment: z.nullable(PaymentDueSchema),
  driver: z.object({ fullName: z.string(), email: z.string() }),
});
export type Booking = z.infer<typeof BookingSchema>;

export const BookingResponseSchema = z.object({ booking: BookingSchema });
