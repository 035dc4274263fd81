// The coupon's effector model from the installed package, driven the way a page drives it, in a fork()ed scope:
// its units and the consumer's `effector` are one instance (effector is a peer dependency), and the slip prices
// itself with the same rule a consumer can call directly.
import {
  COUPON_TYPE,
  createCouponModel,
  defaultCouponBet,
  defaultCouponConfig,
  possibleWin,
  type CouponAccount,
  type CouponSettings,
  type LoadedCoupon,
  type PlaceCouponError,
  type PlaceCouponRequest,
} from '@betting/coupon';
import { fixedClock } from '@betting/kernel';
import { allSettled, createEffect, createStore, fork } from 'effector';
import type { CouponPromoCheckBody, CouponPromoCheckResponse, PlaceCouponResponse, SaveCouponBody, SavedCouponResponse } from '@betting/contracts';

export interface ModelCheck {
  readonly name: string;
  readonly check: () => Promise<void>;
}

function assert(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export const couponModelChecks: readonly ModelCheck[] = [
  {
    name: 'two picks toggled into the slip make an express priced by possibleWin, and each scope keeps its own slip',
    check: async () => {
      const account: CouponAccount = { id: 1, currency: 'EUR', balance: 100_000, isBonus: false, canStake: true };
      const coupon = createCouponModel({
        placeCouponFx: createEffect<PlaceCouponRequest, PlaceCouponResponse, PlaceCouponError>(() => {
          throw { kind: 'unknown', message: 'not placed in this check' } satisfies PlaceCouponError;
        }),
        saveSettingsFx: createEffect<CouponSettings, void>(() => undefined),
        loadCouponByCodeFx: createEffect<string, LoadedCoupon>(() => Promise.reject(new Error('no saved coupons here'))),
        saveCouponToCodeFx: createEffect<SaveCouponBody, SavedCouponResponse>(() => Promise.reject(new Error('no saving here'))),
        checkPromoCodeFx: createEffect<CouponPromoCheckBody, CouponPromoCheckResponse>(() => Promise.reject(new Error('no promo codes here'))),
        $account: createStore<CouponAccount | null>(account),
        $config: createStore(defaultCouponConfig()),
        $coefView: createStore(0 as const),
        $isSignedIn: createStore(true),
        clock: fixedClock(1_750_000_000_000),
        makeIdempotencyKey: () => 'key-1',
      });
      const first = defaultCouponBet({ id: 'a', gameId: 1, market: { id: 'm1', coef: 1850 } });
      const second = defaultCouponBet({ id: 'b', gameId: 2, market: { id: 'm2', coef: 2100 } });
      const scope = fork();
      const other = fork();
      await allSettled(coupon.betToggled, { scope, params: first });
      await allSettled(coupon.betToggled, { scope, params: second });
      await allSettled(coupon.typeChanged, { scope, params: COUPON_TYPE.express });
      await allSettled(coupon.amountChanged, { scope, params: 1_000 });
      assert(scope.getState(coupon.$bets).length === 2, `the slip holds ${scope.getState(coupon.$bets).length} bets, not 2`);
      assert(other.getState(coupon.$bets).length === 0, 'a second scope sees the first one\'s bets');
      const expected = possibleWin({ typeId: COUPON_TYPE.express, amount: scope.getState(coupon.$amount), coefs: [1850, 2100] });
      assert(expected > 0, 'the express should pay something when both legs win');
      assert(scope.getState(coupon.$possibleWin) === expected, `possible win ${scope.getState(coupon.$possibleWin)}, possibleWin says ${expected}`);
    },
  },
];
