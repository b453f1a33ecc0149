import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';

import { useSignOutRequest } from '@/api/sign-out';
import { endLocalSession } from '@/features/account/lib/end-session';
import { languageParamOf, signInPath } from '@/lib/paths';

/**
 * For a page that needs a fresh sign-in (leaving without a password): signs out, then opens the
 * sign-in page, which brings the user back to this one. The device forgets the user first, so the
 * sign-in page does not send them straight back.
 */
export function useSignInAgain(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { mutateAsync: signOut } = useSignOutRequest();
  return () => {
    const leave = async () => {
      await signOut().catch(() => {
        // Toasted by the query client; the user still signs in again.
      });
      endLocalSession(queryClient);
      await navigate(signInPath(`${pathname}${search}`, languageParamOf(search)));
    };
    void leave();
  };
}
