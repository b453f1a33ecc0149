// GET /api/has-password/{id}: whether an account has a password (one made by a social sign-in or at
// checkout may not: it then chooses one without giving the current one).
import { HasPasswordSchema } from '@roadbook/domain/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

export async function hasPassword(userId: string): Promise<boolean> {
  return (await requestParsed(`/api/has-password/${encodeURIComponent(userId)}`, HasPasswordSchema))
    .hasPassword;
}

export function hasPasswordQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['has-password', userId], queryFn: () => hasPassword(userId) });
}

export function useHasPassword(userId: string) {
  return useQuery(hasPasswordQueryOptions(userId));
}
