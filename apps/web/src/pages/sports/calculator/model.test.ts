import { COUPON_TYPE, couponInitialStake, defaultCouponBet, formatCoefView, parseCoefView, settleCoupon, systemAverageCoef, type LegResult } from '@betting/coupon';
import { arbAmount, arbCoef, arbCoefViewId, arbLegResult } from '@betting/coupon/testing';
import { DEFAULT_CURRENCY } from '@betting/kernel';
import { COEF_VIEW } from '@betting/settings';
import { allSettled, fork, type Scope } from 'effector';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settings } from '../../../shared/settings';
import {
  $betType,
  $legCount,
  $legs,
  $oddsView,
  $result,
  $stake,
  $systemChoices,
  $systemValue,
  betTypeChanged,
  calculatorCleared,
  calculatorOpened,
  legCountChanged,
  legOddsChanged,
  legResultChanged,
  oddsViewChanged,
  stakeChanged,
  stakeModeChanged,
  systemValueChanged,
} from './model';

async function typeLegs(scope: Scope, texts: readonly string[], results: readonly LegResult[] = []) {
  for (const [index, text] of texts.entries()) {
    await allSettled(legOddsChanged, { scope, params: { index, text } });
    const result = results[index];
    if (result) await allSettled(legResultChanged, { scope, params: { index, result } });
  }
}

async function system(scope: Scope, k: number, n: number) {
  await allSettled(betTypeChanged, { scope, params: 'system' });
  await allSettled(legCountChanged, { scope, params: n });
  await allSettled(systemValueChanged, { scope, params: k });
}

const ready = (scope: Scope) => {
  const result = scope.getState($result);
  if (result.kind !== 'ready') throw new Error(`expected a result, got ${JSON.stringify(result)}`);
  return result;
};

