// The marketplace's settings that admins change in the back office while the site runs
// (product-rules.md § Back office, § Limits and settings): the maintenance page, hiding the suppliers,
// the minimum age, the payment window, the late-cancellation fee and the most pick-up places a
// supplier's cars serve. The environment gives their values until an admin saves them; the same
// schema checks the back office's form and the API's body.
import * as z from 'zod/mini';
import { MINIMUM_AGE } from '../constants';
import type { ErrorCode } from '../error-codes';

/** The range of each number setting, both ends included. */
export const SITE_SETTINGS_LIMITS = {
  minimumAge: { min: MINIMUM_AGE, max: 99 },
  paymentWindowMinutes: { min: 5, max: 1440 },
  lateCancellationFeePercent: { min: 0, max: 100 },
  maxLocationsPerSupplier: { min: 1, max: 1000 },
} as const;

/** How many distinct pick-up places a supplier's cars serve at most, unless set otherwise. */
export const DEFAULT_MAX_LOCATIONS_PER_SUPPLIER = 50;

const required = {
  error: (issue: { input?: unknown }): ErrorCode =>
    issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalidValue',
};

/** A whole number within [min, max]: validation.invalidValue, then validation.outOfRange { min, max }. */
function wholeNumber({ min, max }: { min: number; max: number }) {
  return z.number(required).check(
    z.refine(Number.isInteger, { error: 'validation.invalidValue', abort: true }),
    z.refine((value) => value >= min && value <= max, {
      error: 'validation.outOfRange',
      params: { min, max },
    }),
  );
}

/** PUT /api/admin/settings takes them whole; GET answers the ones in effect. */
export const SiteSettingsSchema = z.object({
  /** `/` shows the maintenance page instead of going to /home. */
  maintenance: z.boolean(required),
  /** The suppliers' page and sections are hidden (the search still names a car's supplier). */
  hideSuppliers: z.boolean(required),
  /** The youngest an account holder or a driver may be (a car may ask for more). */
  minimumAge: wholeNumber(SITE_SETTINGS_LIMITS.minimumAge),
  /** How long an online checkout holds the car while the driver pays. */
  paymentWindowMinutes: wholeNumber(SITE_SETTINGS_LIMITS.paymentWindowMinutes),
  /** What a cancellation less than 24 hours before pick-up keeps, in % of the total. */
  lateCancellationFeePercent: wholeNumber(SITE_SETTINGS_LIMITS.lateCancellationFeePercent),
  /** The most distinct pick-up places one supplier's cars serve altogether. */
  maxLocationsPerSupplier: wholeNumber(SITE_SETTINGS_LIMITS.maxLocationsPerSupplier),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
export type SiteSetting = keyof SiteSettings;

/** The admin who last saved the settings (null once their account is gone). */
const ChangedBySchema = z.nullable(z.object({ id: z.uuid(), fullName: z.string() }));

/** GET and PUT /api/admin/settings: the settings in effect, and when and by whom they were last saved. */
export const SiteSettingsResponseSchema = z.object({
  settings: SiteSettingsSchema,
  /** Null while no admin ever saved them: the environment's values apply. */
  updatedAt: z.nullable(z.string()),
  updatedBy: ChangedBySchema,
});
export type SiteSettingsResponse = z.infer<typeof SiteSettingsResponseSchema>;
