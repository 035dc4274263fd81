import type { MinorUnits } from '@betting/kernel';
import { payoutOf, type Multiplier } from './payout';
import { drawIndex, roundFloats, type SeedTriple } from './provably-fair';

/**
 * "Fortuna": a wheel of weighted segments. One draw of the round picks a ticket in [0, total weight); the segment
 * whose weight covers it stops under the pointer (a segment's arc is proportional to its weight) and pays its
 * multiplier. Return to player: 96.00 % exactly (Σ weight × multiplier / total weight / 1000 = 115 200 / 120 000).
 */
export const FORTUNA_SEGMENTS: readonly { readonly multiplier: Multiplier; readonly weight: number }[] = [
  { multiplier: 0, weight: 10 },
  { multiplier: 1_500, weight: 8 },
  { multiplier: 0, weight: 10 },
  { multiplier: 2_000, weight: 6 },
  { multiplier: 400, weight: 10 },
  { multiplier: 5_000, weight: 2 },
  { multiplier: 0, weight: 10 },
  { multiplier: 1_500, weight: 8 },
  { multiplier: 400, weight: 10 },
  { multiplier: 20_000, weight: 1 },
  { multiplier: 0, weight: 10 },
  { multiplier: 2_000, weight: 6 },
  { multiplier: 400, weight: 10 },
  { multiplier: 10_000, weight: 1 },
  { multiplier: 0, weight: 10 },
  { multiplier: 3_000, weight: 4 },
  { multiplier: 800, weight: 4 },
];
export const FORTUNA_WEIGHT_TOTAL = FORTUNA_SEGMENTS.reduce((sum, segment) => sum + segment.weight, 0);
export const FORTUNA_MAX_MULTIPLIER: Multiplier = Math.max(...FORTUNA_SEGMENTS.map((segment) => segment.multiplier));

export interface FortunaParams {
  readonly stake: MinorUnits;
}

export interface FortunaOutcome {
  readonly game: 'fortuna';
  /** The segment under the pointer (index into FORTUNA_SEGMENTS). */
  readonly segment: number;
  readonly multiplier: Multiplier;
  readonly payout: MinorUnits;
}

/** The segment a ticket in [0, FORTUNA_WEIGHT_TOTAL) lands on. */
export function fortunaSegmentAt(ticket: number): number {
  let below = 0;
  for (const [index, segment] of FORTUNA_SEGMENTS.entries()) {
    below += segment.weight;
    if (ticket < below) return index;
  }
  return FORTUNA_SEGMENTS.length - 1;
}

export function fortunaOutcomeOf(segment: number, stake: MinorUnits): FortunaOutcome {
  const multiplier = FORTUNA_SEGMENTS[segment]?.multiplier ?? 0;
  return { game: 'fortuna', segment, multiplier, payout: payoutOf(stake, multiplier) };
}

export function fortunaRound(seeds: SeedTriple, params: FortunaParams): FortunaOutcome {
  return fortunaOutcomeOf(fortunaSegmentAt(drawIndex(roundFloats(seeds, 1)[0] ?? 0, FORTUNA_WEIGHT_TOTAL)), params.stake);
}

/** The exact return per unit staked, as integers: Σ weight × multiplier over total weight × 1000. */
export function fortunaExactRtp(): { numerator: number; denominator: number; value: number } {
  const numerator = FORTUNA_SEGMENTS.reduce((sum, segment) => sum + segment.weight * segment.multiplier, 0);
  const denominator = FORTUNA_WEIGHT_TOTAL * 1000;
  return { numerator, denominator, value: numerator / denominator };
}
