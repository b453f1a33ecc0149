// Browser storage that never throws (private modes and disabled storage simply forget).

/**
 * What the site keeps on the device (localStorage): the display language and currency chosen, the
 * signed-in user's record `{ id, language }` (lib/stored-user.ts), the "stay connected" choice of
 * the last sign-in ('true' or 'false'), which the sign-in form starts from, and the internal area's
 * user `{ username, canEdit }`. Written here so the first load carries no more; a test checks them
 * against the cookie policy's list (@roadbook/domain/site-storage).
 */
export const STORAGE_KEYS = {
  language: 'roadbook.language',
  currency: 'roadbook.currency',
  user: 'roadbook.user',
  stayConnected: 'roadbook.stayConnected',
  internalUser: 'roadbook.internalUser',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
