// Amounts as PayPal and BTCPay Server write them: a decimal string of the currency's major unit
// ("123.45" USD), while Roadbook counts integer cents. Both ways are exact: no floating point.

/** 12345 → "123.45"; 5 → "0.05". */
export function toDecimalAmount(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError('an amount in minor units is a non-negative safe integer');
  }
  const cents = String(amountMinor).padStart(3, '0');
  return `${cents.slice(0, -2)}.${cents.slice(-2)}`;
}

/**
 * "123.45" → 12345, "10" → 1000, "10.5000" → 1050; null for anything that is not a whole number of
 * cents written plainly (a sign, an exponent, "10.001", "").
 */
export function minorFromDecimal(text: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(text);
  if (match === null) return null;
  const [, units = '', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) return null;
  return Number(units) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
}
