// DELETE /api/bookings/{id} (suppliers and admins): deletes one cancelled booking or hold that took
// no money; 204, or 409 booking.deleteRefused.
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { BOOKINGS_QUERY_KEY } from './get-bookings';

export async function deleteBooking(id: string): Promise<void> {
  await apiRequest(`/api/bookings/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Deletes the booking; the lists are read again when next shown (the booking's own page, which
 * leaves, is not asked again). A refusal is toasted.
 */
export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY, refetchType: 'none' }),
  });
}
