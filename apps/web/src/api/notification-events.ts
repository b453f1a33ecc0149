// GET /api/notifications/events: the unread count as server-sent events (a `count` event with
// `{"unread":N}` at once and at each change). Each count goes into the count query's cache, so that
// the badge and the notifications page follow; a new count also asks again for the list.
import type { NotificationCount } from '@roadbook/domain/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { NOTIFICATION_COUNT_QUERY_KEY } from './get-notification-count';
import { NOTIFICATION_LIST_QUERY_KEY } from './get-notifications';

/** The contract's chunk could not be fetched: the badge keeps the count it has. */
function keepLastCount(): void {}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Follows the unread count while mounted (the browser reconnects by itself after a cut). Answers
 * whether the stream can keep the count: false without EventSource, or once the API has refused it
 * (a session that ended), when the count query has to ask instead.
 */
export function useNotificationEvents(): boolean {
  const queryClient = useQueryClient();
  const [isLive, setLive] = useState(() => typeof EventSource === 'function');
  useEffect(() => {
    if (typeof EventSource !== 'function') return;
    const source = new EventSource('/api/notifications/events');
    const contract = import('@roadbook/domain/contracts/notifications');
    source.addEventListener('count', (event) => {
      void contract.then(({ NotificationCountSchema }) => {
        const parsed = NotificationCountSchema.safeParse(jsonOf(String(event.data)));
        if (!parsed.success) return;
        const before = queryClient.getQueryData<NotificationCount>(NOTIFICATION_COUNT_QUERY_KEY);
        queryClient.setQueryData(NOTIFICATION_COUNT_QUERY_KEY, parsed.data);
        if (before !== undefined && before.unread !== parsed.data.unread) {
          void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_QUERY_KEY });
        }
      }, keepLastCount);
    });
    source.addEventListener('open', () => setLive(true));
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) setLive(false);
    });
    return () => source.close();
  }, [queryClient]);
  return isLive;
}
