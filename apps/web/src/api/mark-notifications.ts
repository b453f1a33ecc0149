// POST /api/notifications/mark: marks notifications read or unread (those of `ids`, or all without);
// answers how many changed and the unread count after.
import type { NotificationChange, NotificationMarkBody } from '@roadbook/domain/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

export async function markNotifications(body: NotificationMarkBody): Promise<NotificationChange> {
  const { NotificationChangeSchema } = await import('@roadbook/domain/contracts/notifications');
  return requestParsed('/api/notifications/mark', NotificationChangeSchema, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** Marks notifications, then asks again for the list and the unread count; a failure is toasted. */
export function useMarkNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
