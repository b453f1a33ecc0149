// A supplier's settings (product-rules.md § Prices, § Roles and permissions): the percentage added to
// its prices, whether drivers may pay at the counter, whether a licence is required, and the
// shortest rental it takes.
import { z } from 'zod';
import { MINIMUM_RENTAL_DAYS_LIMITS, PRICE_CHANGE_RATE_LIMITS } from './constants';
import { addCodedIssue, withCode } from './schema-fields';

const required = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? 'validation.required' : 'validation.invalidValue',
};

interface NumberRule {
  min: number;
  max: number;
  /** Most digits after the point; 0 for a whole number. */
  decimals: number;
}

/** A number within [min, max] (validation.outOfRange { min, max }) with at most `decimals` decimals. */
function boundedNumber({ min, max, decimals }: NumberRule) {
  return z.number(required).superRefine((value, ctx) => {
    if (value < min || value > max) {
      addCodedIssue(ctx, 'validation.outOfRange', { min, max });
    } else if (decimals === 0 && !Number.isInteger(value)) {
      addCodedIssue(ctx, 'validation.invalidValue');
    } else if (Number(value.toFixed(decimals)) !== value) {
      addCodedIssue(ctx, 'validation.tooManyDecimals', { max: decimals });
    }
  });
}

export const SupplierSettingsSchema = z.object({
  /** Percent added to rental and options (negative lowers prices); null for none. */
  priceChangeRate: boundedNumber(PRICE_CHANGE_RATE_LIMITS).nullable(),
  isPayAtCounterAllowed: z.boolean(required),
  isLicenceRequired: z.boolean(required),
  minimumRentalDays: boundedNumber({ ...MINIMUM_RENTAL_DAYS_LIMITS, decimals: 0 }),
});
export type SupplierSettings = z.infer<typeof SupplierSettingsSchema>;

/** POST /api/update-supplier-settings: the settings, and which supplier when an admin sends them. */
export const UpdateSupplierSettingsBodySchema = SupplierSettingsSchema.extend({
  supplierId: z.uuid(withCode('validation.invalidValue')).optional(),
});
export type UpdateSupplierSettingsBody = z.infer<typeof UpdateSupplierSettingsBodySchema>;
