// GET /api/admin/bookings/export: the back office's bookings list as a CSV file. It reads the list's
// filters (contracts/bookings.ts) without its paging — every matching booking is written — and `lang`,
// the language of the header row (a download is a browser's navigation, whose Accept-Language is the
// browser's, not the page's).
import * as z from 'zod/mini';
import { LANGUAGES } from '../constants';
import { BookingListQuerySchema } from './bookings';

export const BookingExportQuerySchema = z.extend(
  z.omit(BookingListQuerySchema, { page: true, pageSize: true }),
  { lang: z.optional(z.enum(LANGUAGES)) },
);
export type BookingExportQuery = z.infer<typeof BookingExportQuerySchema>;

/** The file's columns, in order; each header is `backOffice:bookings.exportColumns.<column>` in `lang`. */
export const BOOKING_EXPORT_COLUMNS = [
  'id',
  'status',
  'car',
  'supplier',
  'driverName',
  'driverEmail',
  'pickUpPlace',
  'dropOffPlace',
  'pickUpTime',
  'dropOffTime',
  'days',
  'total',
  'paymentChoice',
  'paidOnline',
  'createdAt',
] as const;
export type BookingExportColumn = (typeof BOOKING_EXPORT_COLUMNS)[number];
