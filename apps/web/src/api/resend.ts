// POST /api/resend/frontend/{email}/{isPasswordReset}: sends an address a new password-reset link
// (true) or a new validation link (false); 404 auth.emailNotRegistered.
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export interface ResendRequest {
  email: string;
  isPasswordReset: boolean;
}

export async function resend({ email, isPasswordReset }: ResendRequest): Promise<void> {
  await apiRequest(`/api/resend/frontend/${encodeURIComponent(email)}/${String(isPasswordReset)}`, {
    method: 'POST',
  });
}

/** Its failures are toasted, but for the forgotten-password form, which shows them by the field. */
export function useResend({ errorToast = true }: { errorToast?: boolean } = {}) {
  return useMutation({ mutationFn: resend, meta: { errorToast } });
}
