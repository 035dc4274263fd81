/**
 * Coefficient views (spec §5, §9): how a coefficient is shown and read back. Exact: a coefficient is an integer of
 * thousandths and every view is a rational function of it, rounded half-up (away from zero) once, in BigInt.
 *
 * | id | view | shows (for 1.850 / 2.500) | rule |
 * | 0 | decimal | 1.85 / 2.50 | two decimals, a third only when it is not 0 (1.855) |
 * | 1 | fractional | 17/20 / 6/4 | the bookmaker ladder entry that rounds to the coefficient (4/6, 6/4 kept), else the simplest fraction (smallest denominator ≤ 100) that rounds to it, else the best fraction with denominator ≤ 100 (1/n below 1/100); 1/1 is evens |
 * | 2 | american | -118 / +150 | d ≥ 2: +100(d−1); d < 2: −100/(d−1), whole numbers; −100 shows as +100 |
 * | 4 | hong kong | 0.85 / 1.50 | d − 1, two decimals |
 * | 5 | malay | 0.85 / -0.67 | d ≤ 2: d − 1; d > 2: −1/(d − 1); two decimals |
 * | 6 | indonesian | -1.18 / 1.50 | d ≥ 2: d − 1; d < 2: −1/(d − 1); two decimals |
 * | 14, 15, 16 | hong kong, malay, indonesian with three decimals | 0.850 / -0.667 | see below |
 *
 * The view ids, the app view types and which views each offers (and which one to show: `resolveCoefViewId`) are
 * @betting/settings' (`COEF_VIEW`, `ALLOWED_COEF_VIEW_IDS`, `COEF_VIEWS_BY_APP_VIEW_TYPE`); this file only draws them.
 * Views 14, 15 and 16 are not defined by the spec. @betting/settings files them as the Asian group's variants of
 * 4, 5 and 6 (offered with appViewType 1); we make the variant the full house precision: the same odds with three
 * decimals, so 14 is exact and 15/16 are as close as three places get.
 * Negative Asian and american odds of magnitude exactly 1 (100) are evens and show positive; a negative value too
 * small for its places shows the smallest unit (-0.01), so every display reads back. Odds that do not exist at
 * 1.000 (american, negative indonesian) show "—".
 */
import { COEF_ONE, roundHalfUpDiv } from '@betting/kernel';
import type { Coef } from '@betting/kernel';
import { ALLOWED_COEF_VIEW_IDS, COEF_VIEW } from '@betting/settings';
import type { CoefViewId } from '@betting/settings';
import { coefFromDecimal } from './coef-math';

/** Shown when a view has no value for the coefficient (american or negative indonesian at 1.000). */
export const NO_ODDS = '—';
/** Largest denominator of a fraction that is not on the ladder. */
export const MAX_FRACTION_DENOMINATOR = 100;

/** The traditional fractional ladder (numerator, denominator), unreduced where bookmakers write it so (4/6, 6/4). */
export const FRACTIONAL_LADDER: readonly (readonly [number, number])[] = [
  [1, 100], [1, 66], [1, 50], [1, 40], [1, 33], [1, 25], [1, 20], [1, 16], [1, 14], [1, 12], [1, 11], [1, 10], [1, 9],
  [1, 8], [2, 15], [1, 7], [2, 13], [1, 6], [2, 11], [1, 5], [2, 9], [1, 4], [2, 7], [3, 10], [1, 3], [4, 11], [2, 5],
  [4, 9], [1, 2], [8, 15], [4, 7], [8, 13], [4, 6], [8, 11], [4, 5], [5, 6], [10, 11], [1, 1], [21, 20], [11, 10], [6, 5],
  [5, 4], [11, 8], [6, 4], [13, 8], [7, 4], [15, 8], [2, 1], [9, 4], [5, 2], [11, 4], [3, 1], [10, 3], [7, 2], [4, 1],
  [9, 2], [5, 1], [11, 2], [6, 1], [13, 2], [7, 1], [15, 2], [8, 1], [17, 2], [9, 1], [10, 1], [11, 1], [12, 1], [14, 1],
  [16, 1], [18, 1], [20, 1], [25, 1], [33, 1], [40, 1], [50, 1], [66, 1], [80, 1], [100, 1],
];

