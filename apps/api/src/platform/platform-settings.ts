// The platform area's settings: the site's language and map tiles, the currency rates, the
// visitor's country, email, reCAPTCHA and the site settings' defaults (admins change them in the back
// office, whose values then win).
import path from 'node:path';
import { z } from 'zod';
import {
  CURRENCY_RATES_CACHE_SECONDS,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  MINIMUM_AGE,
} from '@roadbook/domain/constants';
import {
  DEFAULT_MAX_LOCATIONS_PER_SUPPLIER,
  SITE_SETTINGS_LIMITS,
  type SiteSettings,
} from '@roadbook/domain/contracts/site-settings';
import { FLAG_VALUES, flag, isOn, type ServerSettings, type SettingProblem } from '../settings-fields';

/** A tile URL template such as https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png. */
const tileUrl = z
  .string()
  .min(1)
  .refine((template) => URL.canParse(template.replace(/\{[a-z]\}/g, '0')), 'must be an http(s) URL template');

/** A whole number within a site setting's limits (contracts/site-settings.ts). */
const settingNumber = ({ min, max }: { min: number; max: number }) =>
  z.coerce.number().int().min(min).max(max);

export const PlatformEnvSchema = z.object({
  MAINTENANCE: flag(true),
  HIDE_SUPPLIERS: flag(false),
  LANGUAGE_BY_IP: flag(false),
  DEFAULT_LANGUAGE: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  MAP_TILE_URL: tileUrl.default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  CURRENCY_RATES_URL: z.url({ protocol: /^https?$/ }).default('https://open.er-api.com/v6/latest/USD'),
  CURRENCY_RATES_CACHE_SECONDS: z.coerce.number().int().min(0).default(CURRENCY_RATES_CACHE_SECONDS),
  CURRENCY_RATES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  CURRENCY_RATES_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  IP_COUNTRY_URL: z
    .string()
    .default('https://api.country.is/{ip}')
    .refine(
      (template) => template.includes('{ip}') && /^https?:\/\//.test(template) && URL.canParse(template),
      'must be an http(s) URL with {ip} where the address goes',
    ),
  IP_COUNTRY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1500),
  // Email (platform/email): SMTP when SMTP_URL is set, else the outbox folder.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .refine((url) => URL.canParse(url), 'must be a URL such as smtp://user:pass@host:587')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Roadbook <no-reply@roadbook.localhost>'),
  EMAIL_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  EMAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  EMAIL_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
  ADMIN_EMAIL: z.email().optional(),
  CONTACT_EMAIL: z.email().default('contact@roadbook.localhost'),
  DEV_OUTBOX: z.enum(FLAG_VALUES).optional(),
  // The site settings' values until an admin changes them in the back office (platform/site-settings),
  // with MAINTENANCE and HIDE_SUPPLIERS above. Checkout (bookings/checkout): how long an online checkout
  // holds the car while the driver pays.
  PAYMENT_WINDOW_MINUTES: settingNumber(SITE_SETTINGS_LIMITS.paymentWindowMinutes).default(30),
  // Bookings (bookings/bookings): what a late cancellation of a booking paid online keeps, in % of its total.
  LATE_CANCELLATION_FEE_PERCENT: settingNumber(SITE_SETTINGS_LIMITS.lateCancellationFeePercent).default(20),
  // Accounts (accounts/accounts): the youngest an account holder or a driver may be.
  MINIMUM_AGE: settingNumber(SITE_SETTINGS_LIMITS.minimumAge).default(MINIMUM_AGE),
  // The fleet (catalogue/fleet): the most distinct pick-up places one supplier's cars serve.
  MAX_LOCATIONS_PER_SUPPLIER: settingNumber(SITE_SETTINGS_LIMITS.maxLocationsPerSupplier).default(
    DEFAULT_MAX_LOCATIONS_PER_SUPPLIER,
  ),
  // reCAPTCHA: off unless RECAPTCHA_SECRET is set.
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
});
type Env = z.infer<typeof PlatformEnvSchema>;

type Server = Pick<ServerSettings, 'dataDir' | 'publicUrl' | 'trustProxy'>;

/**
 * Whether /api/dev/outbox lists the outbox, whose messages hold sign-in and password-reset links:
 * never with SMTP; by default only on a developer's machine (no PUBLIC_URL, no proxy in front).
 */
