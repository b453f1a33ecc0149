// The back office's availability calendar (product-rules.md § Bookings): a page of the reader's cars,
// each with the bookings that meet a span of calendar days and the periods it is blocked for
// (maintenance), and a block as its routes answer it (its body is car-block-schema.ts). A block holds
// its car as a booking in a blocking status does: no booking and no other block may overlap it.
import * as z from 'zod/mini';
import { addCalendarDays, isCalendarDay } from '../calendar-day';
import { BOOKING_STATUSES } from '../enums';
import { BackOfficePageSizeSchema, listPageFields, PageQuerySchema, repeatable } from './list-page';
import { SupplierRefSchema } from './suppliers';

/** The most calendar days one calendar answer spans (a quarter). */
export const MAX_CALENDAR_DAYS = 93;

const calendarDay = z
  .string({
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidDate'),
  })
  .check(z.refine(isCalendarDay, 'validation.invalidDate'));

/** The span's checks run once both days are real days. */
const whenDaysValid = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !payload.issues.some((issue) => issue.path?.[0] === 'from' || issue.path?.[0] === 'to');

/**
 * GET /api/admin/calendar: `from` and `to` are calendar days of the marketplace time zone, inclusive,
 * at most MAX_CALENDAR_DAYS of them; `car` may repeat; `supplier` is an admin's (a supplier always
 * reads its own cars). The cars come sorted by name, then id.
 */
export const CalendarQuerySchema = z
  .object({
    from: calendarDay,
    to: calendarDay,
    car: z.optional(repeatable(z.uuid())),
    supplier: z.optional(z.uuid()),
    page: PageQuerySchema,
    pageSize: BackOfficePageSizeSchema,
  })
  .check(
    z.refine((query) => query.to >= query.from, {
      error: 'validation.endBeforeStart',
      path: ['to'],
      when: whenDaysValid,
    }),
    z.refine((query) => addCalendarDays(query.from, MAX_CALENDAR_DAYS - 1) >= query.to, {
      error: 'validation.periodTooLong',
      params: { count: MAX_CALENDAR_DAYS },
      path: ['to'],
      when: whenDaysValid,
    }),
  );
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;

/** A booking as the calendar shows it: cancelled ones are left out. */
export const CalendarBookingSchema = z.object({
  id: z.uuid(),
  /** The number a driver quotes at the counter (bookingNumber). */
  number: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** ISO instants. */
  from: z.string(),
  to: z.string(),
  driver: z.object({ id: z.uuid(), fullName: z.string() }),
});
export type CalendarBooking = z.infer<typeof CalendarBookingSchema>;

/** A period the car is kept out of rental (maintenance): [from, to), ISO instants. */
export const CalendarBlockSchema = z.object({
  id: z.uuid(),
  from: z.string(),
  to: z.string(),
  reason: z.nullable(z.string()),
});
export type CalendarBlock = z.infer<typeof CalendarBlockSchema>;

export const CalendarCarSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  licencePlate: z.nullable(z.string()),
  supplier: SupplierRefSchema,
  /** The bookings that meet the span, by pick-up. */
  bookings: z.array(CalendarBookingSchema),
  /** The blocks that meet the span, by start. */
  blocks: z.array(CalendarBlockSchema),
});
export type CalendarCar = z.infer<typeof CalendarCarSchema>;

export const CalendarPageSchema = z.object({
  /** The span, as asked. */
  from: z.string(),
  to: z.string(),
  /** The marketplace time zone, in which the days are counted. */
  timeZone: z.string(),
  cars: z.array(CalendarCarSchema),
  ...listPageFields,
});
export type CalendarPage = z.infer<typeof CalendarPageSchema>;

export const CarBlockSchema = z.object({
  id: z.uuid(),
  carId: z.uuid(),
  from: z.string(),
  to: z.string(),
  reason: z.nullable(z.string()),
  /** Who added it: null once the account is gone. */
  createdBy: z.nullable(z.uuid()),
  createdAt: z.string(),
});
export type CarBlock = z.infer<typeof CarBlockSchema>;

export const CarBlockResponseSchema = z.object({ block: CarBlockSchema });
