// POST /api/change-password: changes the signed-in user's password (the current one is left out when
// the account has none yet); the other sessions end. 400 auth.wrongPassword; field code
// validation.chooseNewPassword when the new password is the current one.
import type { ChangePassword, FirstPassword } from '@roadbook/domain/account-schemas';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export type ChangePasswordBody = ChangePassword | FirstPassword;

export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiRequest('/api/change-password', { method: 'POST', body: JSON.stringify(body) });
}

/** The form shows the refusals itself. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { errorToast: false } });
}
