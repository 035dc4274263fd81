import { describe, expect, it } from 'vitest';
import { arbCouponState } from '../testing';
import { test } from '@fast-check/vitest';
import { COUPON_TYPE, COUPON_TYPE_IDS, defaultCouponBet, defaultCouponSettings, defaultCouponState, isCouponTypeId } from './entities';

describe('entities and defaults (spec §3)', () => {
  it('coupon state defaults', () => {
    const state = defaultCouponState();
    expect(state).toMatchObject({ maxBetAmount: null, systemValue: 2, isSystemBanker: true, maxPayout: null, bets: [], typeId: 0 });
    expect(Object.keys(state)).toHaveLength(36);
  });

  it('coupon settings defaults', () => {
    expect(defaultCouponSettings()).toMatchObject({ changeCoefAction: 2, isActiveOneClick: false, exactCoef: null });
    expect(Object.keys(defaultCouponSettings())).toHaveLength(15);
  });

  it('bet defaults: status -2, nothing locked or finished', () => {
    const bet = defaultCouponBet({ id: '1', gameId: 7, market: { id: 'm1', coef: 1850 } });
    expect(bet).toMatchObject({ statusId: -2, isBlocked: false, isFinished: false, permanentId: '1', market: { coef: 1850, isLive: false } });
  });

  it('coupon types', () => {
    expect(COUPON_TYPE).toEqual({ single: 0, express: 1, system: 2, systemRelated: 4, multipleSingles: 10001 });
    expect(COUPON_TYPE_IDS.every(isCouponTypeId)).toBe(true);
    expect(isCouponTypeId(3)).toBe(false);
  });

  test.prop([arbCouponState])('generated coupons keep the system value at 2 or more', (state) => {
    expect(state.systemValue).toBeGreaterThanOrEqual(2);
    if (state.bets.length > 2) expect(state.systemValue).toBeLessThan(state.bets.length);
  });
});

