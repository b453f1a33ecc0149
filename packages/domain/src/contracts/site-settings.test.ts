import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation-issues';
import { SITE_SETTINGS_LIMITS, SiteSettingsSchema, type SiteSettings } from './site-settings';

const VALID: SiteSettings = {
  maintenance: true,
  hideSuppliers: false,
  minimumAge: 21,
  paymentWindowMinutes: 30,
  lateCancellationFeePercent: 20,
  maxLocationsPerSupplier: 50,
};

function errorsOf(change: Record<string, unknown>) {
  const result = SiteSettingsSchema.safeParse({ ...VALID, ...change });
  return result.success ? [] : toFieldErrors(result.error);
}

describe('SiteSettingsSchema', () => {
  it.each(Object.entries(SITE_SETTINGS_LIMITS))(
    'takes %s at both ends of its range',
    (name, { min, max }) => {
      expect(errorsOf({ [name]: min })).toEqual([]);
      expect(errorsOf({ [name]: max })).toEqual([]);
    },
  );

  it.each([
    [
      'a minimum age under 21',
      { minimumAge: 20 },
      'minimumAge',
      'validation.outOfRange',
      { min: 21, max: 99 },
    ],
    [
      'a payment window over a day',
      { paymentWindowMinutes: 1441 },
      'paymentWindowMinutes',
      'validation.outOfRange',
      { min: 5, max: 1440 },
    ],
    [
      'a negative fee',
      { lateCancellationFeePercent: -1 },
      'lateCancellationFeePercent',
      'validation.outOfRange',
      { min: 0, max: 100 },
    ],
    [
      'no place at all',
      { maxLocationsPerSupplier: 0 },
      'maxLocationsPerSupplier',
      'validation.outOfRange',
      { min: 1, max: 1000 },
    ],
    [
      'a fraction',
      { maxLocationsPerSupplier: 2.5 },
      'maxLocationsPerSupplier',
      'validation.invalidValue',
      undefined,
    ],
    ['a number as text', { minimumAge: '30' }, 'minimumAge', 'validation.invalidValue', undefined],
    ['a flag as text', { maintenance: 'on' }, 'maintenance', 'validation.invalidValue', undefined],
    ['a missing flag', { hideSuppliers: undefined }, 'hideSuppliers', 'validation.required', undefined],
    [
      'a missing number',
      { paymentWindowMinutes: null },
      'paymentWindowMinutes',
      'validation.required',
      undefined,
    ],
  ])('refuses %s', (_name, change, path, code, params) => {
    expect(errorsOf(change)).toEqual([params === undefined ? { path, code } : { path, code, params }]);
  });
});
