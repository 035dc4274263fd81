/**
 * Test helpers for other suites (`@betting/coupon/testing`): fast-check arbitraries of coefficients, bets,
 * coupons and settings, shaped like what the line feed and the coupon hold.
 */
import type { Coef, MinorUnits } from '@betting/kernel';
import { ALLOWED_COEF_VIEW_IDS } from '@betting/settings';
import type { CoefViewId } from '@betting/settings';
import fc from 'fast-check';
import { CHANGE_COEF_ACTION, COUPON_TYPE_IDS, defaultCouponBet, defaultCouponSettings, defaultCouponState } from './rules/entities';
import type { ChangeCoefAction, CouponBet, CouponSettings, CouponState, CouponTypeId } from './rules/entities';
import type { LegResult, SettleLeg } from './rules/payout';
import { defaultCouponConfig } from './model/coupon.types';
import type { CouponBetChange, CouponConfig } from './model/coupon.types';

/** A coefficient in thousandths: mostly everyday prices 1.010–5.000, sometimes 1.001–1000.000. */
export const arbCoef: fc.Arbitrary<Coef> = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1010, max: 5000 }) },
  { weight: 2, arbitrary: fc.integer({ min: 1001, max: 1_000_000 }) },
);

/** The same as a decimal number with at most three places (1.85). */
export const arbDecimalCoef: fc.Arbitrary<number> = arbCoef.map((coef) => coef / 1000);

/** A stake in minor units, 1 to 10 000 000 (100 000.00). */
export const arbAmount: fc.Arbitrary<MinorUnits> = fc.integer({ min: 1, max: 10_000_000 });

export const arbCouponTypeId: fc.Arbitrary<CouponTypeId> = fc.constantFrom(...COUPON_TYPE_IDS);
export const arbChangeCoefAction: fc.Arbitrary<ChangeCoefAction> = fc.constantFrom(CHANGE_COEF_ACTION.ask, CHANGE_COEF_ACTION.acceptAny, CHANGE_COEF_ACTION.acceptIncreases);
export const arbCoefViewId: fc.Arbitrary<CoefViewId> = fc.constantFrom(...ALLOWED_COEF_VIEW_IDS);
export const arbLegResult: fc.Arbitrary<LegResult> = fc.constantFrom('won', 'lost', 'void');
/** Any result, the Asian quarter lines' half win and half loss too. */
export const arbLegResultWithHalves: fc.Arbitrary<LegResult> = fc.constantFrom('won', 'lost', 'void', 'half_won', 'half_lost');

export interface ArbBetOptions {
  /** Only bets that can be placed: not locked, not finished (default false: anything goes). */
  readonly placeable?: boolean;
  /** Only line (pre-match) bets. */
  readonly lineOnly?: boolean;
}

/** One coupon bet; its id and game come from `index` unless given, so lists stay distinct. */
export function arbCouponBet(options: ArbBetOptions = {}): fc.Arbitrary<CouponBet> {
  const rare = options.placeable ? fc.constant(false) : fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
  const live = options.lineOnly ? fc.constant(false) : fc.boolean();
  return fc
    .record({
      id: fc.integer({ min: 1, max: 1_000_000 }).map(String),
      gameId: fc.integer({ min: 1, max: 1_000_000 }),
      coef: arbCoef,
      kind: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1, max: 20 }).filter((kind) => kind !== 7) }, { weight: 1, arbitrary: fc.constant(7) }),
      isLive: live,
      isCombinable: fc.boolean(),
      isBlocked: rare,
      isDepend: rare,
      isBannedExpress: rare,
      isFinished: rare,
      statusId: options.placeable ? fc.constantFrom(-2, 1, 2, 3) : fc.constantFrom(-2, 1, 2, 3, 4),
      gameSeconds: live.chain((isLive) => (isLive ? fc.option(fc.integer({ min: 0, max: 5400 }), { nil: null }) : fc.constant(null))),
      startTime: fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }),
      blockId: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ id, gameId, coef, kind, isLive, isCombinable, statusId, gameSeconds, ...rest }) =>
      defaultCouponBet({
        id,
        gameId,
        market: { id: `m${id}`, coef, kind, isLive, isCombinable, sportId: 1, typeId: 1, champName: 'Champ', sportName: 'Football' },
        statusId: options.lineOnly && (statusId === 2 || statusId === 3) ? -2 : statusId,
        gameSeconds: options.lineOnly ? null : gameSeconds,
        ...rest,
      }),
    );
}

