// GET /api/notifications/count: how many of the signed-in user's notifications are unread (the
// header's badge, which the events of notification-events.ts keep up to date in the same cache).
import type { NotificationCount } from '@roadbook/domain/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

export const NOTIFICATION_COUNT_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, 'count'] as const;

export async function getNotificationCount(): Promise<NotificationCount> {
  const { NotificationCountSchema } = await import('@roadbook/domain/contracts/notifications');
  return requestParsed('/api/notifications/count', NotificationCountSchema);
}

/** `pollMs`: how often to ask again, when no event stream keeps the count (false: never). */
export function notificationCountQueryOptions(pollMs: number | false = false) {
  return queryOptions({
    queryKey: NOTIFICATION_COUNT_QUERY_KEY,
    queryFn: getNotificationCount,
    refetchInterval: pollMs,
    // A badge does not toast: without a count it stays hidden.
    meta: { errorToast: false },
  });
}

export function useNotificationCount(pollMs: number | false = false) {
  return useQuery(notificationCountQueryOptions(pollMs));
}
