/**
 * Fixtures of the coupon model's tests: the injected units, a scope maker and wire answers.
 */
import type { CouponPromoCheckBody, CouponPromoCheckResponse, PlaceCouponResponse, PlacedCoupon as PlacedCouponWire, SaveCouponBody, SavedCouponResponse } from '@betting/contracts';
import { fixedClock } from '@betting/kernel';
import type { Coef } from '@betting/kernel';
import type { CoefViewId } from '@betting/settings';
import { createEffect, createStore, fork, type Scope } from 'effector';
import { defaultCouponBet } from '../rules/entities';
import type { CouponBet, CouponMarket, CouponSettings } from '../rules/entities';
import { createCouponModel } from './coupon.model';
import { defaultCouponConfig } from './coupon.types';
import type { CouponAccount, CouponConfig, LoadedCoupon, PlaceCouponError, PlaceCouponRequest } from './coupon.types';

export const NOW_MS = 1_750_000_000_000;

export function setup() {
  const unfaked = (name: string) => () => {
    throw new Error(`${name} must be faked in the test`);
  };
  const deps = {
    placeCouponFx: createEffect<PlaceCouponRequest, PlaceCouponResponse, PlaceCouponError>(unfaked('placeCouponFx')),
    saveSettingsFx: createEffect<CouponSettings, void>(() => undefined),
    loadCouponByCodeFx: createEffect<string, LoadedCoupon>(unfaked('loadCouponByCodeFx')),
    saveCouponToCodeFx: createEffect<SaveCouponBody, SavedCouponResponse>(unfaked('saveCouponToCodeFx')),
    checkPromoCodeFx: createEffect<CouponPromoCheckBody, CouponPromoCheckResponse>(unfaked('checkPromoCodeFx')),
    $account: createStore<CouponAccount | null>(null, { name: 'test.$account' }),
    $config: createStore<CouponConfig>(defaultCouponConfig(), { name: 'test.$config' }),
    $coefView: createStore<CoefViewId>(0, { name: 'test.$coefView' }),
    $isSignedIn: createStore(false, { name: 'test.$isSignedIn' }),
    clock: fixedClock(NOW_MS),
    makeIdempotencyKey: unfaked('makeIdempotencyKey'),
  };
  const model = createCouponModel(deps);
  return { deps, model };
}
export type Setup = ReturnType<typeof setup>;

type Handlers = NonNullable<NonNullable<Parameters<typeof fork>[1]>['handlers']>;

export const rubAccount: CouponAccount = { id: 7, currency: 'RUB', balance: 1_000_000, isBonus: false, canStake: true };

export interface ScopeOptions {
  readonly account?: CouponAccount | null;
  readonly config?: Partial<CouponConfig>;
  readonly signedIn?: boolean;
  readonly handlers?: Handlers;
  /** Keys handed out in turn (then `key-N`). */
  readonly keys?: string[];
  /** Hands out the keys instead (a test that reloads into a new scope keeps one counter). */
  readonly makeKey?: () => string;
}

/** A signed-in scope with a RUB account, the default config (plus `config`) and numbered idempotency keys. */
export function scopeOf(t: Setup, options: ScopeOptions = {}): Scope {
  let issued = 0;
  const keys = [...(options.keys ?? [])];
  return fork({
    values: [
      [t.deps.$account, options.account === undefined ? rubAccount : options.account],
      [t.deps.$config, { ...defaultCouponConfig(), ...options.config }],
      [t.deps.$isSignedIn, options.signedIn ?? true],
      [t.model.__.$makeIdempotencyKey, options.makeKey ?? (() => keys.shift() ?? `key-${++issued}`)],
    ],
    handlers: options.handlers ?? [],
  });
}

/** A line bet: id = outcome id, game `gameId`, market `m{id}`. */
export function bet(id: number, gameId: number, coef: Coef, fields: Partial<Omit<CouponBet, 'market'>> & { readonly market?: Partial<CouponMarket> } = {}): CouponBet {
  const { market, ...rest } = fields;
  return defaultCouponBet({ id: String(id), gameId, market: { id: `m${id}`, coef, ...market }, ...rest });
}

export function placedCoupon(id: number, fields: Partial<PlacedCouponWire> = {}): PlacedCouponWire {
  return {
    id,
    typeId: 1,
    slipTypeId: null,
    systemValue: null,
    linesCount: 1,
    accountId: rubAccount.id,
    currency: 'RUB',
    amount: 15_000,
    coef: 2000,
    possibleWin: 30_000,
    status: 'open',
    payout: null,
    cashedOut: 0,
    autoCashOutTarget: null,
    editedFromId: null,
    changeCoefAction: 2,
    isVipBet: false,
    bonusBetCoef: null,
    expressId: null,
    promoCode: null,
    placedAt: '2025-06-15T12:00:00.000Z',
    settledAt: null,
    bets: [],
    ...fields,
  };
}

export function placeAnswer(coupons: PlacedCouponWire[], balance = 985_000, singlesResults: PlaceCouponResponse['singlesResults'] = []): PlaceCouponResponse {
  return { coupons, singlesResults, balance: { accountId: rubAccount.id, money: balance, currency: 'RUB' } };
}
