// The signed-in user as this device remembers it (the marketplace spec's "stored locally"): the
// record `{ id, language }` under STORAGE_KEYS.user. It lets a page know without a request whether
// anyone may be signed in (only then is the session checked, by features/account) and gives the
// start language (lib/i18n.ts). The session itself is the API's http-only cookie. Small on purpose:
// every first load carries it.
import type { Language } from '@roadbook/domain/constants';
import { isLanguage } from '@roadbook/domain/language';
import { useSyncExternalStore } from 'react';

import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

export interface StoredUser {
  id: string;
  language: Language;
}

let lastRaw: string | null = null;
let lastUser: StoredUser | null = null;

/** The stored user, or null (nothing stored, or something that is not a user record). */
export function readStoredUser(): StoredUser | null {
  const raw = readStorage(STORAGE_KEYS.user);
  if (raw !== lastRaw) {
    lastRaw = raw;
    let value: unknown = null;
    try {
      value = JSON.parse(raw ?? 'null');
    } catch {
      // Not a record: nobody.
    }
    lastUser =
      typeof value === 'object' &&
      value !== null &&
      'id' in value &&
      typeof value.id === 'string' &&
      'language' in value &&
      isLanguage(value.language)
        ? { id: value.id, language: value.language }
        : null;
  }
  return lastUser;
}

/**
 * Stores the signed-in user's record, or forgets it (null). The pages following it hear it as
 * another tab's change would tell them: a `storage` event.
 */
export function writeStoredUser(user: StoredUser | null): void {
  if (user === null) removeStorage(STORAGE_KEYS.user);
  else writeStorage(STORAGE_KEYS.user, JSON.stringify({ id: user.id, language: user.language }));
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user }));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The stored user, following its changes (sign-in, sign-out, another tab). */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, readStoredUser);
}
