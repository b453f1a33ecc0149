// POST /api/sign-in/frontend: signs in with an email address and a password. The answer is the
// user; the session is an http-only cookie (kept 30 days with stayConnected, else until the browser
// closes). 401 auth.incorrectCredentials, 403 auth.accountSuspended, 429 common.rateLimited.
import type { SignIn } from '@roadbook/domain/account-schemas';
import { SignedInSchema, type User } from '@roadbook/domain/contracts/accounts';
import { useMutation } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

export async function signIn(body: SignIn): Promise<User> {
  const init = { method: 'POST', body: JSON.stringify(body) };
  return (await requestParsed('/api/sign-in/frontend', SignedInSchema, init)).user;
}

/** The sign-in form shows the refusals itself. */
export function useSignIn() {
  return useMutation({ mutationFn: signIn, meta: { errorToast: false } });
}
