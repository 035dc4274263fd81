import { err, ok, type MinorUnits, type Result } from '@betting/kernel';
import { DrawStream, roundFinished, rtpOf, type EngineState, type ExactRtp, type GameEngine } from '../engine';
import { payoutOf, type Multiplier } from '../payout';
import type { SeedTriple } from '../provably-fair';

/**
 * European roulette: one zero, pockets 0…36, one ball a spin (pocket = one exactly uniform draw of 37). Every bet of
 * the table, several per spin, the stake shared between them in proportion to their chips:
 *
 * | bet        | numbers | returns (stake included) |
 * |------------|---------|--------------------------|
 * | straight   | 1       | 36×                      |
 * | split      | 2       | 18×  (side by side on the layout, 0 with 1, 2 or 3) |
 * | street     | 3       | 12×  (a row 3r−2…3r)      |
 * | trio       | 3       | 12×  (0-1-2 or 0-2-3)     |
 * | corner     | 4       | 9×   (a square of four)   |
 * | first four | 4       | 9×   (0-1-2-3)            |
 * | six line   | 6       | 6×   (two rows)           |
 * | column, dozen | 12   | 3×                       |
 * | red, black, odd, even, low (1–18), high (19–36) | 18 | 2× |
 *
 * A bet on k numbers returns 36 / k times its chips when the ball lands on one of them, so every bet (and every mix of
 * bets) returns exactly 36/37 = 97.297 % (`rouletteRtp` counts it over the 37 pockets). The spin's multiplier is the
 * total return over the chips staked, in thousandths of the stake, floored once.
 */
export const ROULETTE_POCKETS = 37;
export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

export const INSIDE_BETS = ['straight', 'split', 'street', 'trio', 'corner', 'first-four', 'six-line'] as const;
export const DOZEN_BETS = ['column', 'dozen'] as const;
export const EVEN_BETS = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
export type InsideBetType = (typeof INSIDE_BETS)[number];
export type DozenBetType = (typeof DOZEN_BETS)[number];
export type EvenBetType = (typeof EVEN_BETS)[number];

export type RouletteBet =
  | { readonly type: InsideBetType; readonly numbers: readonly number[]; readonly chips: number }
  | { readonly type: DozenBetType; readonly index: 1 | 2 | 3; readonly chips: number }
  | { readonly type: EvenBetType; readonly chips: number };

export interface RouletteParams {
  readonly bets: readonly RouletteBet[];
}

export interface RouletteBetResult {
  readonly bet: RouletteBet;
  readonly numbers: readonly number[];
  /** Chips returned (stake included), 0 when it lost. */
  readonly returned: number;
}

export interface RouletteState extends EngineState {
  readonly pocket: number;
  readonly results: readonly RouletteBetResult[];
}

export type RouletteAction = { readonly type: 'none' };

export const ROULETTE_MAX_BETS = 50;
export const ROULETTE_MAX_CHIPS = 1_000_000;

/** A number's cell on the layout: column 0…2 (1, 2, 3 in the first row), row 0…11. */
const column = (n: number): number => (n - 1) % 3;
const row = (n: number): number => Math.floor((n - 1) / 3);
const sorted = (numbers: readonly number[]): number[] => [...numbers].sort((a, b) => a - b);
const isPocket = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 36;

function insideProblem(type: InsideBetType, numbers: readonly number[]): string | null {
  const set = sorted(numbers);
  if (new Set(set).size !== set.length || !set.every(isPocket)) return 'the numbers are different pockets 0–36';
  const [a = -1, b = -1, c = -1, d = -1] = set;
  const same = (expected: readonly number[]) => expected.length === set.length && expected.every((n, i) => set[i] === n);
  switch (type) {
    case 'straight':
      return set.length === 1 ? null : 'a straight bet covers one number';
    case 'split':
      if (set.length !== 2) return 'a split covers two numbers';
      if (a === 0) return b >= 1 && b <= 3 ? null : 'zero splits with 1, 2 or 3';
      return b - a === 3 || (b - a === 1 && row(a) === row(b)) ? null : 'a split covers two neighbouring numbers';
    case 'street':
      return set.length === 3 && a >= 1 && column(a) === 0 && b === a + 1 && c === a + 2 ? null : 'a street is a row of three';
    case 'trio':
      return same([0, 1, 2]) || same([0, 2, 3]) ? null : 'a trio is 0-1-2 or 0-2-3';
    case 'corner':
      return set.length === 4 && a >= 1 && column(a) < 2 && b === a + 1 && c === a + 3 && d === a + 4 ? null : 'a corner is a square of four numbers';
    case 'first-four':
      return same([0, 1, 2, 3]) ? null : 'the first four are 0-1-2-3';
    case 'six-line':
      return set.length === 6 && a >= 1 && column(a) === 0 && a <= 31 && set.every((n, i) => n === a + i) ? null : 'a six line is two neighbouring rows';
  }
}

