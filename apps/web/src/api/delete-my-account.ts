// POST /api/delete-my-account: deletes the signed-in account (its bookings stay, anonymised) and
// clears the session cookie; an email receipt goes to its address. The password is asked again: 400
// auth.wrongPassword; 401 auth.reauthenticationRequired when the account has none and its social or
// passkey sign-in is older than 10 minutes.
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export interface LeavingConfirmation {
  /** Left out for an account without a password. */
  password?: string;
}

export async function deleteMyAccount(body: LeavingConfirmation): Promise<void> {
  await apiRequest('/api/delete-my-account', { method: 'POST', body: JSON.stringify(body) });
}

/** The page shows the refusals itself. */
export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount, meta: { errorToast: false } });
}
