import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@roadbook/domain/constants';
import { CURRENCY_RATES_CACHE_SECONDS, MINIMUM_AGE } from '@roadbook/domain/constants';
import {
  DEFAULT_MAX_LOCATIONS_PER_SUPPLIER,
  SITE_SETTINGS_LIMITS,
  type SiteSettings,
} from '@roadbook/domain/contracts/site-settings';
import type { PaymentProvider } from '@roadbook/domain/enums';
import {
  INTERNAL_PASSWORD_MIN_LENGTH,
  INTERNAL_USERNAME_PATTERN,
  type InternalRole,
} from '@roadbook/domain/internal-area';
import { PASSWORD_MAX_LENGTH } from '@roadbook/domain/schema-fields';

// The environment, parsed once. This is the only module that reads process.env; every variable is
// documented in the README.

const FLAG_VALUES = ['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'] as const;
const isOn = (value: string) => ['true', '1', 'on', 'yes'].includes(value);
const flag = (fallback: boolean) =>
  z
    .enum(FLAG_VALUES)
    .optional()
    .transform((value) => (value === undefined ? fallback : isOn(value)));

/** Which X-Forwarded-* hops to believe, as Fastify takes it. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** An internal account's username, compared lower-case. */
const internalUsername = z
  .string()
  .trim()
  .toLowerCase()
  .regex(INTERNAL_USERNAME_PATTERN, 'must be 3 to 64 letters, digits, ".", "_", "-" or "@"');
const internalPassword = z
  .string()
  .min(INTERNAL_PASSWORD_MIN_LENGTH, `must be at least ${INTERNAL_PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters long`);

/** `false`, `true` (trust every hop), a hop count, or a comma-separated list of proxy addresses/CIDRs. */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = value?.trim() ?? 'false';
    if (['false', '0', 'off', 'no', ''].includes(text)) return false;
    if (['true', 'on', 'yes'].includes(text)) return true;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      return (_address, hop) => hop < hops;
    }
    if (/^[0-9a-fA-F.:/,\s]+$/.test(text)) return text;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, true, a hop count or a list of proxy addresses',
    });
    return z.NEVER;
  });

/** A tile URL template such as https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png. */
const tileUrl = z
  .string()
  .min(1)
  .refine((template) => URL.canParse(template.replace(/\{[a-z]\}/g, '0')), 'must be an http(s) URL template');

/** A whole number within a site setting's limits (contracts/site-settings.ts). */
const settingNumber = ({ min, max }: { min: number; max: number }) =>
  z.coerce.number().int().min(min).max(max);

