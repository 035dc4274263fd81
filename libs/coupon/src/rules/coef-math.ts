/**
 * Coefficient maths: the express total and the system k of n (C(n, k) lines, e_k total odds).
 *
 * The public functions take and return decimals (1.85); everything that leads to money takes thousandths
 * (`Coef`, 1850) and stays in integers: the express total is the exact product rounded half-up once (kernel's
 * `roundHalfUpDiv`), and e_k is an exact BigInt numerator over 1000^k. Floats only in `systemTotalCoef`, which the
 * issue defines as unrounded decimals (for display), computed by the same O(n·k) recurrence.
 */
import { COEF_SCALE, multiplyCoefs, roundHalfUpDiv, toSafeNumber } from '@betting/kernel';
import type { Coef } from '@betting/kernel';

const SCALE = BigInt(COEF_SCALE);
/** Full cover starts at doubles by default (a trixie is 3 doubles + 1 treble). */
const MIN_FULL_COVER = 2;
const DECIMAL_NUMBER = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/** A positive finite number as an exact fraction digits / 10^scale, read from its shortest text (never from float maths). */
export function exactDecimal(value: number): { readonly digits: bigint; readonly scale: number } {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`Coefficient ${String(value)} is not a positive finite number`);
  const match = DECIMAL_NUMBER.exec(String(value));
  /* c8 ignore next */
  if (!match) throw new RangeError(`Coefficient ${String(value)} is not a decimal`);
  const fraction = match[2] ?? '';
  const exponent = Number(match[3] ?? '0');
  const digits = BigInt((match[1] ?? '0') + fraction);
  const scale = fraction.length - exponent;
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/**
 * A decimal coefficient as an exact fraction, refused (RangeError) below 1: odds under evens-of-nothing do not exist,
 * and the check is on the exact value, before any rounding (0.9995 would otherwise round up to 1.000).
 */
function exactOdds(value: number): { readonly digits: bigint; readonly scale: number } {
  const exact = exactDecimal(value);
  if (exact.digits < 10n ** BigInt(exact.scale)) throw new RangeError(`Coefficient ${String(value)} is below 1`);
  return exact;
}

