// POST /api/passkeys/registration-options: what the browser needs to create a passkey for the
// signed-in account, and the id of the challenge to answer within five minutes.
import type { RegistrationOptions } from '@roadbook/domain/contracts/passkeys';

import { requestParsed } from '@/lib/api-client';

export async function createPasskeyRegistrationOptions(): Promise<RegistrationOptions> {
  const { RegistrationOptionsSchema } = await import('@roadbook/domain/contracts/passkeys');
  return requestParsed('/api/passkeys/registration-options', RegistrationOptionsSchema, { method: 'POST' });
}
