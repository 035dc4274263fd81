import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { WHOLE_COUPON, cashOutOffer, payoutOfShare, shareAfterCashOut, type CashOutInput, type CashOutLeg } from './cash-out';
import { autoCashOutTargetRefusal, cashOutCeiling, isAutoCashOutDue, planBetEdit } from './cash-out-auto-edit';
import { COUPON_TYPE } from './entities';
import { possibleWin } from './payout';

const coef = fc.integer({ min: 1010, max: 9000 });
/** A leg: placed at `coef`; won, void or open (priced now at `currentCoef`). */
const leg: fc.Arbitrary<CashOutLeg> = fc.record({
  coef,
  result: fc.constantFrom<CashOutLeg['result']>('won', 'void', null, null, null),
  currentCoef: coef,
});
const coupon = fc
  .record({ legs: fc.array(leg, { minLength: 1, maxLength: 5 }), amount: fc.integer({ min: 100, max: 10_000_000 }), marginPermille: fc.integer({ min: 0, max: 200 }) })
  .filter(({ legs }) => legs.some((l) => l.result === null))
  .map(({ legs, amount, marginPermille }): CashOutInput => ({ typeId: legs.length === 1 ? COUPON_TYPE.single : COUPON_TYPE.express, amount, legs, marginPermille, share: WHOLE_COUPON }));

const offered = (input: CashOutInput): number => {
  const offer = cashOutOffer(input);
  if (offer.kind !== 'offer') throw new Error(`no offer: ${offer.reason}`);
  return offer.amount;
};
const ifEveryOpenLegWins = (input: CashOutInput) => possibleWin({ typeId: input.typeId, amount: input.amount, coefs: input.legs.map((l) => (l.result === 'void' ? 1000 : l.coef)) });

describe('the cash-out offer', () => {
  test.prop([coupon])('is never negative and never above what the coupon pays if every open leg wins', (input) => {
    const offer = offered(input);
    expect(offer).toBeGreaterThanOrEqual(0);
    expect(offer).toBeLessThanOrEqual(ifEveryOpenLegWins(input));
  });

  test.prop([coupon, fc.nat(), fc.integer({ min: 1, max: 5000 })])('falls (or stays) when an open leg’s price rises', (input, pick, rise) => {
    const open = input.legs.flatMap((l, index) => (l.result === null ? [index] : []));
    const moved = open[pick % open.length]!;
    const higher = { ...input, legs: input.legs.map((l, index) => (index === moved ? { ...l, currentCoef: (l.currentCoef ?? 1000) + rise } : l)) };
    expect(offered(higher)).toBeLessThanOrEqual(offered(input));
  });

  test.prop([coupon])('with no margin is the fair value: the payout if all open legs win times their implied chances', (input) => {
    const fair = { ...input, marginPermille: 0 };
    const open = input.legs.filter((l) => l.result === null);
    const chance = open.reduce((p, l) => p * (1000 / (l.currentCoef ?? 1000)), 1);
    const expected = ifEveryOpenLegWins(input) * chance;
    // Rounded down once, in minor units (the float product here is only good to a unit).
    expect(Math.abs(offered(fair) - expected)).toBeLessThanOrEqual(1);
    expect(offered(input)).toBeLessThanOrEqual(offered(fair));
  });

  test.prop([coupon, fc.double({ min: 0.01, max: 1, noNaN: true }), fc.double({ min: 0.01, max: 1, noNaN: true })])(
    'taken in parts at the same prices pays exactly what the whole would have',
    (input, firstPart, secondPart) => {
      const whole = offered(input);
      fc.pre(whole >= 3);
      let share = input.share;
      let paid = 0;
      for (const part of [firstPart, secondPart]) {
        const offer = offered({ ...input, share });
        const taken = Math.max(1, Math.min(offer - 1, Math.floor(offer * part)));
        share = shareAfterCashOut(share, offer, taken);
        paid += taken;
      }
      expect(paid + offered({ ...input, share })).toBe(whole);
      // And if the coupon then wins, the part still held is paid its share of the win.
      const win = ifEveryOpenLegWins(input);
      expect(payoutOfShare(win, share)).toBeLessThanOrEqual(win - paid);
    },
  );

  it.each([
    ['a leg has lost', { legs: [{ coef: 2000, result: 'lost', currentCoef: null }, { coef: 2000, result: null, currentCoef: 1800 }] }, 'lost'],
    ['every leg is decided', { legs: [{ coef: 2000, result: 'won', currentCoef: null }] }, 'decided'],
    ['an open leg’s market is closed', { legs: [{ coef: 2000, result: 'won', currentCoef: null }, { coef: 2000, result: null, currentCoef: null }] }, 'closed'],
  ] as const)('none when %s', (_, { legs }, reason) => {
    expect(cashOutOffer({ typeId: COUPON_TYPE.express, amount: 1000, legs, marginPermille: 50, share: WHOLE_COUPON })).toEqual({ kind: 'none', reason });
  });

  it('a 3-leg express with one leg won, worked by hand', () => {
    // Stake 100.00 at 2.00 × 1.50 × 3.00 = 9.00 → 900.00 if all win (no bonus: a leg under 1.10? no — so the bonus bet
    // applies: 1.1 × 1.03 = 1.133 → 1019.70). Open legs now at 1.25 and 2.50: chance 0.8 × 0.4 = 0.32 → fair 326.30;
    // 5 % margin → 309.98.
    const input: CashOutInput = {
      typeId: COUPON_TYPE.express,
      amount: 10_000,
      legs: [{ coef: 2000, result: 'won', currentCoef: null }, { coef: 1500, result: null, currentCoef: 1250 }, { coef: 3000, result: null, currentCoef: 2500 }],
      bonus: { kind: 'bonusBet' },
      marginPermille: 50,
      share: WHOLE_COUPON,
    };
    expect(offered({ ...input, marginPermille: 0 })).toBe(32_630);
    expect(offered(input)).toBe(30_998);
  });
});