/** A decimal coefficient (at least 1) in thousandths, half-up beyond three places: 1.2345 → 1235. Throws RangeError otherwise. */
export function coefFromDecimal(decimal: number): Coef {
  const { digits, scale } = exactOdds(decimal);
  const thousandths = roundHalfUpDiv(digits * SCALE, 10n ** BigInt(scale));
  if (thousandths > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Coefficient ${String(decimal)} is out of range`);
  return Number(thousandths);
}

/** Thousandths to the decimal number they denote: 1850 → 1.85. */
export function coefToDecimal(coef: Coef): number {
  return coef / COEF_SCALE;
}

/**
 * Express (accumulator) coefficient of decimal legs: the exact product rounded half-up to 3 decimals.
 * expressCoef([1.2345]) → 1.235; expressCoef([1.02, 1.025]) → 1.046 (the float product 1.0454999… would give 1.045).
 * No legs give 1. Legs may carry more than 3 decimals: the product is rounded once, not each leg.
 * Throws RangeError for a leg below 1 (or not a finite number), and when the product in thousandths passes 2^53 or
 * its decimal would not read back to the same thousandths (an inexact answer is never returned).
 */
export function expressCoef(coefs: readonly number[]): number {
  let digits = 1n;
  let scale = 0;
  for (const coef of coefs) {
    const exact = exactOdds(coef);
    digits *= exact.digits;
    scale += exact.scale;
  }
  const thousandths = toSafeNumber(roundHalfUpDiv(digits * SCALE, 10n ** BigInt(scale)), 'Express coefficient');
  const decimal = thousandths / COEF_SCALE;
  // Below 2^53 thousandths the integer is exact, but a huge decimal may not keep its last places: refuse it too.
  if (coefFromDecimal(decimal) !== thousandths) throw new RangeError(`Express coefficient ${String(thousandths)} thousandths has no exact decimal`);
  return decimal;
}

/** Express coefficient of legs in thousandths, in thousandths (kernel `multiplyCoefs`: exact, half-up). */
export function expressCoefThousandths(coefs: readonly Coef[]): Coef {
  return multiplyCoefs(coefs);
}

function assertCount(n: number, k: number): void {
  if (!Number.isSafeInteger(n) || n < 0 || !Number.isSafeInteger(k)) throw new RangeError(`Bad system size ${String(k)} of ${String(n)}`);
}

/** C(n, k) as a BigInt: 0 when k < 0 or k > n. */
export function systemLineCountExact(n: number, k: number): bigint {
  assertCount(n, k);
  if (k < 0 || k > n) return 0n;
  const m = Math.min(k, n - k);
  let result = 1n;
  for (let i = 1; i <= m; i++) result = (result * BigInt(n - m + i)) / BigInt(i);
  return result;
}

/** Number of lines of a system k of n: C(n, k), exact whenever the result is below 2^53 (computed in BigInt). */
export function systemLineCount(n: number, k: number): number {
  return Number(systemLineCountExact(n, k));
}

/**
 * Total odds of a system k of n: e_k(c₁…cₙ), the sum over every k-combination of the product of its decimal
 * coefficients, by the recurrence eⱼ ← eⱼ + eⱼ₋₁·c (O(n·k) time, O(k) memory). Not rounded. 0 when k > n, 1 when k = 0.
 */
export function systemTotalCoef(coefs: readonly number[], k: number): number {
  assertCount(coefs.length, k);
  if (k < 0 || k > coefs.length) return 0;
  const e = new Float64Array(k + 1);
  e[0] = 1;
  let seen = 0;
  for (const coef of coefs) {
    if (!Number.isFinite(coef) || coef < 0) throw new RangeError(`Coefficient ${String(coef)} is not a finite non-negative number`);
    seen++;
    for (let j = Math.min(seen, k); j >= 1; j--) e[j] = (e[j] as number) + (e[j - 1] as number) * coef;
  }
  return e[k] as number;
}

/**
 * Exact e_k of coefficients in thousandths (0 allowed: a lost leg), as the BigInt numerator over 1000^k.
 * Same recurrence as systemTotalCoef, in integers.
 */
export function systemTotalCoefExact(coefs: readonly Coef[], k: number): bigint {
  assertCount(coefs.length, k);
  if (k < 0 || k > coefs.length) return 0n;
  const e: bigint[] = new Array<bigint>(k + 1).fill(0n);
  e[0] = 1n;
  let seen = 0;
  for (const coef of coefs) {
    if (!Number.isSafeInteger(coef) || coef < 0) throw new RangeError(`Coefficient ${String(coef)} is not an integer of thousandths`);
    const c = BigInt(coef);
    seen++;
    for (let j = Math.min(seen, k); j >= 1; j--) e[j] = (e[j] as bigint) + (e[j - 1] as bigint) * c;
  }
  return e[k] as bigint;
}

/** Full cover (every size from `from` to n: trixie, yankee, lucky 15…): total lines and total odds Σ e_k (decimal, unrounded). */
export function fullCoverTotals(coefs: readonly number[], from = MIN_FULL_COVER): { readonly lines: number; readonly totalCoef: number } {
  const n = coefs.length;
  const e = new Float64Array(n + 1);
  e[0] = 1;
  coefs.forEach((coef, index) => {
    for (let j = index + 1; j >= 1; j--) e[j] = (e[j] as number) + (e[j - 1] as number) * coef;
  });
  let lines = 0n;
  let totalCoef = 0;
  for (let k = Math.max(from, 0); k <= n; k++) {
    lines += systemLineCountExact(n, k);
    totalCoef += e[k] as number;
  }
  return { lines: Number(lines), totalCoef };
}
