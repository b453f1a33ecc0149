// The back office's bookings as a CSV file (GET /api/admin/bookings/export): every booking the list's
// filters keep within the reader's scope, its header row in the reader's language, times on the
// marketplace's clock with their offset, amounts in decimal USD. Every field is quoted, and a cell a
// spreadsheet would read as a formula, whole or split on `;`, is written as text.
import Papa from 'papaparse';
import { calendarDayIn, wallClockMs } from '@roadbook/domain/calendar-day';
import type { Language } from '@roadbook/domain/constants';
import { BOOKING_EXPORT_COLUMNS, type BookingExportColumn } from '@roadbook/domain/contracts/bookings-export';
import { rentalDays } from '@roadbook/domain/pricing';
import { createTranslator } from '@roadbook/i18n/translator';
import type { DatabaseHandle } from '../../db/client';
import { toDecimalAmount } from '../../integrations/payments/decimal-amount';
import type { SessionUser } from '../../accounts/accounts/session-store';
import { selectBookingExportRows, type BookingExportRow } from './bookings-export.queries';
import { scopeOf, type BookingListFilters } from './bookings.queries';

export interface BookingsExportDependencies {
  database: DatabaseHandle;
  /** The marketplace time zone, in which the filters' days are counted and the times written. */
  timeZone: string;
}

/**
 * Where a spreadsheet would start a formula: one of =, +, -, @, tab or carriage return at the start of
 * a cell, or after a `;` or a line break inside it. Excel in French or Spanish splits a line on `;`
 * (the list separator there) whatever the quotes, so each piece after a `;` is a cell of its own.
 */
const FORMULA_START = /(^|[;\r\n])(?=[=+\-@\t\r])/g;

/** `value` as text no spreadsheet runs: each formula start is preceded by an apostrophe. */
export function neutraliseFormulae(value: string): string {
  return value.replace(FORMULA_START, "$1'");
}

/** `instant` on `timeZone`'s clock, ISO 8601 to the second with its offset: 2031-03-04T10:00:00+01:00. */
export function isoInTimeZone(instant: Date, timeZone: string): string {
  const wallClock = wallClockMs(instant, timeZone);
  const offsetMinutes = Math.round((wallClock - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.trunc(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${new Date(wallClock).toISOString().slice(0, 19)}${sign}${hours}:${minutes}`;
}

export function createBookingsExport({ database, timeZone }: BookingsExportDependencies) {
  const cellsOf = (row: BookingExportRow): Record<BookingExportColumn, string | number> => ({
    id: row.id,
    status: row.status,
    car: row.car_name,
    supplier: row.supplier_name,
    driverName: row.driver_name,
    driverEmail: row.driver_email,
    pickUpPlace: row.pick_up_name ?? '',
    dropOffPlace: row.drop_off_name ?? '',
    pickUpTime: isoInTimeZone(row.starts_at, timeZone),
    dropOffTime: isoInTimeZone(row.ends_at, timeZone),
    days: rentalDays(row.starts_at, row.ends_at),
    total: toDecimalAmount(row.total_minor),
    paymentChoice: row.payment_choice,
    paidOnline: toDecimalAmount(row.paid_minor),
    createdAt: isoInTimeZone(row.created_at, timeZone),
  });

  return {
    /** The file's name on `now`'s day in the marketplace: bookings-2031-03-04.csv. */
    fileName: (now: Date) => `bookings-${calendarDayIn(now, timeZone)}.csv`,

    /** The CSV text of the bookings `user` may see that `filters` keep, its header in `language`. */
    async bookingsCsv(user: SessionUser, filters: BookingListFilters, language: Language): Promise<string> {
      const rows = await selectBookingExportRows(database.db, scopeOf(user), filters, timeZone, language);
      const t = createTranslator(language);
      return Papa.unparse(
        {
          fields: BOOKING_EXPORT_COLUMNS.map((column) =>
            neutraliseFormulae(t(`backOffice:bookings.exportColumns.${column}`)),
          ),
          data: rows.map((row) => {
            const cells = cellsOf(row);
            return BOOKING_EXPORT_COLUMNS.map((column) => neutraliseFormulae(String(cells[column])));
          }),
        },
        // Every field quoted, so that no separator inside one splits it.
        { quotes: true, newline: '\r\n' },
      );
    },
  };
}

export type BookingsExport = ReturnType<typeof createBookingsExport>;
