import { couponInitialStake, type CoefViewId, type LegResult, type SystemOption } from '@betting/coupon';
import { DEFAULT_CURRENCY, type MinorUnits } from '@betting/kernel';
import { combine, createEvent, createStore, sample, type EventCallable, type Store } from 'effector';
import { accounts } from '../../../entities/accounts/accounts.model';
import { $coefView } from '../../../entities/line/line-settings';
import {
  calculateBet,
  emptyLeg,
  legCountFor,
  legCountOptions,
  MAX_LEGS,
  redrawnLeg,
  systemChoices,
  systemValueFor,
  typedLeg,
  type BetType,
  type CalculatorLeg,
  type CalculatorResult,
  type StakeMode,
} from './calculate';

/**
 * The betting calculator page (information/betting-calculator): the bet type, the odds view, the selections with
 * their odds and results, the stake; the result is `calculateBet` over them (libs/coupon's maths).
 * Every selection typed is kept while fewer are shown, so a single and back, or 5 selections and back to 3, loses nothing.
 */
export const calculatorOpened: EventCallable<void> = createEvent();
export const betTypeChanged: EventCallable<BetType> = createEvent<BetType>();
export const legCountChanged: EventCallable<number> = createEvent<number>();
export const systemValueChanged: EventCallable<number> = createEvent<number>();
export const oddsViewChanged: EventCallable<CoefViewId> = createEvent<CoefViewId>();
export const legOddsChanged: EventCallable<{ readonly index: number; readonly text: string }> = createEvent<{ readonly index: number; readonly text: string }>();
export const legResultChanged: EventCallable<{ readonly index: number; readonly result: LegResult }> = createEvent<{ readonly index: number; readonly result: LegResult }>();
export const stakeChanged: EventCallable<MinorUnits> = createEvent<MinorUnits>();
export const stakeModeChanged: EventCallable<StakeMode> = createEvent<StakeMode>();
export const calculatorCleared: EventCallable<void> = createEvent();

export const $betType: Store<BetType> = createStore<BetType>('express').on(betTypeChanged, (_, type) => type);
/** The bettor's count of selections; the shown count is this within the bet type's range. */
const $chosenLegCount = createStore(3).on(legCountChanged, (_, count) => count);
export const $legCount: Store<number> = combine($betType, $chosenLegCount, legCountFor);
export const $legCountOptions: Store<readonly number[]> = $betType.map(legCountOptions);
const $chosenSystemValue = createStore(2).on(systemValueChanged, (_, k) => k);
export const $systemValue: Store<number> = combine($chosenSystemValue, $legCount, systemValueFor);
export const $systemChoices: Store<readonly SystemOption[]> = $legCount.map(systemChoices);
export const $oddsView: Store<CoefViewId> = createStore<CoefViewId>(0).on(oddsViewChanged, (_, view) => view);
const $allLegs = createStore<readonly CalculatorLeg[]>(Array.from({ length: MAX_LEGS }, () => emptyLeg)).reset(calculatorCleared);
export const $legs: Store<readonly CalculatorLeg[]> = combine($allLegs, $legCount, (legs, count) => legs.slice(0, count));
export const $stake: Store<MinorUnits> = createStore<MinorUnits>(0).on(stakeChanged, (_, amount) => amount);
export const $stakeMode: Store<StakeMode> = createStore<StakeMode>('total').on(stakeModeChanged, (_, mode) => mode);
/** Money is shown in the active account's currency, else the site's default one. */
export const $currency: Store<string> = accounts.$activeAccount.map((account) => account?.iso ?? DEFAULT_CURRENCY);

export const $result: Store<CalculatorResult> = combine(
  { type: $betType, legs: $legs, systemValue: $systemValue, stake: $stake, stakeMode: $stakeMode },
  calculateBet,
);

const replaced = (legs: readonly CalculatorLeg[], index: number, change: (leg: CalculatorLeg) => CalculatorLeg) =>
  legs.map((leg, at) => (at === index ? change(leg) : leg));

sample({
  clock: legOddsChanged,
  source: { legs: $allLegs, view: $oddsView },
  filter: (_, { index }) => index >= 0 && index < MAX_LEGS,
  fn: ({ legs, view }, { index, text }) => replaced(legs, index, (leg) => typedLeg(leg, text, view)),
  target: $allLegs,
});

sample({
  clock: legResultChanged,
  source: $allLegs,
  fn: (legs, { index, result }) => replaced(legs, index, (leg) => ({ ...leg, result })),
  target: $allLegs,
});

// Another view redraws the odds already read; each keeps its exact value, so switching views never moves the result.
sample({
  clock: oddsViewChanged,
  source: $allLegs,
  fn: (legs, view) => legs.map((leg) => redrawnLeg(leg, view)),
  target: $allLegs,
});

// The page opens in the bettor's odds view, with the currency's usual first stake when none is typed yet.
sample({ clock: calculatorOpened, source: $coefView, target: oddsViewChanged });
sample({
  clock: calculatorOpened,
  source: { stake: $stake, currency: $currency },
  filter: ({ stake }) => stake === 0,
  fn: ({ currency }) => couponInitialStake(currency),
  target: stakeChanged,
});
sample({ clock: calculatorCleared, source: $currency, fn: couponInitialStake, target: stakeChanged });
