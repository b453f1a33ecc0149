// Integer money in minor units (product-decisions 3): one rounding, half up, computed exactly.
import { DomainError } from './error-codes';

/** Percentages are exact up to this many decimals (12.3456 %). */
const RATE_SCALE = 10_000;

/** True for an amount in minor units: a safe, non-negative integer. */
export function isMinorAmount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/**
 * `amountMinor * (1 + ratePercent / 100)`, rounded once, half up, without floating-point error.
 * The rate may be negative down to -100 and have up to four decimals; anything else is refused.
 */
export function applyPercentage(amountMinor: number, ratePercent: number): number {
  if (!isMinorAmount(amountMinor)) throw new DomainError('validation.invalidValue', { field: 'amount' });
  const scaledRate = Math.round(ratePercent * RATE_SCALE);
  if (
    !Number.isFinite(ratePercent) ||
    ratePercent < -100 ||
    Math.abs(ratePercent * RATE_SCALE - scaledRate) > 1e-6
  ) {
    throw new DomainError('validation.invalidValue', { field: 'priceChangeRate' });
  }
  const denominator = BigInt(100 * RATE_SCALE);
  const numerator = BigInt(amountMinor) * (denominator + BigInt(scaledRate));
  const rounded = (numerator * 2n + denominator) / (denominator * 2n);
  const result = Number(rounded);
  if (!Number.isSafeInteger(result)) throw new DomainError('validation.invalidValue', { field: 'amount' });
  return result;
}
