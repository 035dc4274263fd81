import type { MinorUnits } from '@betting/kernel';
import { payoutOf, type Multiplier } from './payout';
import { drawIndex, roundFloats } from './provably-fair';

/**
 * Bingo 75: a 5 × 5 card (columns B 1–15, I 16–30, N 31–45, G 46–60, O 61–75; the centre is free) is generated from
 * the ticket; a draw calls balls until a card in the draw completes a full house or `BINGO_MAX_BALLS` are out. Each
 * card is paid for three patterns, each by the number of balls it took (`BINGO_PRIZES`, thousandths of the card's
 * price): the first line (a row, a column or a diagonal), two lines, and the full house. A card's pays add up.
 *
 * Return to player of one card alone in a draw ≈ 92.3 % (line 37.2 %, two lines 41.7 %, by a simulation of 10⁶ cards;
 * full house 13.46 % exactly, `bingoFullHouseRtp`); a card wins something 25 % of the time. More cards in a draw can
 * only end it sooner.
 */
export const BINGO_NUMBERS = 75;
export const BINGO_COLUMNS = 5;
export const BINGO_CELLS = 25;
/** The free centre cell, stored as 0. */
export const BINGO_FREE = 0;
export const BINGO_CENTRE = 12;
export const BINGO_MAX_BALLS = 60;
/** Public HMAC key of the card generator: a card is a pure function of its ticket id and index, shown at purchase. */
export const BINGO_CARD_KEY = 'bingo-card';

export type BingoPattern = 'line' | 'twoLines' | 'fullHouse';
export const BINGO_PATTERNS: readonly BingoPattern[] = ['line', 'twoLines', 'fullHouse'];

/** Prize tiers of each pattern: completed within `maxBalls` balls pays `multiplier` (first tier that fits). */
export const BINGO_PRIZES: Readonly<Record<BingoPattern, readonly { readonly maxBalls: number; readonly multiplier: Multiplier }[]>> = {
  line: [
    { maxBalls: 12, multiplier: 25_000 },
    { maxBalls: 18, multiplier: 6_000 },
    { maxBalls: 24, multiplier: 3_000 },
    { maxBalls: 30, multiplier: 1_500 },
  ],
  twoLines: [
    { maxBalls: 24, multiplier: 50_000 },
    { maxBalls: 30, multiplier: 10_000 },
    { maxBalls: 36, multiplier: 2_500 },
    { maxBalls: 42, multiplier: 1_000 },
  ],
  fullHouse: [
    { maxBalls: 50, multiplier: 5_000_000 },
    { maxBalls: 55, multiplier: 500_000 },
    { maxBalls: 60, multiplier: 50_000 },
  ],
};

export const BINGO_MAX_MULTIPLIER: Multiplier = BINGO_PATTERNS.reduce((sum, pattern) => sum + Math.max(...BINGO_PRIZES[pattern].map((tier) => tier.multiplier)), 0);
export const BINGO_MIN_CARDS = 1;
export const BINGO_MAX_CARDS = 4;

/** The 12 lines of a card as cell indexes (row-major): 5 rows, 5 columns, 2 diagonals. */
export const BINGO_LINES: readonly (readonly number[])[] = [
  ...Array.from({ length: 5 }, (_, row) => Array.from({ length: 5 }, (_, column) => row * 5 + column)),
  ...Array.from({ length: 5 }, (_, column) => Array.from({ length: 5 }, (_, row) => row * 5 + column)),
  [0, 6, 12, 18, 24],
  [4, 8, 12, 16, 20],
];

export interface BingoCardOutcome {
  /** Balls it took to complete each pattern within the draw, or null. */
  readonly lineAt: number | null;
  readonly twoLinesAt: number | null;
  readonly fullHouseAt: number | null;
  readonly multiplier: Multiplier;
}

export interface BingoOutcome {
  readonly game: 'bingo';
  readonly cards: readonly BingoCardOutcome[];
  /** The cards' pays added up (every card costs the same). */
  readonly multiplier: Multiplier;
  readonly payout: MinorUnits;
}

/** Card `index` of ticket `ticketId`: 5 different numbers per column from its 15, row-major, the centre free. */
export function bingoCard(ticketId: number, index: number): number[] {
  const floats = roundFloats({ serverSeed: BINGO_CARD_KEY, clientSeed: String(ticketId), nonce: index }, BINGO_CELLS);
  const columns = Array.from({ length: BINGO_COLUMNS }, (_, column) => {
    const pool = Array.from({ length: 15 }, (_, offset) => column * 15 + offset + 1);
    return Array.from({ length: 5 }, (_, row) => pool.splice(drawIndex(floats[column * 5 + row] ?? 0, pool.length), 1)[0] as number);
  });
  const cells = Array.from({ length: BINGO_CELLS }, (_, cell) => columns[cell % 5]?.[Math.floor(cell / 5)] ?? BINGO_FREE);
  cells[BINGO_CENTRE] = BINGO_FREE;
  return cells;
}

