import type { MinorUnits } from '@betting/kernel';
import { payoutOf, type Multiplier } from './payout';
import { drawIndex, roundFloats, type SeedTriple } from './provably-fair';

/**
 * "Fruit Five": a 5-reel, 3-row video slot with 10 fixed paylines, a wild and a scatter (no free spins).
 *
 * - Each reel shows 3 consecutive symbols of the same 30-symbol strip, from a stop drawn uniformly per reel.
 * - A payline pays the longest run from the leftmost reel of one symbol, wilds standing in for it (3, 4 or 5 in a
 *   row); a run of wilds alone pays the wild's own line, whichever of the two is more. The scatter never joins a line.
 * - Line pays are multiples of the line bet (stake / 10); scatters pay multiples of the whole stake, anywhere.
 * - Return to player: 96.23 % exactly (`slotTheoreticalRtp`): 78.00 % from lines, 18.24 % from scatters; any row
 *   of a reel shows a symbol with probability count / 30, reels are independent, so a line's expected pay is a sum
 *   over 8⁵ symbol tuples. The tests recompute it and measure it over simulated rounds.
 */
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'grapes', 'bell', 'clover', 'seven', 'wild', 'scatter'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export type PayingSymbol = Exclude<SlotSymbol, 'scatter'>;

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/** The strip every reel spins (scatters 15 apart, so a reel never shows two). */
export const SLOT_STRIP: readonly SlotSymbol[] = [
  'scatter', 'cherry', 'lemon', 'grapes', 'cherry', 'bell', 'lemon', 'seven', 'cherry', 'clover',
  'grapes', 'lemon', 'cherry', 'bell', 'wild', 'scatter', 'cherry', 'lemon', 'grapes', 'clover',
  'cherry', 'bell', 'lemon', 'seven', 'grapes', 'cherry', 'clover', 'lemon', 'bell', 'grapes',
];

/** Row (0 top, 1 middle, 2 bottom) of each reel, per payline 1…10. */
export const SLOT_PAYLINES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** Line pays in line bets for 3, 4 and 5 in a row. */
export const SLOT_PAYTABLE: Readonly<Record<PayingSymbol, readonly [number, number, number]>> = {
  cherry: [6, 15, 40],
  lemon: [7, 20, 60],
  grapes: [11, 30, 100],
  bell: [16, 50, 200],
  clover: [25, 100, 400],
  seven: [50, 250, 1000],
  wild: [100, 500, 2000],
};

/** Scatter pays in whole stakes for 3, 4 and 5 scatters anywhere. */
export const SLOT_SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];

/** Thousandths of the stake that one line bet is (stake / 10 lines). */
const LINE_BET_THOUSANDTHS = 1000 / SLOT_PAYLINES.length;

/** No spin pays more than this (every line at its best and five scatters), thousandths of the stake. */
export const SLOT_MAX_MULTIPLIER: Multiplier = SLOT_PAYLINES.length * SLOT_PAYTABLE.wild[2] * LINE_BET_THOUSANDTHS + SLOT_SCATTER_PAYS[2] * 1000;

export interface SlotLineWin {
  /** 1…10 */
  readonly line: number;
  readonly symbol: PayingSymbol;
  readonly count: 3 | 4 | 5;
  readonly multiplier: Multiplier;
}

export interface SlotOutcome {
  readonly game: 'slot';
  /** The strip index each reel stopped at (its top row). */
  readonly stops: readonly number[];
  /** Reels left to right, each top to bottom. */
  readonly grid: readonly (readonly SlotSymbol[])[];
  readonly lineWins: readonly SlotLineWin[];
  readonly scatters: number;
  readonly scatterMultiplier: Multiplier;
  /** Lines and scatters together, thousandths of the stake. */
  readonly multiplier: Multiplier;
  readonly payout: MinorUnits;
}

export interface SlotParams {
  readonly stake: MinorUnits;
}

