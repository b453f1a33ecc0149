import type { QueryClient } from '@tanstack/react-query';

import { configQueryOptions } from '@/api/get-config';
import { writeStoredUser } from '@/lib/stored-user';

/**
 * Forgets the signed-in user on this device (marketplace spec § 4, sign-out): the session storage,
 * the stored user and every cached answer but the public settings, which every page shows from.
 * The session cookie is the API's to clear.
 */
export function endLocalSession(queryClient: QueryClient): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was kept there.
  }
  writeStoredUser(null);
  const { queryKey } = configQueryOptions();
  const config = queryClient.getQueryData(queryKey);
  queryClient.clear();
  if (config !== undefined) queryClient.setQueryData(queryKey, config);
}
