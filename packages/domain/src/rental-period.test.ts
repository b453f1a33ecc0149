import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, parsedOf } from './testing/field-errors.fixture';
import { findRentalPeriodIssue, makeRentalPeriodSchema } from './rental-period';

const NOW = new Date('2025-06-15T12:00:00Z');
const schema = makeRentalPeriodSchema(NOW);

describe('makeRentalPeriodSchema', () => {
  it('turns ISO strings with an offset into dates', () => {
    expect(parsedOf(schema, { from: '2025-06-16T10:00:00Z', to: '2025-06-18T12:00:00+02:00' })).toEqual({
      from: new Date('2025-06-16T10:00:00Z'),
      to: new Date('2025-06-18T10:00:00Z'),
    });
  });

  it('accepts Date objects as a form holds them', () => {
    const period = { from: new Date('2025-06-16T10:00:00Z'), to: new Date('2025-06-17T10:00:00Z') };
    expect(parsedOf(schema, period)).toEqual(period);
  });

  it.each([
    {
      name: 'pick-up exactly 1 hour ahead, rental exactly 1 hour',
      from: '2025-06-15T13:00:00Z',
      to: '2025-06-15T14:00:00Z',
      errors: [],
    },
    {
      name: 'pick-up 59 minutes ahead',
      from: '2025-06-15T12:59:00Z',
      to: '2025-06-16T12:00:00Z',
      errors: [{ path: 'from', code: 'validation.pickUpTooSoon', params: { count: 1 } }],
    },
    {
      name: 'pick-up in the past',
      from: '2025-06-01T12:00:00Z',
      to: '2025-06-16T12:00:00Z',
      errors: [{ path: 'from', code: 'validation.pickUpTooSoon', params: { count: 1 } }],
    },
    {
      name: 'drop-off 59 minutes after pick-up',
      from: '2025-06-16T10:00:00Z',
      to: '2025-06-16T10:59:00Z',
      errors: [{ path: 'to', code: 'validation.rentalTooShort', params: { count: 1 } }],
    },
    {
      name: 'drop-off before pick-up',
      from: '2025-06-16T10:00:00Z',
      to: '2025-06-15T10:00:00Z',
      errors: [{ path: 'to', code: 'validation.rentalTooShort', params: { count: 1 } }],
    },
    {
      name: 'a rental of exactly 365 days',
      from: '2025-06-16T10:00:00Z',
      to: '2026-06-16T10:00:00Z',
      errors: [],
    },
    {
      name: 'a rental of 365 days and 1 minute (366 rental days)',
      from: '2025-06-16T10:00:00Z',
      to: '2026-06-16T10:01:00Z',
      errors: [{ path: 'to', code: 'validation.rentalTooLong', params: { count: 365 } }],
    },
    {
      name: 'a drop-off in year 9999',
      from: '2025-06-16T10:00:00Z',
      to: '9999-12-31T10:00:00Z',
      errors: [{ path: 'to', code: 'validation.rentalTooLong', params: { count: 365 } }],
    },
    {
      name: 'a drop-off on February 30, which Date would roll over to March 2',
      from: '2027-02-27T10:00:00Z',
      to: '2027-02-30T10:00:00Z',
      errors: [{ path: 'to', code: 'validation.invalidDate' }],
    },
    {
      name: 'a pick-up at hour 24, which Date would move to the next day',
      from: '2027-02-27T24:00:00Z',
      to: '2027-03-01T10:00:00Z',
      errors: [{ path: 'from', code: 'validation.invalidDate' }],
    },
    {
      name: 'a date without a time',
      from: '2025-06-16',
      to: '2025-06-18T10:00:00Z',
      errors: [{ path: 'from', code: 'validation.invalidDate' }],
    },
    {
      name: 'a time without an offset',
      from: '2025-06-16T10:00:00Z',
      to: '2025-06-18T10:00:00',
      errors: [{ path: 'to', code: 'validation.invalidDate' }],
    },
    {
      name: 'words instead of dates',
      from: 'tomorrow',
      to: 'next week',
      errors: [
        { path: 'from', code: 'validation.invalidDate' },
        { path: 'to', code: 'validation.invalidDate' },
      ],
    },
    {
      name: 'pick-up too soon and a broken drop-off: both reported, no length check',
      from: '2025-06-15T12:30:00Z',
      to: 'soon',
      errors: [
        { path: 'to', code: 'validation.invalidDate' },
        { path: 'from', code: 'validation.pickUpTooSoon', params: { count: 1 } },
      ],
    },
  ])('$name', ({ from, to, errors }) => {
    expect(fieldErrorsOf(schema, { from, to })).toEqual(errors);
  });

  it('requires both dates', () => {
    expect(fieldErrorsOf(schema, {})).toEqual([
      { path: 'from', code: 'validation.required' },
      { path: 'to', code: 'validation.required' },
    ]);
  });

  it('measures from the given now', () => {
    const later = makeRentalPeriodSchema(new Date('2025-06-16T09:30:00Z'));
    expect(fieldErrorsOf(later, { from: '2025-06-16T10:00:00Z', to: '2025-06-17T10:00:00Z' })).toEqual([
      { path: 'from', code: 'validation.pickUpTooSoon', params: { count: 1 } },
    ]);
  });
});

describe('findRentalPeriodIssue', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  const at = (iso: string) => new Date(iso);
  it.each([
    ['pick-up in 59 minutes', '2026-06-01T10:59:00Z', '2026-06-02T10:00:00Z', 'validation.pickUpTooSoon'],
    ['pick-up in the past', '2026-05-31T10:00:00Z', '2026-06-02T10:00:00Z', 'validation.pickUpTooSoon'],
    ['rental of 59 minutes', '2026-06-01T12:00:00Z', '2026-06-01T12:59:00Z', 'validation.rentalTooShort'],
    ['drop-off before pick-up', '2026-06-02T12:00:00Z', '2026-06-01T12:00:00Z', 'validation.rentalTooShort'],
    ['rental of 366 days', '2026-06-02T10:00:00Z', '2027-06-03T10:00:00Z', 'validation.rentalTooLong'],
  ])('%s → %s', (_name, from, to, code) => {
    expect(findRentalPeriodIssue(at(from), at(to), now)?.code).toBe(code);
  });

  it('accepts pick-up exactly one hour ahead for exactly one hour, and agrees with the schema', () => {
    const from = at('2026-06-01T11:00:00Z');
    const to = at('2026-06-01T12:00:00Z');
    expect(findRentalPeriodIssue(from, to, now)).toBeNull();
    expect(makeRentalPeriodSchema(now).safeParse({ from, to }).success).toBe(true);
  });
});
