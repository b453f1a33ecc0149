// The back office's own bookings routes (/api/admin/bookings): a booking made by hand for a driver
// (reserved, priced by the server; 409 booking.carUnavailable when the car is taken) and the address
// of the filtered list as a CSV download. The list, a booking and its status changes are the site's
// bookings routes (get-bookings.ts, get-booking.ts, change-booking-status.ts).
import type { Language } from '@roadbook/domain/constants';
import type { Booking, BookingListQuery } from '@roadbook/domain/contracts/bookings';
import type { ManualBookingInput } from '@roadbook/domain/manual-booking-schema';

import { requestParsed, toSearchParams } from '@/lib/api-client';

export async function createManualBooking(input: ManualBookingInput): Promise<Booking> {
  const { BookingResponseSchema } = await import('@roadbook/domain/contracts/bookings');
  const init = { method: 'POST', body: JSON.stringify(input) };
  return (await requestParsed('/api/admin/bookings', BookingResponseSchema, init)).booking;
}

/**
 * GET /api/admin/bookings/export: the list's filters (every matching booking, no page) and the
 * header's language, as the address a download link follows.
 */
export function bookingsExportPath(query: BookingListQuery, language: Language): string {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return `/api/admin/bookings/export?${toSearchParams({ ...filters, lang: language }).toString()}`;
}
