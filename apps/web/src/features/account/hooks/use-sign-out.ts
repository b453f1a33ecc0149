import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { useSignOutRequest } from '@/api/sign-out';
import { paths, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';

import { endLocalSession } from '../lib/end-session';

/**
 * Sign-out (marketplace spec § 4): the API ends the session and clears its cookie, then the page
 * goes home and the device forgets the user — also when the request failed (it is toasted), since
 * the user asked to leave.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const language = useLanguageParam();
  const { mutateAsync } = useSignOutRequest();
  return async () => {
    await mutateAsync().catch(() => {
      // Toasted by the query client.
    });
    // Home first: the screen being left might otherwise react to the user's leaving.
    await navigate(withLanguage(paths.home, language));
    endLocalSession(queryClient);
  };
}
