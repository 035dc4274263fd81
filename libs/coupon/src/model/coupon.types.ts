/**
 * Types of the coupon model's seams: what the app injects (account, site config, effects) and what it persists.
 * Wire shapes (the place, save, load and promo calls) come from `@betting/contracts`, the one truth of HTTP shapes.
 */
import type {
  CouponPromoCheckBody,
  CouponPromoCheckResponse,
  CouponRefusalWire,
  PlaceCouponBody,
  PlaceCouponResponse,
  SaveCouponBody,
  SavedCouponResponse,
} from '@betting/contracts';
import type { Clock, Coef, MinorUnits, PendingCall } from '@betting/kernel';
import type { CoefViewId } from '@betting/settings';
import type { Effect, Store } from 'effector';
import type { CouponBet, CouponSettings, CouponTypeId, HyperBonusFields } from '../rules/entities';
import type { CouponRefusal } from '../rules/refusals';

/** The active account as the coupon needs it (the accounts model's active account, mapped by the app). */
export interface CouponAccount {
  /** The wallet account id sent as `accountId`. */
  readonly id: number;
  /** ISO code of its currency (amount step, initial stake). */
  readonly currency: string;
  /** Balance, minor units. */
  readonly balance: MinorUnits;
  /** The bonus account (type 4): no min/max, its own one-click amount, one-click with changeCoefAction 1. */
  readonly isBonus: boolean;
  /** The accounts model's `$canStake` (a frozen account may not stake). */
  readonly canStake: boolean;
}

/** Site config the coupon reads (spec §5, §6), already resolved for the active account's currency. */
export interface CouponConfig {
  /** Spec §5: one-click is active only when the site config shows it. */
  readonly isOneClickShown: boolean;
  readonly isBonusBetEnabled: boolean;
  readonly isVipBetEnabled: boolean;
  /** Minimum stake (system: per line); null or 0 = none. */
  readonly minBetAmount: MinorUnits | null;
  /** null = unlimited. */
  readonly maxBetAmount: MinorUnits | null;
  /** Coupon types the min/max apply to (spec §5). */
  readonly limitedTypeIds: readonly CouponTypeId[];
  /** Cap of a coupon's payout; null = unlimited. */
  readonly maxPayout: MinorUnits | null;
  readonly hyperBonus: HyperBonusFields;
  /** Refuse stakes off the amount-step grid (off by default: the step drives the +/− buttons). */
  readonly enforceAmountStep: boolean;
}

export function defaultCouponConfig(): CouponConfig {
  return {
    isOneClickShown: true,
    isBonusBetEnabled: false,
    isVipBetEnabled: false,
    minBetAmount: null,
    maxBetAmount: null,
    limitedTypeIds: [],
    maxPayout: null,
    hyperBonus: { hyperBonusPercent: 0, minHyperBonusBetLimit: 0, maxHyperBonusLimit: null },
    enforceAmountStep: false,
  };
}

/** The place-coupon call: the contract's body plus the `Idempotency-Key` header (one per press of "place"). */
export type PlaceCouponRequest = PlaceCouponBody & { readonly idempotencyKey: string };

/** Why the place-coupon call failed, as the app's effect reports it. */
export type PlaceCouponError =
  /** 409 coupon_refused: every reason, as the server words them. */
  | { readonly kind: 'refused'; readonly refusals: readonly CouponRefusalWire[] }
  /** 403 limit_refused: a responsible-gaming limit refused the stake. */
  | { readonly kind: 'limit'; readonly message: string; readonly reason: string | null }
  /** No answer (offline, timeout, 5xx): the same idempotency key is used again for the same coupon. */
  | { readonly kind: 'network'; readonly message: string }
  | { readonly kind: 'unknown'; readonly message: string };

/** A coupon loaded by code, its bets already resolved against the line by the app (unavailable ones left out). */
export interface LoadedCoupon {
  readonly code: string;
  readonly typeId: CouponTypeId;
  readonly systemValue: number | null;
  readonly amount: MinorUnits | null;
  readonly bets: readonly CouponBet[];
}

