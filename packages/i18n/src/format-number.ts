// Number and money formatting (product-rules.md § Prices). Written by hand rather than with
// Intl.NumberFormat's grouping, whose output differs from the rule: French uses a narrow no-break
// space and Spanish does not group four-digit numbers.

import type { Language } from '@roadbook/domain/constants';

type Separators = { readonly group: string; readonly decimal: string };

const SEPARATORS: Readonly<Record<Language, Separators>> = {
  en: { group: ',', decimal: '.' },
  fr: { group: ' ', decimal: ',' },
  es: { group: ' ', decimal: ',' },
};

/**
 * Formats a number with the language's separators: `1,234,567.5` in English, `1 234 567,5` in French
 * and Spanish (a plain space, U+0020). Digits are grouped by three from 1,000 up, `-` marks negative
 * numbers, and the value is rounded half away from zero to `fractionDigits` (0 to 20) decimals.
 * A value that is not finite is returned as `String(value)`.
 */
export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  if (!Number.isInteger(fractionDigits) || fractionDigits < 0 || fractionDigits > 20) {
    throw new RangeError(`fractionDigits must be an integer from 0 to 20, got ${fractionDigits}`);
  }
  // Plain digits, correctly rounded, never in exponent notation; `-0` and values rounding to zero
  // lose their sign.
  const plain = value.toLocaleString('en-US', {
    useGrouping: false,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    signDisplay: 'negative',
  });
  const isNegative = plain.startsWith('-');
  const unsigned = isNegative ? plain.slice(1) : plain;
  const [integerPart = '0', fractionPart] = unsigned.split('.');
  return composeNumber(isNegative, integerPart, fractionPart, SEPARATORS[language]);
}

/** Symbols used instead of the ISO code; every other currency shows its code. */
const CURRENCY_SYMBOLS: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  USD: { en: '$', fr: '$US', es: 'US$' },
  EUR: { en: '€', fr: '€', es: '€' },
  GBP: { en: '£', fr: '£', es: '£' },
};

/**
 * Formats an amount given in minor units (cents) of `currency`, an ISO 4217 code. The number of
 * decimals is the currency's own (2 for USD and EUR, 0 for JPY), from the platform's currency data.
 * English puts the symbol or code first (`$1,234.50`, `-$5.00`, `MAD 1,234.50`), French and Spanish
 * after the number (`1 234,50 $US`, `1 234,50 US$`, `1 234,50 €`, `1 234,50 MAD`). A non-integer
 * amount is first rounded half away from zero to whole minor units.
 */
export function formatMoney(minor: number, currency: string, language: Language): string {
  if (!Number.isFinite(minor)) return String(minor);
  const code = currency.toUpperCase();
  const digits = currencyFractionDigits(code);
  const units = Math.sign(minor) * Math.round(Math.abs(minor));
  const isNegative = units < 0;
  const padded = Math.abs(units)
    .toLocaleString('en-US', { useGrouping: false })
    .padStart(digits + 1, '0');
  const integerPart = padded.slice(0, padded.length - digits);
  const fractionPart = digits > 0 ? padded.slice(padded.length - digits) : undefined;
  const separators = SEPARATORS[language];
  const symbol = CURRENCY_SYMBOLS[code]?.[language] ?? code;
  if (language === 'en') {
    const amount = composeNumber(false, integerPart, fractionPart, separators);
    const prefix = /^[A-Z]+$/.test(symbol) ? `${symbol} ` : symbol;
    return `${isNegative ? '-' : ''}${prefix}${amount}`;
  }
  return `${composeNumber(isNegative, integerPart, fractionPart, separators)} ${symbol}`;
}

function currencyFractionDigits(code: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    // Not a well-formed currency code: show it as given, with the common two decimals.
    return 2;
  }
}

function composeNumber(
  isNegative: boolean,
  integerPart: string,
  fractionPart: string | undefined,
  separators: Separators,
): string {
  const grouped = integerPart.replace(/\B(?=(\d{3})+$)/g, separators.group);
  const sign = isNegative ? '-' : '';
  return fractionPart ? `${sign}${grouped}${separators.decimal}${fractionPart}` : `${sign}${grouped}`;
}
