// The shape of a translation function, apart from the server's i18next instance (translator.ts), so
// that the texts shared with the site (notification-text.ts) bring no i18next set-up with them: the
// site passes its own `t`.

export type TranslationParams = Readonly<Record<string, string | number>>;

/**
 * Translates a key. The key may carry its namespace (`errors:auth.wrongPassword`,
 * `enums:bookingStatus.paid`); without one it is read in `common`. A numeric `count` parameter selects
 * the plural form (`units.hour` with `{ count: 2 }`). A missing key comes back as the key itself, without its namespace.
 */
export type Translate = (key: string, params?: TranslationParams) => string;