const EnvSchema = z.object({
  // Unset: every interface, or only this machine's while the developer outbox is on.
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  // Several API processes (server.ts): their number, and the Redis server through which they share
  // the rate limits, the sign-in limits, the currency rates, the pages' notifications and the site
  // settings' changes (shared-state/redis.ts).
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .refine((url) => URL.canParse(url), 'must be a URL such as redis://127.0.0.1:6379')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('roadbook:'),
  SEED_DEMO_DATA: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: flag(false),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: trustProxy,
  // 0: no API-wide limit (a proxy in front limits); the forms' and sign-in limits stay.
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  MAINTENANCE: flag(true),
  HIDE_SUPPLIERS: flag(false),
  LANGUAGE_BY_IP: flag(false),
  DEFAULT_LANGUAGE: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  MAP_TILE_URL: tileUrl.default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TIME_ZONE: z
    .string()
    .default('UTC')
    .refine((zone) => isTimeZone(zone), 'must be an IANA time zone such as UTC or Europe/Paris'),
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
  // Email (modules/email): SMTP when SMTP_URL is set, else the outbox folder.
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
  // The site settings' values until an admin changes them in the back office (modules/site-settings),
  // with MAINTENANCE and HIDE_SUPPLIERS above. Checkout (modules/checkout): how long an online checkout
  // holds the car while the driver pays.
  PAYMENT_WINDOW_MINUTES: settingNumber(SITE_SETTINGS_LIMITS.paymentWindowMinutes).default(30),
  // Bookings (modules/bookings): what a late cancellation of a booking paid online keeps, in % of its total.
  LATE_CANCELLATION_FEE_PERCENT: settingNumber(SITE_SETTINGS_LIMITS.lateCancellationFeePercent).default(20),
  // Accounts (modules/accounts): the youngest an account holder or a driver may be.
  MINIMUM_AGE: settingNumber(SITE_SETTINGS_LIMITS.minimumAge).default(MINIMUM_AGE),
  // The fleet (modules/fleet): the most distinct pick-up places one supplier's cars serve.
  MAX_LOCATIONS_PER_SUPPLIER: settingNumber(SITE_SETTINGS_LIMITS.maxLocationsPerSupplier).default(
    DEFAULT_MAX_LOCATIONS_PER_SUPPLIER,
  ),
  // Accounts and sessions (modules/accounts).
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_BROWSER_HOURS: z.coerce.number().int().min(1).max(24).default(24),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  SIGN_IN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).max(10_000).default(20),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  // Past SIGN_IN_MAX_FAILURES, each attempt for the account waits this long, doubled for each further
  // failure, up to SIGN_IN_MAX_DELAY_SECONDS (modules/accounts/sign-in-limits.ts).
  SIGN_IN_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  SIGN_IN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  FORM_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(10_000).default(10),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(10_000).max(50_000_000).default(5_000_000),
  // Social sign-in: a provider's button shows only when its client id is set.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_JWKS_URL: z.url({ protocol: /^https?$/ }).default('https://appleid.apple.com/auth/keys'),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v19.0'),
  SOCIAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  // reCAPTCHA: off unless RECAPTCHA_SECRET is set.
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  // Online payments (modules/payments): a card gateway (PayPal, else Stripe) and Lightning through a
  // BTCPay Server store; without any, the test gateway. Secrets are never logged.
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_URL: z.url({ protocol: /^https?$/ }).default('https://api-m.sandbox.paypal.com'),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  PAYMENT_GATEWAY: z.enum(['paypal', 'stripe']).optional(),
  BTCPAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  BTCPAY_API_KEY: z.string().min(1).optional(),
  BTCPAY_STORE_ID: z.string().min(1).optional(),
  BTCPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // The internal area (modules/internal): its reader's and editor's accounts, each set by a username
  // and a password together. A role left unset gets an account generated on the first start, written
  // to DATA_DIR/internal-accounts.txt. Passwords are never logged.
  INTERNAL_READER_USERNAME: internalUsername.optional(),
  INTERNAL_READER_PASSWORD: internalPassword.optional(),
  INTERNAL_EDITOR_USERNAME: internalUsername.optional(),
  INTERNAL_EDITOR_PASSWORD: internalPassword.optional(),
});

type Env = z.infer<typeof EnvSchema>;

/** Where, in DATA_DIR, the internal accounts generated at first start are written. */
export const INTERNAL_ACCOUNTS_FILE = 'internal-accounts.txt';

const BTCPAY_SETTINGS = ['BTCPAY_URL', 'BTCPAY_API_KEY', 'BTCPAY_STORE_ID', 'BTCPAY_WEBHOOK_SECRET'] as const;

