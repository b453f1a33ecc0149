// POST /api/activate: follows an activation or password-reset link — verifies the address, sets the
// password when one is given (needed for a reset, or when the account has none) — and signs in.
// 410 auth.activationLinkExpired, 403 auth.accountSuspended.
import { SignedInSchema, type ActivateBody, type User } from '@roadbook/domain/contracts/accounts';
import { useMutation } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

export async function activate(body: ActivateBody): Promise<User> {
  const init = { method: 'POST', body: JSON.stringify(body) };
  return (await requestParsed('/api/activate', SignedInSchema, init)).user;
}

/** The link screens show the refusals themselves. */
export function useActivate() {
  return useMutation({ mutationFn: activate, meta: { errorToast: false } });
}
