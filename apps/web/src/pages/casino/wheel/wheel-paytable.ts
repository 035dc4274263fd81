import { FORTUNA_SEGMENTS, FORTUNA_WEIGHT_TOTAL, LOTTERY_DRAWN, LOTTERY_NUMBERS, LOTTERY_PAYS, MEMORY_PAIR_PAYS, MEMORY_SYMBOLS, PICK_TABLES } from '@betting/games';

export type WheelPageGame = 'fortuna' | 'chest' | 'safe' | 'memory' | 'lottery';

/** One row of a paytable: what pays (a multiplier, a pair's symbol or a number of matches), thousandths, and how often. */
export interface PaytableRow {
  readonly kind: 'multiplier' | 'pair' | 'matches';
  readonly key: string;
  readonly multiplier: number;
  /** Probability per round (memory: of finding that pair among the four cards). */
  readonly chance: number;
}

const binomial = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (binomial(n, k - 1) * (n - k + 1)) / k);

/** The paytable the page shows, straight from the lib's tables (so the page and the game server never disagree). */
export function paytableOf(game: WheelPageGame): PaytableRow[] {
  if (game === 'memory') {
    // Both cards of a symbol among 4 of 12: C(10, 2) / C(12, 4) = 1 / 11.
    const chance = binomial(10, 2) / binomial(12, 4);
    return MEMORY_SYMBOLS.map((symbol) => ({ kind: 'pair' as const, key: symbol, multiplier: MEMORY_PAIR_PAYS[symbol], chance })).reverse();
  }
  if (game === 'lottery') {
    const tickets = binomial(LOTTERY_NUMBERS, LOTTERY_DRAWN);
    return LOTTERY_PAYS.map((multiplier, hits) => ({ kind: 'matches' as const, key: String(hits), multiplier, chance: (binomial(LOTTERY_DRAWN, hits) * binomial(LOTTERY_NUMBERS - LOTTERY_DRAWN, LOTTERY_DRAWN - hits)) / tickets }))
      .filter((row) => row.multiplier > 0)
      .reverse();
  }
  const chances = new Map<number, number>();
  if (game === 'fortuna') {
    for (const segment of FORTUNA_SEGMENTS) chances.set(segment.multiplier, (chances.get(segment.multiplier) ?? 0) + segment.weight / FORTUNA_WEIGHT_TOTAL);
  } else {
    const table = PICK_TABLES[game];
    const total = table.tiers.reduce((sum, tier) => sum + tier.weight, 0);
    for (const tier of table.tiers) for (const cell of tier.cells) chances.set(cell, (chances.get(cell) ?? 0) + tier.weight / total / tier.cells.length);
  }
  return [...chances.entries()].sort(([a], [b]) => b - a).map(([multiplier, chance]) => ({ kind: 'multiplier' as const, key: String(multiplier), multiplier, chance }));
}

export const timesOf = (thousandths: number): string => `×${(thousandths / 1000).toFixed(thousandths % 100 === 0 ? (thousandths % 1000 === 0 ? 0 : 1) : 2)}`;
export const percentOf = (chance: number): string => `${(chance * 100).toFixed(chance < 0.01 ? 3 : 2)}%`;
