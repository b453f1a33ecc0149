// A driver's account made by a booking for someone who has none — a visitor's checkout, a booking
// made by hand in the back office (product-rules.md § Roles): not verified, without a password until
// the "set your password" email, queued in the same transaction, sets one.
import type { Language } from '@roadbook/domain/constants';
import { DomainError } from '@roadbook/domain/error-codes';
import type { Database } from '../../db/client';
import { insertUserUnlessEmailTaken } from '../accounts/accounts.queries';
import type { AccountsService } from '../accounts/accounts.service';
import type { UserRow } from '../accounts/user-dto';

/** What the new account is made of. */
export interface NewDriver {
  fullName: string;
  email: string;
  phone: string | null;
  birthDate: string | null;
  /** The language its emails speak. */
  language: Language;
}

/**
 * Makes the account in `tx` and queues its "set your password" email there: 409
 * validation.emailAlreadyRegistered (at `emailField`) when an account has the address meanwhile.
 */
export async function createDriverAccount(
  tx: Database,
  accounts: Pick<AccountsService, 'queueSetPasswordLink'>,
  driver: NewDriver,
  emailField: string,
): Promise<UserRow> {
  const row = await insertUserUnlessEmailTaken(tx, { type: 'user', ...driver });
  if (!row) throw new DomainError('validation.emailAlreadyRegistered', { field: emailField });
  await accounts.queueSetPasswordLink(tx, row);
  return row;
}
