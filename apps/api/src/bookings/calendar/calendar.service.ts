// The back office's availability calendar (product-rules.md § Bookings): a page of the reader's cars
// — a supplier's own, every car or one supplier's for an admin — each with its bookings (but
// cancelled ones) and its blocked periods that meet a span of calendar days of the marketplace.
import { bookingNumber } from '@roadbook/domain/checkout';
import type { CalendarPage, CalendarQuery } from '@roadbook/domain/contracts/calendar';
import type { DatabaseHandle } from '../../db/client';
import { loadListPage } from '../../db/list-page';
import { uploadUrl } from '../../http/upload-url';
import type { BackOfficeUser } from '../../plugins/session';
import { fleetScopeOf } from '../../platform/fleet-scope/fleet-scope';
import {
  countCalendarCars,
  selectCalendarBlocks,
  selectCalendarBookings,
  selectCalendarCars,
} from './calendar.queries';

export interface CalendarServiceDependencies {
  database: DatabaseHandle;
  /** The marketplace time zone, in which the calendar's days are counted. */
  timeZone: string;
}

/** Rows grouped by their car. */
function byCar<Row extends { car_id: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.car_id, [...(groups.get(row.car_id) ?? []), row]);
  return groups;
}

export function createCalendarService({ database, timeZone }: CalendarServiceDependencies) {
  const { db } = database;

  return {
    /** GET /api/admin/calendar: a page of the reader's cars with what holds them during the span. */
    async calendar(user: BackOfficeUser, query: CalendarQuery): Promise<CalendarPage> {
      const scope = fleetScopeOf(user);
      const { rows, ...paging } = await loadListPage(
        query,
        (window) => selectCalendarCars(db, scope, query, window),
        () => countCalendarCars(db, scope, query),
      );
      const carIds = rows.map((row) => row.id);
      const span = { from: query.from, to: query.to, timeZone };
      const bookings = byCar(await selectCalendarBookings(db, carIds, span));
      const blocks = byCar(await selectCalendarBlocks(db, carIds, span));
      return {
        from: query.from,
        to: query.to,
        timeZone,
        cars: rows.map((row) => ({
          id: row.id,
          name: row.name,
          licencePlate: row.licence_plate,
          supplier: { id: row.supplier_id, name: row.supplier_name, logo: uploadUrl(row.supplier_logo) },
          bookings: (bookings.get(row.id) ?? []).map((booking) => ({
            id: booking.id,
            number: bookingNumber(booking.id),
            status: booking.status,
            from: booking.starts_at.toISOString(),
            to: booking.ends_at.toISOString(),
            driver: { id: booking.driver_id, fullName: booking.driver_name },
          })),
          blocks: (blocks.get(row.id) ?? []).map((block) => ({
            id: block.id,
            from: block.starts_at.toISOString(),
            to: block.ends_at.toISOString(),
            reason: block.reason,
          })),
        })),
        ...paging,
      };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
