import { readDecimal, scaledToString } from './decimal';
import { domainError, type KernelError } from './errors';
import type { MinorUnits } from './money-types';
import { err, ok, type Result } from './result';
import { floorDiv, roundHalfUpDiv, toSafeNumber } from './rounding';

/** A coefficient (decimal odds) in integer thousandths: 1850 means 1.850. Section 9: "Coefs rounded to 3 decimals". */
export type Coef = number;

/** Thousandths per unit coefficient. */
export const COEF_SCALE = 1000;
/** The neutral coefficient 1.000 (a void leg; the product of no legs). */
export const COEF_ONE: Coef = 1000;

const SCALE = 1000n;

/**
 * Reads a coefficient: text "1.85", "1,85", "2" or a number as it arrives in JSON (1.85). A number is read
 * through its shortest decimal text (String(1.85) = "1.85"), never multiplied as a float. More than three
 * decimals are rounded half-up to thousandths ("1.8505" → 1851). A coefficient is at least 1.000:
 * below that `coef.out_of_range`, anything that is not a plain decimal `coef.invalid`.
 */
export function parseCoef(input: string | number): Result<Coef, KernelError> {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input;
  const decimal = readDecimal(text);
  if (!decimal) return err(domainError('coef.invalid', 'Not a coefficient', { input: String(input) }));
  const scale = decimal.fraction.length;
  const exact = BigInt(decimal.whole + decimal.fraction) * (decimal.negative ? -1n : 1n);
  const thousandths = scale <= 3 ? exact * 10n ** BigInt(3 - scale) : roundHalfUpDiv(exact, 10n ** BigInt(scale - 3));
  if (thousandths < SCALE || thousandths > BigInt(Number.MAX_SAFE_INTEGER)) {
    return err(domainError('coef.out_of_range', 'Coefficient must be at least 1.000', { input: String(input) }));
  }
  return ok(Number(thousandths));
}

/** Exact text with three decimals: 1850 → "1.850", 1000 → "1.000", 123456 → "123.456". */
export function coefToString(coef: Coef): string {
  if (!Number.isSafeInteger(coef)) throw new RangeError(`Coefficient ${String(coef)} is not a safe integer of thousandths`);
  return scaledToString(coef, 3);
}

/**
 * Exact product of the legs' coefficients in thousandths, rounded half-up (BigInt: Π cᵢ / 1000^(n−1)).
 * No legs give 1.000. Use when the product may exceed a safe integer.
 */
export function multiplyCoefsExact(coefs: readonly Coef[]): bigint {
  if (coefs.length === 0) return SCALE;
  let numer = 1n;
  for (const coef of coefs) numer *= BigInt(coef);
  return roundHalfUpDiv(numer, SCALE ** BigInt(coefs.length - 1));
}

/**
 * Total coefficient of an accumulator: the exact product rounded half-up to thousandths, computed from
 * the integers (never `Math.round(p * 1e3) / 1e3`, which rounds wrongly near ties).
 * multiplyCoefs([1850, 2100]) → 3885 (1.85 × 2.1 = 3.885). Throws RangeError for non-integer input or
 * when the product exceeds Number.MAX_SAFE_INTEGER thousandths (see multiplyCoefsExact).
 */
export function multiplyCoefs(coefs: readonly Coef[]): Coef {
  return toSafeNumber(multiplyCoefsExact(coefs), 'Coefficient product');
}

/**
 * Payout of `amount` at `coef`: amount × coef / 1000, rounded DOWN to whole minor units (house rule, see
 * rounding.ts). applyCoef(1000, 1855) → 1855; applyCoef(333, 1500) → 499 (499.5 rounds down).
 * Throws RangeError for non-integer input or a result beyond a safe integer.
 */
export function applyCoef(amount: MinorUnits, coef: Coef): MinorUnits {
  return toSafeNumber(floorDiv(BigInt(amount) * BigInt(coef), SCALE), 'Payout');
}
