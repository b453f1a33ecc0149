import type { User } from '@roadbook/domain/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { sessionQueryOptions } from '@/api/validate-access-token';
import { currentLanguage } from '@/lib/i18n';
import { writeStoredUser } from '@/lib/stored-user';
import { useLanguageParam } from '@/lib/use-language-param';

/**
 * What follows a sign-in, an activation or a password reset: the page takes the language the start
 * rule now gives (the URL's `l`, else the user's: product-rules.md § Languages), the session's
 * answer is cached (no second request) and the device remembers the user.
 */
export function useCompleteSignIn(): (user: User) => Promise<void> {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const urlLanguage = useLanguageParam();
  return async (user) => {
    const language = urlLanguage ?? user.language;
    if (language !== currentLanguage(i18n)) await i18n.changeLanguage(language);
    queryClient.setQueryData(sessionQueryOptions().queryKey, user);
    writeStoredUser({ id: user.id, language: user.language });
  };
}
