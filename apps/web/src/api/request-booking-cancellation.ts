// POST /api/bookings/{id}/cancel-request: the driver asks to cancel their booking (409
// booking.cancelRequestRefused once asked, after the pick-up, or for a booking that is not live);
// its supplier or an admin finalises it. Answers the booking.
import type { Booking } from '@roadbook/domain/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

import { BOOKINGS_QUERY_KEY } from './get-bookings';

export async function requestBookingCancellation(id: string): Promise<Booking> {
  const { BookingResponseSchema } = await import('@roadbook/domain/contracts/bookings');
  const path = `/api/bookings/${encodeURIComponent(id)}/cancel-request`;
  return (await requestParsed(path, BookingResponseSchema, { method: 'POST' })).booking;
}

/** Asks to cancel, then asks again for the bookings; a refusal is toasted. */
export function useRequestBookingCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestBookingCancellation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY }),
  });
}