/** Payment settings that make no sense alone, each named with what it lacks. */
function incompletePaymentSettings(e: Env): { name: keyof Env; message: string }[] {
  const problems: { name: keyof Env; message: string }[] = [];
  if ((e.PAYPAL_CLIENT_ID === undefined) !== (e.PAYPAL_CLIENT_SECRET === undefined)) {
    const missing = e.PAYPAL_CLIENT_ID === undefined ? 'PAYPAL_CLIENT_ID' : 'PAYPAL_CLIENT_SECRET';
    problems.push({ name: missing, message: 'PayPal needs both PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET' });
  }
  const isPayPalSet = e.PAYPAL_CLIENT_ID !== undefined && e.PAYPAL_CLIENT_SECRET !== undefined;
  if (e.PAYMENT_GATEWAY === 'paypal' && !isPayPalSet) {
    problems.push({
      name: 'PAYMENT_GATEWAY',
      message: 'paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    });
  }
  if (e.PAYMENT_GATEWAY === 'stripe' && e.STRIPE_SECRET_KEY === undefined) {
    problems.push({ name: 'PAYMENT_GATEWAY', message: 'stripe needs STRIPE_SECRET_KEY' });
  }
  if (e.PAYPAL_WEBHOOK_ID !== undefined && !isPayPalSet) {
    problems.push({
      name: 'PAYPAL_WEBHOOK_ID',
      message: 'needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, which verify the webhooks',
    });
  }
  if (e.STRIPE_WEBHOOK_SECRET !== undefined && e.STRIPE_SECRET_KEY === undefined) {
    problems.push({ name: 'STRIPE_WEBHOOK_SECRET', message: 'needs STRIPE_SECRET_KEY' });
  }
  const btcpaySet = BTCPAY_SETTINGS.filter((name) => e[name] !== undefined);
  if (btcpaySet.length > 0 && btcpaySet.length < BTCPAY_SETTINGS.length) {
    for (const name of BTCPAY_SETTINGS.filter((setting) => e[setting] === undefined)) {
      problems.push({ name, message: `BTCPay Server needs all of ${BTCPAY_SETTINGS.join(', ')}` });
    }
  }
  return problems;
}

/**
 * The payment providers and their settings. The card gateway is PayPal when its id and secret are
 * set, unless PAYMENT_GATEWAY=stripe; Stripe when it is chosen or the only one set. BTCPay
 * (Lightning) comes in addition. Without any, only the test gateway ("no money moves").
 */
function paymentSettings(e: Env) {
  const isPayPalSet = e.PAYPAL_CLIENT_ID !== undefined && e.PAYPAL_CLIENT_SECRET !== undefined;
  const cardGateway: 'payPal' | 'stripe' | null =
    e.PAYMENT_GATEWAY === 'stripe' || (!isPayPalSet && e.STRIPE_SECRET_KEY !== undefined)
      ? 'stripe'
      : isPayPalSet
        ? 'payPal'
        : null;
  const payPal =
    cardGateway === 'payPal' && e.PAYPAL_CLIENT_ID !== undefined && e.PAYPAL_CLIENT_SECRET !== undefined
      ? {
          clientId: e.PAYPAL_CLIENT_ID,
          clientSecret: e.PAYPAL_CLIENT_SECRET,
          apiUrl: e.PAYPAL_API_URL.replace(/\/+$/, ''),
          webhookId: e.PAYPAL_WEBHOOK_ID ?? null,
        }
      : null;
  const stripe =
    cardGateway === 'stripe' && e.STRIPE_SECRET_KEY !== undefined
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          apiUrl: e.STRIPE_API_URL,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
        }
      : null;
  const btcpay =
    e.BTCPAY_URL !== undefined &&
    e.BTCPAY_API_KEY !== undefined &&
    e.BTCPAY_STORE_ID !== undefined &&
    e.BTCPAY_WEBHOOK_SECRET !== undefined
      ? {
          url: e.BTCPAY_URL.replace(/\/+$/, ''),
          apiKey: e.BTCPAY_API_KEY,
          storeId: e.BTCPAY_STORE_ID,
          webhookSecret: e.BTCPAY_WEBHOOK_SECRET,
        }
      : null;
  const offered: PaymentProvider[] = [
    ...(cardGateway ? [cardGateway] : []),
    ...(btcpay ? ['btcpay' as const] : []),
  ];
  const [first = 'test', ...rest] = offered;
  const providers: readonly [PaymentProvider, ...PaymentProvider[]] = [first, ...rest];
  return { providers, payPal, stripe, btcpay, timeoutMs: e.PAYMENT_TIMEOUT_MS };
}

/**
 * Several API processes (WEB_CONCURRENCY above 1) need a database server, since the embedded one is
 * opened by one process only, and Redis, where they share what one process keeps in memory.
 */
function unsharedProcessSettings(e: Env): { name: keyof Env; message: string }[] {
  if (e.WEB_CONCURRENCY === 1) return [];
  const problems: { name: keyof Env; message: string }[] = [];
  if (e.DATABASE_URL === undefined) {
    problems.push({
      name: 'WEB_CONCURRENCY',
      message: 'above 1 needs DATABASE_URL: the embedded database is opened by one process only',
    });
  }
  if (e.REDIS_URL === undefined) {
    problems.push({
      name: 'WEB_CONCURRENCY',
      message:
        'above 1 needs REDIS_URL: the processes share their rate limits, sign-in limits and the pages’ ' +
        'notifications through Redis',
    });
  }
  return problems;
}

/**
 * Whether /api/dev/outbox lists the outbox, whose messages hold sign-in and password-reset links:
 * never with SMTP; by default only on a developer's machine (no PUBLIC_URL, no proxy in front).
 */
function isOutboxOn(e: Env): boolean {
  if (e.SMTP_URL !== undefined) return false;
  return e.DEV_OUTBOX === undefined
    ? e.PUBLIC_URL === undefined && e.TRUST_PROXY === false
    : isOn(e.DEV_OUTBOX);
}

/**
 * The outbox answers requests made on this machine only; behind a proxy every request is made on the
 * machine the proxy runs on, so the two are never on together.
 */
function exposedOutboxSettings(e: Env): { name: keyof Env; message: string }[] {
  if (e.DEV_OUTBOX === undefined || !isOn(e.DEV_OUTBOX) || e.TRUST_PROXY === false) return [];
  return [
    {
      name: 'DEV_OUTBOX',
      message:
        'cannot be on with TRUST_PROXY: behind a proxy the outbox, which holds sign-in links, would ' +
        'answer the proxy’s visitors',
    },
  ];
}

const INTERNAL_SETTINGS = {
  reader: { username: 'INTERNAL_READER_USERNAME', password: 'INTERNAL_READER_PASSWORD' },
  editor: { username: 'INTERNAL_EDITOR_USERNAME', password: 'INTERNAL_EDITOR_PASSWORD' },
} as const satisfies Record<InternalRole, { username: keyof Env; password: keyof Env }>;

/** The internal accounts' settings that make no sense: half a pair, one username for both roles. */
function incompleteInternalSettings(e: Env): { name: keyof Env; message: string }[] {
  const problems: { name: keyof Env; message: string }[] = [];
  for (const { username, password } of Object.values(INTERNAL_SETTINGS)) {
    if ((e[username] === undefined) !== (e[password] === undefined)) {
      const missing = e[username] === undefined ? username : password;
      problems.push({ name: missing, message: `set ${username} and ${password} together` });
    }
  }
  if (e.INTERNAL_READER_USERNAME !== undefined && e.INTERNAL_READER_USERNAME === e.INTERNAL_EDITOR_USERNAME) {
    problems.push({ name: 'INTERNAL_EDITOR_USERNAME', message: 'must differ from INTERNAL_READER_USERNAME' });
  }
  return problems;
}

/** Each internal role's username and password from the settings, or null when they are not set. */
function internalAccountSettings(e: Env): InternalAccountSettings {
  const credentials = (role: InternalRole) => {
    const username = e[INTERNAL_SETTINGS[role].username];
    const password = e[INTERNAL_SETTINGS[role].password];
    return username !== undefined && password !== undefined ? { username, password } : null;
  };
  return { reader: credentials('reader'), editor: credentials('editor') };
}

/** An internal account as the settings give it. */
export interface InternalCredentials {
  username: string;
  password: string;
}
export type InternalAccountSettings = Record<InternalRole, InternalCredentials | null>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function tileSource(template: string): string {
  const url = new URL(template.replace('{s}.', 'subdomain.').replace(/\{[a-z]\}/g, '0'));
  const host = template.includes('{s}.') ? url.host.replace(/^subdomain\./, '*.') : url.host;
  return `${url.protocol}//${host}`;
}

export type Config = ReturnType<typeof parseConfig>;

/** Parses the environment; throws a readable error listing every invalid variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable counts as unset (`PORT=` does not mean port 0).
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = EnvSchema.safeParse(set);
  const problems = result.success
    ? [
        ...incompletePaymentSettings(result.data),
        ...incompleteInternalSettings(result.data),
        ...unsharedProcessSettings(result.data),
        ...exposedOutboxSettings(result.data),
      ].map(({ name, message }) => `  ${name}: ${message}`)
    : result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  if (!result.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = result.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const siteUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const isOutboxPublic = isOutboxOn(e);
  return {
    /** HOST, else every interface; only this machine's while the outbox is on (its links are secrets). */
    host: e.HOST ?? (isOutboxPublic ? '127.0.0.1' : '0.0.0.0'),
    port: e.PORT,
    publicUrl: e.PUBLIC_URL,
    /** The site's address in emails and links: PUBLIC_URL, else http://localhost:PORT. */
    siteUrl,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres' as const, url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite' as const, dir: path.join(dataDir, 'pglite') },
    seedDemoData: e.SEED_DEMO_DATA,
    /** How many API processes answer on the port (server.ts): above 1, a primary forks them. */
    processes: e.WEB_CONCURRENCY,
    /** The Redis server the processes share state through (shared-state/redis.ts); null: memory. */
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
    uploadsDir: path.join(dataDir, 'uploads'),
    /** Files that are never served publicly (drivers' licences). */
    privateDir: path.join(dataDir, 'private'),
    log: { level: e.LOG_LEVEL, pretty: e.LOG_PRETTY },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    trustProxy: e.TRUST_PROXY,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    timeZone: e.TIME_ZONE,
    site: {
      languageByIp: e.LANGUAGE_BY_IP,
      defaultLanguage: e.DEFAULT_LANGUAGE,
      mapTileUrl: e.MAP_TILE_URL,
      /** Where the contact form's messages go (shown on the information pages). */
      contactEmail: e.CONTACT_EMAIL,
    },
    /** The map tiles' origin for the content security policy; a `{s}` subdomain becomes `*.`. */
    mapTileSource: tileSource(e.MAP_TILE_URL),
    /** Exchange rates for display (modules/currency). */
    currencyRates: {
      url: e.CURRENCY_RATES_URL,
      cacheSeconds: e.CURRENCY_RATES_CACHE_SECONDS,
      timeoutMs: e.CURRENCY_RATES_TIMEOUT_MS,
      waitMs: e.CURRENCY_RATES_WAIT_MS,
    },
    /** The visitor's country from their IP address, for the start language (modules/geo). */
    ipCountry: { urlTemplate: e.IP_COUNTRY_URL, timeoutMs: e.IP_COUNTRY_TIMEOUT_MS },
    /** Email (modules/email): SMTP when `smtpUrl` is set, else `.eml` files in `outboxDir`. */
    email: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
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
     * The site settings (modules/site-settings) as the environment gives them: in effect until an admin
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
    /** Accounts and sessions (modules/accounts). */
    accounts: {
      sessionDays: e.SESSION_DAYS,
      sessionBrowserHours: e.SESSION_BROWSER_HOURS,
      /** Cookies are Secure when the site is served over https. */
      secureCookies: siteUrl.startsWith('https://'),
      signInLimits: {
        perAccount: e.SIGN_IN_MAX_FAILURES,
        perAddress: e.SIGN_IN_ADDRESS_MAX_FAILURES,
        windowMs: e.SIGN_IN_WINDOW_MINUTES * 60_000,
        firstDelayMs: e.SIGN_IN_DELAY_SECONDS * 1000,
        longestDelayMs: Math.max(e.SIGN_IN_MAX_DELAY_SECONDS, e.SIGN_IN_DELAY_SECONDS) * 1000,
      },
      /** Requests per minute and address on the public forms (sign-up, leads, resend links). */
      formRateLimit: e.FORM_RATE_LIMIT_MAX,
      uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    },
    /** Social sign-in: each provider is on when its client id (and Facebook's secret) is set. */
    social: {
      google: e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL } : null,
      apple: e.APPLE_CLIENT_ID ? { clientId: e.APPLE_CLIENT_ID, jwksUrl: e.APPLE_JWKS_URL } : null,
      facebook:
        e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
          ? { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET, graphUrl: e.FACEBOOK_GRAPH_URL }
          : null,
      timeoutMs: e.SOCIAL_TIMEOUT_MS,
    },
    /** reCAPTCHA (spec: off by default): on when a secret is set. */
    recaptcha: e.RECAPTCHA_SECRET
      ? {
          secret: e.RECAPTCHA_SECRET,
          siteKey: e.RECAPTCHA_SITE_KEY ?? null,
          verifyUrl: e.RECAPTCHA_VERIFY_URL,
          minScore: e.RECAPTCHA_MIN_SCORE,
        }
      : null,
    /** Online payments: the providers offered (the default first) and the settings of each one set up. */
    payments: paymentSettings(e),
    /**
     * The internal area (modules/internal): the accounts the settings give, and the file, readable by
     * its owner only, where the accounts generated for the roles without settings are written.
     */
    internal: {
      accounts: internalAccountSettings(e),
      accountsFile: path.join(dataDir, INTERNAL_ACCOUNTS_FILE),
    },
  };
}

/**
 * What the start says before listening: settings that work but leave the site weaker than it looks.
 * TRUST_PROXY=true believes the first X-Forwarded-For address, which any client writes itself.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.trustProxy === true) {
    warnings.push(
      'TRUST_PROXY=true believes the X-Forwarded-For header of every client, so a client can choose ' +
        'its own address and every per-address limit (failed sign-ins, forms, the API’s rate limit) is ' +
        'bypassed. Set the number of proxies in front of the site instead (TRUST_PROXY=1 behind one) ' +
        'or their addresses (TRUST_PROXY=10.0.0.2).',
    );
  }
  return warnings;
}
