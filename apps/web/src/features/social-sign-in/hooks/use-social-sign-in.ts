import type { SocialSignInProvider } from '@roadbook/domain/enums';
import type { User } from '@roadbook/domain/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { socialSignIn } from '@/api/social-sign-in';
import { currentLanguage } from '@/lib/i18n';

export interface ProviderCredential {
  provider: SocialSignInProvider;
  token: string;
  /** Apple's name at the first sign-in. */
  fullName?: string | null;
}

/**
 * Opens the session for what a provider gave the page; a first sign-in makes the account in the
 * page's language. The caller shows the failure itself.
 */
export function useSocialSignIn(onSignedIn: (user: User) => void | Promise<void>, stayConnected: boolean) {
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: ({ provider, token, fullName }: ProviderCredential) =>
      socialSignIn({
        provider,
        token,
        ...(fullName ? { fullName: fullName.slice(0, 100) } : {}),
        ...(stayConnected ? { stayConnected } : {}),
        language: currentLanguage(i18n),
      }),
    onSuccess: ({ user }) => onSignedIn(user),
    meta: { errorToast: false },
  });
}
