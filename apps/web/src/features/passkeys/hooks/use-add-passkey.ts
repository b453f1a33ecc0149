import { useMutation, useQueryClient } from '@tanstack/react-query';

import { createPasskeyRegistrationOptions } from '@/api/create-passkey-registration-options';
import { PASSKEYS_QUERY_KEY } from '@/api/get-passkeys';
import { registerPasskey } from '@/api/register-passkey';

/**
 * Adds a passkey named `name` (empty: named after the browser and device by the API): the API's
 * options, the device creates the credential (the WebAuthn library loads with the first attempt),
 * the API verifies and saves it and answers the new list. The caller shows the failure itself.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const [{ startRegistration }, { challengeId, options }] = await Promise.all([
        import('@simplewebauthn/browser'),
        createPasskeyRegistrationOptions(),
      ]);
      const response = await startRegistration({ optionsJSON: options });
      return registerPasskey({ challengeId, name: name.trim(), response });
    },
    onSuccess: (list) => queryClient.setQueryData(PASSKEYS_QUERY_KEY, list),
    meta: { errorToast: false },
  });
}
