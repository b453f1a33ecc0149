// POST /api/passkeys/sign-in-options: what the browser needs to sign in with any passkey of the site.
import type { SignInOptions } from '@roadbook/domain/contracts/passkeys';

import { requestParsed } from '@/lib/api-client';

export async function createPasskeySignInOptions(): Promise<SignInOptions> {
  const { SignInOptionsSchema } = await import('@roadbook/domain/contracts/passkeys');
  return requestParsed('/api/passkeys/sign-in-options', SignInOptionsSchema, { method: 'POST' });
}
