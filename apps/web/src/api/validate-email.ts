// POST /api/validate-email: whether an address is free to sign up with (200), or 409
// validation.emailAlreadyRegistered. Asked when the sign-up's email field is left.
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export async function validateEmail(email: string): Promise<void> {
  await apiRequest('/api/validate-email', { method: 'POST', body: JSON.stringify({ email }) });
}

/** A check in passing: its failures are shown by the field, or not at all. */
export function useValidateEmail() {
  return useMutation({ mutationFn: validateEmail, meta: { errorToast: false } });
}
