// Business constants and limits (product-rules.md § Limits and settings).

export const LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/** Countries whose visitors start in a given language when language-by-IP is on. */
export const COUNTRY_LANGUAGES: Readonly<Record<string, Language>> = {
  FR: 'fr',
  MA: 'fr',
  US: 'en',
  GB: 'en',
  AU: 'en',
};

export const BASE_CURRENCY = 'USD' as const;
export const BASE_CURRENCY_SYMBOL = '$';

/** Largest amount in minor units: a PostgreSQL integer column (2^31 - 1) holds every total. */
export const MAX_AMOUNT_MINOR = 2_147_483_647;

/** A supplier's price change rate, in percent, as its numeric(5,2) column holds it. */
export const PRICE_CHANGE_RATE_LIMITS = { min: -100, max: 999.99, decimals: 2 } as const;
/** The shortest rental a supplier may ask for, in days. */
export const MINIMUM_RENTAL_DAYS_LIMITS = { min: 1, max: 90 } as const;

export const PAGE_SIZE = 30;
export const CARS_PAGE_SIZE = 15;
export const BOOKINGS_PAGE_SIZE = 20;
export const BOOKINGS_MOBILE_PAGE_SIZE = 10;
/** Most locations one page may hold: the locations map asks for every place at once. */
export const MAX_LOCATIONS_PAGE_SIZE = 1000;

export const MINIMUM_AGE = 21;
export const MINIMUM_SERVICE_AGE = 13;
export const PASSWORD_MIN_LENGTH = 6;
/** The longest name an account can give one of its passkeys. */
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** Deposit filter thresholds, in USD (major units). */
export const DEPOSIT_FILTER_THRESHOLDS = [250, 500, 750] as const;

export const MIN_LOCATIONS = 4;
export const MIN_RENTAL_HOURS = 1;
/** Longest rental, in rental days: also bounds the per-day work of a quote. */
export const MAX_RENTAL_DAYS = 365;
export const MIN_PICK_UP_HOURS = 1;

export const SUPPLIER_IMAGE_SIZE = { width: 60, height: 30 } as const;
export const CAR_IMAGE_SIZE = { width: 300, height: 200 } as const;

export const CURRENCY_RATES_CACHE_SECONDS = 3600;

export const VALIDATION_LINK_HOURS = 24;
export const FREE_CANCELLATION_HOURS = 24;

export const PRIVACY_POLICY_EFFECTIVE_DATE = '2025-07-15';

/** Marketplace time zone for calendar days (product-rules.md § Time). */
export const DEFAULT_TIME_ZONE = 'UTC';