/** Distinct bets (ids and games unique), minLength..maxLength (default 1..12). */
export function arbCouponBets(options: ArbBetOptions & { readonly minLength?: number; readonly maxLength?: number } = {}): fc.Arbitrary<CouponBet[]> {
  return fc.uniqueArray(arbCouponBet(options), {
    minLength: options.minLength ?? 1,
    maxLength: options.maxLength ?? 12,
    selector: (bet) => `${bet.id}|${bet.gameId}`,
    comparator: (a, b) => a.split('|')[0] === b.split('|')[0] || a.split('|')[1] === b.split('|')[1],
  });
}

/** Settlement legs in thousandths with a result each. */
export function arbSettleLegs(constraints: { readonly minLength?: number; readonly maxLength?: number } = {}): fc.Arbitrary<SettleLeg[]> {
  return fc.array(fc.record({ coef: arbCoef, result: arbLegResult }), { minLength: constraints.minLength ?? 1, maxLength: constraints.maxLength ?? 12 });
}

export const arbCouponSettings: fc.Arbitrary<CouponSettings> = fc
  .record({
    isManualAmountStep: fc.boolean(),
    amountStepByCurrencyIso: fc.dictionary(fc.constantFrom('RUB', 'USD', 'EUR', 'UAH', 'KZT', 'JPY', 'KWD'), fc.integer({ min: 1, max: 100_000 })),
    changeCoefAction: arbChangeCoefAction,
    isAutoMax: fc.boolean(),
    isVipBet: fc.boolean(),
    isActiveOneClick: fc.boolean(),
    oneClickAmount: fc.integer({ min: 0, max: 1_000_000 }),
    exactCoef: fc.option(arbCoef, { nil: null }),
    isDropOnScoreChange: fc.boolean(),
  })
  .map((fields) => ({ ...defaultCouponSettings(), ...fields }));

/** A coupon state of any type with consistent amounts and a system value valid for its bets when it is a system. */
export const arbCouponState: fc.Arbitrary<CouponState> = fc
  .record({
    typeId: arbCouponTypeId,
    bets: arbCouponBets({ maxLength: 10 }),
    amount: arbAmount,
    maxBetAmount: fc.option(fc.integer({ min: 1, max: 100_000_000 }), { nil: null }),
    k: fc.nat(),
  })
  .map(({ typeId, bets, amount, maxBetAmount, k }) => ({
    ...defaultCouponState(),
    typeId,
    bets,
    amount,
    maxBetAmount,
    systemValue: bets.length > 2 ? 2 + (k % (bets.length - 2)) : 2,
    amountByBetId: typeId === 10001 ? Object.fromEntries(bets.map((bet) => [bet.id, amount])) : {},
  }));

// model: site config and live changes for suites that drive the coupon model

/** Site config of the coupon model: flags, limits (min ≤ max when both are set), a payout cap or none. */
export const arbCouponConfig: fc.Arbitrary<CouponConfig> = fc
  .record({
    isOneClickShown: fc.boolean(),
    isBonusBetEnabled: fc.boolean(),
    isVipBetEnabled: fc.boolean(),
    minBetAmount: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
    maxBetAmount: fc.option(fc.integer({ min: 10_000, max: 100_000_000 }), { nil: null }),
    limitedTypeIds: fc.subarray([...COUPON_TYPE_IDS]),
    maxPayout: fc.option(fc.integer({ min: 100_000, max: 1_000_000_000 }), { nil: null }),
  })
  .map((fields) => ({ ...defaultCouponConfig(), ...fields }));

/** Live changes (the line stream, as the coupon model takes them) of some of `betIds`. */
export function arbCouponBetChanges(betIds: readonly string[]): fc.Arbitrary<CouponBetChange[]> {
  if (betIds.length === 0) return fc.constant([]);
  return fc.array(
    fc.record(
      { betId: fc.constantFrom(...betIds), coef: arbCoef, isBlocked: fc.boolean(), isFinished: fc.boolean() },
      { requiredKeys: ['betId'] },
    ),
    { maxLength: betIds.length * 2 },
  );
}
