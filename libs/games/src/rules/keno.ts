import type { MinorUnits } from '@betting/kernel';
import { payoutOf, type Multiplier } from './payout';
import { drawIndex } from './provably-fair';

/**
 * Keno: 80 numbers, 20 drawn per draw; a ticket picks 1 to 10 numbers and is paid by how many of them were drawn
 * (`KENO_PAYTABLE[picks][hits]`, thousandths of the stake). The table's return to player for each pick count is exact
 * (hypergeometric: P(h | p) = C(p, h) · C(80 − p, 20 − h) / C(80, 20)) and documented in `KENO_RTP_PPM`.
 */
export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MIN_PICKS = 1;
export const KENO_MAX_PICKS = 10;

/** Pay by hits for each pick count (index = picks); hits not listed pay nothing. */
export const KENO_PAYTABLE: Readonly<Record<number, Readonly<Record<number, Multiplier>>>> = {
  1: { 1: 3_800 },
  2: { 1: 1_000, 2: 9_400 },
  3: { 2: 4_100, 3: 27_000 },
  4: { 2: 1_000, 3: 9_900, 4: 100_000 },
  5: { 2: 500, 3: 5_200, 4: 15_000, 5: 300_000 },
  6: { 3: 2_000, 4: 8_700, 5: 80_000, 6: 1_500_000 },
  7: { 3: 1_000, 4: 5_000, 5: 31_000, 6: 200_000, 7: 4_000_000 },
  8: { 4: 3_000, 5: 17_900, 6: 80_000, 7: 900_000, 8: 10_000_000 },
  9: { 4: 2_000, 5: 6_000, 6: 35_000, 7: 300_000, 8: 4_000_000, 9: 25_000_000 },
  10: { 0: 3_000, 5: 3_000, 6: 21_000, 7: 150_000, 8: 1_000_000, 9: 5_000_000, 10: 50_000_000 },
};

/** Return to player per pick count in parts per million, floored from the exact fraction (`kenoExactRtp`). */
export const KENO_RTP_PPM: Readonly<Record<number, number>> = {
  1: 950_000,
  2: 944_936,
  3: 943_524,
  4: 947_128,
  5: 946_553,
  6: 949_047,
  7: 947_767,
  8: 949_330,
  9: 949_984,
  10: 946_027,
};

export const KENO_MAX_MULTIPLIER: Multiplier = 50_000_000;

export interface KenoOutcome {
  readonly game: 'keno';
  /** The picked numbers that were drawn, ascending. */
  readonly hits: readonly number[];
  readonly multiplier: Multiplier;
  readonly payout: MinorUnits;
}

/** Why picks cannot be played (null when they can): 1 to 10 different whole numbers from 1 to 80. */
export function kenoPicksProblem(picks: readonly unknown[]): string | null {
  if (picks.length < KENO_MIN_PICKS || picks.length > KENO_MAX_PICKS) return `a ticket picks ${KENO_MIN_PICKS} to ${KENO_MAX_PICKS} numbers`;
  if (!picks.every((pick) => Number.isInteger(pick) && (pick as number) >= 1 && (pick as number) <= KENO_NUMBERS)) return `picks are whole numbers from 1 to ${KENO_NUMBERS}`;
  if (new Set(picks).size !== picks.length) return 'each number is picked once';
  return null;
}

/** A draw's 20 numbers in the order they come out: each draw takes one of the numbers left (uniform floats in [0, 1)). */
export function kenoBalls(floats: readonly number[]): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, index) => index + 1);
  const balls: number[] = [];
  for (let index = 0; index < KENO_DRAWN; index += 1) balls.push(pool.splice(drawIndex(floats[index] ?? 0, pool.length), 1)[0] as number);
  return balls;
}

/** The table's pay for `hits` of `picks` picked numbers. */
export function kenoMultiplier(picks: number, hits: number): Multiplier {
  return KENO_PAYTABLE[picks]?.[hits] ?? 0;
}

/** A ticket against a draw's numbers: the hits and the pay (one rounding, `payoutOf`). */
export function kenoTicketOutcome(picks: readonly number[], balls: readonly number[], stake: MinorUnits): KenoOutcome {
  const drawn = new Set(balls);
  const hits = picks.filter((pick) => drawn.has(pick)).sort((a, b) => a - b);
  const multiplier = kenoMultiplier(picks.length, hits.length);
  return { game: 'keno', hits, multiplier, payout: payoutOf(stake, multiplier) };
}

/** Picks chosen by the given uniform floats (the page's quick pick passes Math.random's). */
export function kenoQuickPick(count: number, floats: readonly number[]): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, index) => index + 1);
  const picks: number[] = [];
  for (let index = 0; index < Math.min(count, KENO_MAX_PICKS); index += 1) picks.push(pool.splice(drawIndex(floats[index] ?? 0, pool.length), 1)[0] as number);
  return picks.sort((a, b) => a - b);
}

const binomial = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let index = 1; index <= k; index += 1) result = (result * BigInt(n - k + index)) / BigInt(index);
  return result;
};

/** The chance of `hits` hits with `picks` picks, exactly: numerator over C(80, 20). */
export function kenoHitWays(picks: number, hits: number): { ways: bigint; total: bigint } {
  return { ways: binomial(picks, hits) * binomial(KENO_NUMBERS - picks, KENO_DRAWN - hits), total: binomial(KENO_NUMBERS, KENO_DRAWN) };
}

/** The exact expected return per unit staked with `picks` picks, as a fraction (numerator / denominator). */
export function kenoExactRtp(picks: number): { numerator: bigint; denominator: bigint } {
  let numerator = 0n;
  let denominator = 1n;
  for (let hits = 0; hits <= picks; hits += 1) {
    const { ways, total } = kenoHitWays(picks, hits);
    numerator += ways * BigInt(kenoMultiplier(picks, hits));
    denominator = total * 1000n;
  }
  return { numerator, denominator };
}
