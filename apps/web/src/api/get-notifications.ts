// GET /api/notifications?page=N: the signed-in user's notifications, newest first, 30 a page, with
// the unread count.
import type { NotificationList } from '@roadbook/domain/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestParsed, toSearchParams } from '@/lib/api-client';

/** Every notification query (the pages of the list and the unread count) starts with this key. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
/** The pages of the list. */
export const NOTIFICATION_LIST_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, 'list'] as const;

export async function getNotifications(page = 1): Promise<NotificationList> {
  const { NotificationListSchema } = await import('@roadbook/domain/contracts/notifications');
  return requestParsed(`/api/notifications?${toSearchParams({ page }).toString()}`, NotificationListSchema);
}

export function notificationsQueryOptions(page = 1) {
  return queryOptions({
    queryKey: [...NOTIFICATION_LIST_QUERY_KEY, page],
    queryFn: () => getNotifications(page),
    // The page says why the list is missing, with a retry.
    meta: { errorToast: false },
  });
}

export function useNotifications(page = 1) {
  return useQuery(notificationsQueryOptions(page));
}
