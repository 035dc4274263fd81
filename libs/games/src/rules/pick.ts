import type { MinorUnits } from '@betting/kernel';
import { payoutOf, type Multiplier } from './payout';
import { drawIndex, roundFloats, type SeedTriple } from './provably-fair';

/**
 * The "pick" engine of the bonus wheel games (chest, safe, dragon, memory, lottery): a board of hidden cells, the
 * player opens `picks` of them, and what they hold decides the win. The games differ only in their tables.
 *
 * - The round's first draw picks a tier by weight (out of the table's total); the tier's cells are then shuffled
 *   (Fisher–Yates, one draw per swap, from the last cell down), so the board is fixed by the seeds and the nonce
 *   alone, before and whatever the player picks. The whole board is revealed after the pick.
 * - Since the shuffle is uniform and does not see the picks, the opened cells are a uniformly random `picks`-subset
 *   of the tier's cells whichever positions are chosen: the return to player is exact by enumerating those subsets
 *   (`pickExactRtp`).
 */
export type PickCell = number | string;

export interface PickTier<C extends PickCell> {
  readonly weight: number;
  readonly cells: readonly C[];
}

export interface PickTable<C extends PickCell> {
  /** Every tier has the same number of cells: the board's size. */
  readonly tiers: readonly PickTier<C>[];
  /** How many different cells the player opens. */
  readonly picks: number;
  /** The multiplier (thousandths of the stake) the opened cells pay. */
  pay(opened: readonly C[]): Multiplier;
}

export interface PickParams {
  readonly stake: MinorUnits;
  /** Positions on the board, 0-based, all different: exactly the table's `picks` of them. */
  readonly picks: readonly number[];
}

export interface PickOutcome<G extends string, C extends PickCell> {
  readonly game: G;
  /** The tier the round drew (index into the table's tiers). */
  readonly tier: number;
  /** Every cell, revealed after the pick. */
  readonly board: readonly C[];
  readonly picks: readonly number[];
  readonly multiplier: Multiplier;
  readonly payout: MinorUnits;
}

/** A table's shape alone (its size and how many picks), whatever its cells. */
export interface PickShape {
  readonly tiers: readonly { readonly cells: readonly unknown[] }[];
  readonly picks: number;
}

export const boardSize = (table: PickShape): number => table.tiers[0]?.cells.length ?? 0;
export const totalWeight = <C extends PickCell>(table: PickTable<C>): number => table.tiers.reduce((sum, tier) => sum + tier.weight, 0);

/** Why picks cannot be played on a table (null when they can). */
export function picksProblem(table: PickShape, picks: unknown): string | null {
  const size = boardSize(table);
  if (!Array.isArray(picks) || picks.length !== table.picks) return `pick exactly ${table.picks} of ${size} cells`;
  if (!picks.every((pick) => Number.isInteger(pick) && pick >= 0 && pick < size)) return `a pick is a cell from 0 to ${size - 1}`;
  if (new Set(picks).size !== picks.length) return 'every pick is a different cell';
  return null;
}

/** The tier a weight draw lands on. */
export function tierAt<C extends PickCell>(table: PickTable<C>, ticket: number): number {
  let below = 0;
  for (const [index, tier] of table.tiers.entries()) {
    below += tier.weight;
    if (ticket < below) return index;
  }
  return table.tiers.length - 1;
}

/** The board a round holds: a pure function of the seeds and the nonce (the picks play no part). */
export function pickBoard<C extends PickCell>(table: PickTable<C>, seeds: SeedTriple): { tier: number; board: C[] } {
  const size = boardSize(table);
  const floats = roundFloats(seeds, size);
  const tier = tierAt(table, drawIndex(floats[0] ?? 0, totalWeight(table)));
  const board = [...(table.tiers[tier]?.cells ?? [])];
  for (let index = size - 1; index > 0; index -= 1) {
    const other = drawIndex(floats[size - index] ?? 0, index + 1);
    [board[index], board[other]] = [board[other] as C, board[index] as C];
  }
  return { tier, board };
}

/** A round's outcome read from its board and the player's picks. */
export function pickOutcomeOf<G extends string, C extends PickCell>(game: G, table: PickTable<C>, tier: number, board: readonly C[], params: PickParams): PickOutcome<G, C> {
  const multiplier = table.pay(params.picks.map((pick) => board[pick] as C));
  return { game, tier, board: [...board], picks: [...params.picks], multiplier, payout: payoutOf(params.stake, multiplier) };
}

export function pickRound<G extends string, C extends PickCell>(game: G, table: PickTable<C>, seeds: SeedTriple, params: PickParams): PickOutcome<G, C> {
  const { tier, board } = pickBoard(table, seeds);
  return pickOutcomeOf(game, table, tier, board, params);
}

/** Every `size`-subset of `items`, in order. */
export function subsetsOf<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const subsets: T[][] = [];
  for (let first = 0; first <= items.length - size; first += 1) {
    for (const rest of subsetsOf(items.slice(first + 1), size - 1)) subsets.push([items[first] as T, ...rest]);
  }
  return subsets;
}

/**
 * The exact return to player as a fraction of integers, `numerator / denominator` per unit staked: Σ over tiers of
 * weight × (the tier's pays added over every `picks`-subset of its cells), over total weight × subsets × 1000.
 */
export function pickExactRtp<C extends PickCell>(table: PickTable<C>): { numerator: number; denominator: number; value: number } {
  const subsets = subsetsOf([...Array(boardSize(table)).keys()], table.picks);
  let numerator = 0;
  for (const tier of table.tiers) numerator += tier.weight * subsets.reduce((sum, subset) => sum + table.pay(subset.map((index) => tier.cells[index] as C)), 0);
  const denominator = totalWeight(table) * subsets.length * 1000;
  return { numerator, denominator, value: numerator / denominator };
}

/** The most a table pays, thousandths of the stake (the best subset of any tier). */
export function pickMaxMultiplier<C extends PickCell>(table: PickTable<C>): Multiplier {
  const subsets = subsetsOf([...Array(boardSize(table)).keys()], table.picks);
  return Math.max(...table.tiers.flatMap((tier) => subsets.map((subset) => table.pay(subset.map((index) => tier.cells[index] as C)))));
}