/** A draw's ball order (the first `BINGO_MAX_BALLS` of a shuffle of 1–75) from uniform floats in [0, 1). */
export function bingoSequence(floats: readonly number[]): number[] {
  const pool = Array.from({ length: BINGO_NUMBERS }, (_, index) => index + 1);
  return Array.from({ length: BINGO_MAX_BALLS }, (_, index) => pool.splice(drawIndex(floats[index] ?? 0, pool.length), 1)[0] as number);
}

/** The ball count at which each cell is called (0 for the free centre), Infinity when not within `balls`. */
function callTimes(card: readonly number[], balls: readonly number[]): number[] {
  const at = new Map(balls.map((ball, index) => [ball, index + 1]));
  return card.map((cell) => (cell === BINGO_FREE ? 0 : (at.get(cell) ?? Number.POSITIVE_INFINITY)));
}

const within = (at: number): number | null => (Number.isFinite(at) ? at : null);

/** The tier a pattern completed at `at` balls pays (0 when none or not completed). */
export function bingoPrize(pattern: BingoPattern, at: number | null): Multiplier {
  if (at === null) return 0;
  return BINGO_PRIZES[pattern].find((tier) => at <= tier.maxBalls)?.multiplier ?? 0;
}

/** One card against the balls called: when it completed each pattern and what it pays. */
export function bingoCardOutcome(card: readonly number[], balls: readonly number[]): BingoCardOutcome {
  const times = callTimes(card, balls);
  const lines = BINGO_LINES.map((line) => Math.max(...line.map((cell) => times[cell] ?? Number.POSITIVE_INFINITY))).sort((a, b) => a - b);
  const lineAt = within(lines[0] ?? Number.POSITIVE_INFINITY);
  const twoLinesAt = within(lines[1] ?? Number.POSITIVE_INFINITY);
  const fullHouseAt = within(Math.max(...times));
  return { lineAt, twoLinesAt, fullHouseAt, multiplier: bingoPrize('line', lineAt) + bingoPrize('twoLines', twoLinesAt) + bingoPrize('fullHouse', fullHouseAt) };
}

/** A ticket's cards against the balls called; every card costs `stakePerCard`, rounded once (`payoutOf`). */
export function bingoTicketOutcome(cards: readonly (readonly number[])[], balls: readonly number[], stakePerCard: MinorUnits): BingoOutcome {
  const outcomes = cards.map((card) => bingoCardOutcome(card, balls));
  const multiplier = outcomes.reduce((sum, card) => sum + card.multiplier, 0);
  return { game: 'bingo', cards: outcomes, multiplier, payout: payoutOf(stakePerCard, multiplier) };
}

/** How many balls a draw calls: until the first full house among the draw's cards, at most `BINGO_MAX_BALLS`. */
export function bingoBallsCalled(sequence: readonly number[], cards: readonly (readonly number[])[]): number {
  const called = sequence.slice(0, BINGO_MAX_BALLS);
  let first = called.length;
  for (const card of cards) first = Math.min(first, bingoCardOutcome(card, called).fullHouseAt ?? first);
  return first;
}

/** Whether a card is laid out as the generator lays them out (columns' ranges, different numbers, free centre). */
export function isBingoCard(card: readonly number[]): boolean {
  if (card.length !== BINGO_CELLS || card[BINGO_CENTRE] !== BINGO_FREE) return false;
  const numbers = card.filter((_, cell) => cell !== BINGO_CENTRE);
  if (new Set(numbers).size !== numbers.length) return false;
  return card.every((cell, index) => index === BINGO_CENTRE || (Number.isInteger(cell) && cell >= (index % 5) * 15 + 1 && cell <= (index % 5) * 15 + 15));
}

const binomial = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let index = 1; index <= k; index += 1) result = (result * BigInt(n - k + index)) / BigInt(index);
  return result;
};

/** The exact chance that a card's 24 numbers are all among the first `balls` called: C(75 − 24, balls − 24) / C(75, balls). */
export function bingoFullHouseChance(balls: number): { ways: bigint; total: bigint } {
  return { ways: binomial(BINGO_NUMBERS - 24, balls - 24), total: binomial(BINGO_NUMBERS, balls) };
}

/** The full house's part of a lone card's return, exactly (a fraction of the price). */
export function bingoFullHouseRtp(): number {
  let previous = 0;
  let total = 0;
  for (const tier of BINGO_PRIZES.fullHouse) {
    const { ways, total: all } = bingoFullHouseChance(tier.maxBalls);
    const chance = Number((ways * 10n ** 15n) / all) / 1e15;
    total += ((chance - previous) * tier.multiplier) / 1000;
    previous = chance;
  }
  return total;
}
