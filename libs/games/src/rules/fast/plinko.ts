import { err, ok, type MinorUnits, type Result } from '@betting/kernel';
import { DrawStream, choose, finishedPayout, roundFinished, rtpOf, type EngineState, type ExactRtp, type GameEngine } from '../engine';
import type { Multiplier } from '../payout';
import type { SeedTriple } from '../provably-fair';

/**
 * Plinko: a ball falls through `rows` rows of pins (8 to 16), going right or left at each with a fair coin (one draw
 * per row, its lowest bit), and lands in slot k = how many times it went right (0 … rows). Slot k pays the table's
 * multiplier for the rows and the risk. The return is exact by the binomial closed form:
 * Σₖ C(rows, k) · m(k) / (2^rows · 1000).
 */
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

export interface PlinkoParams {
  readonly rows: number;
  readonly risk: PlinkoRisk;
}

export interface PlinkoState extends EngineState {
  readonly params: PlinkoParams;
  /** Each row's bounce: 1 right, 0 left. */
  readonly path: readonly (0 | 1)[];
  /** The slot the ball lands in, 0 … rows. */
  readonly slot: number;
}

export type PlinkoAction = never;

/** Half of each table, from the edge slot to the middle, thousandths (the other half mirrors it). */
const HALF_TABLES: Readonly<Record<PlinkoRisk, Readonly<Record<number, readonly number[]>>>> = {
  low: {
    8: [5600, 2100, 1100, 1000, 500],
    9: [5600, 2000, 1600, 1000, 700],
    10: [8900, 3000, 1400, 1100, 1000, 500],
    11: [8400, 3000, 1900, 1300, 1000, 700],
    12: [10000, 3000, 1600, 1400, 1100, 1000, 500],
    13: [8100, 4000, 3000, 1900, 1200, 900, 700],
    14: [7100, 4000, 1900, 1400, 1300, 1100, 1000, 500],
    15: [15000, 8000, 3000, 2000, 1500, 1100, 1000, 700],
    16: [16000, 9000, 2000, 1400, 1400, 1200, 1100, 1000, 500],
  },
  medium: {
    8: [13000, 3000, 1300, 700, 400],
    9: [18000, 4000, 1700, 900, 500],
    10: [22000, 5000, 2000, 1400, 600, 400],
    11: [24000, 6000, 3000, 1800, 700, 500],
    12: [33000, 11000, 4000, 2000, 1100, 600, 300],
    13: [43000, 13000, 6000, 3000, 1300, 700, 400],
    14: [58000, 15000, 7000, 4000, 1900, 1000, 500, 200],
    15: [88000, 18000, 11000, 5000, 3000, 1300, 500, 300],
    16: [110000, 41000, 10000, 5000, 3000, 1500, 1000, 500, 300],
  },
  high: {
    8: [29000, 4000, 1500, 300, 200],
    9: [43000, 7000, 2000, 600, 200],
    10: [76000, 10000, 3000, 900, 300, 200],
    11: [120000, 14000, 5200, 1400, 400, 200],
    12: [170000, 24000, 8100, 2000, 700, 200, 200],
    13: [260000, 37000, 11000, 4000, 1000, 200, 200],
    14: [420000, 56000, 18000, 5000, 1900, 300, 200, 200],
    15: [620000, 83000, 27000, 8000, 3000, 500, 200, 200],
    16: [1000000, 130000, 26000, 9000, 4000, 2000, 200, 200, 200],
  },
};

/** The whole table of a rows/risk: slot k's multiplier, thousandths. */
export function plinkoTable(params: PlinkoParams): Multiplier[] {
  const half = HALF_TABLES[params.risk][params.rows] ?? [];
  return Array.from({ length: params.rows + 1 }, (_, slot) => half[Math.min(slot, params.rows - slot)] ?? 0);
}

export function parsePlinkoParams(input: unknown): Result<PlinkoParams, string> {
  if (typeof input !== 'object' || input === null) return err('plinko takes { rows, risk }');
  const { rows, risk } = input as Record<string, unknown>;
  if (typeof rows !== 'number' || !Number.isInteger(rows) || rows < PLINKO_MIN_ROWS || rows > PLINKO_MAX_ROWS) return err('rows are 8 to 16');
  if (!(PLINKO_RISKS as readonly unknown[]).includes(risk)) return err('risk is low, medium or high');
  return ok({ rows, risk: risk as PlinkoRisk });
}

/** Σₖ C(rows, k) · m(k) over 2^rows · 1000. */
export function plinkoRtp(params: PlinkoParams): ExactRtp {
  const numerator = plinkoTable(params).reduce((sum, multiplier, slot) => sum + choose(params.rows, slot) * BigInt(multiplier), 0n);
  return rtpOf(numerator, 2n ** BigInt(params.rows) * 1000n);
}

export const plinkoEngine: GameEngine<PlinkoParams, PlinkoState, PlinkoAction> = {
  kind: 'plinko',
  defaultParams: { rows: 12, risk: 'medium' },
  parseParams: parsePlinkoParams,
  parseAction: () => err('plinko has no actions'),
  maxMultiplier: (params) => Math.max(...plinkoTable(params)),
  rtp: plinkoRtp,
  start(seeds: SeedTriple, params: PlinkoParams, stake: MinorUnits): PlinkoState {
    const stream = new DrawStream(seeds);
    const path = Array.from({ length: params.rows }, () => stream.bit());
    const slot = path.reduce<number>((sum, bounce) => sum + bounce, 0);
    return { stake, draws: stream.position, finished: true, multiplier: plinkoTable(params)[slot] ?? 0, params, path, slot };
  },
  act: () => roundFinished(),
  isFinished: (state) => state.finished,
  payout: finishedPayout,
  view: (state) => state,
};
