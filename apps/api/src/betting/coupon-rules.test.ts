import { describe, expect, it } from 'vitest';
import { DEFAULT_BETTING_SETTINGS, evaluateDraft, payoutOf, wireRefusal } from './coupon-rules';

const context = { changeCoefAction: 2 as const, accountType: 0, currency: 'RUB', settings: DEFAULT_BETTING_SETTINGS };

describe('the server’s coupon rules', () => {
  it('a coupon without bets is refused with no_bets (the HTTP contract already asks for one bet)', () => {
    expect(evaluateDraft({ typeId: 1, slipTypeId: null, systemValue: null, amount: 1000, legs: [], withBonusBet: false, isVipBet: false }, context).refusals.map((refusal) => refusal.code)).toEqual(['no_bets']);
  });

  it('sends the lib’s refusals as they are: the same code and params, betId as outcomeId, money with its currency', () => {
    expect(wireRefusal({ code: 'no_bets' }, 'RUB')).toEqual({ code: 'no_bets', outcomeId: null, params: {} });
    expect(wireRefusal({ code: 'not_enough_bets', need: 3 }, 'RUB')).toEqual({ code: 'not_enough_bets', outcomeId: null, params: { need: 3 } });
    expect(wireRefusal({ code: 'coef_changed', betId: '7', before: 2100, after: 2000 }, 'RUB')).toEqual({ code: 'coef_changed', outcomeId: 7, params: { before: 2100, after: 2000 } });
    expect(wireRefusal({ code: 'amount_not_step', step: 1000, betId: '7' }, 'RUB')).toEqual({ code: 'amount_not_step', outcomeId: 7, params: { step: 1000, currency: 'RUB' } });
    expect(wireRefusal({ code: 'amount_missing' }, 'RUB')).toEqual({ code: 'amount_missing', outcomeId: null, params: {} });
    expect(wireRefusal({ code: 'insufficient_balance', balance: 500, need: 1000 }, 'EUR')).toEqual({ code: 'insufficient_balance', outcomeId: null, params: { balance: 500, need: 1000, currency: 'EUR' } });
    expect(wireRefusal({ code: 'same_game_conflict', gameId: 9, betIds: ['1', '2'] }, 'RUB')).toEqual({ code: 'same_game_conflict', outcomeId: 2, params: { gameId: 9, outcomeIds: '1,2' } });
  });

  it('settles through the coupon lib: lost 0, all void the stake, a banker sits in every line', () => {
    const plain = { bonusBetCoef: null, isExpressOfTheDay: false };
    expect(payoutOf({ typeId: 1, systemValue: null, amount: 1000, ...plain, legs: [{ coef: 2000, result: 'won', banker: false }, { coef: 2000, result: 'lost', banker: false }] })).toBe(0);
    // All void: the stake back — the bonus bet is recomputed on the decided legs (none), it used to pay 1133.
    const voids = [1, 2, 3].map(() => ({ coef: 2000, result: 'void' as const, banker: false }));
    expect(payoutOf({ typeId: 1, systemValue: null, amount: 1000, bonusBetCoef: 1133, isExpressOfTheDay: false, legs: voids })).toBe(1000);
    expect(payoutOf({ typeId: 1, systemValue: null, amount: 1000, bonusBetCoef: 1100, isExpressOfTheDay: true, legs: voids })).toBe(1000);
    // 2 of 3 with a banker: lines {B,x}, {B,y}; the banker lost kills both.
    const legs = [
      { coef: 2000, result: 'lost' as const, banker: true },
      { coef: 2000, result: 'won' as const, banker: false },
      { coef: 2000, result: 'won' as const, banker: false },
    ];
    expect(payoutOf({ typeId: 2, systemValue: 2, amount: 1000, ...plain, legs })).toBe(0);
    expect(payoutOf({ typeId: 2, systemValue: 2, amount: 1000, ...plain, legs: legs.map((leg) => ({ ...leg, banker: false })) })).toBe(1333);
  });

  it('recomputes the bonus bet and the express of the day’s boost on the decided legs', () => {
    const legs = (...results: ('won' | 'void')[]) => results.map((result) => ({ coef: 2000, result, banker: false }));
    // A 4-leg bonus express with one void leg pays the 3-leg bonus (1.133), not the 4-leg one (1.144)…
    expect(payoutOf({ typeId: 1, systemValue: null, amount: 1000, bonusBetCoef: 1144, isExpressOfTheDay: false, legs: legs('won', 'won', 'won', 'void') })).toBe(9064);
    // …and with two void legs none: two legs do not qualify (spec §4 asks for three).
    expect(payoutOf({ typeId: 1, systemValue: null, amount: 1000, bonusBetCoef: 1144, isExpressOfTheDay: false, legs: legs('won', 'void', 'won', 'void') })).toBe(4000);
    // The boost stays while three legs are decided, not below.
    expect(payoutOf({ typeId: 1, systemValue: null, amount: 1000, bonusBetCoef: 1100, isExpressOfTheDay: true, legs: legs('won', 'won', 'won', 'void') })).toBe(8800);
    expect(payoutOf({ typeId: 1, systemValue: null, amount: 1000, bonusBetCoef: 1100, isExpressOfTheDay: true, legs: legs('won', 'won', 'void') })).toBe(4000);
  });
});
