// POST /api/delete-avatar/{id}: removes the avatar (a supplier's logo); answers the account.
import { SignedInSchema, type User } from '@roadbook/domain/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

import { storeUser } from './get-user';

export async function deleteAvatar(userId: string): Promise<User> {
  const path = `/api/delete-avatar/${encodeURIComponent(userId)}`;
  return (await requestParsed(path, SignedInSchema, { method: 'POST' })).user;
}

/** The picture's field shows a failure itself. */
export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: (user) => storeUser(queryClient, user),
    meta: { errorToast: false },
  });
}
