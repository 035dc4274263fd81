import { CASINO_BINGO_MAX_CARDS, CASINO_KENO_MAX_PICKS, type CasinoDrawStateResponse } from '@betting/contracts';
import { kenoQuickPick } from '@betting/games';
import { minorToMajorString, parseMoney } from '@betting/kernel';
import { combine, createEffect, createEvent, createStore, sample, type Store } from 'effector';
import { bingoModel, kenoModel } from './draws.model';

/** Why the stake cannot be sent yet, for `draws.stakeProblems.<code>` (null: it can). */
export type StakeProblem = 'invalid' | 'below_min' | 'above_max' | null;

/**
 * The stake box of a draw page: text in whole units of the account's currency, filled with the game's initial stake
 * once the state says which currency; the parsed minor units and why they cannot be sent (null when they can).
 */
export function createStakeInput($stakes: Store<CasinoDrawStateResponse['stakes']>) {
  const stakeChanged = createEvent<string>();
  const $text = createStore('').on(stakeChanged, (_, text) => text);
  sample({
    clock: $stakes.updates,
    source: $text,
    filter: (text, stakes) => text === '' && stakes !== null,
    fn: (_, stakes) => (stakes ? minorToMajorString(stakes.range.initial, stakes.currency) : ''),
    target: $text,
  });
  const $parsed = combine($text, $stakes, (text, stakes): { amount: number | null; problem: StakeProblem } => {
    if (!stakes) return { amount: null, problem: null };
    const parsed = parseMoney(text.trim().replace(',', '.'), stakes.currency);
    if (!parsed.ok) return { amount: null, problem: 'invalid' };
    if (parsed.value < stakes.range.min) return { amount: parsed.value, problem: 'below_min' };
    if (parsed.value > stakes.range.max) return { amount: parsed.value, problem: 'above_max' };
    return { amount: parsed.value, problem: null };
  });
  return { stakeChanged, $text, $amount: $parsed.map((parsed) => parsed.amount), $problem: $parsed.map((parsed) => parsed.problem) };
}

const stakesOf = (state: CasinoDrawStateResponse | null) => state?.stakes ?? null;

// ---------------------------------------------------------------- keno: the numbers picked

export const numberToggled = createEvent<number>();
export const quickPickRequested = createEvent<number>();
export const picksCleared = createEvent();
/** Uniform floats for the quick pick (the page's randomness; a test gives its own). */
export const randomFloatsFx = createEffect((count: number) => Array.from({ length: count }, () => Math.random()));

export const $picks = createStore<readonly number[]>([])
  .on(numberToggled, (picks, number) => (picks.includes(number) ? picks.filter((pick) => pick !== number) : picks.length < CASINO_KENO_MAX_PICKS ? [...picks, number].sort((a, b) => a - b) : picks))
  .on(randomFloatsFx.done, (_, { params, result }) => kenoQuickPick(params, result))
  .reset(picksCleared);
sample({ clock: quickPickRequested, fn: (count) => Math.min(Math.max(count, 1), CASINO_KENO_MAX_PICKS), target: randomFloatsFx });

export const kenoStake = createStakeInput(kenoModel.$state.map(stakesOf));

// ---------------------------------------------------------------- bingo: how many cards

export const cardsChanged = createEvent<number>();
export const $cards = createStore(1).on(cardsChanged, (_, cards) => Math.min(Math.max(Math.trunc(cards), 1), CASINO_BINGO_MAX_CARDS));
export const bingoStake = createStakeInput(bingoModel.$state.map(stakesOf));
