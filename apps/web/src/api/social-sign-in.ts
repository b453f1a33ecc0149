// POST /api/social-sign-in: signs in with what a provider's button gave the page (Google's or
// Apple's ID token, Facebook's access token). A first sign-in makes a verified account. 401
// auth.socialSignInFailed, 403 auth.accountSuspended, 503 common.unavailable.
import type { SignedIn, SocialSignInBody } from '@roadbook/domain/contracts/accounts';

import { requestParsed } from '@/lib/api-client';

export async function socialSignIn(body: SocialSignInBody): Promise<SignedIn> {
  const { SignedInSchema } = await import('@roadbook/domain/contracts/accounts');
  const init = { method: 'POST', body: JSON.stringify(body) };
  return requestParsed('/api/social-sign-in', SignedInSchema, init);
}
