// Changes that let someone into an account for good (adding a passkey, setting the first password)
// or end it (leaving without a password) ask that its owner has just proved who they are: a
// session opened in the last minutes, whatever the way in. An older session may be a device left
// open; its user signs in again (401 auth.reauthenticationRequired).
import { DomainError } from '@roadbook/domain/error-codes';
import type { ActiveSession } from './session-store';

/** How recent the sign-in of a session must be to stand in for proving who one is again. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

export function isRecentSignIn(session: Pick<ActiveSession, 'createdAt'>, now: number = Date.now()): boolean {
  return now - session.createdAt.getTime() <= RECENT_SIGN_IN_MS;
}

export function requireRecentSignIn(session: Pick<ActiveSession, 'createdAt'>): void {
  if (!isRecentSignIn(session)) throw new DomainError('auth.reauthenticationRequired');
}
