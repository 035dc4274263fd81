import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { WHOLE_COUPON, cashOutOffer, payoutOfShare, shareAfterCashOut, type CashOutInput, type CashOutLeg } from './cash-out';
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
