// The back office's dashboard (product-rules.md § Back office): for a period of calendar days, the
// caller's fleet and bookings at a glance — a supplier's own, every one for an admin.
import * as z from 'zod/mini';
import { isCalendarDay } from '../calendar-day';
import { BOOKING_STATUSES } from '../enums';

/** The longest period a dashboard covers, in days. */
export const DASHBOARD_MAX_DAYS = 366;

const calendarDay = z.string().check(z.refine(isCalendarDay, 'validation.invalidDate'));

/**
 * GET /api/admin/dashboard?from&to: calendar days of the marketplace, both included (the last 30
 * days to today when absent); `to` before `from` is 400 validation.endBeforeStart.
 */
export const DashboardQuerySchema = z.object({
  from: z.optional(calendarDay),
  to: z.optional(calendarDay),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

const count = z.int().check(z.nonnegative());
const minor = z.int().check(z.nonnegative());

/** A pick-up or a return of today or tomorrow. */
export const MovementSchema = z.object({
  bookingId: z.uuid(),
  number: z.string(),
  kind: z.enum(['pickUp', 'return']),
  at: z.string(),
  car: z.object({ id: z.uuid(), name: z.string() }),
  driver: z.object({ fullName: z.string() }),
  place: z.string(),
});
export type Movement = z.infer<typeof MovementSchema>;

export const DashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  tomorrow: z.string(),
  /** Today's and tomorrow's pick-ups and returns, in time order. */
  movements: z.array(MovementSchema),
  /** Bookings whose rental meets the period, by status. */
  byStatus: z.array(z.object({ status: z.enum(BOOKING_STATUSES), count })),
  revenue: z.object({
    /** Totals of the bookings (not cancelled) picked up in the period. */
    bookedMinor: minor,
    /** Money taken online in the period, less what was given back. */
    paidMinor: minor,
    refundedMinor: minor,
    /** Booked totals by pick-up day, every day of the period. */
    byDay: z.array(z.object({ day: z.string(), bookedMinor: minor })),
  }),
  occupancy: z.object({
    /** Cars offered (available) during the period. */
    cars: count,
    /** Car-days held by bookings, of cars × days. */
    bookedDays: count,
    carDays: count,
  }),
  attention: z.object({
    /** Counter bookings waiting for the supplier's confirmation. */
    awaitingConfirmation: count,
    cancelRequests: count,
    /** Refunds the provider keeps refusing (retried). */
    failingRefunds: count,
    /** Refunds queued, not yet sent. */
    queuedRefunds: count,
  }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
