// POST /api/delete-my-data: deletes the signed-in account's personal data but its name, address and
// bookings (phone, birth date, location, bio, avatar, licence, linked sign-ins, passkeys, the other
// devices' sessions); an email receipt follows. Confirmed as /api/delete-my-account is. The session
// that asked stays; answers the account.
import { SignedInSchema, type User } from '@roadbook/domain/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

import type { LeavingConfirmation } from './delete-my-account';
import { PASSKEYS_QUERY_KEY } from './get-passkeys';
import { storeUser } from './get-user';

export async function deleteMyData(body: LeavingConfirmation): Promise<User> {
  const init = { method: 'POST', body: JSON.stringify(body) };
  return (await requestParsed('/api/delete-my-data', SignedInSchema, init)).user;
}

/** The page shows the refusals itself; the account's passkeys are gone with its data. */
export function useDeleteMyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyData,
    onSuccess: (user) => {
      storeUser(queryClient, user);
      queryClient.removeQueries({ queryKey: PASSKEYS_QUERY_KEY });
    },
    meta: { errorToast: false },
  });
}
