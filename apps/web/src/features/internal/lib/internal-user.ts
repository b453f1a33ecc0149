// Who is signed in to the internal area, as this browser remembers it (the spec keeps the internal
// session in local storage): `{ username, canEdit }` only — the session itself is an http-only cookie.
// It lets the guard send a visitor to the sign-in without a request; the API has the last word.
import type { InternalUser } from '@roadbook/domain/contracts/internal';

import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

export type StoredInternalUser = Pick<InternalUser, 'username' | 'canEdit'>;

export function readInternalUser(): StoredInternalUser | null {
  try {
    const value: unknown = JSON.parse(readStorage(STORAGE_KEYS.internalUser) ?? 'null');
    return typeof value === 'object' &&
      value !== null &&
      'username' in value &&
      typeof value.username === 'string' &&
      'canEdit' in value &&
      typeof value.canEdit === 'boolean'
      ? { username: value.username, canEdit: value.canEdit }
      : null;
  } catch {
    return null;
  }
}

export function writeInternalUser(user: StoredInternalUser | null): void {
  if (user === null) removeStorage(STORAGE_KEYS.internalUser);
  else
    writeStorage(
      STORAGE_KEYS.internalUser,
      JSON.stringify({ username: user.username, canEdit: user.canEdit }),
    );
}
