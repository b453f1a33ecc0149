// POST /api/quotes: the server's price of a car for a period and options (product-rules.md § Prices).
import * as z from 'zod/mini';
import { BASE_CURRENCY } from '../constants';
import { CAR_OPTIONS } from '../enums';
import { QUOTE_LINE_CODES } from '../pricing';

const minor = z.int().check(z.nonnegative());

export const QuoteLineSchema = z.object({
  code: z.enum(QUOTE_LINE_CODES),
  quantity: z.int(),
  unitMinor: z.int(),
  totalMinor: z.int(),
});

export const QuoteSchema = z.object({
  currency: z.literal(BASE_CURRENCY),
  days: z.int().check(z.minimum(1)),
  lines: z.array(QuoteLineSchema),
  totalMinor: minor,
});
export type QuoteBody = z.infer<typeof QuoteSchema>;

/** Dates are ISO 8601 date-times with an offset; the period rules apply as of now. */
export const QuoteRequestSchema = z.object({
  carId: z.uuid(),
  from: z.string(),
  to: z.string(),
  options: z._default(z.array(z.enum(CAR_OPTIONS)).check(z.maxLength(CAR_OPTIONS.length)), []),
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

export const QuoteResponseSchema = z.object({ quote: QuoteSchema });