function isOutboxOn(e: Env, { publicUrl, trustProxy }: Server): boolean {
  if (e.SMTP_URL !== undefined) return false;
  return e.DEV_OUTBOX === undefined ? publicUrl === undefined && trustProxy === false : isOn(e.DEV_OUTBOX);
}

/**
 * The outbox answers requests made on this machine only; behind a proxy every request is made on the
 * machine the proxy runs on, so the two are never on together.
 */
export function platformSettingProblems(
  e: Env,
  { trustProxy }: Pick<ServerSettings, 'trustProxy'>,
): SettingProblem[] {
  if (e.DEV_OUTBOX === undefined || !isOn(e.DEV_OUTBOX) || trustProxy === false) return [];
  return [
    {
      name: 'DEV_OUTBOX',
      message:
        'cannot be on with TRUST_PROXY: behind a proxy the outbox, which holds sign-in links, would ' +
        'answer the proxy’s visitors',
    },
  ];
}

function tileSource(template: string): string {
  const url = new URL(template.replace('{s}.', 'subdomain.').replace(/\{[a-z]\}/g, '0'));
  const host = template.includes('{s}.') ? url.host.replace(/^subdomain\./, '*.') : url.host;
  return `${url.protocol}//${host}`;
}

/** The platform area's settings. */
export function platformSettings(e: Env, server: Server) {
  const isOutboxPublic = isOutboxOn(e, server);
  return {
    site: {
      languageByIp: e.LANGUAGE_BY_IP,
      defaultLanguage: e.DEFAULT_LANGUAGE,
      mapTileUrl: e.MAP_TILE_URL,
      /** Where the contact form's messages go (shown on the information pages). */
      contactEmail: e.CONTACT_EMAIL,
    },
    /** The map tiles' origin for the content security policy; a `{s}` subdomain becomes `*.`. */
    mapTileSource: tileSource(e.MAP_TILE_URL),
    /** Exchange rates for display (platform/currency). */
    currencyRates: {
      url: e.CURRENCY_RATES_URL,
      cacheSeconds: e.CURRENCY_RATES_CACHE_SECONDS,
      timeoutMs: e.CURRENCY_RATES_TIMEOUT_MS,
      waitMs: e.CURRENCY_RATES_WAIT_MS,
    },
    /** The visitor's country from their IP address, for the start language (platform/geo). */
    ipCountry: { urlTemplate: e.IP_COUNTRY_URL, timeoutMs: e.IP_COUNTRY_TIMEOUT_MS },
    /** Email (platform/email): SMTP when `smtpUrl` is set, else `.eml` files in `outboxDir`. */
    email: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.join(server.dataDir, 'outbox'),
      pollMs: e.EMAIL_POLL_MS,
      retryBaseMs: e.EMAIL_RETRY_BASE_MS,
      retryMaxMs: Math.max(e.EMAIL_RETRY_MAX_MS, e.EMAIL_RETRY_BASE_MS),
      /** Where admin notices (new leads, new suppliers) go besides the admin accounts. */
      adminEmail: e.ADMIN_EMAIL,
      /**
       * Whether /api/dev/outbox shows the outbox (to requests made on this machine): by default only
       * on a developer's machine (no PUBLIC_URL, no TRUST_PROXY), since the messages hold sign-in links.
       */
      isOutboxPublic,
    },
    /**
     * The site settings (platform/site-settings) as the environment gives them: in effect until an admin
     * saves them in the back office, whose values then win. Read them through that module only.
     */
    siteSettings: {
      maintenance: e.MAINTENANCE,
      hideSuppliers: e.HIDE_SUPPLIERS,
      minimumAge: e.MINIMUM_AGE,
      paymentWindowMinutes: e.PAYMENT_WINDOW_MINUTES,
      lateCancellationFeePercent: e.LATE_CANCELLATION_FEE_PERCENT,
      maxLocationsPerSupplier: e.MAX_LOCATIONS_PER_SUPPLIER,
    } satisfies SiteSettings,
    /** reCAPTCHA (spec: off by default): on when a secret is set. */
    recaptcha: e.RECAPTCHA_SECRET
      ? {
          secret: e.RECAPTCHA_SECRET,
          siteKey: e.RECAPTCHA_SITE_KEY ?? null,
          verifyUrl: e.RECAPTCHA_VERIFY_URL,
          minScore: e.RECAPTCHA_MIN_SCORE,
        }
      : null,
  };
}
