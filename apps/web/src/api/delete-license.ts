// POST /api/delete-license/{id}: removes the driver's licence; answers the account.
import { SignedInSchema, type User } from '@roadbook/domain/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

import { storeUser } from './get-user';

export async function deleteLicence(userId: string): Promise<User> {
  const path = `/api/delete-license/${encodeURIComponent(userId)}`;
  return (await requestParsed(path, SignedInSchema, { method: 'POST' })).user;
}

/** The licence's section shows a failure itself. */
export function useDeleteLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLicence,
    onSuccess: (user) => storeUser(queryClient, user),
    meta: { errorToast: false },
  });
}
