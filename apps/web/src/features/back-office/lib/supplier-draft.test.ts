import { AdminSupplierBodySchema } from '@roadbook/domain/admin-supplier-schema';
import type { AdminSupplier } from '@roadbook/domain/contracts/admin-suppliers';
import { describe, expect, it } from 'vitest';

import { supplierDraftOf, supplierInputOf } from './supplier-draft';

const SUPPLIER: AdminSupplier = {
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  name: 'Sol Rent',
  logo: null,
  email: 'sol@example.com',
  isEmailVerified: true,
  isApproved: true,
  isBlacklisted: false,
  carCount: 0,
  createdAt: '2026-09-01T09:00:00.000Z',
  phone: null,
  location: null,
  bio: 'Cars by the sea',
  language: 'es',
  approvedAt: '2026-09-02T09:00:00.000Z',
  settings: {
    priceChangeRate: -12.5,
    isPayAtCounterAllowed: false,
    isLicenceRequired: true,
    minimumRentalDays: 2,
  },
};

describe('the supplier editor’s values', () => {
  it('shows what is missing as blank text and numbers as typed', () => {
    expect(supplierDraftOf(SUPPLIER)).toEqual({
      name: 'Sol Rent',
      phone: '',
      location: '',
      bio: 'Cars by the sea',
      priceChangeRate: '-12.5',
      minimumRentalDays: '2',
      isPayAtCounterAllowed: false,
      isLicenceRequired: true,
    });
  });

  it.each([
    ['a blank rate is no rate', '', null],
    ['a decimal comma counts as a point', '7,25', 7.25],
    ['a negative rate lowers prices', ' -10 ', -10],
  ])('%s', (_name, typed, rate) => {
    const draft = { ...supplierDraftOf(SUPPLIER), phone: '+44 20 7946 0958', priceChangeRate: typed };
    const parsed = AdminSupplierBodySchema.safeParse(supplierInputOf(draft));
    expect(parsed.success && parsed.data.priceChangeRate).toBe(rate);
  });

  it('refuses words and a blank minimum with the schema’s codes', () => {
    const draft = { ...supplierDraftOf(SUPPLIER), priceChangeRate: 'ten', minimumRentalDays: ' ' };
    const parsed = AdminSupplierBodySchema.safeParse(supplierInputOf(draft));
    const issues = parsed.success
      ? []
      : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['phone', 'validation.required'],
        ['priceChangeRate', 'validation.invalidValue'],
        ['minimumRentalDays', 'validation.required'],
      ]),
    );
    expect(issues).toHaveLength(3);
  });
});
