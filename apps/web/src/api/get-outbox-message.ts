// GET /api/dev/outbox/:name: one email of the outbox, with its HTML and text parts.
import { OutboxMessageSchema, type OutboxMessage } from '@roadbook/domain/contracts/outbox';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

export async function getOutboxMessage(name: string): Promise<OutboxMessage> {
  return requestParsed(`/api/dev/outbox/${encodeURIComponent(name)}`, OutboxMessageSchema);
}

export function outboxMessageQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['outbox', 'message', name],
    queryFn: () => getOutboxMessage(name),
    // A written email never changes.
    staleTime: Infinity,
    meta: { errorToast: false },
  });
}

/** One email by file name; idle without one. */
export function useOutboxMessage(name: string | null) {
  const options = outboxMessageQueryOptions(name ?? '');
  return useQuery({ ...options, queryFn: name === null ? skipToken : options.queryFn });
}
