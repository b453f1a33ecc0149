// How prices are shown: the display currency and its rate, provided by the currency feature
// (features/currency/components/CurrencyProvider) and read by <Price> and usePriceFormatter. Without a
// provider, prices show in US dollars.
import { BASE_CURRENCY } from '@roadbook/domain/constants';
import { createContext } from 'react';

export interface PriceDisplay {
  /** ISO 4217 code the amounts are shown in. */
  currency: string;
  /** Units of `currency` one US dollar buys. */
  rate: number;
  /** The day of the rates (YYYY-MM-DD) when they come from the API's snapshot: amounts are approximate. */
  approximateAsOf: string | null;
}

export const BASE_PRICE_DISPLAY: PriceDisplay = { currency: BASE_CURRENCY, rate: 1, approximateAsOf: null };

export const PriceDisplayContext = createContext<PriceDisplay>(BASE_PRICE_DISPLAY);

const fractionDigitsCache = new Map<string, number>();

/** Decimals of a currency's minor unit (2 for USD and EUR, 0 for JPY, 3 for KWD). */
function fractionDigitsOf(currency: string): number {
  let digits = fractionDigitsCache.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    fractionDigitsCache.set(currency, digits);
  }
  return digits;
}

/** An amount in minor units of USD, converted to minor units of the display currency (rounded half up). */
export function toDisplayMinor(usdMinor: number, display: PriceDisplay): number {
  if (display.currency === BASE_CURRENCY) return usdMinor;
  const major = (usdMinor / 10 ** fractionDigitsOf(BASE_CURRENCY)) * display.rate;
  const minor = major * 10 ** fractionDigitsOf(display.currency);
  return Math.sign(minor) * Math.round(Math.abs(minor));
}
