// GET /api/bookings/{id}: a booking for its checkout (payment step and confirmation) and its own
// page (/booking), read with the visitor's booking token when this tab holds one.
import { BookingResponseSchema, type Booking } from '@roadbook/domain/contracts/bookings';
import type { Language } from '@roadbook/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';
import { bookingTokenHeaders } from '@/lib/booking-token';

export async function getBooking(id: string, language: Language): Promise<Booking> {
  const init = { headers: { ...bookingTokenHeaders(id), 'Accept-Language': language } };
  return (await requestParsed(`/api/bookings/${encodeURIComponent(id)}`, BookingResponseSchema, init))
    .booking;
}

export function bookingQueryOptions(id: string, language: Language) {
  return queryOptions({
    queryKey: ['bookings', 'one', id, language],
    queryFn: () => getBooking(id, language),
    meta: { errorToast: false },
  });
}

export function useBooking(id: string, language: Language) {
  return useQuery(bookingQueryOptions(id, language));
}
