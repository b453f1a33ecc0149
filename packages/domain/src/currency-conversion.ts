// The currency converter's input (product-rules.md § Accounts and forms): a supported ISO 4217 code and a positive amount.
import { z } from 'zod';
import { isCurrency, type Currency } from './currencies';
import { addCodedIssue, withCode } from './schema-fields';

/** A supported code, case-insensitive in, upper case out; else currency.unsupported { code }. */
export const CurrencyCodeSchema = z
  .string(withCode('validation.required'))
  .trim()
  .toUpperCase()
  .transform((code, ctx): Currency => {
    if (isCurrency(code)) return code;
    addCodedIssue(
      ctx,
      code === '' ? 'validation.required' : 'currency.unsupported',
      code === '' ? {} : { code },
    );
    return z.NEVER;
  });

/** A finite amount above zero, given as a number or a numeric string (query strings, inputs). */
export const PositiveAmountSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    return value.trim() === '' ? undefined : Number(value);
  },
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.amountNotPositive'),
    })
    .positive(withCode('validation.amountNotPositive')),
);

export const CurrencyConversionSchema = z.object({
  code: CurrencyCodeSchema,
  amount: PositiveAmountSchema,
});
export type CurrencyConversion = z.infer<typeof CurrencyConversionSchema>;
