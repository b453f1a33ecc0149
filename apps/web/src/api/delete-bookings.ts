// POST /api/bookings/delete (suppliers and admins): deletes cancelled bookings and holds that took no
// money; answers those deleted and those refused, each with the code that says why.
import type { BulkBookingAnswer } from '@roadbook/domain/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

import { BOOKINGS_QUERY_KEY } from './get-bookings';

/** The body is BookingDeleteBodySchema's: the ids. */
export async function deleteBookings(ids: readonly string[]): Promise<BulkBookingAnswer> {
  const { BulkBookingAnswerSchema } = await import('@roadbook/domain/contracts/bookings');
  return requestParsed('/api/bookings/delete', BulkBookingAnswerSchema, {
    method: 'POST',
    body: JSON.stringify({ ids }),
  });
}

/** Deletes the bookings, then asks again for the lists; a failure is toasted. */
export function useDeleteBookings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBookings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY }),
  });
}
