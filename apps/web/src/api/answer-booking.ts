// POST /api/bookings/{id}/accept | decline: the driver answers a booking an agency made by hand in
// their name (409 booking.answerRefused once answered, or for a booking that does not wait for it).
// Answers the booking.
import type { Booking } from '@roadbook/domain/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

import { BOOKINGS_QUERY_KEY } from './get-bookings';

export type BookingAnswer = 'accept' | 'decline';

export async function answerBooking({ id, answer }: { id: string; answer: BookingAnswer }): Promise<Booking> {
  const { BookingResponseSchema } = await import('@roadbook/domain/contracts/bookings');
  const path = `/api/bookings/${encodeURIComponent(id)}/${answer}`;
  return (await requestParsed(path, BookingResponseSchema, { method: 'POST' })).booking;
}

/** Answers, then asks again for the bookings; a refusal is toasted. */
export function useAnswerBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY }),
  });
}