/** The reels' stops of a round: one draw per reel. */
export function slotStops(seeds: SeedTriple): number[] {
  return roundFloats(seeds, SLOT_REELS).map((float) => drawIndex(float, SLOT_STRIP.length));
}

/** What a reel shows from a stop: that symbol and the next two (the strip wraps). */
export function reelWindow(stop: number): SlotSymbol[] {
  return Array.from({ length: SLOT_ROWS }, (_, row) => SLOT_STRIP[(stop + row) % SLOT_STRIP.length] as SlotSymbol);
}

const payOf = (symbol: PayingSymbol, count: number): number => (count >= 3 ? (SLOT_PAYTABLE[symbol][count - 3] ?? 0) : 0);

/** What one line of five symbols pays, in line bets, and as which symbol (null when nothing). */
export function linePay(symbols: readonly SlotSymbol[]): { symbol: PayingSymbol; count: number; pay: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'wild') wilds += 1;
  const first = symbols[wilds];
  let best: { symbol: PayingSymbol; count: number; pay: number } = { symbol: 'wild', count: wilds, pay: payOf('wild', wilds) };
  if (first !== undefined && first !== 'scatter') {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === 'wild')) count += 1;
    const pay = payOf(first, count);
    if (pay > best.pay) best = { symbol: first, count, pay };
  }
  return best.pay > 0 ? best : null;
}

/** A spin's outcome from its stops (pure; `slotRound` draws the stops). */
export function slotOutcomeOf(stops: readonly number[], stake: MinorUnits): SlotOutcome {
  const grid = stops.map(reelWindow);
  const lineWins: SlotLineWin[] = [];
  SLOT_PAYLINES.forEach((rows, index) => {
    const won = linePay(rows.map((row, reel) => grid[reel]?.[row] as SlotSymbol));
    if (won) lineWins.push({ line: index + 1, symbol: won.symbol, count: won.count as 3 | 4 | 5, multiplier: won.pay * LINE_BET_THOUSANDTHS });
  });
  const scatters = grid.filter((reel) => reel.includes('scatter')).length;
  const scatterMultiplier = scatters >= 3 ? (SLOT_SCATTER_PAYS[scatters - 3] ?? 0) * 1000 : 0;
  const multiplier = lineWins.reduce((sum, win) => sum + win.multiplier, scatterMultiplier);
  return { game: 'slot', stops: [...stops], grid, lineWins, scatters, scatterMultiplier, multiplier, payout: payoutOf(stake, multiplier) };
}

/** One spin, a pure function of the seeds, the nonce and the stake. */
export function slotRound(seeds: SeedTriple, params: SlotParams): SlotOutcome {
  return slotOutcomeOf(slotStops(seeds), params.stake);
}

/** The exact expected return per unit staked (before flooring to minor units): lines plus scatters. */
export function slotTheoreticalRtp(): { lines: number; scatters: number; total: number } {
  const probability = new Map<SlotSymbol, number>(SLOT_SYMBOLS.map((symbol) => [symbol, SLOT_STRIP.filter((cell) => cell === symbol).length / SLOT_STRIP.length]));
  let lines = 0;
  const walk = (prefix: SlotSymbol[], chance: number) => {
    if (prefix.length === SLOT_REELS) {
      lines += chance * (linePay(prefix)?.pay ?? 0);
      return;
    }
    for (const symbol of SLOT_SYMBOLS) walk([...prefix, symbol], chance * (probability.get(symbol) ?? 0));
  };
  walk([], 1);
  // Each line bet is a tenth of the stake and there are ten lines: the expected line win per stake is one line's.
  const perReel = (SLOT_ROWS * (probability.get('scatter') ?? 0));
  let scatters = 0;
  for (let count = 3; count <= SLOT_REELS; count += 1) {
    scatters += binomial(SLOT_REELS, count) * perReel ** count * (1 - perReel) ** (SLOT_REELS - count) * (SLOT_SCATTER_PAYS[count - 3] ?? 0);
  }
  return { lines, scatters, total: lines + scatters };
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i += 1) result = (result * (n - i)) / (i + 1);
  return result;
}