/** The pockets a bet covers (it must be a valid bet). */
export function betNumbers(bet: RouletteBet): number[] {
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  switch (bet.type) {
    case 'column':
      return all.filter((n) => column(n) === bet.index - 1);
    case 'dozen':
      return all.filter((n) => Math.ceil(n / 12) === bet.index);
    case 'red':
      return [...RED_NUMBERS];
    case 'black':
      return all.filter((n) => !RED_NUMBERS.includes(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return all.filter((n) => n <= 18);
    case 'high':
      return all.filter((n) => n >= 19);
    default:
      return sorted(bet.numbers);
  }
}

/** Why a bet cannot be placed (null when it can). */
export function rouletteBetProblem(input: unknown): string | null {
  if (typeof input !== 'object' || input === null) return 'a bet is an object';
  const bet = input as Record<string, unknown>;
  if (typeof bet['chips'] !== 'number' || !Number.isSafeInteger(bet['chips']) || bet['chips'] < 1 || bet['chips'] > ROULETTE_MAX_CHIPS) return `chips are a whole number 1–${ROULETTE_MAX_CHIPS}`;
  const type = bet['type'];
  if ((INSIDE_BETS as readonly unknown[]).includes(type)) {
    const numbers = bet['numbers'];
    if (!Array.isArray(numbers)) return 'an inside bet lists its numbers';
    return insideProblem(type as InsideBetType, numbers as number[]);
  }
  if ((DOZEN_BETS as readonly unknown[]).includes(type)) return bet['index'] === 1 || bet['index'] === 2 || bet['index'] === 3 ? null : 'a column or dozen is 1, 2 or 3';
  if ((EVEN_BETS as readonly unknown[]).includes(type)) return null;
  return 'unknown bet';
}

function parseParams(input: unknown): Result<RouletteParams, string> {
  if (typeof input !== 'object' || input === null || !Array.isArray((input as { bets?: unknown }).bets)) return err('params are { bets: [...] }');
  const bets = (input as { bets: unknown[] }).bets;
  if (bets.length < 1 || bets.length > ROULETTE_MAX_BETS) return err(`one to ${ROULETTE_MAX_BETS} bets a spin`);
  const clean: RouletteBet[] = [];
  for (const bet of bets) {
    const problem = rouletteBetProblem(bet);
    if (problem) return err(problem);
    const b = bet as RouletteBet;
    clean.push('numbers' in b ? { type: b.type, numbers: sorted(b.numbers), chips: b.chips } : 'index' in b ? { type: b.type, index: b.index, chips: b.chips } : { type: b.type, chips: b.chips });
  }
  return ok({ bets: clean });
}

/** Chips a bet returns when the ball lands in `pocket` (stake included). */
export function betReturn(bet: RouletteBet, pocket: number): number {
  const numbers = betNumbers(bet);
  return numbers.includes(pocket) ? (bet.chips * 36) / numbers.length : 0;
}

const totalChips = (params: RouletteParams): number => params.bets.reduce((sum, bet) => sum + bet.chips, 0);

/** The spin's multiplier for a pocket: chips returned over chips staked, thousandths, floored. */
export function rouletteMultiplier(params: RouletteParams, pocket: number): Multiplier {
  const returned = params.bets.reduce((sum, bet) => sum + betReturn(bet, pocket), 0);
  return Math.floor((returned * 1000) / totalChips(params));
}

/** The spin for a pocket (pure; `start` draws the pocket). */
export function rouletteOutcome(params: RouletteParams, stake: MinorUnits, pocket: number, draws: number): RouletteState {
  const results = params.bets.map((bet) => ({ bet, numbers: betNumbers(bet), returned: betReturn(bet, pocket) }));
  return { stake, draws, finished: true, multiplier: rouletteMultiplier(params, pocket), pocket, results };
}

/** Exact RTP of a set of bets: the chips returned summed over the 37 pockets, over 37 × the chips staked. */
export function rouletteRtp(params: RouletteParams): ExactRtp {
  let returned = 0;
  for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket += 1) returned += params.bets.reduce((sum, bet) => sum + betReturn(bet, pocket), 0);
  return rtpOf(BigInt(returned), BigInt(ROULETTE_POCKETS * totalChips(params)));
}

export const rouletteEngine: GameEngine<RouletteParams, RouletteState, RouletteAction> = {
  kind: 'roulette',
  defaultParams: { bets: [{ type: 'red', chips: 1 }] },
  parseParams,
  parseAction: () => err('a spin takes no actions'),
  maxMultiplier: (params) => Math.max(...Array.from({ length: ROULETTE_POCKETS }, (_, pocket) => rouletteMultiplier(params, pocket))),
  rtp: rouletteRtp,
  start(seeds: SeedTriple, params, stake) {
    const stream = new DrawStream(seeds);
    const pocket = stream.index(ROULETTE_POCKETS);
    return rouletteOutcome(params, stake, pocket, stream.position);
  },
  act: () => roundFinished(),
  isFinished: (state) => state.finished,
  payout: (state) => payoutOf(state.stake, state.multiplier),
  view: (state) => state,
};
