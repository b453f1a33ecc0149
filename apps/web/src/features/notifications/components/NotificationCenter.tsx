import { Navigate } from 'react-router';

import { useNotifications } from '@/api/get-notifications';

import { NotificationList } from './NotificationList';
import { NotificationsLoadError, NotificationsLoading } from './NotificationStates';

interface NotificationCenterProps {
  page: number;
  /** The address of another page of the list. */
  pageHref: (page: number) => string;
}

/**
 * The signed-in user's notifications, one page at a time: grey rows while they load, the refusal
 * with a retry, then the list (a page past the end, after deletions, gives way to the last one).
 */
export function NotificationCenter({ page, pageHref }: NotificationCenterProps) {
  const query = useNotifications(page);
  if (query.data === undefined) {
    return query.isError ? (
      <NotificationsLoadError error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <NotificationsLoading />
    );
  }
  const { notifications, total, pageSize } = query.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (notifications.length === 0 && page > pages) return <Navigate replace to={pageHref(pages)} />;
  return <NotificationList list={query.data} page={page} pageHref={pageHref} />;
}