const SCALE = 1000n;
const ladderByCoef: ReadonlyMap<number, readonly [number, number]> = new Map(
  [...FRACTIONAL_LADDER].reverse().map(([p, q]) => [Number(roundHalfUpDiv(SCALE * BigInt(q + p), BigInt(q))), [p, q] as const]),
);

/** numer/denom (both ≥ 0) with `places` decimals, half-up; `negative` prefixes a minus. */
function fixed(numer: bigint, denom: bigint, places: number, negative: boolean): string {
  const scaled = roundHalfUpDiv(numer * 10n ** BigInt(places), denom);
  const digits = scaled.toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return negative ? `-${text}` : text;
}

/**
 * A negative price −numer/denom with `places` decimals. A magnitude that rounds to `evensScaled` is evens and shows
 * `evens` (positive); one that rounds to 0 shows the smallest unit, never "-0.00".
 */
function negativePrice(numer: bigint, denom: bigint, places: number, evensScaled: bigint, evens: string): string {
  let scaled = roundHalfUpDiv(numer * 10n ** BigInt(places), denom);
  if (scaled === evensScaled) return evens;
  if (scaled === 0n) scaled = 1n;
  return fixed(scaled, 10n ** BigInt(places), places, true);
}

/** Best p/q ≈ numer/denom with q ≤ maxDenominator (continued fractions with semiconvergents; ties to the convergent). */
export function bestFraction(numer: number, denom: number, maxDenominator = MAX_FRACTION_DENOMINATOR): readonly [number, number] {
  let [p0, q0, p1, q1] = [0, 1, 1, 0];
  let [n, d] = [numer, denom];
  for (;;) {
    const a = Math.floor(n / d);
    const q2 = q0 + a * q1;
    if (q2 > maxDenominator) break;
    [p0, q0, p1, q1] = [p1, q1, p0 + a * p1, q2];
    [n, d] = [d, n - a * d];
    if (d === 0) return [p1, q1];
  }
  const k = Math.floor((maxDenominator - q0) / q1);
  const [bp, bq] = [p0 + k * p1, q0 + k * q1];
  // Compare |numer/denom − bp/bq| with |numer/denom − p1/q1| exactly.
  const errorBound = Math.abs(numer * bq - bp * denom) * q1;
  const errorConvergent = Math.abs(numer * q1 - p1 * denom) * bq;
  return errorConvergent <= errorBound ? [p1, q1] : [bp, bq];
}

/**
 * The simplest fraction p/q (smallest q ≤ maxDenominator) that rounds half-up to the coefficient, i.e.
 * 1 + p/q ∈ [coef − ½, coef + ½) thousandths; null when there is none.
 */
function simplestFraction(profit: number, maxDenominator: number): readonly [number, number] | null {
  const lo = 2 * profit - 1; // p/q ≥ lo/2000
  const hi = 2 * profit + 1; // p/q < hi/2000
  for (let q = 1; q <= maxDenominator; q++) {
    const p = Math.max(0, Math.ceil((lo * q) / 2000));
    if (p * 2000 < hi * q) return [p, q];
  }
  return null;
}

function fractional(coef: Coef): string {
  const ladder = ladderByCoef.get(coef);
  if (ladder) return `${ladder[0]}/${ladder[1]}`;
  const profit = coef - COEF_ONE;
  const [p, q] = simplestFraction(profit, MAX_FRACTION_DENOMINATOR) ?? bestFraction(profit, COEF_ONE);
  // Below 1/100 no bounded fraction is above 0: show 1/n, the nearest such price.
  return p === 0 && profit > 0 ? `1/${Math.round(COEF_ONE / profit)}` : `${p}/${q}`;
}

function decimalView(coef: Coef): string {
  const text = fixed(BigInt(coef), SCALE, 3, false);
  return text.endsWith('0') ? text.slice(0, -1) : text;
}

