// POST /api/validate-access-token: the signed-in user, from the session cookie; 401
// auth.unauthenticated when the session ended. Asked once per visit, and only when the device
// remembers a signed-in user (features/account): this is "the session" of the query cache.
import { SignedInSchema, type User } from '@roadbook/domain/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

export async function validateAccessToken(): Promise<User> {
  return (await requestParsed('/api/validate-access-token', SignedInSchema, { method: 'POST' })).user;
}

/** The session's user; a sign-in or an activation puts their answer here. A refusal is a forced sign-out, not a toast. */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: ['session'],
    queryFn: validateAccessToken,
    staleTime: Infinity,
    meta: { errorToast: false },
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
