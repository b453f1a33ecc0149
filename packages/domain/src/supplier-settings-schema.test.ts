import { describe, expect, it } from 'vitest';
import { SupplierSettingsSchema, UpdateSupplierSettingsBodySchema } from './supplier-settings-schema';
import { fieldErrorsOf, parsedOf } from './testing/field-errors.fixture';

const valid = {
  priceChangeRate: 12.5,
  isPayAtCounterAllowed: true,
  isLicenceRequired: false,
  minimumRentalDays: 3,
};

describe('SupplierSettingsSchema', () => {
  it.each([
    { name: 'valid settings', change: {}, errors: [] },
    { name: 'no price change rate', change: { priceChangeRate: null }, errors: [] },
    { name: 'a rate of -100 %', change: { priceChangeRate: -100 }, errors: [] },
    { name: 'a rate of 999.99 %', change: { priceChangeRate: 999.99 }, errors: [] },
    { name: 'a rate with two decimals', change: { priceChangeRate: 2.55 }, errors: [] },
    {
      name: 'a rate under -100 %',
      change: { priceChangeRate: -100.01 },
      errors: [
        { path: 'priceChangeRate', code: 'validation.outOfRange', params: { min: -100, max: 999.99 } },
      ],
    },
    {
      name: 'a rate of 1000 %',
      change: { priceChangeRate: 1000 },
      errors: [
        { path: 'priceChangeRate', code: 'validation.outOfRange', params: { min: -100, max: 999.99 } },
      ],
    },
    {
      name: 'a rate with three decimals',
      change: { priceChangeRate: 2.555 },
      errors: [{ path: 'priceChangeRate', code: 'validation.tooManyDecimals', params: { max: 2 } }],
    },
    {
      name: 'a rate given as text',
      change: { priceChangeRate: '5' },
      errors: [{ path: 'priceChangeRate', code: 'validation.invalidValue' }],
    },
    {
      name: 'a rate left out',
      change: { priceChangeRate: undefined },
      errors: [{ path: 'priceChangeRate', code: 'validation.required' }],
    },
    { name: 'a minimum of 1 day', change: { minimumRentalDays: 1 }, errors: [] },
    { name: 'a minimum of 90 days', change: { minimumRentalDays: 90 }, errors: [] },
    {
      name: 'a minimum of 0 days',
      change: { minimumRentalDays: 0 },
      errors: [{ path: 'minimumRentalDays', code: 'validation.outOfRange', params: { min: 1, max: 90 } }],
    },
    {
      name: 'a minimum of 91 days',
      change: { minimumRentalDays: 91 },
      errors: [{ path: 'minimumRentalDays', code: 'validation.outOfRange', params: { min: 1, max: 90 } }],
    },
    {
      name: 'a minimum of 2.5 days',
      change: { minimumRentalDays: 2.5 },
      errors: [{ path: 'minimumRentalDays', code: 'validation.invalidValue' }],
    },
    {
      name: 'a minimum that is not a number',
      change: { minimumRentalDays: null },
      errors: [{ path: 'minimumRentalDays', code: 'validation.invalidValue' }],
    },
    {
      name: 'pay at the counter as text',
      change: { isPayAtCounterAllowed: 'true' },
      errors: [{ path: 'isPayAtCounterAllowed', code: 'validation.invalidValue' }],
    },
    {
      name: 'the licence rule left out',
      change: { isLicenceRequired: undefined },
      errors: [{ path: 'isLicenceRequired', code: 'validation.required' }],
    },
  ])('$name', ({ change, errors }) => {
    expect(fieldErrorsOf(SupplierSettingsSchema, { ...valid, ...change })).toEqual(errors);
  });
});

describe('UpdateSupplierSettingsBodySchema', () => {
  it('takes the supplier an admin names, as a uuid', () => {
    const supplierId = '0b8f2f4e-2c1a-4c1e-9f0a-4f5b6c7d8e9f';
    expect(parsedOf(UpdateSupplierSettingsBodySchema, { ...valid, supplierId })).toEqual({
      ...valid,
      supplierId,
    });
    expect(parsedOf(UpdateSupplierSettingsBodySchema, valid)).toEqual(valid);
    expect(fieldErrorsOf(UpdateSupplierSettingsBodySchema, { ...valid, supplierId: 'nope' })).toEqual([
      { path: 'supplierId', code: 'validation.invalidValue' },
    ]);
  });
});
