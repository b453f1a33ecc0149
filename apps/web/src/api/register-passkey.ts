// POST /api/passkeys/register: saves the passkey the browser created; answers the account's passkeys.
import type { PasskeyList, RegisterPasskeyBody } from '@roadbook/domain/contracts/passkeys';

import { requestParsed } from '@/lib/api-client';

export async function registerPasskey(body: RegisterPasskeyBody): Promise<PasskeyList> {
  const { PasskeyListSchema } = await import('@roadbook/domain/contracts/passkeys');
  const init = { method: 'POST', body: JSON.stringify(body) };
  return requestParsed('/api/passkeys/register', PasskeyListSchema, init);
}
