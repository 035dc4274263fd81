import type { CouponPromoCheckBody, PlaceCouponBody, PlaceCouponResponse, SingleResult as SingleResultWire, PlacedCoupon as PlacedCouponWire, CouponRefusalWire } from '@betting/contracts';
import { CouponPromoCodeSchema, EXPRESS_OF_THE_DAY_BOOST } from '@betting/contracts';
import { DEFAULT_CURRENCY, idempotencyKeyFor, pendingAfter } from '@betting/kernel';
import type { Clock, Coef, MinorUnits } from '@betting/kernel';
import { attach, combine, createEvent, createStore, sample, type Effect, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import { couponAmountLimits, couponAmountStep, couponInitialStake, maxStake, stepDown, stepUp } from '../rules/amounts';
import type { AmountLimits } from '../rules/amounts';
import { isOneClickActive, isVipBetAvailable } from '../rules/availability';
import { antiExpressCoef, bonusBetCoef, hyperBonus, shouldAddBonusBet } from '../rules/bonus';
import {
  COUPON_TYPE,
  ONE_CLICK_BONUS_CHANGE_COEF_ACTION,
  CHANGE_COEF_ACTION,
  MIN_SYSTEM_VALUE,
  defaultCouponSettings,
  isCouponTypeId,
  isSystemType,
} from '../rules/entities';
import type { ChangeCoefAction, CouponBet, CouponSettings, CouponTypeId, SystemOption } from '../rules/entities';
import { formatCoefView } from '../rules/odds-view';
import { clampSystemValue, possibleWin, settledExpressCoef, systemAverageCoef } from '../rules/payout';
import { couponRefusals } from '../rules/refusals';
import type { CouponCheckInput } from '../rules/refusals';
import { systemOptions } from '../rules/system';
import {
  acceptAllowedChanges,
  applyBetChanges,
  applySettingsPatch,
  effectiveAmounts,
  isValidAmount,
  isValidBet,
  normalizeBets,
  normalizeSnapshot,
  outcomeIdOf,
  pendingCoefChanges,
  pick,
  placeBody,
  placeErrorOf,
  saveBody,
  toggleBet,
  typeForCount,
  type BetsMoved,
  type CouponSettingsPatch,
} from './coupon.helpers';
import type {
  CoefMove,
  CouponAccount,
  CouponBetChange,
  CouponConfig,
  CouponModelDeps,
  CouponModelRefusal,
  CouponSnapshot,
  LoadedCoupon,
  PendingCoefChange,
  PendingPlacement,
  PlaceCouponError,
  PlaceCouponRequest,
  PromoCodeCheck,
} from './coupon.types';

/** Where a placement came from: the slip's "place" button, or a one-click on a coefficient. */
export type PlacementOrigin = 'coupon' | 'oneClick';

/** One press of "place" (or one one-click): the body, its idempotency key, and the slip bets it covers. */
export interface PlacementAttempt {
  readonly origin: PlacementOrigin;
  readonly body: PlaceCouponBody;
  readonly key: string;
  readonly betIds: readonly string[];
}

interface Draft {
  readonly origin: PlacementOrigin;
  readonly body: PlaceCouponBody;
  readonly betIds: readonly string[];
}

type LastAttempt = PendingPlacement;

/** Every change of the bet list goes through this one fact; `typeId` null lets the type follow the count. */
interface SlipChange {
  readonly bets: readonly CouponBet[];
  readonly added: readonly CouponBet[];
  readonly typeId: CouponTypeId | null;
  /** Set only when the express of the day is loaded; any other change makes the slip an ordinary one. */
  readonly expressId?: number;
}

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
 * The placement's fingerprint for the kernel's key rule. `placeBody` builds its fields in one order, so its plain JSON
 * is canonical; kept (rather than the kernel's `callFingerprint`) so a pending placement saved by an earlier version
 * still matches after an update.
 */
const fingerprintOf = (body: PlaceCouponBody) => JSON.stringify(body);

interface RefusalContext {
  readonly account: CouponAccount | null;
  readonly config: CouponConfig;
  readonly isSignedIn: boolean;
  readonly isPlacing: boolean;
}

/** What only the page knows; the rules' reasons follow. */
function pageRefusals({ account, isSignedIn, isPlacing }: RefusalContext): CouponModelRefusal[] {
  const refusals: CouponModelRefusal[] = [];
  if (!isSignedIn) refusals.push({ code: 'not_signed_in' });
  else if (account === null) refusals.push({ code: 'account_missing' });
  else if (!account.canStake) refusals.push({ code: 'account_cannot_stake' });
  if (isPlacing) refusals.push({ code: 'placement_pending' });
  return refusals;
}

/** The change-coefficient action in force: the exact coefficient (spec §3 exactCoef set) asks on every move. */
function coefAction(settings: Pick<CouponSettings, 'exactCoef' | 'changeCoefAction'>): ChangeCoefAction {
  return settings.exactCoef !== null ? CHANGE_COEF_ACTION.ask : settings.changeCoefAction;
}

function checkInput(
  context: RefusalContext & { readonly settings: CouponSettings; readonly prepaid: MinorUnits },
  slip: Pick<CouponCheckInput, 'typeId' | 'bets' | 'amount' | 'amountByBetId' | 'systemValue' | 'seenCoefs' | 'isVipBet' | 'withBonusBet'>,
): CouponCheckInput {
  const { account, config, settings, prepaid } = context;
  return {
    ...slip,
    currency: account?.currency ?? DEFAULT_CURRENCY,
    // Exact coefficient: any move refuses, as the server will.
    settings: { ...settings, changeCoefAction: coefAction(settings) },
    minBetAmount: config.minBetAmount,
    maxPayout: config.maxPayout,
    maxBetAmount: config.maxBetAmount,
    limitedTypeIds: config.limitedTypeIds,
    isBonusAccount: account?.isBonus ?? false,
    balance: account === null ? null : account.balance + prepaid,
    isVipBetEnabled: config.isVipBetEnabled,
    isBonusBetEnabled: config.isBonusBetEnabled,
    enforceAmountStep: config.enforceAmountStep,
  };
}

/**
 * The coupon (bet slip) of spec §3–§5: every transition of §4 over the rules of ../rules. Effects and
 * context arrive in `deps`; replace them with `fork({ values, handlers })` in tests.
 */
export function createCouponModel(deps: CouponModelDeps): CouponModel {
  const { $account, $config, $coefView, $isSignedIn } = deps;

  // ---------------------------------------------------------------- units
  const betToggled = createEvent<CouponBet>();
  const betRemoved = createEvent<string>();
  const couponCleared = createEvent();
  const typeChanged = createEvent<CouponTypeId>();
  const amountChanged = createEvent<MinorUnits>();
  const amountMaxed = createEvent();
  const autoMaxToggled = createEvent<boolean>();
  const expressOfTheDayLoaded = createEvent<{ readonly expressId: number; readonly bets: readonly CouponBet[] }>();
  const amountIncreased = createEvent();
  const amountDecreased = createEvent();
  const amountByBetChanged = createEvent<{ readonly betId: string; readonly amount: MinorUnits }>();
  const systemValueChanged = createEvent<number>();
  const bankerToggled = createEvent<string>();
  const settingsChanged = createEvent<CouponSettingsPatch>();
  const settingsLoaded = createEvent<CouponSettings>();
  const oneClickToggled = createEvent<boolean>();
  const oneClickConfirmed = createEvent();
  const oneClickCancelled = createEvent();
  const bonusBetRemoved = createEvent();
  const vipBetToggled = createEvent<boolean>();
  const coefsChanged = createEvent<readonly CouponBetChange[]>();
  const coefChangesAccepted = createEvent();
  const manualPromoCodeChanged = createEvent<string>();
  const promoCodeSubmitted = createEvent();
  const promoCodeChosen = createEvent<string>();
  const promoCodeRemoved = createEvent();
  const promoCodesLoaded = createEvent<readonly string[]>();
  const couponSaveRequested = createEvent();
  const loadCouponInputChanged = createEvent<string>();
  const couponLoadRequested = createEvent();
  const quickCouponVisibilityChanged = createEvent<boolean>();
  const placeRequested = createEvent();
  const successDismissed = createEvent();
  const prepaidAmountReset = createEvent();
  const prepaidAmountChanged = createEvent<MinorUnits>();
  const restored = createEvent<CouponSnapshot>();

  const slipChanged = createEvent<SlipChange>();
  const amountSet = createEvent<MinorUnits>();
  const settingsUpdated = createEvent<CouponSettings>();
  const placeRefused = createEvent<readonly CouponModelRefusal[]>();
  const oneClickRefused = createEvent<readonly CouponModelRefusal[]>();

  const $clock = createStore<Clock>(deps.clock, { serialize: 'ignore', name: 'coupon.$clock' });
  const $makeIdempotencyKey = createStore<() => string>(deps.makeIdempotencyKey, { serialize: 'ignore', name: 'coupon.$makeIdempotencyKey' });

  // ---------------------------------------------------------------- state
  const $bets = createStore<readonly CouponBet[]>([], { name: 'coupon.$bets' });
  const $typeId = createStore<CouponTypeId>(COUPON_TYPE.single, { name: 'coupon.$typeId' });
  const $amount = createStore<MinorUnits>(0, { name: 'coupon.$amount' }).on(amountSet, (_, amount) => amount);
  const $ownAmountByBetId = createStore<Readonly<Record<string, MinorUnits>>>({}, { name: 'coupon.$ownAmountByBetId' });
  const $systemValue = createStore(MIN_SYSTEM_VALUE, { name: 'coupon.$systemValue' });
  const $settings = createStore<CouponSettings>(defaultCouponSettings(), { name: 'coupon.$settings' });
  const $seenCoefs = createStore<Readonly<Record<string, Coef>>>({}, { name: 'coupon.$seenCoefs' });
  const $coefMoves = createStore<Readonly<Record<string, CoefMove>>>({}, { name: 'coupon.$coefMoves' });
  const $addedAtByBetId = createStore<Readonly<Record<string, number>>>({}, { name: 'coupon.$addedAtByBetId' });
  const $availablePrepaidAmount = createStore<MinorUnits>(0, { name: 'coupon.$availablePrepaidAmount' });
  const $oneClickConfirmation = createStore(false, { name: 'coupon.$oneClickConfirmation' });
  const $isBonusBetManuallyDeleted = createStore(false, { name: 'coupon.$isBonusBetManuallyDeleted' });
  const $isVipBet = createStore(false, { name: 'coupon.$isVipBet' });
  const $isLoadedFromCode = createStore(false, { name: 'coupon.$isLoadedFromCode' });
  const $isQuickCouponVisible = createStore(false, { name: 'coupon.$isQuickCouponVisible' });
  const $expressId = createStore<number | null>(null, { name: 'coupon.$expressId' });
  const $promoCode = createStore('', { name: 'coupon.$promoCode' });
  const $manualPromoCode = createStore('', { name: 'coupon.$manualPromoCode' });
  const $promoCodes = createStore<readonly string[]>([], { name: 'coupon.$promoCodes' });
  const $promoCheck = createStore<PromoCodeCheck | null>(null, { name: 'coupon.$promoCheck' });
  const $savedCode = createStore<string | null>(null, { name: 'coupon.$savedCode' });
  const $loadCouponInputValue = createStore('', { name: 'coupon.$loadCouponInputValue' });
  const $loadCouponFailed = createStore(false, { name: 'coupon.$loadCouponFailed' });
  const $serverRefusals = createStore<readonly CouponRefusalWire[]>([], { name: 'coupon.$serverRefusals' });
  const $placeError = createStore<PlaceCouponError | null>(null, { name: 'coupon.$placeError' });
  const $successCoupon = createStore<PlacedCouponWire | null>(null, { name: 'coupon.$successCoupon' });
  const $singlesResultCoupons = createStore<readonly SingleResultWire[]>([], { name: 'coupon.$singlesResultCoupons' });
  const $lastAttempt = createStore<LastAttempt | null>(null, { name: 'coupon.$lastAttempt' });

  const $currency = $account.map((account) => account?.currency ?? null);

  // ---------------------------------------------------------------- the bet list
  $bets.on(slipChanged, (_, change) => change.bets);
  $typeId.on(slipChanged, (typeId, change) => change.typeId ?? typeForCount(typeId, change.bets.length));
  $systemValue.on(slipChanged, (k, change) => clampSystemValue(k, change.bets.length));
  $ownAmountByBetId.on(slipChanged, (amounts, change) => pick(amounts, change.bets));
  $seenCoefs.on(slipChanged, (seen, change) => ({ ...pick(seen, change.bets), ...Object.fromEntries(change.added.map((bet) => [bet.id, bet.market.coef])) }));
  $coefMoves.on(slipChanged, (moves, change) => pick(moves, change.bets));
  $addedAtByBetId.on(slipChanged, (addedAt, change) => pick(addedAt, change.bets));
  $isBonusBetManuallyDeleted.on(slipChanged, (deleted, change) => deleted && change.bets.length > 0);
  $isLoadedFromCode.on(slipChanged, (loaded, change) => loaded && change.bets.length > 0);
  $savedCode.reset(slipChanged);
  $expressId.on(slipChanged, (_, change) => change.expressId ?? null);
  $expressId.on(typeChanged, (expressId, typeId) => (typeId === COUPON_TYPE.express ? expressId : null));
  sample({
    clock: expressOfTheDayLoaded,
    filter: ({ bets }) => bets.length > 0 && bets.every(isValidBet),
    fn: ({ expressId, bets }): SlipChange => {
      const normalized = normalizeBets(bets);
      return { bets: normalized, added: normalized, typeId: COUPON_TYPE.express, expressId };
    },
    target: slipChanged,
  });

  // A bet's added-at time comes from the injected clock.
  const stampFx = attach({
    source: $clock,
    effect: (clock, ids: readonly string[]) => ({ ids, at: Math.floor(clock.now() / 1000) }),
    name: 'coupon.stampFx',
  });
  sample({ clock: slipChanged, filter: (change) => change.added.length > 0, fn: (change) => change.added.map((bet) => bet.id), target: stampFx });
  $addedAtByBetId.on(stampFx.doneData, (addedAt, { ids, at }) => ({ ...addedAt, ...Object.fromEntries(ids.map((id) => [id, at])) }));

  // A first bet in an empty-stake coupon starts from the currency's initial stake (auto-max sets its own).
  sample({
    clock: slipChanged,
    source: { amount: $amount, currency: $currency, settings: $settings },
    filter: ({ amount, settings }, change) => amount === 0 && change.added.length > 0 && (change.typeId === null || change.expressId !== undefined) && !settings.isAutoMax,
    fn: ({ currency }) => couponInitialStake(currency ?? DEFAULT_CURRENCY),
    target: amountSet,
  });

  // ---------------------------------------------------------------- settings and one-click
  const $isOneClickActive = combine($config, $settings, (config, settings) =>
    isOneClickActive({ isOneClickShown: config.isOneClickShown, isActiveOneClick: settings.isActiveOneClick }),
  );
  $settings.on([settingsUpdated, settingsLoaded], (_, settings) => settings);
  sample({ clock: settingsChanged, source: $settings, fn: applySettingsPatch, target: settingsUpdated });

  const saveFx = attach({ effect: deps.saveSettingsFx, name: 'coupon.saveFx' });
  sample({ clock: settingsUpdated, target: saveFx });

  // A looser policy settles the changes it would not have asked about.
  sample({
    clock: settingsUpdated,
    source: { bets: $bets, seen: $seenCoefs },
    fn: ({ bets, seen }, settings) => acceptAllowedChanges(bets, seen, coefAction(settings)),
    target: $seenCoefs,
  });

  const oneClickOn = sample({
    clock: oneClickToggled,
    source: { config: $config, settings: $settings },
    filter: ({ config, settings }, on) => on && config.isOneClickShown && !settings.isActiveOneClick,
    fn: (_, on) => on,
  });
  sample({ clock: oneClickOn, source: $bets, filter: (bets) => bets.length > 0, fn: () => true, target: $oneClickConfirmation });
  const oneClickOnAtOnce = sample({ clock: oneClickOn, source: $bets, filter: (bets) => bets.length === 0 });
  const oneClickApproved = sample({ clock: oneClickConfirmed, source: $oneClickConfirmation, filter: Boolean });
  sample({ clock: oneClickApproved, fn: (): SlipChange => ({ bets: [], added: [], typeId: null }), target: slipChanged });
  sample({
    clock: [oneClickOnAtOnce, oneClickApproved],
    source: $settings,
    fn: (settings): CouponSettings => ({ ...settings, isActiveOneClick: true }),
    target: settingsUpdated,
  });
  $oneClickConfirmation.reset([oneClickApproved, oneClickCancelled, oneClickOnAtOnce]);
  sample({
    clock: oneClickToggled,
    source: $settings,
    filter: (settings, on) => !on && settings.isActiveOneClick,
    fn: (settings): CouponSettings => ({ ...settings, isActiveOneClick: false }),
    target: settingsUpdated,
  });
  $oneClickConfirmation.on(oneClickToggled, (asking, on) => asking && on);
  // Bets arriving while one-click is active (a restore, a load by code) turn it off: never both.
  sample({
    clock: slipChanged,
    source: { settings: $settings, active: $isOneClickActive },
    filter: ({ active }, change) => active && change.bets.length > 0,
    fn: ({ settings }): CouponSettings => ({ ...settings, isActiveOneClick: false }),
    target: settingsUpdated,
  });

  // ---------------------------------------------------------------- adding and removing bets
  const validPick = sample({ clock: betToggled, filter: isValidBet });
  const slipPick = sample({ clock: validPick, source: $isOneClickActive, filter: (active) => !active, fn: (_, bet) => bet });
  const oneClickPick = sample({ clock: validPick, source: $isOneClickActive, filter: Boolean, fn: (_, bet) => bet });

  sample({ clock: slipPick, source: $bets, fn: (bets, bet): SlipChange => ({ ...toggleBet(bets, bet), typeId: null }), target: slipChanged });
  sample({
    clock: betRemoved,
    source: $bets,
    filter: (bets, id) => bets.some((bet) => bet.id === id),
    fn: (bets, id): SlipChange => ({ bets: bets.filter((bet) => bet.id !== id), added: [], typeId: null }),
    target: slipChanged,
  });
  sample({ clock: couponCleared, fn: (): SlipChange => ({ bets: [], added: [], typeId: null }), target: slipChanged });

  $typeId.on(typeChanged, (typeId, next) => (isCouponTypeId(next) ? next : typeId));
  sample({ clock: amountChanged, filter: isValidAmount, target: amountSet });
  $ownAmountByBetId.on(amountByBetChanged, (amounts, { betId, amount }) => (isValidAmount(amount) ? { ...amounts, [betId]: amount } : amounts));
  sample({ clock: systemValueChanged, source: $bets, fn: (bets, k) => clampSystemValue(k, bets.length), target: $systemValue });
  $bets.on(bankerToggled, (bets, id) =>
    bets.map((bet) => (bet.id === id && !bet.isDisabledBanker ? { ...bet, isBanker: bet.isBanker !== true } : bet)),
  );

  // ---------------------------------------------------------------- amounts and currency
  const $amountStep = combine($currency, $settings, (currency, settings) => couponAmountStep(currency ?? DEFAULT_CURRENCY, settings));
  sample({ clock: amountIncreased, source: { amount: $amount, step: $amountStep }, fn: ({ amount, step }) => stepUp(amount, step), target: amountSet });
  sample({ clock: amountDecreased, source: { amount: $amount, step: $amountStep }, fn: ({ amount, step }) => stepDown(amount, step), target: amountSet });
  const $amountLimits = combine($typeId, $config, $account, (typeId, config, account) =>
    couponAmountLimits({
      typeId,
      minBetAmount: config.minBetAmount,
      maxBetAmount: config.maxBetAmount,
      limitedTypeIds: config.limitedTypeIds,
      isBonusAccount: account?.isBonus ?? false,
    }),
  );
  const $amountByBetId = combine($bets, $amount, $ownAmountByBetId, effectiveAmounts);

  // Max and auto-max: the stake follows the largest the coupon takes while auto-max is on; a typed stake turns it off.
  const $maxStake = combine(
    { account: $account, prepaid: $availablePrepaidAmount, step: $amountStep, config: $config, typeId: $typeId, bets: $bets },
    ({ account, prepaid, step, config, typeId, bets }) =>
      maxStake({
        // Multiple singles are placed as singles: each stake answers to the single's limits.
        limits: couponAmountLimits({
          typeId: typeId === COUPON_TYPE.multipleSingles ? COUPON_TYPE.single : typeId,
          minBetAmount: config.minBetAmount,
          maxBetAmount: config.maxBetAmount,
          limitedTypeIds: config.limitedTypeIds,
          isBonusAccount: account?.isBonus ?? false,
        }),
        available: account === null ? null : account.balance + prepaid,
        stakes: typeId === COUPON_TYPE.multipleSingles ? Math.max(1, bets.length) : 1,
        step,
        enforceStep: config.enforceAmountStep,
      }),
  );
  const $isAutoMax = $settings.map((settings) => settings.isAutoMax);
  sample({ clock: autoMaxToggled, fn: (on) => ({ isAutoMax: on }), target: settingsChanged });
  sample({ clock: amountMaxed, source: $maxStake, filter: (max): max is MinorUnits => max !== null, target: amountSet });
  sample({
    clock: [$maxStake.updates, $isAutoMax.updates, slipChanged],
    source: { on: $isAutoMax, max: $maxStake, amount: $amount },
    filter: ({ on, max, amount }) => on && max !== null && max !== amount,
    fn: ({ max }) => max ?? 0,
    target: amountSet,
  });
  const typedAmount = sample({ clock: amountChanged, source: $maxStake, filter: (max, amount) => isValidAmount(amount) && amount !== max });
  sample({ clock: [typedAmount, amountIncreased, amountDecreased, amountByBetChanged], source: $isAutoMax, filter: Boolean, fn: () => ({ isAutoMax: false }), target: settingsChanged });

  // Amounts are minor units of one currency: another currency starts again from its initial stake.
  const $amountCurrency = createStore<string | null>(null, { name: 'coupon.$amountCurrency' });
  const currencySeen = sample({
    clock: $currency,
    source: $amountCurrency,
    filter: (_, currency) => currency !== null,
    fn: (held, currency) => ({ currency: currency ?? DEFAULT_CURRENCY, moved: held !== null && held !== currency }),
  });
  $amountCurrency.on(currencySeen, (_, seen) => seen.currency);
  sample({ clock: [amountSet, amountByBetChanged], source: $currency, filter: (currency) => currency !== null, target: $amountCurrency });
  const currencyMoved = sample({ clock: currencySeen, filter: (seen) => seen.moved, fn: (seen) => seen.currency });
  $amount.on(currencyMoved, (amount, currency) => (amount > 0 ? couponInitialStake(currency) : 0));
  $ownAmountByBetId.reset(currencyMoved);

  $availablePrepaidAmount.on(prepaidAmountChanged, (amount, next) => (isValidAmount(next) ? next : amount)).reset(prepaidAmountReset);

  // ---------------------------------------------------------------- bonus bet, vip bet
  // The express of the day's boost takes the bonus bet's place: the two never multiply together.
  const $hasBonusBet = combine($config, $typeId, $bets, $isBonusBetManuallyDeleted, $expressId, (config, typeId, bets, isBonusBetManuallyDeleted, expressId) =>
    expressId === null && shouldAddBonusBet({ isBonusBetEnabled: config.isBonusBetEnabled, typeId, bets, isBonusBetManuallyDeleted }),
  );
  const $bonusBetCoef = combine($hasBonusBet, $bets, $expressId, (has, bets, expressId) =>
    expressId !== null ? EXPRESS_OF_THE_DAY_BOOST : has ? bonusBetCoef(bets.length) : null,
  );
  sample({ clock: bonusBetRemoved, source: $hasBonusBet, filter: Boolean, fn: () => true, target: $isBonusBetManuallyDeleted });

  const $isVipBetAvailable = combine($config, $bets, $typeId, (config, bets, typeId) =>
    isVipBetAvailable({ isVipBetEnabled: config.isVipBetEnabled, maxBetAmount: config.maxBetAmount, bets, typeId }),
  );
  $isVipBet.on(vipBetToggled, (_, on) => on);

  // ---------------------------------------------------------------- live changes
  const betsMoved = sample({
    clock: coefsChanged,
    source: { bets: $bets, seen: $seenCoefs, moves: $coefMoves, settings: $settings },
    fn: ({ bets, seen, moves, settings }, changes): BetsMoved => applyBetChanges({ bets, seen, moves }, changes, coefAction(settings)),
  });
  $bets.on(betsMoved, (_, moved) => moved.bets);
  $seenCoefs.on(betsMoved, (_, moved) => moved.seen);
  $coefMoves.on(betsMoved, (_, moved) => moved.moves);
  sample({ clock: coefChangesAccepted, source: $bets, fn: (bets) => Object.fromEntries(bets.map((bet) => [bet.id, bet.market.coef])), target: $seenCoefs });
  const $pendingCoefChanges = combine($bets, $seenCoefs, $settings, (bets, seen, settings) => pendingCoefChanges(bets, seen, coefAction(settings)));

  // ---------------------------------------------------------------- the numbers
  const $coef = combine($typeId, $bets, $systemValue, $bonusBetCoef, (typeId, bets, k, bonus): Coef | null => {
    if (bets.length === 0 || typeId === COUPON_TYPE.multipleSingles) return null;
    if (isSystemType(typeId)) return systemAverageCoef(bets, k) || null;
    return settledExpressCoef(bets.map((bet) => ({ coef: bet.market.coef, result: 'won' as const })), bonus);
  });
  const $coefText = combine($coef, $coefView, (coef, view) => (coef === null ? null : formatCoefView(coef, view)));
  const $antiExpressCoef = combine($typeId, $coef, (typeId, coef) => (typeId === COUPON_TYPE.express && coef !== null ? antiExpressCoef(coef) : null));
  const $possibleWin = combine(
    { typeId: $typeId, bets: $bets, amount: $amount, amounts: $amountByBetId, k: $systemValue, bonus: $bonusBetCoef, config: $config },
    ({ typeId, bets, amount, amounts, k, bonus, config }) =>
      possibleWin({
        typeId,
        amount,
        coefs: bets.map((bet) => bet.market.coef),
        systemValue: k,
        ...(isSystemType(typeId) ? { bankers: bets.map((bet) => bet.isBanker === true) } : {}),
        ...(typeId === COUPON_TYPE.multipleSingles ? { amounts: bets.map((bet) => amounts[bet.id]) } : {}),
        bonusCoef: bonus,
        maxPayout: config.maxPayout,
      }),
  );
  const $hyperBonus = combine($amount, $possibleWin, $config, (amount, win, config) => hyperBonus({ amount, possibleWin: win, ...config.hyperBonus }));
  const $systemOptions = combine($typeId, $bets, $config, (typeId, bets, config): readonly SystemOption[] =>
    isSystemType(typeId)
      ? systemOptions({ n: bets.length, bankers: bets.filter((bet) => bet.isBanker === true).length, minBetPerLine: config.minBetAmount ?? 0 })
      : [],
  );

  // ---------------------------------------------------------------- refusals
  const placeFx = attach({ effect: deps.placeCouponFx, mapParams: (attempt: PlacementAttempt): PlaceCouponRequest => ({ ...attempt.body, idempotencyKey: attempt.key }), name: 'coupon.placeFx' });
  const keyFx = attach({
    source: { make: $makeIdempotencyKey, last: $lastAttempt },
    // The kernel's one rule for every money call: the key of the unanswered placement of the same coupon, else a new one.
    effect: ({ make, last }, draft: Draft): PlacementAttempt => ({ ...draft, key: idempotencyKeyFor(last, fingerprintOf(draft.body), make) }),
    name: 'coupon.keyFx',
  });
  const $isPlacing = combine(placeFx.pending, keyFx.pending, (placing, keying) => placing || keying);

  const $context = combine({
    account: $account,
    config: $config,
    isSignedIn: $isSignedIn,
    isPlacing: $isPlacing,
    settings: $settings,
    prepaid: $availablePrepaidAmount,
  });
  const $refusals = combine(
    {
      context: $context,
      typeId: $typeId,
      bets: $bets,
      amount: $amount,
      amountByBetId: $amountByBetId,
      systemValue: $systemValue,
      seenCoefs: $seenCoefs,
      isVipBet: $isVipBet,
      withBonusBet: $hasBonusBet,
    },
    ({ context, ...slip }): readonly CouponModelRefusal[] => [...pageRefusals(context), ...couponRefusals(checkInput(context, slip))],
  );
  const $canPlace = $refusals.map((refusals) => refusals.length === 0);

  // ---------------------------------------------------------------- placing
  sample({ clock: placeRequested, source: $refusals, filter: (refusals) => refusals.length > 0, target: placeRefused });
  sample({
    clock: placeRequested,
    source: {
      refusals: $refusals,
      typeId: $typeId,
      bets: $bets,
      amount: $amount,
      amountByBetId: $amountByBetId,
      systemValue: $systemValue,
      settings: $settings,
      account: $account,
      promoCode: $promoCode,
      isVipBet: $isVipBet,
      withBonusBet: $hasBonusBet,
      expressId: $expressId,
    },
    filter: ({ refusals, account }) => refusals.length === 0 && account !== null,
    fn: (slip): Draft => ({
      origin: 'coupon',
      betIds: slip.bets.map((bet) => bet.id),
      body: placeBody({
        ...slip,
        changeCoefAction: slip.settings.changeCoefAction,
        accountId: slip.account?.id ?? 0,
        exactCoef: slip.settings.exactCoef !== null,
        isDropOnScoreChange: slip.settings.isDropOnScoreChange,
      }),
    }),
    target: keyFx,
  });

  // One-click: a single at once with the one-click amount (the bonus account's own amount, and action 1).
  const oneClickChecked = sample({
    clock: oneClickPick,
    source: $context,
    fn: (context, bet) => {
      const isBonus = context.account?.isBonus ?? false;
      const amount = isBonus ? context.settings.bonusAccountOneClickAmount : context.settings.oneClickAmount;
      const changeCoefAction: ChangeCoefAction = isBonus
        ? ONE_CLICK_BONUS_CHANGE_COEF_ACTION
        : context.settings.exactCoef !== null
          ? CHANGE_COEF_ACTION.ask
          : context.settings.changeCoefAction;
      const slip = { typeId: COUPON_TYPE.single, bets: [bet], amount, amountByBetId: {}, systemValue: MIN_SYSTEM_VALUE, isVipBet: false, withBonusBet: false };
      const refusals = [...pageRefusals(context), ...couponRefusals(checkInput(context, slip))];
      const draft: Draft = {
        origin: 'oneClick',
        betIds: [],
        body: placeBody({ ...slip, changeCoefAction, accountId: context.account?.id ?? 0, promoCode: '', expressId: null, exactCoef: !isBonus && context.settings.exactCoef !== null }),
      };
      return { refusals, draft };
    },
  });
  sample({ clock: oneClickChecked, filter: ({ refusals }) => refusals.length > 0, fn: ({ refusals }) => refusals, target: oneClickRefused });
  sample({ clock: oneClickChecked, filter: ({ refusals }) => refusals.length === 0, fn: ({ draft }) => draft, target: keyFx });

  sample({ clock: keyFx.doneData, target: placeFx });
  $lastAttempt.on(placeFx, (_, attempt) => ({ fingerprint: fingerprintOf(attempt.body), key: attempt.key }));
  const placeFailedRaw = sample({ clock: placeFx.fail, fn: ({ params, error }) => ({ origin: params.origin, error: placeErrorOf(error) }) });
  // Only an attempt without an answer keeps its key: pressing again with the same coupon cannot stake twice.
  $lastAttempt.on(placeFx.done, (last) => (last === null ? null : pendingAfter(last, true)));
  $lastAttempt.on(placeFailedRaw, (last, { error }) => (last === null ? null : pendingAfter(last, error.kind !== 'network' && error.kind !== 'unknown')));

  $placeError.on(placeFailedRaw, (_, { error }) => error).reset([placeFx, placeFx.done]);
  $serverRefusals.on(placeFailedRaw, (_, { error }) => (error.kind === 'refused' ? error.refusals : [])).reset(placeFx);

  const couponPlaced = sample({ clock: placeFx.done, fn: ({ params, result }) => ({ origin: params.origin, response: result }) });
  const balanceUpdated = sample({ clock: placeFx.doneData, fn: (response) => response.balance });
  $successCoupon
    .on(couponPlaced, (_, { response }) => (response.singlesResults.length > 0 ? null : (response.coupons[0] ?? null)))
    .reset([successDismissed, placeFx]);
  $singlesResultCoupons.on(couponPlaced, (_, { response }) => response.singlesResults).reset([successDismissed, placeFx]);
  // The placed bets leave the slip (a refused single of multiple singles stays, with its reasons in the result).
  sample({
    clock: placeFx.done,
    source: $bets,
    filter: (_, { params }) => params.origin === 'coupon',
    fn: (bets, { params, result }): SlipChange => {
      const refused = new Set(result.singlesResults.flatMap((single) => (single.placed ? [] : [single.outcomeId])));
      const placed = new Set(params.betIds);
      return { bets: bets.filter((bet) => !placed.has(bet.id) || refused.has(outcomeIdOf(bet))), added: [], typeId: null };
    },
    target: slipChanged,
  });
  $promoCode.on(placeFx.done, (code, { params }) => (params.origin === 'coupon' ? '' : code));
  // The settings remember the last express of the day placed (the offer then shows it as placed).
  sample({
    clock: placeFx.done,
    filter: ({ params }) => params.body.expressId !== undefined,
    fn: ({ params }) => ({ expressId: params.body.expressId ?? null }),
    target: settingsChanged,
  });

  // Server reasons describe the coupon they were about; an edit makes them stale.
  $serverRefusals.reset([slipChanged, typeChanged, amountSet, amountByBetChanged, systemValueChanged, coefChangesAccepted]);

  // ---------------------------------------------------------------- promo codes
  $manualPromoCode.on(manualPromoCodeChanged, (_, code) => code);
  $promoCodes.on(promoCodesLoaded, (_, codes) => codes);
  const checkPromoFx = attach({ effect: deps.checkPromoCodeFx, name: 'coupon.checkPromoFx' });
  const promoTyped = sample({ clock: promoCodeSubmitted, source: $manualPromoCode, fn: (code) => ({ typed: code, parsed: CouponPromoCodeSchema.safeParse(code) }) });
  sample({ clock: promoTyped, filter: ({ parsed }) => !parsed.success, fn: ({ typed }): PromoCodeCheck => ({ code: typed.trim(), status: 'invalid' }), target: $promoCheck });
  sample({
    clock: promoTyped,
    source: { typeId: $typeId, bets: $bets, coef: $coef },
    filter: (_, { parsed }) => parsed.success,
    fn: ({ typeId, bets, coef }, { parsed }): CouponPromoCheckBody => ({ code: parsed.data ?? '', typeId, betsCount: bets.length, coef: Math.max(coef ?? 1000, 1000) }),
    target: checkPromoFx,
  });
  const checkPromoDone = sample({ clock: checkPromoFx.done, fn: ({ params, result }): PromoCodeCheck => ({ code: params.code, status: result.status }) });
  $promoCheck.on(checkPromoDone, (_, check) => check);
  $promoCheck.on(checkPromoFx.fail, (_, { params }) => ({ code: params.code, status: 'error' }));
  $promoCode.on(checkPromoDone, (code, check) => (check.status === 'valid' ? check.code : code));
  $promoCode.on(promoCodeChosen, (code, chosen) => (chosen.trim() === '' ? code : chosen.trim()));
  $promoCode.reset(promoCodeRemoved);
  $promoCheck.reset([promoCodeRemoved, promoCodeChosen]);

  // ---------------------------------------------------------------- save to code, load by code
  const saveCodeFx = attach({ effect: deps.saveCouponToCodeFx, name: 'coupon.saveCodeFx' });
  sample({
    clock: couponSaveRequested,
    source: { typeId: $typeId, bets: $bets, amount: $amount, systemValue: $systemValue },
    filter: ({ bets }) => bets.length > 0,
    fn: saveBody,
    target: saveCodeFx,
  });
  $savedCode.on(saveCodeFx.doneData, (_, { code }) => code);

  $loadCouponInputValue.on(loadCouponInputChanged, (_, value) => value);
  const loadFx = attach({ effect: deps.loadCouponByCodeFx, name: 'coupon.loadFx' });
  sample({ clock: couponLoadRequested, source: $loadCouponInputValue, filter: (code) => code.trim() !== '', fn: (code) => code.trim().toUpperCase(), target: loadFx });
  const loaded = sample({
    clock: loadFx.doneData,
    fn: (coupon: LoadedCoupon) => {
      const bets = normalizeBets(coupon.bets);
      return { coupon, bets };
    },
  });
  sample({ clock: loaded, fn: ({ coupon, bets }): SlipChange => ({ bets, added: bets, typeId: isCouponTypeId(coupon.typeId) ? coupon.typeId : typeForCount(COUPON_TYPE.single, bets.length) }), target: slipChanged });
  $systemValue.on(loaded, (_, { coupon, bets }) => clampSystemValue(coupon.systemValue ?? MIN_SYSTEM_VALUE, bets.length));
  $amount.on(loaded, (amount, { coupon }) => (coupon.amount !== null && isValidAmount(coupon.amount) ? coupon.amount : amount));
  $isLoadedFromCode.on(loaded, (_, { bets }) => bets.length > 0);
  $isBonusBetManuallyDeleted.on(loaded, () => false);
  $loadCouponInputValue.reset(loaded);
  $loadCouponFailed.on(loadFx.fail, () => true).reset([loadFx, loadCouponInputChanged]);

  $isQuickCouponVisible.on(quickCouponVisibilityChanged, (_, visible) => visible);

  // ---------------------------------------------------------------- snapshot and restore
  const restoredSlip = sample({ clock: restored, fn: normalizeSnapshot });
  sample({
    clock: restoredSlip,
    fn: (snapshot): SlipChange => ({ bets: snapshot.bets, added: [], typeId: snapshot.typeId, ...(snapshot.expressId === null ? {} : { expressId: snapshot.expressId }) }),
    target: slipChanged,
  });
  $amount.on(restoredSlip, (_, snapshot) => snapshot.amount);
  $ownAmountByBetId.on(restoredSlip, (_, snapshot) => snapshot.amountByBetId);
  $systemValue.on(restoredSlip, (_, snapshot) => snapshot.systemValue);
  $seenCoefs.on(restoredSlip, (_, snapshot) => snapshot.seenCoefs);
  $addedAtByBetId.on(restoredSlip, (_, snapshot) => snapshot.addedAtByBetId);
  $isVipBet.on(restoredSlip, (_, snapshot) => snapshot.isVipBet);
  $isBonusBetManuallyDeleted.on(restoredSlip, (_, snapshot) => snapshot.isBonusBetManuallyDeleted);
  $isLoadedFromCode.on(restoredSlip, (_, snapshot) => snapshot.isLoadedFromCode);
  $promoCode.on(restoredSlip, (_, snapshot) => snapshot.promoCode);
  $isQuickCouponVisible.on(restoredSlip, (_, snapshot) => snapshot.isQuickCouponVisible);
  // A placement sent before the reload and never answered keeps its key: the same coupon pressed again reuses it.
  $lastAttempt.on(restoredSlip, (_, snapshot) => snapshot.pendingPlacement);
  $coefMoves.on(restoredSlip, () => ({}));
  $amountCurrency.on(restoredSlip, (held, snapshot) => snapshot.currency ?? held);
  // Restoring does not save the settings back; one-click stays on only over an empty slip.
  sample({
    clock: restoredSlip,
    fn: (snapshot): CouponSettings => (snapshot.bets.length > 0 ? { ...snapshot.settings, isActiveOneClick: false } : snapshot.settings),
    target: $settings,
  });
  const restoredElsewhere = sample({
    clock: restoredSlip,
    source: $currency,
    filter: (currency, snapshot) => currency !== null && snapshot.currency !== null && snapshot.currency !== currency,
    fn: (currency) => currency ?? DEFAULT_CURRENCY,
  });
  $amount.on(restoredElsewhere, (amount, currency) => (amount > 0 ? couponInitialStake(currency) : 0));
  $ownAmountByBetId.reset(restoredElsewhere);
  $amountCurrency.on(restoredElsewhere, (_, currency) => currency);
  // The one-click stake is minor units of the currency it was set in: in another currency it starts again from that
  // currency's initial stake (100 ₽ must never become $100 behind a button that places at once).
  const $oneClickCurrency = createStore<string | null>(null, { name: 'coupon.$oneClickCurrency' });
  sample({ clock: settingsChanged, source: $currency, filter: (currency, patch) => currency !== null && patch.oneClickAmount !== undefined, target: $oneClickCurrency });
  $oneClickCurrency.on(restoredSlip, (held, snapshot) => snapshot.currency ?? held);
  const oneClickCurrencyMoved = sample({
    clock: [$currency, restoredSlip],
    source: { held: $oneClickCurrency, currency: $currency },
    filter: ({ held, currency }) => held !== null && currency !== null && held !== currency,
    fn: ({ currency }) => currency ?? DEFAULT_CURRENCY,
  });
  $oneClickCurrency.on(oneClickCurrencyMoved, (_, currency) => currency);
  $settings.on(oneClickCurrencyMoved, (settings, currency) => ({ ...settings, oneClickAmount: settings.oneClickAmount > 0 ? couponInitialStake(currency) : 0 }));

  const $snapshot = combine(
    {
      currency: combine($amountCurrency, $currency, (held, currency) => held ?? currency),
      bets: $bets,
      typeId: $typeId,
      amount: $amount,
      amountByBetId: $ownAmountByBetId,
      systemValue: $systemValue,
      settings: $settings,
      seenCoefs: $seenCoefs,
      addedAtByBetId: $addedAtByBetId,
      isVipBet: $isVipBet,
      isBonusBetManuallyDeleted: $isBonusBetManuallyDeleted,
      isLoadedFromCode: $isLoadedFromCode,
      promoCode: $promoCode,
      pendingPlacement: $lastAttempt,
      expressId: $expressId,
      isQuickCouponVisible: $isQuickCouponVisible,
    },
    (state): CouponSnapshot => ({ version: 1, ...state }),
  );

  return {
    betToggled,
    betRemoved,
    couponCleared,
    typeChanged,
    amountChanged,
    amountIncreased,
    amountDecreased,
    amountMaxed,
    autoMaxToggled,
    expressOfTheDayLoaded,
    amountByBetChanged,
    systemValueChanged,
    bankerToggled,
    settingsChanged,
    settingsLoaded,
    oneClickToggled,
    oneClickConfirmed,
    oneClickCancelled,
    bonusBetRemoved,
    vipBetToggled,
    coefsChanged,
    coefChangesAccepted,
    manualPromoCodeChanged,
    promoCodeSubmitted,
    promoCodeChosen,
    promoCodeRemoved,
    promoCodesLoaded,
    couponSaveRequested,
    loadCouponInputChanged,
    couponLoadRequested,
    quickCouponVisibilityChanged,
    placeRequested,
    successDismissed,
    prepaidAmountReset,
    prepaidAmountChanged,
    restored,
    $bets,
    $typeId,
    $amount,
    $amountByBetId,
    $systemValue,
    $settings,
    $addedAtByBetId,
    $availablePrepaidAmount,
    $isOneClickActive,
    $oneClickConfirmation,
    $hasBonusBet,
    $bonusBetCoef,
    $isBonusBetManuallyDeleted,
    $isVipBet,
    $isVipBetAvailable,
    $seenCoefs,
    $coefMoves,
    $pendingCoefChanges,
    $coef,
    $coefText,
    $antiExpressCoef,
    $possibleWin,
    $hyperBonus,
    $systemOptions,
    $amountStep,
    $amountLimits,
    $maxStake,
    $isAutoMax,
    $expressId,
    $refusals,
    $canPlace,
    $isPlacing,
    $serverRefusals,
    $placeError,
    $successCoupon,
    $singlesResultCoupons,
    $promoCode,
    $manualPromoCode,
    $promoCodes,
    $promoCheck,
    $savedCode,
    $loadCouponInputValue,
    $isLoadedFromCode,
    $loadCouponFailed,
    $isQuickCouponVisible,
    $snapshot,
    $pendingPlacement: $lastAttempt,
    couponPlaced,
    placeFailed: placeFailedRaw,
    placeRefused,
    oneClickRefused,
    balanceUpdated,
    settingsSaveFailed: saveFx.failData,
    __: { $clock, $makeIdempotencyKey, $lastAttempt, placeFx },
  };
}
