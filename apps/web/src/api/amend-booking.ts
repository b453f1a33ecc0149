// POST /api/bookings/{id}/amend: changes the booking's period, places and options. Made at once when
// it costs nothing more online (what it takes off refunded); a driver's dearer change waits for its
// difference, which the answered booking's `payment` asks (purpose `amendment`). Answers the booking.
import type { Booking, BookingAmendmentBody } from '@roadbook/domain/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

import { BOOKINGS_QUERY_KEY } from './get-bookings';

export async function amendBooking({
  id,
  body,
}: {
  id: string;
  body: BookingAmendmentBody;
}): Promise<Booking> {
  const { BookingResponseSchema } = await import('@roadbook/domain/contracts/bookings');
  const path = `/api/bookings/${encodeURIComponent(id)}/amend`;
  const init = { method: 'POST', body: JSON.stringify(body) };
  return (await requestParsed(path, BookingResponseSchema, init)).booking;
}

/** Changes the booking, then asks again for the bookings; the form shows a refusal. */
export function useAmendBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: amendBooking,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY }),
  });
}
