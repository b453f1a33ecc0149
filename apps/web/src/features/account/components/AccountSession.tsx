import type { MutationCacheNotifyEvent, QueryCacheNotifyEvent } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useSession } from '@/api/validate-access-token';
import { ApiError } from '@/lib/api-client';
import { backOfficeSignInPath, isBackOfficePath } from '@/lib/back-office-paths';
import { languageParamOf, signInPath } from '@/lib/paths';
import { readStoredUser } from '@/lib/stored-user';

import { useUserLanguage } from '../hooks/use-user-language';
import { endLocalSession } from '../lib/end-session';

function endsSession(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'auth.unauthenticated';
}

/**
 * Runs while the device remembers a signed-in user (app/layouts/RootLayout mounts it then, and
 * only then): asks the API once a visit whether the session still holds (validate-access-token),
 * and keeps the user's language that of the pages. Whenever the API answers that the session has
 * ended — that check or any other request — the user is signed out here and lands on /sign-in (the
 * back office's own from the back office), which brings them back to the page they were on
 * (product-rules.md § Pages and addresses).
 */
export function AccountSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();

  const signOutForcedly = useEffectEvent(() => {
    if (readStoredUser() === null) return;
    endLocalSession(queryClient);
    const from = `${location.pathname}${location.search}`;
    const target = isBackOfficePath(from)
      ? backOfficeSignInPath(from)
      : signInPath(from, languageParamOf(location.search));
    void navigate(target, { replace: true });
  });

  useEffect(() => {
    const onEvent = (event: QueryCacheNotifyEvent | MutationCacheNotifyEvent) => {
      if (event.type === 'updated' && event.action.type === 'error' && endsSession(event.action.error)) {
        signOutForcedly();
      }
    };
    const stopQueries = queryClient.getQueryCache().subscribe(onEvent);
    const stopMutations = queryClient.getMutationCache().subscribe(onEvent);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);

  // The check itself, whenever its answer came.
  useEffect(() => {
    if (endsSession(session.error)) signOutForcedly();
  }, [session.error]);

  useUserLanguage(session.data);
  return null;
}
