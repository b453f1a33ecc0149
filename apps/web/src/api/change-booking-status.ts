// POST /api/bookings/status: moves bookings to a status by the status table, for the role that asks;
// answers those changed and those refused, each with the code that says why.
import type { BookingStatusBody, BulkBookingAnswer } from '@roadbook/domain/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

import { BOOKINGS_QUERY_KEY } from './get-bookings';

export async function changeBookingStatus(body: BookingStatusBody): Promise<BulkBookingAnswer> {
  const { BulkBookingAnswerSchema } = await import('@roadbook/domain/contracts/bookings');
  return requestParsed('/api/bookings/status', BulkBookingAnswerSchema, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** Changes the statuses, then asks again for the bookings; a failure is toasted. */
export function useChangeBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBookingStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY }),
  });
}
