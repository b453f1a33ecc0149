// POST /api/sign-in/frontend: signs in with an email address and a password. The answer is the
// user; the session is an http-only cookie (kept 30 days with stayConnected, else until the browser
// closes). 401 auth.incorrectCredentials, 403 auth.accountSuspended, 429 auth.signInDelayed after
// too many failures (details.count: the seconds to wait, which the form's message says).
// POST /api/sign-in/backend is the back office's: the same, and 403 auth.backOfficeOnly for a driver.
import type { SignIn } from '@roadbook/domain/account-schemas';
import { SignedInSchema, type User } from '@roadbook/domain/contracts/accounts';
import { useMutation } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

/** Where one signs in: the site, or the back office (admins and suppliers only). */
export type SignInArea = 'frontend' | 'backend';

export async function signIn(body: SignIn, area: SignInArea = 'frontend'): Promise<User> {
  const init = { method: 'POST', body: JSON.stringify(body) };
  return (await requestParsed(`/api/sign-in/${area}`, SignedInSchema, init)).user;
}

/** The sign-in form shows the refusals itself. */
export function useSignIn(area: SignInArea = 'frontend') {
  return useMutation({ mutationFn: (body: SignIn) => signIn(body, area), meta: { errorToast: false } });
}