/** A coefficient in thousandths in a view. Throws RangeError for anything but an integer ≥ 1000. */
export function formatCoefView(coef: Coef, view: CoefViewId): string {
  if (!Number.isSafeInteger(coef) || coef < COEF_ONE) throw new RangeError(`Coefficient ${String(coef)} is not an integer of thousandths ≥ 1000`);
  const profit = BigInt(coef - COEF_ONE); // (d − 1) × 1000
  const places = view >= 14 ? 3 : 2;
  switch (view) {
    case COEF_VIEW.decimal:
      return decimalView(coef);
    case COEF_VIEW.fractional:
      return fractional(coef);
    case COEF_VIEW.american:
      if (profit === 0n) return NO_ODDS;
      return coef >= 2000 ? `+${fixed(profit, 10n, 0, false)}` : negativePrice(100n * SCALE, profit, 0, 100n, '+100');
    case COEF_VIEW.hongKong:
    case COEF_VIEW.hongKongVariant:
      return fixed(profit, SCALE, places, false);
    case COEF_VIEW.malay:
    case COEF_VIEW.malayVariant:
      return coef <= 2000 ? fixed(profit, SCALE, places, false) : negativePrice(SCALE, profit, places, 10n ** BigInt(places), fixed(1n, 1n, places, false));
    case COEF_VIEW.indo:
    case COEF_VIEW.indoVariant:
      if (coef >= 2000) return fixed(profit, SCALE, places, false);
      return profit === 0n ? NO_ODDS : negativePrice(SCALE, profit, places, 10n ** BigInt(places), fixed(1n, 1n, places, false));
  }
}

/** A decimal coefficient (1.85) in a view: convertOdds(1.85, 2) → "-118". Throws RangeError below 1 or when not finite. */
export function convertOdds(decimal: number, view: CoefViewId): string {
  return formatCoefView(coefFromDecimal(decimal), view);
}

const SIGNED_DECIMAL = /^([+\-\u2212])?(\d+)(?:[.,](\d+))?$/;

function readSigned(text: string): { readonly negative: boolean; readonly numer: bigint; readonly denom: bigint } | null {
  const match = SIGNED_DECIMAL.exec(text.trim());
  if (!match) return null;
  const fraction = match[3] ?? '';
  return { negative: match[1] === '-' || match[1] === '\u2212', numer: BigInt((match[2] ?? '0') + fraction), denom: 10n ** BigInt(fraction.length) };
}

/** 1 + profit, profit = numer/denom ≥ 0, in thousandths, half-up; null when out of a safe range. */
function fromProfit(numer: bigint, denom: bigint): Coef | null {
  if (denom <= 0n || numer < 0n) return null;
  const coef = SCALE + roundHalfUpDiv(numer * SCALE, denom);
  return coef > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(coef);
}

/** Reads a view's text back to thousandths (the nearest coefficient; see the table above). null when it is not that view's text. */
export function parseCoefView(text: string, view: CoefViewId): Coef | null {
  const trimmed = text.trim().toLowerCase();
  if (view === COEF_VIEW.fractional) {
    if (trimmed === 'evens' || trimmed === 'evs') return 2000;
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(trimmed);
    return match ? fromProfit(BigInt(match[1] ?? '0'), BigInt(match[2] ?? '0')) : null;
  }
  const value = readSigned(trimmed);
  if (!value) return null;
  const { negative, numer, denom } = value;
  switch (view) {
    case COEF_VIEW.decimal: {
      if (negative) return null;
      const coef = fromProfit(numer - denom, denom);
      return coef !== null && coef >= COEF_ONE ? coef : null;
    }
    case COEF_VIEW.american:
      if (numer < 100n * denom) return null;
      return negative ? fromProfit(100n * denom, numer) : fromProfit(numer, 100n * denom);
    case COEF_VIEW.hongKong:
    case COEF_VIEW.hongKongVariant:
      return negative ? null : fromProfit(numer, denom);
    case COEF_VIEW.malay:
    case COEF_VIEW.malayVariant:
      if (negative) return numer === 0n || numer > denom ? null : fromProfit(denom, numer);
      return numer > denom ? null : fromProfit(numer, denom);
    case COEF_VIEW.indo:
    case COEF_VIEW.indoVariant:
      if (negative) return numer < denom ? null : fromProfit(denom, numer);
      return numer < denom ? null : fromProfit(numer, denom);
  }
}

/** parseCoefView as a decimal number (1.85), or null. */
export function parseOdds(text: string, view: CoefViewId): number | null {
  const coef = parseCoefView(text, view);
  return coef === null ? null : coef / 1000;
}

/** Every view of one coefficient, keyed by view id (the coupon's coefByView). */
export function coefByView(coef: Coef): Record<CoefViewId, string> {
  return Object.fromEntries(ALLOWED_COEF_VIEW_IDS.map((view) => [view, formatCoefView(coef, view)])) as Record<CoefViewId, string>;
}
