import { COUPON_REFUSAL_CODES as WIRE_CODES } from '@betting/contracts';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbCouponBets, arbCouponSettings, arbCouponTypeId } from '../testing';
import { defaultCouponBet, defaultCouponSettings } from './entities';
import type { CouponBet } from './entities';
import { COUPON_REFUSAL_CODES, canPlaceCoupon, couponRefusals } from './refusals';
import type { CouponCheckInput } from './refusals';

const bet = (id: string, gameId: number, extra: Partial<CouponBet> = {}, coef = 1500) => defaultCouponBet({ id, gameId, market: { id: `m${id}`, coef }, ...extra });
const three = [bet('a', 1), bet('b', 2), bet('c', 3)];
const base: CouponCheckInput = {
  typeId: 1,
  bets: three,
  amount: 10_000,
  systemValue: 2,
  currency: 'RUB',
  settings: defaultCouponSettings(),
  minBetAmount: 1_000,
  maxBetAmount: 100_000,
  limitedTypeIds: [0, 1, 2],
  isBonusAccount: false,
  balance: 50_000,
};

describe('couponRefusals: every reason is a typed value', () => {
  test.prop([arbCouponTypeId, arbCouponBets({ maxLength: 8 }), fc.integer({ min: -10, max: 200_000 }), fc.integer({ min: 0, max: 10 }), arbCouponSettings, fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }), fc.boolean(), fc.boolean()])(
    'refusals come in the documented order, and an empty list means every rule passes',
    (typeId, bets, amount, systemValue, settings, balance, isVipBet, withBonusBet) => {
      const input: CouponCheckInput = { ...base, typeId, bets, amount, systemValue, settings, balance, isVipBet, withBonusBet, amountByBetId: Object.fromEntries(bets.map((b) => [b.id, amount])) };
      const refusals = couponRefusals(input);
      const order = refusals.map((r) => COUPON_REFUSAL_CODES.indexOf(r.code));
      expect(order.every((index) => index >= 0)).toBe(true);
      expect([...order].sort((x, y) => x - y)).toEqual(order);
      expect(canPlaceCoupon(input)).toBe(refusals.length === 0);
      if (refusals.length === 0) {
        expect(bets.every((b) => !b.isBlocked && !b.isDepend && !b.isBannedExpress && !b.isFinished && b.statusId !== 4)).toBe(true);
        expect(balance === null || balance >= (typeId === 10001 ? amount * bets.length : amount)).toBe(true);
        if (typeId === 2 || typeId === 4) expect(systemValue).toBeGreaterThanOrEqual(2);
      }
    },
  );

  test.prop([arbCouponBets({ placeable: true, lineOnly: true, minLength: 3, maxLength: 8 }).map((bets) => bets.map((b) => ({ ...b, market: { ...b.market, isCombinable: false } })))])('a sound express on line bets passes', (bets) => {
    expect(couponRefusals({ ...base, bets, balance: null })).toEqual([]);
  });

  it.each<[string, Partial<CouponCheckInput>, unknown[]]>([
    ['no bets', { bets: [] }, [{ code: 'no_bets' }]],
    ['unknown type', { typeId: 3 }, [{ code: 'coupon_type_invalid', typeId: 3 }]],
    ['express of one', { bets: [three[0]!] }, [{ code: 'not_enough_bets', need: 2 }]],
    ['single of two', { typeId: 0, bets: three.slice(0, 2) }, [{ code: 'too_many_bets', max: 1 }]],
    ['system of two', { typeId: 2, bets: three.slice(0, 2) }, [{ code: 'not_enough_bets', need: 3 }]],
    ['system 3 of 3', { typeId: 2, systemValue: 3 }, [{ code: 'system_value_invalid', min: 2, max: 2 }]],
    ['system 1 of 3', { typeId: 2, systemValue: 1 }, [{ code: 'system_value_invalid', min: 2, max: 2 }]],
    ['below min', { amount: 999 }, [{ code: 'amount_below_min', min: 1_000 }]],
    ['above max', { amount: 100_001, balance: null }, [{ code: 'amount_above_max', max: 100_000 }]],
    ['limits off for unlisted types', { amount: 1, limitedTypeIds: [0] }, []],
    ['limits off for the bonus account', { amount: 100_001, isBonusAccount: true, balance: null }, []],
    ['zero amount', { amount: 0 }, [{ code: 'amount_missing' }]],
    ['off step when enforced', { amount: 10_050, enforceAmountStep: true }, [{ code: 'amount_not_step', step: 10_000 }]],
    ['balance', { amount: 60_000 }, [{ code: 'insufficient_balance', balance: 50_000, need: 60_000 }]],
    ['locked', { bets: [bet('a', 1, { isBlocked: true }), three[1]!] }, [{ code: 'bet_locked', betId: 'a' }]],
    ['finished', { bets: [bet('a', 1, { statusId: 4 }), three[1]!] }, [{ code: 'bet_finished', betId: 'a' }]],
    ['coef dropped (policy 2)', { seenCoefs: { a: 1600 } }, [{ code: 'coef_changed', betId: 'a', before: 1600, after: 1500 }]],
    ['coef rose (policy 2)', { seenCoefs: { a: 1400 } }, []],
    ['coef rose (policy 0 asks)', { seenCoefs: { a: 1400 }, settings: { ...defaultCouponSettings(), changeCoefAction: 0 } }, [{ code: 'coef_changed', betId: 'a', before: 1400, after: 1500 }]],
    ['same game', { bets: [bet('a', 1), bet('b', 1)] }, [{ code: 'same_game_conflict', gameId: 1, betIds: ['a', 'b'] }]],
    ['vip not configured', { isVipBet: true }, [{ code: 'vip_unavailable' }]],
    ['vip configured', { isVipBet: true, isVipBetEnabled: true }, []],
    ['bonus bet not allowed', { withBonusBet: true }, [{ code: 'bonus_bet_unavailable' }]],
    ['bonus bet allowed', { withBonusBet: true, isBonusBetEnabled: true }, []],
    // 1.5³ = 3.375: 100.00 wins 337.50
    ['payout over the cap: the largest stake that fits', { maxPayout: 30_000 }, [{ code: 'payout_above_max', maxPayout: 30_000, max: 8_889 }]],
    ['payout at the cap', { maxPayout: 33_750 }, []],
    ['payout cap with the bonus bet counted', { maxPayout: 33_750, withBonusBet: true, isBonusBetEnabled: true, bonusCoef: 1_103 }, [{ code: 'payout_above_max', maxPayout: 33_750, max: 9_065 }]],
    [
      'multiple singles: each single under the cap',
      { typeId: 10001, bets: three.slice(0, 2), amountByBetId: { a: 10_000, b: 30_000 }, maxPayout: 40_000 },
      [{ code: 'payout_above_max', maxPayout: 40_000, max: 26_667, betId: 'b' }],
    ],
    [
      'a vip bet passes the max stake, never the max payout',
      { amount: 200_000, balance: null, isVipBet: true, isVipBetEnabled: true, maxPayout: 100_000 },
      [{ code: 'payout_above_max', maxPayout: 100_000, max: 29_629 }],
    ],
    ['a vip bet not offered does not pass the max stake', { amount: 200_000, balance: null, isVipBet: true }, [{ code: 'amount_above_max', max: 100_000 }, { code: 'vip_unavailable' }]],
    [
      'score moved with drop on score change',
      { isDropOnScoreChange: true, seenScores: { a: '0:0' }, bets: [bet('a', 1, { formattedScore: '1:0' }), three[1]!] },
      [{ code: 'score_changed', betId: 'a', before: '0:0', after: '1:0' }],
    ],
    ['score moved without drop on score change', { seenScores: { a: '0:0' }, bets: [bet('a', 1, { formattedScore: '1:0' }), three[1]!] }, []],
    ['score as seen', { isDropOnScoreChange: true, seenScores: { a: '1:0', b: '' }, bets: [bet('a', 1, { formattedScore: '1:0' }), three[1]!] }, []],
    [
      'block stakes: the second block above what the first returns',
      { typeId: 10001, bets: [bet('a', 1, { blockId: 1 }), bet('b', 2, { blockId: 2 })], amountByBetId: { a: 10_000, b: 15_001 }, amountByBlockId: { '1': 10_000, '2': 15_001 } },
      [{ code: 'amount_above_block_max', blockId: 2, max: 15_000 }],
    ],
    [
      'multiple singles: each its own amount, limits as singles',
      { typeId: 10001, amountByBetId: { a: 500, b: 2_000 }, bets: three.slice(0, 2) },
      [{ code: 'amount_below_min', min: 1_000, betId: 'a' }],
    ],
    ['multiple singles: a bet without amount', { typeId: 10001, amountByBetId: { a: 2_000 }, bets: three.slice(0, 2) }, [{ code: 'amount_missing', betId: 'b' }]],
    ['multiple singles: the sum against the balance', { typeId: 10001, amountByBetId: { a: 30_000, b: 30_000 }, bets: three.slice(0, 2) }, [{ code: 'insufficient_balance', balance: 50_000, need: 60_000 }]],
  ])('%s', (_, patch, refusals) => {
    expect(couponRefusals({ ...base, ...patch })).toEqual(refusals);
  });
});

describe('one vocabulary with the wire', () => {
  it('every rule code is a wire code, in the same order; the wire adds only what the server alone knows', () => {
    expect(WIRE_CODES.slice(0, COUPON_REFUSAL_CODES.length)).toEqual(COUPON_REFUSAL_CODES);
    expect(WIRE_CODES.slice(COUPON_REFUSAL_CODES.length)).toEqual([
      'duplicate_bet',
      'bet_not_found',
      'bet_suspended',
      'sport_disallowed',
      'promo_code_invalid',
      'account_not_found',
      'account_frozen',
      'currency_mismatch',
      'express_of_the_day_changed',
      'bet_builder_legs',
      'bet_builder_games',
      'bet_builder_leg_unsupported',
      'bet_builder_contradiction',
      'bet_builder_unpriceable',
      'bet_builder_unavailable',
    ]);
  });
});
