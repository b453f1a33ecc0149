import { useNotifications } from '@/api/get-notifications';
import { useReplaceTo } from '@/lib/use-replace-to';

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
  const pages = query.data === undefined ? 1 : Math.max(1, Math.ceil(query.data.total / query.data.pageSize));
  const isBeyondTheEnd = query.data !== undefined && query.data.notifications.length === 0 && page > pages;
  useReplaceTo(isBeyondTheEnd ? pageHref(pages) : null);
  if (query.data === undefined) {
    return query.isError ? (
      <NotificationsLoadError error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <NotificationsLoading />
    );
  }
  if (isBeyondTheEnd) return null;
  return <NotificationList list={query.data} page={page} pageHref={pageHref} />;
}