describe('the automatic cash out', () => {
  test.prop([coupon])('the ceiling is what the coupon pays if every open leg wins, less the margin, and no offer passes it', (input) => {
    const ceiling = cashOutCeiling(input);
    if (ceiling.kind !== 'offer') throw new Error('no ceiling');
    expect(offered(input)).toBeLessThanOrEqual(ceiling.amount);
    expect(ceiling.amount).toBeLessThanOrEqual(ifEveryOpenLegWins(input));
    expect(autoCashOutTargetRefusal(ceiling.amount, ceiling)).toBeNull();
    expect(autoCashOutTargetRefusal(ceiling.amount + 1, ceiling)).toBe('unreachable');
  });

  test.prop([coupon, fc.integer({ min: 1, max: 20_000_000 })])('fires exactly when the offer reaches the target', (input, target) => {
    const offer = cashOutOffer(input);
    expect(isAutoCashOutDue(offer, target)).toBe(offer.kind === 'offer' && offer.amount > 0 && offer.amount >= target);
  });

  it('cannot be armed on a coupon with no offer, nor with a target that is not a positive whole amount', () => {
    expect(autoCashOutTargetRefusal(500, { kind: 'none', reason: 'lost' })).toBe('unavailable');
    expect(() => autoCashOutTargetRefusal(0, { kind: 'offer', amount: 10 })).toThrow(RangeError);
    expect(() => autoCashOutTargetRefusal(1.5, { kind: 'offer', amount: 10 })).toThrow(RangeError);
  });
});

describe('editing a bet', () => {
  const ids = fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 6 });

  test.prop([coupon, ids, ids])('moves exactly the cash-out amount into the new stake, or refuses', (input, open, chosen) => {
    const offer = cashOutOffer(input);
    const plan = planBetEdit(offer, open, chosen);
    const unchanged = open.length === chosen.length && chosen.every((id) => open.includes(id));
    if (offer.kind !== 'offer' || offer.amount === 0) expect(plan).toEqual({ kind: 'refused', reason: 'unavailable' });
    else if (unchanged) expect(plan).toEqual({ kind: 'refused', reason: 'unchanged' });
    else expect(plan).toEqual({ kind: 'edit', cashOut: offer.amount, stake: offer.amount });
  });

  it.each([
    ['no legs', [], 'empty'],
    ['an outcome twice', [7, 7], 'repeated'],
    ['the same legs in another order', [2, 1], 'unchanged'],
  ] as const)('refuses %s', (_, chosen, reason) => {
    expect(planBetEdit({ kind: 'offer', amount: 900 }, [1, 2], chosen)).toEqual({ kind: 'refused', reason });
  });

  it('removing a leg of three stakes the whole offer on the other two', () => {
    expect(planBetEdit({ kind: 'offer', amount: 27_360 }, [11, 12, 13], [11, 13])).toEqual({ kind: 'edit', cashOut: 27_360, stake: 27_360 });
  });
});
