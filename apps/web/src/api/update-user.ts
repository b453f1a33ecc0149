// POST /api/update-user: the profile of the settings page (full name — a supplier's company name —
// phone, birth date, location, bio), checked with makeProfileSchema; answers the account. Invalid
// fields in details.fields.
import type { Profile } from '@roadbook/domain/account-schemas';
import { SignedInSchema, type User } from '@roadbook/domain/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

import { storeUser } from './get-user';

export type UpdateUserBody = Profile & { id: string };

export async function updateUser(body: UpdateUserBody): Promise<User> {
  const init = { method: 'POST', body: JSON.stringify(body) };
  return (await requestParsed('/api/update-user', SignedInSchema, init)).user;
}

/** The form shows the refusals itself. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => storeUser(queryClient, user),
    meta: { errorToast: false },
  });
}
