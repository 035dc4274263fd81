import { err, ok, type MinorUnits, type Result } from '@betting/kernel';
import { DrawStream, choose, finishedPayout, invalidAction, roundFinished, rtpOf, type ExactRtp, type EngineState, type GameEngine } from '../engine';
import type { Multiplier } from '../payout';
import type { SeedTriple } from '../provably-fair';

/**
 * Mines: a 5 × 5 grid hides 1 to 24 mines, placed at the start by a Fisher–Yates shuffle of the 25 cells (exactly
 * uniform draws), so the board is fixed by the seeds before the first click. The player reveals cells one by one and
 * may cash out after any safe one; a mine loses the stake.
 *
 * After k safe cells the multiplier is ⌊990 · C(25, k) / C(25 − m, k)⌋ thousandths (the exact odds of k safe cells
 * in a row, 1 % house edge, floored), at most 10 000×. Whichever cells are chosen, k safe reveals have probability
 * C(25 − m, k) / C(25, k), so a player's whole choice is when to stop: the return of stopping after k is
 * P(k) · M(k) / 1000, and the best of those (stopping when the game is won) is the exact return under optimal play.
 */
export const MINES_CELLS = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
/** The most a round pays: 10 000× (the round is cashed out when it gets there). */
export const MINES_CAP: Multiplier = 10_000_000;

export interface MinesParams {
  readonly mines: number;
}

export interface MinesState extends EngineState {
  readonly params: MinesParams;
  /** Where the mines are (sorted): hidden by `view` while the round is open. */
  readonly mineCells: readonly number[];
  /** Cells opened, in order. */
  readonly revealed: readonly number[];
  /** The mine that ended the round, if one did. */
  readonly hit: number | null;
}

export type MinesAction = { readonly type: 'reveal'; readonly cell: number } | { readonly type: 'cashOut' };

/** The multiplier after `safe` safe cells with `mines` mines, thousandths (1000 before the first). */
export function minesMultiplier(mines: number, safe: number): Multiplier {
  if (safe === 0) return 1000;
  const exact = (990n * choose(MINES_CELLS, safe)) / choose(MINES_CELLS - mines, safe);
  return exact > BigInt(MINES_CAP) ? MINES_CAP : Number(exact);
}

export function parseMinesParams(input: unknown): Result<MinesParams, string> {
  if (typeof input !== 'object' || input === null) return err('mines takes { mines }');
  const { mines } = input as Record<string, unknown>;
  if (typeof mines !== 'number' || !Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) return err('mines are 1 to 24');
  return ok({ mines });
}

export function parseMinesAction(input: unknown): Result<MinesAction, string> {
  if (typeof input !== 'object' || input === null) return err('an action is { type: reveal, cell } or { type: cashOut }');
  const { type, cell } = input as Record<string, unknown>;
  if (type === 'cashOut') return ok({ type });
  if (type === 'reveal' && typeof cell === 'number' && Number.isInteger(cell) && cell >= 0 && cell < MINES_CELLS) return ok({ type, cell });
  return err('a reveal names a cell from 0 to 24');
}

/** The best return over every stopping point: max over k of C(25 − m, k) · M(k) / (C(25, k) · 1000). */
export function minesRtp(params: MinesParams): ExactRtp {
  let best = rtpOf(0n, 1n);
  for (let safe = 1; safe <= MINES_CELLS - params.mines; safe += 1) {
    const rtp = rtpOf(choose(MINES_CELLS - params.mines, safe) * BigInt(minesMultiplier(params.mines, safe)), choose(MINES_CELLS, safe) * 1000n);
    if (rtp.numerator * best.denominator > best.numerator * rtp.denominator) best = rtp;
    if (minesMultiplier(params.mines, safe) === MINES_CAP) break;
  }
  return best;
}

export const minesEngine: GameEngine<MinesParams, MinesState, MinesAction> = {
  kind: 'mines',
  defaultParams: { mines: 3 },
  parseParams: parseMinesParams,
  parseAction: parseMinesAction,
  maxMultiplier(params) {
    let most = 0;
    for (let safe = 1; safe <= MINES_CELLS - params.mines; safe += 1) most = Math.max(most, minesMultiplier(params.mines, safe));
    return most;
  },
  rtp: minesRtp,
  start(seeds: SeedTriple, params: MinesParams, stake: MinorUnits): MinesState {
    const stream = new DrawStream(seeds);
    const cells = Array.from({ length: MINES_CELLS }, (_, cell) => cell);
    for (let index = MINES_CELLS - 1; index > 0; index -= 1) {
      const other = stream.index(index + 1);
      [cells[index], cells[other]] = [cells[other] as number, cells[index] as number];
    }
    const mineCells = cells.slice(0, params.mines).sort((a, b) => a - b);
    return { stake, draws: stream.position, finished: false, multiplier: 0, params, mineCells, revealed: [], hit: null };
  },
  act(state, action) {
    if (state.finished) return roundFinished();
    if (action.type === 'cashOut') {
      if (state.revealed.length === 0) return invalidAction('reveal a cell before cashing out');
      return ok({ ...state, finished: true });
    }
    if (state.revealed.includes(action.cell)) return invalidAction('that cell is open already');
    const revealed = [...state.revealed, action.cell];
    if (state.mineCells.includes(action.cell)) return ok({ ...state, revealed, finished: true, multiplier: 0, hit: action.cell });
    const multiplier = minesMultiplier(state.params.mines, revealed.length);
    const done = revealed.length === MINES_CELLS - state.params.mines || multiplier === MINES_CAP;
    return ok({ ...state, revealed, multiplier, finished: done });
  },
  isFinished: (state) => state.finished,
  payout: finishedPayout,
  view: (state) => (state.finished ? state : { ...state, mineCells: [] }),
};
