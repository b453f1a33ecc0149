// DELETE /api/passkeys/{id}: removes one of the account's passkeys; answers the ones left.
import type { PasskeyList } from '@roadbook/domain/contracts/passkeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

import { PASSKEYS_QUERY_KEY } from './get-passkeys';

export async function deletePasskey(id: string): Promise<PasskeyList> {
  const { PasskeyListSchema } = await import('@roadbook/domain/contracts/passkeys');
  return requestParsed(`/api/passkeys/${encodeURIComponent(id)}`, PasskeyListSchema, { method: 'DELETE' });
}

/** Removes a passkey and shows the list the API answers; the caller shows a failure itself. */
export function useDeletePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePasskey,
    onSuccess: (list) => queryClient.setQueryData(PASSKEYS_QUERY_KEY, list),
    meta: { errorToast: false },
  });
}
