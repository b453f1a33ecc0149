import { describe, expect, it } from 'vitest';
import { CurrencyConversionSchema } from './currency-conversion';
import { fieldErrorsOf, parsedOf } from './testing/field-errors.fixture';

describe('CurrencyConversionSchema', () => {
  it.each([
    {
      name: 'a lower-case code and a numeric string',
      input: { code: ' eur ', amount: '12.5' },
      output: { code: 'EUR', amount: 12.5 },
    },
    { name: 'a number amount', input: { code: 'MAD', amount: 0.01 }, output: { code: 'MAD', amount: 0.01 } },
  ])('accepts $name', ({ input, output }) => {
    expect(parsedOf(CurrencyConversionSchema, input)).toEqual(output);
  });

  it.each([
    {
      name: 'an unsupported code',
      input: { code: 'xxx', amount: 1 },
      errors: [{ path: 'code', code: 'currency.unsupported', params: { code: 'XXX' } }],
    },
    {
      name: 'an empty code',
      input: { code: '', amount: 1 },
      errors: [{ path: 'code', code: 'validation.required' }],
    },
    {
      name: 'a zero amount',
      input: { code: 'USD', amount: 0 },
      errors: [{ path: 'amount', code: 'validation.amountNotPositive' }],
    },
    {
      name: 'a negative amount',
      input: { code: 'USD', amount: '-3' },
      errors: [{ path: 'amount', code: 'validation.amountNotPositive' }],
    },
    {
      name: 'a word as amount',
      input: { code: 'USD', amount: 'ten' },
      errors: [{ path: 'amount', code: 'validation.amountNotPositive' }],
    },
    {
      name: 'an infinite amount',
      input: { code: 'USD', amount: Infinity },
      errors: [{ path: 'amount', code: 'validation.amountNotPositive' }],
    },
    {
      name: 'a blank amount',
      input: { code: 'USD', amount: ' ' },
      errors: [{ path: 'amount', code: 'validation.required' }],
    },
    {
      name: 'nothing at all',
      input: {},
      errors: [
        { path: 'code', code: 'validation.required' },
        { path: 'amount', code: 'validation.required' },
      ],
    },
  ])('refuses $name', ({ input, errors }) => {
    expect(fieldErrorsOf(CurrencyConversionSchema, input)).toEqual(errors);
  });
});
