// The back office's dashboard: the caller's pick-ups and returns of today and tomorrow, bookings by
// status, revenue, occupancy and what waits for someone, over a period of the marketplace's days.
import { addCalendarDays, calendarDayIn } from '@roadbook/domain/calendar-day';
import { bookingNumber } from '@roadbook/domain/checkout';
import type { Language } from '@roadbook/domain/constants';
import {
  DASHBOARD_MAX_DAYS,
  type Dashboard,
  type DashboardQuery,
} from '@roadbook/domain/contracts/dashboard';
import { BOOKING_STATUSES } from '@roadbook/domain/enums';
import type { Database } from '../../db/client';
import { invalidField } from '../../http/parse-input';
import {
  selectAttention,
  selectBookedByDay,
  selectMoney,
  selectMovements,
  selectOccupancy,
  selectStatusCounts,
  type DashboardScope,
  type DayWindow,
} from './dashboard.queries';

export interface DashboardServiceDependencies {
  database: { db: Database };
  timeZone: string;
}

/** The most pick-ups and returns the two days list. */
const MOVEMENTS_LIMIT = 50;
/** The period when none is asked: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export function createDashboardService({ database, timeZone }: DashboardServiceDependencies) {
  const { db } = database;
  return {
    async dashboard(
      user: { id: string; type: 'admin' | 'supplier' },
      query: DashboardQuery,
      language: Language,
      now: Date,
    ): Promise<Dashboard> {
      const today = calendarDayIn(now, timeZone);
      const to = query.to ?? today;
      const from = query.from ?? addCalendarDays(to, -(DEFAULT_DAYS - 1));
      const days = daysBetween(from, to);
      if (days < 1) throw invalidField('to', 'validation.endBeforeStart', 'querystring');
      if (days > DASHBOARD_MAX_DAYS) {
        throw invalidField('to', 'validation.periodTooLong', 'querystring', { count: DASHBOARD_MAX_DAYS });
      }
      const scope: DashboardScope = { supplierId: user.type === 'admin' ? null : user.id };
      const window: DayWindow = { from, to, timeZone };
      const tomorrow = addCalendarDays(today, 1);
      const [movements, statuses, bookedByDay, money, occupancy, attention] = await Promise.all([
        selectMovements(db, scope, { from: today, to: tomorrow, timeZone }, language, MOVEMENTS_LIMIT),
        selectStatusCounts(db, scope, window),
        selectBookedByDay(db, scope, window),
        selectMoney(db, scope, window),
        selectOccupancy(db, scope, window),
        selectAttention(db, scope),
      ]);
      const booked = new Map(bookedByDay.map((row) => [row.day, row.booked]));
      const byDay = Array.from({ length: days }, (_, index) => addCalendarDays(from, index)).map((day) => ({
        day,
        bookedMinor: booked.get(day) ?? 0,
      }));
      const counts = new Map(statuses.map((row) => [row.status, row.count]));
      return {
        from,
        to,
        today,
        tomorrow,
        movements: movements.map((row) => ({
          bookingId: row.booking_id,
          number: bookingNumber(row.booking_id),
          kind: row.kind,
          at: row.at.toISOString(),
          car: { id: row.car_id, name: row.car_name },
          driver: { fullName: row.driver_name },
          place: row.place ?? '',
        })),
        byStatus: BOOKING_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
        revenue: {
          bookedMinor: byDay.reduce((sum, { bookedMinor }) => sum + bookedMinor, 0),
          paidMinor: Math.max(0, (money?.paid ?? 0) - (money?.refunded ?? 0)),
          refundedMinor: money?.refunded ?? 0,
          byDay,
        },
        occupancy: {
          cars: occupancy?.cars ?? 0,
          bookedDays: occupancy?.booked_days ?? 0,
          carDays: (occupancy?.cars ?? 0) * days,
        },
        attention: {
          awaitingConfirmation: attention?.awaiting_confirmation ?? 0,
          cancelRequests: attention?.cancel_requests ?? 0,
          failingRefunds: attention?.failing_refunds ?? 0,
          queuedRefunds: attention?.queued_refunds ?? 0,
        },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
