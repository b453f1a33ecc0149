import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, parsedOf } from './testing/field-errors.fixture';
import { isLuhnValid, makePaymentCardSchema } from './payment-card';

const NOW = new Date('2025-06-15T12:00:00Z');
const schema = makePaymentCardSchema(NOW);
const valid = { cardNumber: '4242 4242 4242 4242', expiryDate: '06/25', cardCode: '123' };

describe('isLuhnValid', () => {
  it.each([
    { digits: '79927398713', valid: true },
    { digits: '79927398710', valid: false },
    { digits: '4242424242424242', valid: true },
    { digits: '4242424242424241', valid: false },
  ])('$digits: $valid', ({ digits, valid }) => {
    expect(isLuhnValid(digits)).toBe(valid);
  });
});

describe('makePaymentCardSchema', () => {
  it('normalises a valid card', () => {
    expect(parsedOf(schema, valid)).toEqual({
      cardNumber: '4242424242424242',
      expiryDate: { month: 6, year: 2025 },
      cardCode: '123',
    });
  });

  it.each([
    { name: 'card number with dashes', change: { cardNumber: '4242-4242-4242-4242' }, errors: [] },
    { name: '12-digit card number', change: { cardNumber: '123456789015' }, errors: [] },
    { name: '19-digit card number', change: { cardNumber: '1234567890123456785' }, errors: [] },
    {
      name: 'card number failing Luhn',
      change: { cardNumber: '4242 4242 4242 4241' },
      errors: [{ path: 'cardNumber', code: 'validation.invalidCardNumber' }],
    },
    {
      name: '11-digit card number passing Luhn',
      change: { cardNumber: '79927398713' },
      errors: [{ path: 'cardNumber', code: 'validation.invalidCardNumber' }],
    },
    {
      name: '20-digit card number passing Luhn',
      change: { cardNumber: '12345678901234567894' },
      errors: [{ path: 'cardNumber', code: 'validation.invalidCardNumber' }],
    },
    {
      name: 'card number with letters',
      change: { cardNumber: '4242 4242 4242 424a' },
      errors: [{ path: 'cardNumber', code: 'validation.invalidCardNumber' }],
    },
    { name: 'expiry this month', change: { expiryDate: '06/25' }, errors: [] },
    { name: 'expiry with spaces', change: { expiryDate: '12 / 30' }, errors: [] },
    {
      name: 'expiry last month',
      change: { expiryDate: '05/25' },
      errors: [{ path: 'expiryDate', code: 'validation.invalidExpiryDate' }],
    },
    {
      name: 'expiry month 13',
      change: { expiryDate: '13/30' },
      errors: [{ path: 'expiryDate', code: 'validation.invalidExpiryDate' }],
    },
    {
      name: 'expiry without a slash',
      change: { expiryDate: '0630' },
      errors: [{ path: 'expiryDate', code: 'validation.invalidExpiryDate' }],
    },
    { name: '4-digit security code', change: { cardCode: '1234' }, errors: [] },
    {
      name: '2-digit security code',
      change: { cardCode: '12' },
      errors: [{ path: 'cardCode', code: 'validation.invalidCardCode' }],
    },
    {
      name: '5-digit security code',
      change: { cardCode: '12345' },
      errors: [{ path: 'cardCode', code: 'validation.invalidCardCode' }],
    },
  ])('$name', ({ change, errors }) => {
    expect(fieldErrorsOf(schema, { ...valid, ...change })).toEqual(errors);
  });

  it('requires every field', () => {
    expect(fieldErrorsOf(schema, { cardNumber: ' ', expiryDate: '' })).toEqual([
      { path: 'cardNumber', code: 'validation.required' },
      { path: 'expiryDate', code: 'validation.required' },
      { path: 'cardCode', code: 'validation.required' },
    ]);
  });

  it('counts the month in the marketplace time zone', () => {
    const endOfJune = new Date('2025-06-30T23:30:00Z'); // already July 1 in Tokyo
    const input = { ...valid, expiryDate: '06/25' };
    expect(fieldErrorsOf(makePaymentCardSchema(endOfJune), input)).toEqual([]);
    expect(fieldErrorsOf(makePaymentCardSchema(endOfJune, 'Asia/Tokyo'), input)).toEqual([
      { path: 'expiryDate', code: 'validation.invalidExpiryDate' },
    ]);
  });
});
