/**
 * The one rounding module of the product. Every rule that divides money or coefficients calls one of
 * these two functions on exact integers (BigInt), never `Math.round` on a float.
 *
 * House policy:
 * - Coefficients (products of legs, bonus coefficients) are rounded **half-up** to thousandths: `roundHalfUpDiv`.
 * - Payouts and any other amount of money derived by multiplication are rounded **down** (floor) to whole
 *   minor units: `floorDiv`. The house never pays a fraction of a minor unit it does not owe.
 * - Amounts converted into another currency at the reference rates (to count them against a responsible-gaming
 *   limit; no money moves) are rounded **half-up** to the target's minor unit: `roundHalfUpDiv`, called only by
 *   `convertMinorUnits` (exchange.ts).
 */

function normalise(numer: bigint, denom: bigint): readonly [bigint, bigint] {
  if (denom === 0n) throw new RangeError('Division by zero');
  return denom < 0n ? [-numer, -denom] : [numer, denom];
}

/** ⌊numer / denom⌋: rounds toward −∞ (BigInt `/` truncates toward zero, which differs for negatives). */
export function floorDiv(numer: bigint, denom: bigint): bigint {
  const [n, d] = normalise(numer, denom);
  const q = n / d;
  return n % d !== 0n && n < 0n ? q - 1n : q;
}

/** numer / denom rounded to the nearest integer, ties toward +∞ (so 2.5 → 3, −2.5 → −2). */
export function roundHalfUpDiv(numer: bigint, denom: bigint): bigint {
  const [n, d] = normalise(numer, denom);
  return floorDiv(2n * n + d, 2n * d);
}

/** Converts a BigInt result back to a number, refusing anything a `number` cannot hold exactly. */
export function toSafeNumber(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${what} ${value.toString()} is beyond Number.MAX_SAFE_INTEGER`);
  }
  return Number(value);
}