/** A live change of one bet (from the line stream): only the fields present change. `betId` is the outcome id. */
export interface CouponBetChange {
  readonly betId: string;
  readonly coef?: Coef;
  readonly isBlocked?: boolean;
  readonly isFinished?: boolean;
  readonly statusId?: number;
  readonly gameSeconds?: number | null;
  readonly formattedScore?: string | null;
}

export type CoefDirection = 'up' | 'down';

/** The last move of a bet's coefficient (the view flashes green for up, red for down). */
export interface CoefMove {
  readonly previous: Coef;
  readonly direction: CoefDirection;
}

/** A coefficient change the bettor has to accept before placing (the policy asks). */
export interface PendingCoefChange {
  readonly betId: string;
  readonly before: Coef;
  readonly after: Coef;
}

/**
 * Why the coupon cannot be placed: the rules' reasons (`couponRefusals`, whose codes are the wire's too, so
 * `$serverRefusals` speaks the same vocabulary) plus what only the page knows (signed out, no account, a frozen
 * account, a placement under way), which never reach the server.
 */
export type CouponModelRefusal =
  | CouponRefusal
  | { readonly code: 'not_signed_in' }
  | { readonly code: 'account_missing' }
  | { readonly code: 'account_cannot_stake' }
  | { readonly code: 'placement_pending' };

/** The manual promo code's check: as typed, and what the server said ('error': the call failed). */
export interface PromoCodeCheck {
  readonly code: string;
  readonly status: CouponPromoCheckResponse['status'] | 'error';
}

/**
 * A placement sent without an answer yet: its coupon (the body, as JSON) and its idempotency key. It is kept in the
 * snapshot until an answer arrives (placed, or a definite refusal), so a press after a reload sends the same key for
 * the same coupon and the server answers the first placement instead of staking twice.
 */
export type PendingPlacement = PendingCall;

/** What the web keeps in localStorage to restore the slip after a reload. */
export interface CouponSnapshot {
  readonly version: 1;
  /** Currency the amounts are in (a restore into another currency starts from that currency's initial stake). */
  readonly currency: string | null;
  readonly bets: readonly CouponBet[];
  readonly typeId: CouponTypeId;
  readonly amount: MinorUnits;
  readonly amountByBetId: Readonly<Record<string, MinorUnits>>;
  readonly systemValue: number;
  readonly settings: CouponSettings;
  /** Coefficients the bettor accepted, by bet id. */
  readonly seenCoefs: Readonly<Record<string, Coef>>;
  /** Seconds since the epoch, by bet id. */
  readonly addedAtByBetId: Readonly<Record<string, number>>;
  readonly isVipBet: boolean;
  readonly isBonusBetManuallyDeleted: boolean;
  readonly isLoadedFromCode: boolean;
  readonly promoCode: string;
  /** The unanswered placement, if any (older snapshots have none). */
  readonly pendingPlacement: PendingPlacement | null;
  /** The express of the day the slip is, else null (older snapshots: null). */
  readonly expressId: number | null;
  /** The quick coupon shown instead of the full one (older snapshots: false). */
  readonly isQuickCouponVisible: boolean;
}

export interface CouponModelDeps {
  /** POST place coupon; fails with a `PlaceCouponError`. */
  readonly placeCouponFx: Effect<PlaceCouponRequest, PlaceCouponResponse, PlaceCouponError>;
  /** Persists the coupon settings (called on every change the bettor makes, one-click included). */
  readonly saveSettingsFx: Effect<CouponSettings, void>;
  /** Loads a saved coupon by its code, bets resolved against the line. */
  readonly loadCouponByCodeFx: Effect<string, LoadedCoupon>;
  readonly saveCouponToCodeFx: Effect<SaveCouponBody, SavedCouponResponse>;
  readonly checkPromoCodeFx: Effect<CouponPromoCheckBody, CouponPromoCheckResponse>;
  /** The active account; null while unknown or signed out. */
  readonly $account: Store<CouponAccount | null>;
  readonly $config: Store<CouponConfig>;
  readonly $coefView: Store<CoefViewId>;
  readonly $isSignedIn: Store<boolean>;
  /** When bets are added (addedAtByBetId). */
  readonly clock: Clock;
  /** A fresh idempotency key (e.g. `crypto.randomUUID`). */
  readonly makeIdempotencyKey: () => string;
}
