import type { Multiplier } from './payout';
import { pickMaxMultiplier, type PickCell, type PickTable } from './pick';

/**
 * The pick tables of the bonus wheel games (`pick.ts` plays them). Multipliers are thousandths of the stake; each
 * table's return to player is exact by `pickExactRtp` and checked by the tests.
 *
 * | game | board | picks | return |
 * | --- | --- | --- | --- |
 * | chest | 3 chests, 4 tiers | 1 | 96.00 % |
 * | safe | 5 safes (codes), 4 tiers | 1 | 96.00 % |
 * | dragon | 4 dragon eggs, 4 tiers | 1 | 96.00 % |
 * | memory | 12 cards, 6 symbols in pairs | 4 | 96.00 % (each pair found pays its symbol; a given pair is among 4 cards 1 time in 11) |
 * | lottery | 20 numbers, 5 drawn | 5 | 95.46 % (14 800 000 / 15 504 000; 2 to 5 matches pay) |
 */
const single = (opened: readonly number[]): Multiplier => opened[0] ?? 0;

export const CHEST_TABLE: PickTable<number> = {
  picks: 1,
  pay: single,
  tiers: [
    { weight: 60, cells: [0, 400, 1_200] },
    { weight: 25, cells: [0, 800, 2_200] },
    { weight: 12, cells: [300, 1_000, 2_700] },
    { weight: 3, cells: [0, 0, 23_000] },
  ],
};

export const SAFE_TABLE: PickTable<number> = {
  picks: 1,
  pay: single,
  tiers: [
    { weight: 50, cells: [0, 0, 300, 700, 2_000] },
    { weight: 30, cells: [0, 300, 700, 1_200, 2_800] },
    { weight: 15, cells: [0, 500, 1_000, 2_000, 4_500] },
    { weight: 5, cells: [0, 0, 0, 0, 12_000] },
  ],
};

export const DRAGON_TABLE: PickTable<number> = {
  picks: 1,
  pay: single,
  tiers: [
    { weight: 54, cells: [0, 0, 800, 2_400] },
    { weight: 31, cells: [0, 400, 1_200, 2_000] },
    { weight: 12, cells: [0, 700, 1_500, 3_000] },
    { weight: 3, cells: [0, 0, 400, 12_000] },
  ],
};

export const MEMORY_SYMBOLS = ['moon', 'star', 'clover', 'horseshoe', 'diamond', 'crown'] as const;
export type MemorySymbol = (typeof MEMORY_SYMBOLS)[number];
/** What a pair of each symbol pays (added up when the four cards hold two pairs). */
export const MEMORY_PAIR_PAYS: Readonly<Record<MemorySymbol, Multiplier>> = { moon: 500, star: 1_000, clover: 1_200, horseshoe: 1_860, diamond: 2_500, crown: 3_500 };

export const MEMORY_TABLE: PickTable<MemorySymbol> = {
  picks: 4,
  pay: (opened) => MEMORY_SYMBOLS.reduce((sum, symbol) => sum + (opened.filter((card) => card === symbol).length === 2 ? MEMORY_PAIR_PAYS[symbol] : 0), 0),
  tiers: [{ weight: 1, cells: MEMORY_SYMBOLS.flatMap((symbol) => [symbol, symbol]) }],
};

export const LOTTERY_NUMBERS = 20;
export const LOTTERY_DRAWN = 5;
/** The ticket's pay by matches, 0 to 5 (thousandths). */
export const LOTTERY_PAYS: readonly Multiplier[] = [0, 0, 1_000, 5_000, 60_000, 500_000];

/** A cell is 1 when its number (position + 1) is among the drawn five. */
export const LOTTERY_TABLE: PickTable<number> = {
  picks: LOTTERY_DRAWN,
  pay: (opened) => LOTTERY_PAYS[opened.reduce((sum, cell) => sum + cell, 0)] ?? 0,
  tiers: [{ weight: 1, cells: [...Array(LOTTERY_NUMBERS).keys()].map((index) => (index < LOTTERY_DRAWN ? 1 : 0)) }],
};

export const PICK_TABLES = { chest: CHEST_TABLE, safe: SAFE_TABLE, dragon: DRAGON_TABLE, memory: MEMORY_TABLE, lottery: LOTTERY_TABLE } as const;
export type PickGame = keyof typeof PICK_TABLES;
export const PICK_GAMES = Object.keys(PICK_TABLES) as PickGame[];
export const isPickGame = (value: unknown): value is PickGame => typeof value === 'string' && value in PICK_TABLES;
/** A pick game's table with its cells' type widened (for code that treats every pick game alike). */
export const pickTableOf = (game: PickGame): PickTable<PickCell> => PICK_TABLES[game];

export const PICK_MAX_MULTIPLIER: Readonly<Record<PickGame, Multiplier>> = {
  chest: pickMaxMultiplier(CHEST_TABLE),
  safe: pickMaxMultiplier(SAFE_TABLE),
  dragon: pickMaxMultiplier(DRAGON_TABLE),
  memory: pickMaxMultiplier(MEMORY_TABLE),
  lottery: LOTTERY_PAYS[LOTTERY_DRAWN] ?? 0,
};
