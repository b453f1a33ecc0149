// GET /api/user/{id}: an account as its settings show it (its own, or any for an admin); 403
// auth.forbidden for someone else's. Every settings call answers the account changed: storeUser puts
// it here and in the session, so the header's name and avatar follow.
import { UserSchema, type User } from '@roadbook/domain/contracts/accounts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

import { sessionQueryOptions } from './validate-access-token';

export async function getUser(id: string): Promise<User> {
  return requestParsed(`/api/user/${encodeURIComponent(id)}`, UserSchema);
}

/** The pages that read it show its failure themselves. */
export function userQueryOptions(id: string) {
  return queryOptions({ queryKey: ['user', id], queryFn: () => getUser(id), meta: { errorToast: false } });
}

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}

/** Keeps an account the API answered: its settings, and the session's user when it is them. */
export function storeUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(userQueryOptions(user.id).queryKey, user);
  const { queryKey } = sessionQueryOptions();
  if (queryClient.getQueryData(queryKey)?.id === user.id) queryClient.setQueryData(queryKey, user);
}
