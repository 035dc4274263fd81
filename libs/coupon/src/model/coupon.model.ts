import type { PlaceCouponResponse, SingleResult as SingleResultWire, PlacedCoupon as PlacedCouponWire, CouponRefusalWire } from '@betting/contracts';
import type { Clock, Coef, MinorUnits } from '@betting/kernel';
import { type Effect, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import type { AmountLimits } from '../rules/amounts';
import type { CouponBet, CouponSettings, CouponTypeId, SystemOption } from '../rules/entities';
import { type CouponSettingsPatch } from './coupon.helpers';
import type { CoefMove, CouponBetChange, CouponModelRefusal, CouponSnapshot, PendingCoefChange, PendingPlacement, PlaceCouponError, PromoCodeCheck } from './coupon.types';
import type { PlacementAttempt, PlacementOrigin, LastAttempt } from './coupon.internals';
import { createCouponUnits } from './coupon.units';
import { wireBetList, wireSettings, wireAddRemove } from './coupon.slip';
import { wireAmounts } from './coupon.amounts';
import { wireBonusAndVip, wireLiveChanges, wireNumbers } from './coupon.numbers';
import { wireRefusals, wirePlacing } from './coupon.placing';
import { wirePromoCodes, wireSaveLoad } from './coupon.codes';
import { wireSnapshot } from './coupon.snapshot';
import type { CouponModelDeps } from './coupon.types';

export type { PlacementAttempt, PlacementOrigin } from './coupon.internals';

export interface CouponModel {
  // ---- inputs
  /** A click on an outcome: add it, remove it when it is in the coupon, or (one-click on) place it at once. */
  readonly betToggled: EventCallable<CouponBet>;
  readonly betRemoved: EventCallable<string>;
  readonly couponCleared: EventCallable<void>;
  readonly typeChanged: EventCallable<CouponTypeId>;
  /** Non-negative integer minor units; anything else is ignored. */
  readonly amountChanged: EventCallable<MinorUnits>;
  /** The "max" button: the stake becomes the largest the coupon takes now (`$maxStake`). */
  readonly amountMaxed: EventCallable<void>;
  /** Auto-max on or off (a saved setting): while on, the stake follows `$maxStake`; typing a stake turns it off. */
  readonly autoMaxToggled: EventCallable<boolean>;
  /** The express of the day, its bets from the line: replaces the slip as an express carrying `expressId`. */
  readonly expressOfTheDayLoaded: EventCallable<{ readonly expressId: number; readonly bets: readonly CouponBet[] }>;
  /** The +/− buttons: one amount step up or down. */
  readonly amountIncreased: EventCallable<void>;
  readonly amountDecreased: EventCallable<void>;
  /** Multiple singles: one bet's own stake. */
  readonly amountByBetChanged: EventCallable<{ readonly betId: string; readonly amount: MinorUnits }>;
  /** k of a system (clamped: never below 2, below the number of bets). */
  readonly systemValueChanged: EventCallable<number>;
  readonly bankerToggled: EventCallable<string>;
  readonly settingsChanged: EventCallable<CouponSettingsPatch>;
  /** Settings loaded from the server (not saved back). */
  readonly settingsLoaded: EventCallable<CouponSettings>;
  readonly oneClickToggled: EventCallable<boolean>;
  readonly oneClickConfirmed: EventCallable<void>;
  readonly oneClickCancelled: EventCallable<void>;
  /** The bettor deletes the bonus bet: it is not added again until the coupon is emptied. */
  readonly bonusBetRemoved: EventCallable<void>;
  readonly vipBetToggled: EventCallable<boolean>;
  /** Live changes of the coupon's bets (the line stream, mapped by the app). */
  readonly coefsChanged: EventCallable<readonly CouponBetChange[]>;
  readonly coefChangesAccepted: EventCallable<void>;
  readonly manualPromoCodeChanged: EventCallable<string>;
  readonly promoCodeSubmitted: EventCallable<void>;
  /** A code picked from the list of the caller's codes. */
  readonly promoCodeChosen: EventCallable<string>;
  readonly promoCodeRemoved: EventCallable<void>;
  readonly promoCodesLoaded: EventCallable<readonly string[]>;
  readonly couponSaveRequested: EventCallable<void>;
  readonly loadCouponInputChanged: EventCallable<string>;
  readonly couponLoadRequested: EventCallable<void>;
  readonly quickCouponVisibilityChanged: EventCallable<boolean>;
  readonly placeRequested: EventCallable<void>;
  readonly successDismissed: EventCallable<void>;
  /** The accounts model's output on an account switch. */
  readonly prepaidAmountReset: EventCallable<void>;
  readonly prepaidAmountChanged: EventCallable<MinorUnits>;
  /** A snapshot from localStorage (read it with `parseCouponSnapshot`). */
  readonly restored: EventCallable<CouponSnapshot>;

  // ---- state
  readonly $bets: Store<readonly CouponBet[]>;
  readonly $typeId: Store<CouponTypeId>;
  readonly $amount: Store<MinorUnits>;
  /** Multiple singles: each bet's stake (its own, else the coupon's amount). */
  readonly $amountByBetId: Store<Readonly<Record<string, MinorUnits>>>;
  readonly $systemValue: Store<number>;
  readonly $settings: Store<CouponSettings>;
  readonly $addedAtByBetId: Store<Readonly<Record<string, number>>>;
  readonly $availablePrepaidAmount: Store<MinorUnits>;
  readonly $isOneClickActive: Store<boolean>;
  /** Enabling one-click with bets asks first (the coupon will be cleared). */
  readonly $oneClickConfirmation: Store<boolean>;
  readonly $hasBonusBet: Store<boolean>;
  /** What multiplies the express: the bonus bet's coefficient, or the express of the day's boost. */
  readonly $bonusBetCoef: Store<Coef | null>;
  readonly $isBonusBetManuallyDeleted: Store<boolean>;
  readonly $isVipBet: Store<boolean>;
  readonly $isVipBetAvailable: Store<boolean>;
  /** Coefficients the bettor accepted, by bet id. */
  readonly $seenCoefs: Store<Readonly<Record<string, Coef>>>;
  /** Each bet's last coefficient move (previous value, direction). */
  readonly $coefMoves: Store<Readonly<Record<string, CoefMove>>>;
  readonly $pendingCoefChanges: Store<readonly PendingCoefChange[]>;
  /** Total coefficient: single and express (bonus bet included) as placed; system the average line; null without bets and for multiple singles. */
  readonly $coef: Store<Coef | null>;
  /** $coef in the bettor's coefficient view. */
  readonly $coefText: Store<string | null>;
  readonly $antiExpressCoef: Store<Coef | null>;
  readonly $possibleWin: Store<MinorUnits>;
  readonly $hyperBonus: Store<MinorUnits>;
  readonly $systemOptions: Store<readonly SystemOption[]>;
  readonly $amountStep: Store<MinorUnits>;
  readonly $amountLimits: Store<AmountLimits>;
  /** The largest stake the coupon takes now (maximum, money, step); null when nothing bounds it. */
  readonly $maxStake: Store<MinorUnits | null>;
  readonly $isAutoMax: Store<boolean>;
  /** The express of the day the slip is, exactly as offered; null once anything about the slip changes. */
  readonly $expressId: Store<number | null>;
  /** Every reason the coupon cannot be placed now; empty exactly when `$canPlace`. */
  readonly $refusals: Store<readonly CouponModelRefusal[]>;
  readonly $canPlace: Store<boolean>;
  readonly $isPlacing: Store<boolean>;
  /** The server's reasons of the last refused placement (cleared by the next attempt or an edit). */
  readonly $serverRefusals: Store<readonly CouponRefusalWire[]>;
  readonly $placeError: Store<PlaceCouponError | null>;
  readonly $successCoupon: Store<PlacedCouponWire | null>;
  readonly $singlesResultCoupons: Store<readonly SingleResultWire[]>;
  readonly $promoCode: Store<string>;
  readonly $manualPromoCode: Store<string>;
  readonly $promoCodes: Store<readonly string[]>;
  readonly $promoCheck: Store<PromoCodeCheck | null>;
  readonly $savedCode: Store<string | null>;
  readonly $loadCouponInputValue: Store<string>;
  readonly $isLoadedFromCode: Store<boolean>;
  readonly $loadCouponFailed: Store<boolean>;
  readonly $isQuickCouponVisible: Store<boolean>;
  /** What to keep in localStorage. */
  readonly $snapshot: Store<CouponSnapshot>;
  /** The placement sent and not yet answered (also in `$snapshot`): write it at once, not debounced. */
  readonly $pendingPlacement: Store<PendingPlacement | null>;

  // ---- facts
  readonly couponPlaced: Event<{ readonly origin: PlacementOrigin; readonly response: PlaceCouponResponse }>;
  readonly placeFailed: Event<{ readonly origin: PlacementOrigin; readonly error: PlaceCouponError }>;
  /** "Place" pressed while something refuses the coupon (the view may scroll to the reasons). */
  readonly placeRefused: Event<readonly CouponModelRefusal[]>;
  /** A one-click the coupon refused before calling the server. */
  readonly oneClickRefused: Event<readonly CouponModelRefusal[]>;
  /** The account's balance after a placement (for the accounts model). */
  readonly balanceUpdated: Event<PlaceCouponResponse['balance']>;
  readonly settingsSaveFailed: Event<unknown>;

  readonly __: {
    readonly $clock: StoreWritable<Clock>;
    readonly $makeIdempotencyKey: StoreWritable<() => string>;
    readonly $lastAttempt: Store<LastAttempt | null>;
    readonly placeFx: Effect<PlacementAttempt, PlaceCouponResponse, PlaceCouponError>;
  };
}

/**
 * The coupon (bet slip) of spec §3–§5: every transition of §4 over the rules of ../rules, wired section by section
 * (the files beside this one, in this order: effector runs a fact's reactions in the order they were declared).
 * Effects and context arrive in `deps`; replace them with `fork({ values, handlers })` in tests.
 */
export function createCouponModel(deps: CouponModelDeps): CouponModel {
  const units = createCouponUnits(deps);
  wireBetList(units);
  const settings = wireSettings(units, deps);
  const addRemove = wireAddRemove({ ...units, ...settings });
  const amounts = wireAmounts(units, deps);
  const bonusAndVip = wireBonusAndVip(units, deps);
  const liveChanges = wireLiveChanges(units);
  const numbers = wireNumbers({ ...units, ...amounts, ...bonusAndVip }, deps);
  const refusals = wireRefusals({ ...units, ...amounts, ...bonusAndVip }, deps);
  const placing = wirePlacing({ ...units, ...addRemove, ...amounts, ...bonusAndVip, ...refusals }, deps);
  wirePromoCodes({ ...units, ...numbers }, deps);
  wireSaveLoad(units, deps);
  const snapshot = wireSnapshot({ ...units, ...amounts });

  return {
    betToggled: units.betToggled,
    betRemoved: units.betRemoved,
    couponCleared: units.couponCleared,
    typeChanged: units.typeChanged,
    amountChanged: units.amountChanged,
    amountIncreased: units.amountIncreased,
    amountDecreased: units.amountDecreased,
    amountMaxed: units.amountMaxed,
    autoMaxToggled: units.autoMaxToggled,
    expressOfTheDayLoaded: units.expressOfTheDayLoaded,
    amountByBetChanged: units.amountByBetChanged,
    systemValueChanged: units.systemValueChanged,
    bankerToggled: units.bankerToggled,
    settingsChanged: units.settingsChanged,
    settingsLoaded: units.settingsLoaded,
    oneClickToggled: units.oneClickToggled,
    oneClickConfirmed: units.oneClickConfirmed,
    oneClickCancelled: units.oneClickCancelled,
    bonusBetRemoved: units.bonusBetRemoved,
    vipBetToggled: units.vipBetToggled,
    coefsChanged: units.coefsChanged,
    coefChangesAccepted: units.coefChangesAccepted,
    manualPromoCodeChanged: units.manualPromoCodeChanged,
    promoCodeSubmitted: units.promoCodeSubmitted,
    promoCodeChosen: units.promoCodeChosen,
    promoCodeRemoved: units.promoCodeRemoved,
    promoCodesLoaded: units.promoCodesLoaded,
    couponSaveRequested: units.couponSaveRequested,
    loadCouponInputChanged: units.loadCouponInputChanged,
    couponLoadRequested: units.couponLoadRequested,
    quickCouponVisibilityChanged: units.quickCouponVisibilityChanged,
    placeRequested: units.placeRequested,
    successDismissed: units.successDismissed,
    prepaidAmountReset: units.prepaidAmountReset,
    prepaidAmountChanged: units.prepaidAmountChanged,
    restored: units.restored,
    $bets: units.$bets,
    $typeId: units.$typeId,
    $amount: units.$amount,
    $amountByBetId: amounts.$amountByBetId,
    $systemValue: units.$systemValue,
    $settings: units.$settings,
    $addedAtByBetId: units.$addedAtByBetId,
    $availablePrepaidAmount: units.$availablePrepaidAmount,
    $isOneClickActive: settings.$isOneClickActive,
    $oneClickConfirmation: units.$oneClickConfirmation,
    $hasBonusBet: bonusAndVip.$hasBonusBet,
    $bonusBetCoef: bonusAndVip.$bonusBetCoef,
    $isBonusBetManuallyDeleted: units.$isBonusBetManuallyDeleted,
    $isVipBet: units.$isVipBet,
    $isVipBetAvailable: bonusAndVip.$isVipBetAvailable,
    $seenCoefs: units.$seenCoefs,
    $coefMoves: units.$coefMoves,
    $pendingCoefChanges: liveChanges.$pendingCoefChanges,
    $coef: numbers.$coef,
    $coefText: numbers.$coefText,
    $antiExpressCoef: numbers.$antiExpressCoef,
    $possibleWin: numbers.$possibleWin,
    $hyperBonus: numbers.$hyperBonus,
    $systemOptions: numbers.$systemOptions,
    $amountStep: amounts.$amountStep,
    $amountLimits: amounts.$amountLimits,
    $maxStake: amounts.$maxStake,
    $isAutoMax: amounts.$isAutoMax,
    $expressId: units.$expressId,
    $refusals: refusals.$refusals,
    $canPlace: refusals.$canPlace,
    $isPlacing: refusals.$isPlacing,
    $serverRefusals: units.$serverRefusals,
    $placeError: units.$placeError,
    $successCoupon: units.$successCoupon,
    $singlesResultCoupons: units.$singlesResultCoupons,
    $promoCode: units.$promoCode,
    $manualPromoCode: units.$manualPromoCode,
    $promoCodes: units.$promoCodes,
    $promoCheck: units.$promoCheck,
    $savedCode: units.$savedCode,
    $loadCouponInputValue: units.$loadCouponInputValue,
    $isLoadedFromCode: units.$isLoadedFromCode,
    $loadCouponFailed: units.$loadCouponFailed,
    $isQuickCouponVisible: units.$isQuickCouponVisible,
    $snapshot: snapshot.$snapshot,
    $pendingPlacement: units.$lastAttempt,
    couponPlaced: placing.couponPlaced,
    placeFailed: placing.placeFailedRaw,
    placeRefused: units.placeRefused,
    oneClickRefused: units.oneClickRefused,
    balanceUpdated: placing.balanceUpdated,
    settingsSaveFailed: settings.saveFx.failData,
    __: { $clock: units.$clock, $makeIdempotencyKey: units.$makeIdempotencyKey, $lastAttempt: units.$lastAttempt, placeFx: refusals.placeFx },
  };
}
