// POST /api/notifications/delete: deletes notifications (those of `ids`, or all without); answers
// how many went and the unread count after.
import type { NotificationChange, NotificationDeleteBody } from '@roadbook/domain/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

export async function deleteNotifications(body: NotificationDeleteBody): Promise<NotificationChange> {
  const { NotificationChangeSchema } = await import('@roadbook/domain/contracts/notifications');
  return requestParsed('/api/notifications/delete', NotificationChangeSchema, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** Deletes notifications, then asks again for the list and the unread count; a failure is toasted. */
export function useDeleteNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
