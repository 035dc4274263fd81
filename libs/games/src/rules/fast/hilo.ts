import { err, ok, type MinorUnits, type Result } from '@betting/kernel';
import { DrawStream, finishedPayout, invalidAction, roundFinished, rtpOf, type EngineState, type ExactRtp, type GameEngine } from '../engine';
import type { Multiplier } from '../payout';
import type { SeedTriple } from '../provably-fair';

/**
 * Hi-lo: cards from an endless deck (each card one exactly uniform draw of 52: rank ⌊c / 4⌋ + 1 from ace = 1 to
 * king = 13, suit c mod 4). The round opens with a card; the player guesses whether the next card's rank is higher,
 * lower or the same, and may cash out after any right guess. A guess that k of the 13 ranks win pays
 * ⌊12 870 / k⌋ thousandths per step (13 / k less 1 %, floored); steps multiply, floored to thousandths, up to 10 000×.
 *
 * Exact return under optimal play: each further guess multiplies what the round is worth by at most 0.99, so the
 * best play is one guess, the most rewarding one for the opening card, then cash out. Averaged over the 13 opening
 * ranks: (1/13) Σᵣ maxₖ k · ⌊12 870 / k⌋ / 13 000.
 */
export const HILO_RANKS = 13;
export const HILO_CAP: Multiplier = 10_000_000;
const STEP_NUMERATOR = 12_870;

export type HiloGuess = 'higher' | 'lower' | 'same';
export const HILO_GUESSES: readonly HiloGuess[] = ['higher', 'lower', 'same'];

/** Hi-lo has no variants: one deck, one paytable. */
export type HiloParams = Readonly<Record<string, never>>;

export interface HiloCard {
  /** 1 (ace) to 13 (king). */
  readonly rank: number;
  /** 0 clubs, 1 diamonds, 2 hearts, 3 spades. */
  readonly suit: number;
}

export interface HiloStep {
  readonly guess: HiloGuess;
  readonly card: HiloCard;
  readonly win: boolean;
  /** The step's multiplier, thousandths (what the guess paid). */
  readonly step: Multiplier;
}

export interface HiloState extends EngineState {
  readonly params: HiloParams;
  readonly first: HiloCard;
  readonly steps: readonly HiloStep[];
}

export type HiloAction = { readonly type: 'guess'; readonly guess: HiloGuess } | { readonly type: 'cashOut' };

/** How many ranks win a guess from a rank. */
export function hiloWinningRanks(rank: number, guess: HiloGuess): number {
  return guess === 'higher' ? HILO_RANKS - rank : guess === 'lower' ? rank - 1 : 1;
}

/** A guess's step multiplier from a rank (0 for a guess no rank wins: higher than a king, lower than an ace). */
export function hiloStepMultiplier(rank: number, guess: HiloGuess): Multiplier {
  const winning = hiloWinningRanks(rank, guess);
  return winning === 0 ? 0 : Math.floor(STEP_NUMERATOR / winning);
}

export const hiloWins = (from: number, to: number, guess: HiloGuess): boolean => (guess === 'higher' ? to > from : guess === 'lower' ? to < from : to === from);

const cardOf = (drawn: number): HiloCard => ({ rank: Math.floor(drawn / 4) + 1, suit: drawn % 4 });

export const hiloCurrentCard = (state: HiloState): HiloCard => state.steps.at(-1)?.card ?? state.first;

export function parseHiloAction(input: unknown): Result<HiloAction, string> {
  if (typeof input !== 'object' || input === null) return err('an action is { type: guess, guess } or { type: cashOut }');
  const { type, guess } = input as Record<string, unknown>;
  if (type === 'cashOut') return ok({ type });
  if (type === 'guess' && (HILO_GUESSES as readonly unknown[]).includes(guess)) return ok({ type, guess: guess as HiloGuess });
  return err('a guess is higher, lower or same');
}

export function hiloRtp(): ExactRtp {
  let numerator = 0n;
  for (let rank = 1; rank <= HILO_RANKS; rank += 1) {
    numerator += BigInt(Math.max(...HILO_GUESSES.map((guess) => hiloWinningRanks(rank, guess) * hiloStepMultiplier(rank, guess))));
  }
  return rtpOf(numerator, BigInt(HILO_RANKS * HILO_RANKS * 1000));
}

export const hiloEngine: GameEngine<HiloParams, HiloState, HiloAction> = {
  kind: 'hilo',
  defaultParams: {},
  parseParams: (input) => (typeof input === 'object' && input !== null && Object.keys(input).length === 0 ? ok({}) : err('hi-lo takes no params')),
  parseAction: parseHiloAction,
  maxMultiplier: () => HILO_CAP,
  rtp: hiloRtp,
  start(seeds: SeedTriple, params: HiloParams, stake: MinorUnits): HiloState {
    const stream = new DrawStream(seeds);
    const first = cardOf(stream.index(52));
    return { stake, draws: stream.position, finished: false, multiplier: 0, params, first, steps: [] };
  },
  act(state, action, seeds) {
    if (state.finished) return roundFinished();
    if (action.type === 'cashOut') {
      if (state.steps.length === 0) return invalidAction('guess once before cashing out');
      return ok({ ...state, finished: true });
    }
    const from = hiloCurrentCard(state).rank;
    const step = hiloStepMultiplier(from, action.guess);
    if (step === 0) return invalidAction(`no card is ${action.guess} than this one`);
    const stream = new DrawStream(seeds, state.draws);
    const card = cardOf(stream.index(52));
    const win = hiloWins(from, card.rank, action.guess);
    const steps = [...state.steps, { guess: action.guess, card, win, step }];
    if (!win) return ok({ ...state, draws: stream.position, steps, finished: true, multiplier: 0 });
    const before = state.steps.length === 0 ? 1000 : state.multiplier;
    const multiplier = Math.min(HILO_CAP, Math.floor((before * step) / 1000));
    return ok({ ...state, draws: stream.position, steps, multiplier, finished: multiplier === HILO_CAP });
  },
  isFinished: (state) => state.finished,
  payout: finishedPayout,
  view: (state) => state,
};
