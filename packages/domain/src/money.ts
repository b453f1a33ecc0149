// Integer money in minor units (product-rules.md § Prices): one rounding, half up, computed exactly.
import { PRICE_CHANGE_RATE_LIMITS } from './constants';
import { DomainError } from './error-codes';

/** Percentages are exact up to PRICE_CHANGE_RATE_LIMITS.decimals decimals (12.34 %). */
const RATE_SCALE = 10 ** PRICE_CHANGE_RATE_LIMITS.decimals;

/** True for an amount in minor units: a safe, non-negative integer. */
export function isMinorAmount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/**
 * True for a supplier's price change rate as its numeric(5,2) column stores it: from -100 to 999.99
 * percent, with at most two decimals (12.34 yes, 12.345 no).
 */
export function isPriceChangeRate(ratePercent: number): boolean {
  return (
    Number.isFinite(ratePercent) &&
    ratePercent >= PRICE_CHANGE_RATE_LIMITS.min &&
    ratePercent <= PRICE_CHANGE_RATE_LIMITS.max &&
    Math.abs(ratePercent * RATE_SCALE - Math.round(ratePercent * RATE_SCALE)) <= 1e-6
  );
}

/**
 * `amountMinor * (1 + ratePercent / 100)`, rounded once, half up, without floating-point error.
 * The rate must be a price change rate (isPriceChangeRate); anything else is refused.
 */
export function applyPercentage(amountMinor: number, ratePercent: number): number {
  if (!isMinorAmount(amountMinor)) throw new DomainError('validation.invalidValue', { field: 'amount' });
  if (!isPriceChangeRate(ratePercent)) {
    throw new DomainError('validation.invalidValue', { field: 'priceChangeRate' });
  }
  const scaledRate = Math.round(ratePercent * RATE_SCALE);
  // In plain numbers while every step is a safe integer (any price a quote allows), else in BigInt.
  const plainDenominator = 100 * RATE_SCALE;
  const plainNumerator = amountMinor * (plainDenominator + scaledRate) * 2 + plainDenominator;
  if (Number.isSafeInteger(plainNumerator)) {
    return (plainNumerator - (plainNumerator % (plainDenominator * 2))) / (plainDenominator * 2);
  }
  const denominator = BigInt(100 * RATE_SCALE);
  const numerator = BigInt(amountMinor) * (denominator + BigInt(scaledRate));
  const rounded = (numerator * 2n + denominator) / (denominator * 2n);
  const result = Number(rounded);
  if (!Number.isSafeInteger(result)) throw new DomainError('validation.invalidValue', { field: 'amount' });
  return result;
}
