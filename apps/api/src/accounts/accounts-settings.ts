// The accounts area's settings: sessions, the limits on sign-ins and public forms, uploads, and the
// social sign-in providers (each on when its client id, and Facebook's secret, is set).
import { z } from 'zod';
import type { ServerSettings } from '../settings-fields';

export const AccountsEnvSchema = z.object({
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_BROWSER_HOURS: z.coerce.number().int().min(1).max(24).default(24),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  SIGN_IN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).max(10_000).default(20),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  // Past SIGN_IN_MAX_FAILURES, each attempt for the account waits this long, doubled for each further
  // failure, up to SIGN_IN_MAX_DELAY_SECONDS (platform/credentials/sign-in-limits.ts).
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
});
type Env = z.infer<typeof AccountsEnvSchema>;

/** The accounts area's settings. */
export function accountsSettings(e: Env, { siteUrl }: Pick<ServerSettings, 'siteUrl'>) {
  return {
    /** Accounts and sessions (accounts/accounts). */
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
  };
}
