// GET /api/bookings: the bookings the signed-in user may see (a driver's own, a supplier's cars',
// an admin's all), filtered, newest pick-up first, a page at a time.
import type { BookingList, BookingListQuery } from '@roadbook/domain/contracts/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestParsed, toSearchParams } from '@/lib/api-client';

/** Every bookings query (the lists, and one booking: get-booking.ts) starts with this key. */
export const BOOKINGS_QUERY_KEY = ['bookings'] as const;

export async function getBookings(query: BookingListQuery): Promise<BookingList> {
  const { BookingListSchema } = await import('@roadbook/domain/contracts/bookings');
  return requestParsed(`/api/bookings?${toSearchParams(query).toString()}`, BookingListSchema);
}

export function bookingsQueryOptions(query: BookingListQuery) {
  return queryOptions({
    queryKey: [...BOOKINGS_QUERY_KEY, 'list', query],
    queryFn: () => getBookings(query),
    // The page says why the list is missing, with a retry.
    meta: { errorToast: false },
  });
}

export function useBookings(query: BookingListQuery) {
  return useQuery(bookingsQueryOptions(query));
}