describe('betting calculator model', () => {
  it('starts as an accumulator of three empty selections that asks for their odds', () => {
    const scope = fork();
    expect(scope.getState($betType)).toBe('express');
    expect(scope.getState($legs)).toHaveLength(3);
    expect(scope.getState($result)).toEqual({ kind: 'incomplete', missingStake: true, legsWithoutOdds: [0, 1, 2] });
  });

  it('works out a system 3/5 with libs/coupon: ten lines, a tenth of the stake each, the settled return', async () => {
    const scope = fork();
    await system(scope, 3, 5);
    await typeLegs(scope, ['1.85', '2.10', '1.50', '3.00', '1.95'], ['won', 'won', 'lost', 'void', 'won']);
    await allSettled(stakeChanged, { scope, params: 10_000 });
    const legs = [
      { coef: 1850, result: 'won' },
      { coef: 2100, result: 'won' },
      { coef: 1500, result: 'lost' },
      { coef: 3000, result: 'void' },
      { coef: 1950, result: 'won' },
    ] as const;
    const payout = settleCoupon({ typeId: COUPON_TYPE.system, systemValue: 3, amount: 10_000, legs });
    expect(ready(scope)).toEqual({
      kind: 'ready',
      typeId: COUPON_TYPE.system,
      odds: systemAverageCoef(legs.map((leg, index) => defaultCouponBet({ id: String(index), gameId: index, market: { id: String(index), coef: leg.coef } })), 3),
      lines: 10,
      winningLines: 4,
      totalStake: 10_000,
      stakePerLine: { amount: 1_000, exact: true },
      payout,
      profit: payout - 10_000,
    });
    // The four lines without the lost leg (3.885 + 7.57575 + 3.6075 + 4.095 = 19.16325) at 10.00 each, rounded down.
    expect(payout).toBe(19_163);
  });

  it('stakes each line when the stake is per line, and says when a total does not split into whole coins', async () => {
    const scope = fork();
    await system(scope, 2, 3);
    await typeLegs(scope, ['2', '2', '2']);
    await allSettled(stakeChanged, { scope, params: 1_000 });
    expect(ready(scope)).toMatchObject({ lines: 3, totalStake: 1_000, stakePerLine: { amount: 333, exact: false }, payout: 4_000 });
    await allSettled(stakeModeChanged, { scope, params: 'perLine' });
    expect(ready(scope)).toMatchObject({ lines: 3, totalStake: 3_000, stakePerLine: { amount: 1_000, exact: true }, payout: 12_000, profit: 9_000 });
  });

  it('an accumulator with a lost selection returns nothing; a void one counts at 1.000', async () => {
    const scope = fork();
    await typeLegs(scope, ['1.5', '2', '3']);
    await allSettled(stakeChanged, { scope, params: 1_000 });
    expect(ready(scope)).toMatchObject({ typeId: COUPON_TYPE.express, odds: 9_000, payout: 9_000, profit: 8_000 });
    await allSettled(legResultChanged, { scope, params: { index: 2, result: 'void' } });
    expect(ready(scope)).toMatchObject({ odds: 3_000, payout: 3_000, winningLines: 1 });
    await allSettled(legResultChanged, { scope, params: { index: 0, result: 'lost' } });
    expect(ready(scope)).toMatchObject({ odds: 0, payout: 0, profit: -1_000, winningLines: 0 });
  });

  it('keeps what was typed while fewer selections show: to a single and back, and k stays below n', async () => {
    const scope = fork();
    await system(scope, 4, 5);
    await typeLegs(scope, ['1.1', '1.2', '1.3', '1.4', '1.5']);
    expect(scope.getState($systemValue)).toBe(4);
    expect(scope.getState($systemChoices).map((choice) => choice.combo)).toEqual(['2/5', '3/5', '4/5']);
    await allSettled(legCountChanged, { scope, params: 3 });
    expect(scope.getState($systemValue)).toBe(2);
    await allSettled(betTypeChanged, { scope, params: 'single' });
    expect(scope.getState($legCount)).toBe(1);
    expect(scope.getState($legs).map((leg) => leg.text)).toEqual(['1.1']);
    await allSettled(legCountChanged, { scope, params: 5 });
    await allSettled(betTypeChanged, { scope, params: 'express' });
    expect(scope.getState($legs).map((leg) => leg.text)).toEqual(['1.1', '1.2', '1.3', '1.4', '1.5']);
    await allSettled(betTypeChanged, { scope, params: 'system' });
    expect(scope.getState($systemValue)).toBe(4);
  });

  it('reads odds in the chosen view and redraws them in another without moving the result', async () => {
    const scope = fork();
    await allSettled(oddsViewChanged, { scope, params: COEF_VIEW.fractional });
    await typeLegs(scope, ['6/4', 'evens', '17/20']);
    await allSettled(stakeChanged, { scope, params: 1_000 });
    expect(scope.getState($legs).map((leg) => leg.coef)).toEqual([2_500, 2_000, 1_850]);
    const before = ready(scope);
    await allSettled(oddsViewChanged, { scope, params: COEF_VIEW.american });
    expect(scope.getState($legs).map((leg) => leg.text)).toEqual(['+150', '+100', '-118']);
    expect(ready(scope)).toEqual(before);
    await allSettled(oddsViewChanged, { scope, params: COEF_VIEW.decimal });
    expect(scope.getState($legs).map((leg) => leg.text)).toEqual(['2.50', '2.00', '1.85']);
  });

  it('names the selections whose odds do not read in the view, and a missing stake', async () => {
    const scope = fork();
    await allSettled(oddsViewChanged, { scope, params: COEF_VIEW.american });
    await typeLegs(scope, ['-118', '1.85', '']);
    expect(scope.getState($result)).toEqual({ kind: 'incomplete', missingStake: true, legsWithoutOdds: [1, 2] });
  });

  it('says a return beyond any real bet is too large instead of failing', async () => {
    const scope = fork();
    await allSettled(legCountChanged, { scope, params: 16 });
    await typeLegs(scope, Array.from({ length: 16 }, () => '1000'));
    await allSettled(stakeChanged, { scope, params: 100 });
    expect(scope.getState($result)).toEqual({ kind: 'tooLarge' });
  });

  it('opens in the bettor’s odds view with the currency’s first stake; clearing empties the selections', async () => {
    const scope = fork();
    await allSettled(settings.settingsChanged, { scope, params: { coefViewId: COEF_VIEW.american } });
    await allSettled(calculatorOpened, { scope });
    expect(scope.getState($oddsView)).toBe(COEF_VIEW.american);
    expect(scope.getState($stake)).toBe(couponInitialStake(DEFAULT_CURRENCY));
    await typeLegs(scope, ['+150']);
    await allSettled(stakeChanged, { scope, params: 7 });
    await allSettled(calculatorCleared, { scope });
    expect(scope.getState($legs).every((leg) => leg.text === '' && leg.coef === null && leg.result === 'won')).toBe(true);
    expect(scope.getState($stake)).toBe(couponInitialStake(DEFAULT_CURRENCY));
  });

  it('keeps two scopes apart', async () => {
    const first = fork();
    const second = fork();
    await typeLegs(first, ['2']);
    await allSettled(betTypeChanged, { scope: first, params: 'single' });
    expect(first.getState($legs)).toEqual([{ text: '2', coef: 2_000, result: 'won' }]);
    expect(second.getState($betType)).toBe('express');
    expect(second.getState($legs).every((leg) => leg.coef === null)).toBe(true);
  });

  it('a system’s return is libs/coupon’s settlement of the same legs, for any legs, results, view, k and stake', async () => {
    const arbSystem = fc.integer({ min: 3, max: 16 }).chain((n) =>
      fc.record({
        k: fc.integer({ min: 2, max: n - 1 }),
        view: arbCoefViewId,
        amount: arbAmount,
        legs: fc.array(fc.record({ coef: arbCoef, result: arbLegResult }), { minLength: n, maxLength: n }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(arbSystem, async ({ k, view, amount, legs }) => {
        const scope = fork();
        await allSettled(oddsViewChanged, { scope, params: view });
        await system(scope, k, legs.length);
        const texts = legs.map((leg) => formatCoefView(leg.coef, view));
        await typeLegs(
          scope,
          texts,
          legs.map((leg) => leg.result),
        );
        await allSettled(stakeChanged, { scope, params: amount });
        const typed = legs.map((leg, index) => ({ coef: parseCoefView(texts[index] ?? '', view), result: leg.result }));
        const expected = settleOrTooLarge(k, amount, typed);
        const result = scope.getState($result);
        if (expected === 'tooLarge') expect(result).toEqual({ kind: 'tooLarge' });
        else expect(result).toMatchObject({ kind: 'ready', payout: expected, lines: expect.any(Number) });
      }),
    );
  });
});

/**
 * libs/coupon's payout of the system, or 'tooLarge' where it refuses one beyond a safe integer — the payout, or the
 * system's displayed coefficient (systemAverageCoef throws RangeError past 2^53 rather than show an inexact number).
 */
function settleOrTooLarge(k: number, amount: number, legs: readonly { readonly coef: number | null; readonly result: LegResult }[]): number | 'tooLarge' {
  try {
    // Every view's text reads back (libs/coupon's round-trip property), so a null here fails the test at settlement.
    const settled = legs.map((leg) => ({ coef: leg.coef ?? Number.NaN, result: leg.result }));
    systemAverageCoef(settled.map((leg, index) => defaultCouponBet({ id: String(index), gameId: index, market: { id: String(index), coef: leg.coef } })), k);
    return settleCoupon({ typeId: COUPON_TYPE.system, systemValue: k, amount, legs: settled });
  } catch (error) {
    if (error instanceof RangeError) return 'tooLarge';
    throw error;
  }
}
