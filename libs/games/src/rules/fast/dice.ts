import { err, ok, type MinorUnits, type Result } from '@betting/kernel';
import { DrawStream, finishedPayout, roundFinished, rtpOf, type EngineState, type ExactRtp, type GameEngine } from '../engine';
import type { Multiplier } from '../payout';
import type { SeedTriple } from '../provably-fair';

/**
 * Dice: a roll from 00.00 to 99.99 (10 000 equally likely outcomes, one exactly uniform draw), the player bets it
 * lands under or over a chosen target. With w winning outcomes the win pays ⌊9 900 000 / w⌋ thousandths of the stake
 * (1 % house edge before the floor), so the exact return is w · ⌊9 900 000 / w⌋ / 10⁷.
 */
export const DICE_OUTCOMES = 10_000;
/** Chance of a win from 1 % to 98 % (100 to 9 800 outcomes): multipliers from 1.0102× to 99×. */
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9_800;
const EDGE_NUMERATOR = 9_900_000;

export type DiceDirection = 'under' | 'over';

export interface DiceParams {
  /** Hundredths, 1 to 9 998: under wins on a roll below it, over on a roll above it. */
  readonly target: number;
  readonly direction: DiceDirection;
}

export interface DiceState extends EngineState {
  readonly params: DiceParams;
  /** The roll in hundredths, 0 to 9 999. */
  readonly roll: number;
  readonly win: boolean;
}

/** Dice has no actions: a round is settled by its start. */
export type DiceAction = never;

/** How many of the 10 000 rolls win. */
export const diceWinning = (params: DiceParams): number => (params.direction === 'under' ? params.target : DICE_OUTCOMES - 1 - params.target);

export const diceMultiplier = (params: DiceParams): Multiplier => Math.floor(EDGE_NUMERATOR / diceWinning(params));

export const diceWins = (params: DiceParams, roll: number): boolean => (params.direction === 'under' ? roll < params.target : roll > params.target);

export function parseDiceParams(input: unknown): Result<DiceParams, string> {
  if (typeof input !== 'object' || input === null) return err('dice takes { target, direction }');
  const { target, direction } = input as Record<string, unknown>;
  if (direction !== 'under' && direction !== 'over') return err('direction is under or over');
  if (typeof target !== 'number' || !Number.isInteger(target)) return err('target is a whole number of hundredths');
  const params: DiceParams = { target, direction };
  const winning = diceWinning(params);
  if (target < 1 || target > 9_998 || winning < DICE_MIN_WINNING || winning > DICE_MAX_WINNING) return err('the chance of a win is 1 % to 98 %');
  return ok(params);
}

export const diceEngine: GameEngine<DiceParams, DiceState, DiceAction> = {
  kind: 'dice',
  defaultParams: { target: 5_000, direction: 'under' },
  parseParams: parseDiceParams,
  parseAction: () => err('dice has no actions'),
  maxMultiplier: (params) => diceMultiplier(params),
  rtp: (params): ExactRtp => rtpOf(BigInt(diceWinning(params) * diceMultiplier(params)), BigInt(DICE_OUTCOMES * 1000)),
  start(seeds: SeedTriple, params: DiceParams, stake: MinorUnits): DiceState {
    const stream = new DrawStream(seeds);
    const roll = stream.index(DICE_OUTCOMES);
    const win = diceWins(params, roll);
    return { stake, draws: stream.position, finished: true, multiplier: win ? diceMultiplier(params) : 0, params, roll, win };
  },
  act: () => roundFinished(),
  isFinished: (state) => state.finished,
  payout: finishedPayout,
  view: (state) => state,
};

/** The best and worst exact return over every target (what the game page publishes as its range). */
export function diceRtpRange(): { readonly min: ExactRtp; readonly max: ExactRtp } {
  let min: ExactRtp | null = null;
  let max: ExactRtp | null = null;
  for (let winning = DICE_MIN_WINNING; winning <= DICE_MAX_WINNING; winning += 1) {
    const rtp = rtpOf(BigInt(winning * Math.floor(EDGE_NUMERATOR / winning)), BigInt(DICE_OUTCOMES * 1000));
    if (min === null || rtp.numerator * min.denominator < min.numerator * rtp.denominator) min = rtp;
    if (max === null || rtp.numerator * max.denominator > max.numerator * rtp.denominator) max = rtp;
  }
  return { min: min as ExactRtp, max: max as ExactRtp };
}
