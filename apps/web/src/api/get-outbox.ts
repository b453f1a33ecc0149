// GET /api/dev/outbox: the emails written to the outbox folder (no mail server set), newest first.
import { OutboxListSchema, type OutboxList } from '@roadbook/domain/contracts/outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

export async function getOutbox(): Promise<OutboxList> {
  return requestParsed('/api/dev/outbox', OutboxListSchema);
}

export function outboxQueryOptions() {
  return queryOptions({
    queryKey: ['outbox'],
    queryFn: getOutbox,
    // New emails arrive at any time: the page asks again whenever it is shown or refreshed.
    staleTime: 0,
    // The page says why the list is missing (the outbox is off when a mail server is set).
    meta: { errorToast: false },
  });
}

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
