// GET /api/passkeys: the signed-in account's passkeys, oldest first.
import type { PasskeyList } from '@roadbook/domain/contracts/passkeys';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

export async function getPasskeys(): Promise<PasskeyList> {
  const { PasskeyListSchema } = await import('@roadbook/domain/contracts/passkeys');
  return requestParsed('/api/passkeys', PasskeyListSchema);
}

/** The list's key: adding or removing a passkey answers the new list, which replaces it there. */
export const PASSKEYS_QUERY_KEY = ['passkeys'] as const;

export function passkeysQueryOptions() {
  return queryOptions({
    queryKey: PASSKEYS_QUERY_KEY,
    queryFn: getPasskeys,
    // The settings show why the list is missing, with a retry.
    meta: { errorToast: false },
  });
}

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}
