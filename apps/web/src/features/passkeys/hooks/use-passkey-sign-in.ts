import type { User } from '@roadbook/domain/contracts/accounts';
import { useMutation } from '@tanstack/react-query';

import { createPasskeySignInOptions } from '@/api/create-passkey-sign-in-options';
import { signInWithPasskey } from '@/api/sign-in-with-passkey';

/**
 * Signs in with a passkey: the API's challenge, the device's answer (the WebAuthn library loads
 * with the first attempt), then the session. The caller shows the failure itself.
 */
export function usePasskeySignIn(onSignedIn: (user: User) => void | Promise<void>, stayConnected: boolean) {
  return useMutation({
    mutationFn: async () => {
      const [{ startAuthentication }, { challengeId, options }] = await Promise.all([
        import('@simplewebauthn/browser'),
        createPasskeySignInOptions(),
      ]);
      const response = await startAuthentication({ optionsJSON: options });
      return signInWithPasskey({ challengeId, response, ...(stayConnected ? { stayConnected } : {}) });
    },
    onSuccess: ({ user }) => onSignedIn(user),
    meta: { errorToast: false },
  });
}
