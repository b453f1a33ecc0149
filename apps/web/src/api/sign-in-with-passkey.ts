// POST /api/passkeys/sign-in: signs in with the passkey the browser chose (sets the session cookie).
import type { SignedIn } from '@roadbook/domain/contracts/accounts';
import type { PasskeySignInBody } from '@roadbook/domain/contracts/passkeys';

import { requestParsed } from '@/lib/api-client';

export async function signInWithPasskey(body: PasskeySignInBody): Promise<SignedIn> {
  const { SignedInSchema } = await import('@roadbook/domain/contracts/accounts');
  const init = { method: 'POST', body: JSON.stringify(body) };
  return requestParsed('/api/passkeys/sign-in', SignedInSchema, init);
}
