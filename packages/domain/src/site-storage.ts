// Everything the site keeps in a visitor's browser: the cookies the API sets and the items the pages
// store. The cookie policy lists exactly these; tests compare the list with the names the web app
// stores under and with what a visit really leaves behind.

/** The signed-in account's session (http-only). */
export const SESSION_COOKIE = 'roadbook_session';
/** The internal area's session (http-only, sent to /api/internal only). */
export const INTERNAL_SESSION_COOKIE = 'roadbook_internal';

export const STORAGE_PLACES = ['cookie', 'localStorage', 'sessionStorage'] as const;
export type StoragePlace = (typeof STORAGE_PLACES)[number];

export interface StoredItem {
  name: string;
  where: StoragePlace;
}

/** Every cookie and stored item, by the cookie policy's id. */
export const SITE_STORAGE = {
  session: { name: SESSION_COOKIE, where: 'cookie' },
  internalSession: { name: INTERNAL_SESSION_COOKIE, where: 'cookie' },
  language: { name: 'roadbook.language', where: 'localStorage' },
  currency: { name: 'roadbook.currency', where: 'localStorage' },
  /** The signed-in user's `{ id, language }`. */
  user: { name: 'roadbook.user', where: 'localStorage' },
  /** The "stay connected" choice of the last sign-in. */
  stayConnected: { name: 'roadbook.stayConnected', where: 'localStorage' },
  /** The internal area's `{ username, canEdit }`: no secret. */
  internalUser: { name: 'roadbook.internalUser', where: 'localStorage' },
  /** A visitor's booking tokens, by booking id. */
  bookingTokens: { name: 'roadbook.bookingTokens', where: 'sessionStorage' },
  /** The payment provider's session or invoice each booking was sent to pay. */
  paymentReferences: { name: 'roadbook.paymentReferences', where: 'sessionStorage' },
} as const satisfies Record<string, StoredItem>;

export type SiteStorageId = keyof typeof SITE_STORAGE;
