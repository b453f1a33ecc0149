// API contracts use zod/mini: the same schema validates on the server and parses in the browser,
// where the tree-shakable mini build keeps the page light.
import * as z from 'zod/mini';
import { BASE_CURRENCY, LANGUAGES } from '../constants';

/** GET /api/config: the public settings the web app needs at start. */
export const SiteConfigSchema = z.object({
  maintenance: z.boolean(),
  hideSuppliers: z.boolean(),
  languageByIp: z.boolean(),
  defaultLanguage: z.enum(LANGUAGES),
  mapTileUrl: z.string(),
  baseCurrency: z.literal(BASE_CURRENCY),
  /** The public ids of the configured social sign-in providers (null: no button). */
  socialSignIn: z.object({
    google: z.nullable(z.string()),
    apple: z.nullable(z.string()),
    facebook: z.nullable(z.string()),
  }),
  /** reCAPTCHA's site key when the forms ask for it, else null. */
  recaptchaSiteKey: z.nullable(z.string()),
  /** The marketplace's time zone (IANA), in which bookings' times are told. */
  timeZone: z.string(),
  /** What a cancellation less than 24 hours before pick-up keeps, in % of the total (the terms say it). */
  lateCancellationFeePercent: z.int().check(z.minimum(0), z.maximum(100)),
  /** The marketplace's contact address (CONTACT_EMAIL), which the information pages give. */
  contactEmail: z.string(),
  /** The youngest a driver may be (a car may ask for more); the FAQ and the terms say it. */
  minimumAge: z.int(),
  /** How long a vehicle is held while the driver pays online. */
  paymentWindowMinutes: z.int(),
  /** How long the session cookie lasts with "stay connected", and without (the cookie policy). */
  sessionDays: z.int(),
  sessionBrowserHours: z.int(),
  /** PayPal's public client id for its button when PayPal is the card gateway, else null. */
  payPalClientId: z.nullable(z.string()),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
