import type { MinorUnits } from '@betting/kernel';
import { payoutOf, type Multiplier } from './payout';
import { drawIndex, roundFloats, type SeedTriple } from './provably-fair';

/**
 * "Lucky Nine": a scratchcard of 9 cells (3 × 3). Three matching symbols win that symbol's prize; a card holds at most
 * one three (every other symbol appears at most twice), as printed scratchcards do.
 *
 * - The round's first draw picks the card's prize from `SCRATCH_PRIZES` by weight (out of `SCRATCH_WEIGHT_TOTAL`),
 *   or no prize; the next draws fill the other cells from a pool holding each other symbol twice, then shuffle all 9
 *   cells (Fisher–Yates), so the card never shows a second three.
 * - Return to player: 95.00 % exactly (`scratchTheoreticalRtp`, Σ weight × prize / total); a card wins 24.341 % of
 *   the time; the top prize is 1000× the price.
 */
export const SCRATCH_SYMBOLS = ['cherry', 'lemon', 'bell', 'clover', 'star', 'diamond', 'crown'] as const;
export type ScratchSymbol = (typeof SCRATCH_SYMBOLS)[number];
export const SCRATCH_CELLS = 9;
export const SCRATCH_WEIGHT_TOTAL = 100_000;

/** Each symbol's prize (thousandths of the price) and how many cards in SCRATCH_WEIGHT_TOTAL carry it. */
export const SCRATCH_PRIZES: readonly { readonly symbol: ScratchSymbol; readonly multiplier: Multiplier; readonly weight: number }[] = [
  { symbol: 'cherry', multiplier: 1_000, weight: 14_000 },
  { symbol: 'lemon', multiplier: 2_000, weight: 6_000 },
  { symbol: 'bell', multiplier: 5_000, weight: 2_400 },
  { symbol: 'clover', multiplier: 10_000, weight: 1_200 },
  { symbol: 'star', multiplier: 20_000, weight: 600 },
  { symbol: 'diamond', multiplier: 100_000, weight: 120 },
  { symbol: 'crown', multiplier: 1_000_000, weight: 21 },
];

export const SCRATCH_MAX_MULTIPLIER: Multiplier = Math.max(...SCRATCH_PRIZES.map((prize) => prize.multiplier));

export interface ScratchParams {
  readonly stake: MinorUnits;
}

export interface ScratchOutcome {
  readonly game: 'scratch';
  /** Row by row, top left first. */
  readonly cells: readonly ScratchSymbol[];
  /** The three's symbol, or null for a card without a prize. */
  readonly winningSymbol: ScratchSymbol | null;
  readonly multiplier: Multiplier;
  readonly payout: MinorUnits;
}

/** The prize a weight draw lands on (null: no prize). */
export function scratchPrizeAt(ticket: number): (typeof SCRATCH_PRIZES)[number] | null {
  let below = 0;
  for (const prize of SCRATCH_PRIZES) {
    below += prize.weight;
    if (ticket < below) return prize;
  }
  return null;
}

/** One card, a pure function of the seeds, the nonce and the price. */
export function scratchRound(seeds: SeedTriple, params: ScratchParams): ScratchOutcome {
  // 1 prize draw, up to 9 pool draws, 8 shuffle swaps.
  const floats = roundFloats(seeds, 1 + SCRATCH_CELLS + SCRATCH_CELLS - 1);
  let next = 0;
  const draw = (size: number) => drawIndex(floats[next++] ?? 0, size);
  const prize = scratchPrizeAt(draw(SCRATCH_WEIGHT_TOTAL));
  const cells: ScratchSymbol[] = prize ? [prize.symbol, prize.symbol, prize.symbol] : [];
  const pool = SCRATCH_SYMBOLS.filter((symbol) => symbol !== prize?.symbol).flatMap((symbol) => [symbol, symbol]);
  while (cells.length < SCRATCH_CELLS) cells.push(pool.splice(draw(pool.length), 1)[0] as ScratchSymbol);
  for (let index = cells.length - 1; index > 0; index -= 1) {
    const other = draw(index + 1);
    [cells[index], cells[other]] = [cells[other] as ScratchSymbol, cells[index] as ScratchSymbol];
  }
  return scratchOutcomeOf(cells, params.stake);
}

/** A card's prize read from its cells: a symbol shown three times or more wins its prize. */
export function scratchOutcomeOf(cells: readonly ScratchSymbol[], stake: MinorUnits): ScratchOutcome {
  const three = SCRATCH_PRIZES.find((prize) => cells.filter((cell) => cell === prize.symbol).length >= 3) ?? null;
  const multiplier = three?.multiplier ?? 0;
  return { game: 'scratch', cells: [...cells], winningSymbol: three?.symbol ?? null, multiplier, payout: payoutOf(stake, multiplier) };
}

/** The exact expected return per unit staked, and how often a card wins. */
export function scratchTheoreticalRtp(): { total: number; hitRate: number } {
  const total = SCRATCH_PRIZES.reduce((sum, prize) => sum + (prize.weight * prize.multiplier) / 1000, 0) / SCRATCH_WEIGHT_TOTAL;
  const hitRate = SCRATCH_PRIZES.reduce((sum, prize) => sum + prize.weight, 0) / SCRATCH_WEIGHT_TOTAL;
  return { total, hitRate };
}
