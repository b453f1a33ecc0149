// API contracts use zod/mini: the same schema validates on the server and parses in the browser,
// where the tree-shakable mini build keeps the page light.
import * as z from 'zod/mini';
import { BASE_CURRENCY } from '../constants';
import { CURRENCIES } from '../currencies';

/**
 * Where rates come from: `live` from the rates provider (cached), `snapshot` from the dated table
 * bundled with the API, served while the provider cannot be reached; amounts converted with it are
 * approximate and the page says so.
 */
export const RATE_SOURCES = ['live', 'snapshot'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

/**
 * GET /api/currency-rates: how many units of each supported currency one US dollar buys, for display
 * only (charges are in USD). A currency the rates lack is absent from `rates`.
 */
export const CurrencyRatesSchema = z.object({
  base: z.literal(BASE_CURRENCY),
  rates: z.partialRecord(z.enum(CURRENCIES), z.number().check(z.positive())),
  /** The calendar day (UTC) the rates are from, YYYY-MM-DD. */
  date: z.iso.date(),
  source: z.enum(RATE_SOURCES),
});
export type CurrencyRates = z.infer<typeof CurrencyRatesSchema>;
