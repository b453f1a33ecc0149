import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, parsedOf } from './testing/field-errors.fixture';
import {
  ChangePasswordSchema,
  FirstPasswordSchema,
  makeProfileSchema,
  makeSignUpSchema,
  NewPasswordSchema,
} from './account-schemas';
import { CarBlockInputSchema } from './car-block-schema';
import { HelpArticleInputSchema, NewHelpArticleInputSchema } from './help-article-schema';
import { SupplierSignUpSchema } from './join-schemas';
import { makeRentalPeriodSchema } from './rental-period';
import { DateTimeSchema, parseDateTime } from './schema-fields';

describe('DateTimeSchema', () => {
  it.each([
    { input: '2027-02-28T10:00:00Z', instant: '2027-02-28T10:00:00.000Z' },
    { input: '2028-02-29T23:59:59.999Z', instant: '2028-02-29T23:59:59.999Z' },
    { input: '2027-03-01T00:30+01:00', instant: '2027-02-28T23:30:00.000Z' },
    { input: '2027-12-31T23:00:00-05:30', instant: '2028-01-01T04:30:00.000Z' },
  ])('reads $input as $instant', ({ input, instant }) => {
    expect(parsedOf(DateTimeSchema, input)).toEqual(new Date(instant));
  });

  it.each([
    { name: 'February 30 (Date rolls it over to March 2)', input: '2027-02-30T10:00:00Z' },
    { name: 'February 29 of a common year', input: '2027-02-29T10:00:00Z' },
    { name: 'April 31', input: '2027-04-31T10:00:00Z' },
    { name: 'month 13', input: '2027-13-01T10:00:00Z' },
    { name: 'day 0', input: '2027-02-00T10:00:00Z' },
    { name: 'hour 24 (Date moves it to the next day)', input: '2027-02-27T24:00:00Z' },
    { name: 'minute 60', input: '2027-02-27T23:60:00Z' },
    { name: 'second 60', input: '2027-02-27T23:59:60Z' },
    { name: 'an offset of 24 hours', input: '2027-02-27T10:00:00+24:00' },
    { name: 'an offset minute 60', input: '2027-02-27T10:00:00+01:60' },
    { name: 'no offset', input: '2027-02-27T10:00:00' },
    { name: 'a date alone', input: '2027-02-27' },
    { name: 'an invalid Date object', input: new Date('nope') },
    { name: 'a number', input: 1_800_000_000_000 },
  ])('refuses $name', ({ input }) => {
    expect(fieldErrorsOf(DateTimeSchema, input)).toEqual([{ path: '', code: 'validation.invalidDate' }]);
  });

  it('asks for a missing date', () => {
    expect(fieldErrorsOf(DateTimeSchema, '')).toEqual([{ path: '', code: 'validation.required' }]);
    expect(fieldErrorsOf(DateTimeSchema, undefined)).toEqual([{ path: '', code: 'validation.required' }]);
  });
});

describe('parseDateTime', () => {
  it('returns null rather than another date for a day that does not exist', () => {
    expect(parseDateTime('2027-02-30T10:00:00Z')).toBeNull();
    expect(parseDateTime('2027-02-27T24:00:00Z')).toBeNull();
    expect(parseDateTime('2027-02-27T10:00:00Z')).toEqual(new Date('2027-02-27T10:00:00Z'));
  });
});

describe('object refinements on a body that is no object', () => {
  // A multipart form sent to a JSON route reaches validation as null: refused, never thrown.
  const now = new Date('2030-01-01T00:00:00Z');
  it.each([
    ['SupplierSignUpSchema', SupplierSignUpSchema],
    ['ChangePasswordSchema', ChangePasswordSchema],
    ['FirstPasswordSchema', FirstPasswordSchema],
    ['NewPasswordSchema', NewPasswordSchema],
    ['HelpArticleInputSchema', HelpArticleInputSchema],
    ['NewHelpArticleInputSchema', NewHelpArticleInputSchema],
    ['CarBlockInputSchema', CarBlockInputSchema],
    ['the sign-up schema', makeSignUpSchema(now)],
    ['the profile schema', makeProfileSchema(now)],
    ['the rental period schema', makeRentalPeriodSchema(now)],
  ] as const)('%s refuses null, a string, an array and nothing', (_name, schema) => {
    for (const input of [null, 'text', [], undefined, 42]) {
      expect(() => schema.safeParse(input)).not.toThrow();
      expect(schema.safeParse(input).success).toBe(false);
    }
  });
});
