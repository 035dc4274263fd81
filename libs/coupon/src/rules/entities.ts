/**
 * The coupon's entities (spec §3) and their defaults. Units everywhere in this lib:
 * - money: integer minor units of the account's currency (`MinorUnits` of @betting/kernel);
 * - coefficients: integer thousandths (`Coef` of @betting/kernel, 1850 = 1.850);
 * - times: seconds since the epoch (the clock is a parameter, never read here).
 *
 * "Unlimited" is `null` (maxBetAmount, maxPayout, maxHyperBonusLimit): JSON keeps it, unlike `Infinity`.
 */
import type { Coef, MinorUnits } from '@betting/kernel';

/** Coupon types (spec §4). */
export const COUPON_TYPE = {
  single: 0,
  express: 1,
  /** k of n; with bankers when a lobby block exists. */
  system: 2,
  /** Undefined by the spec beyond its name: settled and validated with the system maths (k of n). */
  systemRelated: 4,
  /** Each bet has its own amount and is sent as a separate single coupon with its own result. */
  multipleSingles: 10001,
} as const;
export type CouponTypeId = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];
export const COUPON_TYPE_IDS: readonly CouponTypeId[] = [0, 1, 2, 4, 10001];

export function isCouponTypeId(value: unknown): value is CouponTypeId {
  return typeof value === 'number' && (COUPON_TYPE_IDS as readonly number[]).includes(value);
}

/** Types whose legs combine into one coupon (and so may not hold two conflicting picks of the same game). */
export function isCombinedType(typeId: CouponTypeId): boolean {
  return typeId === COUPON_TYPE.express || typeId === COUPON_TYPE.system || typeId === COUPON_TYPE.systemRelated;
}

/** Types settled k of n. */
export function isSystemType(typeId: CouponTypeId): boolean {
  return typeId === COUPON_TYPE.system || typeId === COUPON_TYPE.systemRelated;
}

/**
 * Change-coefficient policy (settings' changeCoefAction; spec §4, §9 give only "default 2" and "one-click bonus
 * uses 1"). Our mapping: 0 ask every time, 1 accept any change, 2 accept increases (ask on a drop).
 */
export const CHANGE_COEF_ACTION = { ask: 0, acceptAny: 1, acceptIncreases: 2 } as const;
export type ChangeCoefAction = (typeof CHANGE_COEF_ACTION)[keyof typeof CHANGE_COEF_ACTION];
export const DEFAULT_CHANGE_COEF_ACTION: ChangeCoefAction = CHANGE_COEF_ACTION.acceptIncreases;
/** Spec §9: the one-click bonus places with action 1. */
export const ONE_CLICK_BONUS_CHANGE_COEF_ACTION: ChangeCoefAction = CHANGE_COEF_ACTION.acceptAny;

/** Game statuses the rules read (spec §3): 2 and 3 live, 4 finished; -2 is the default (unknown). */
export const BET_STATUS = { unknown: -2, live: 2, liveBreak: 3, finished: 4 } as const;
/** Market kind 7 never qualifies an express for the bonus bet (spec §4). */
export const BONUS_EXCLUDED_MARKET_KIND = 7;
/** Spec §5: "Coupon system value never below 2". */
export const MIN_SYSTEM_VALUE = 2;

/** The market a bet is on (spec §3). `isCombinable`: another pick of the same game may sit beside it (ours). */
export interface CouponMarket {
  readonly id: string;
  readonly coef: Coef;
  readonly sportId: number;
  readonly typeId: number;
  readonly kind: number;
  readonly isLive: boolean;
  readonly champName: string;
  readonly sportName: string;
  readonly isCombinable?: boolean;
}

/** A pick in the coupon (spec §3). `id` keys amountByBetId and addedAtByBetId; `gameId` is the game number. */
export interface CouponBet {
  readonly id: string;
  readonly market: CouponMarket;
  readonly blockId: number;
  /** Game status: -2 unknown (default), 2 and 3 live, 4 finished. */
  readonly statusId: number;
  readonly typeId: number;
  readonly sportNameEn: string;
  readonly champNameEn: string;
  readonly gameId: number;
  readonly isFinished: boolean;
  readonly isLiveInLive: boolean;
  readonly permanentId: string;
  /** Seconds since the epoch. */
  readonly startTime: number;
  /** Game clock in seconds; null when the game has no time (not started). */
  readonly gameSeconds: number | null;
  readonly opponent1NameEn: string;
  readonly opponent2NameEn: string;
  readonly opponent1FullScore: string | null;
  readonly opponent2FullScore: string | null;
  readonly formattedScore: string | null;
  readonly isBlocked: boolean;
  readonly isDepend: boolean;
  readonly isBannedExpress: boolean;
  readonly isDisabledBanker: boolean;
  readonly expressId: number | null;
  readonly statisticId: string | null;
  readonly playersDuel: boolean;
  readonly pageType: string | null;
  /** A system banker: in every line (ours: the bettor marks it when the system banker flag is on). */
  readonly isBanker?: boolean;
}

/** One choice of the system selector (spec §3). */
export interface SystemOption {
  /** k: legs per line. */
  readonly value: number;
  /** n − k: legs each line leaves out (the spec names the field only). */
  readonly offset: number;
  /** Lines × the minimum stake per line. */
  readonly minBetAmount: MinorUnits;
  /** Label "k/n" as shown in the selector. */
  readonly combo: string;
  /** Number of lines, C(n − bankers, k − bankers). */
  readonly lines: number;
}

/** Hyper bonus fields shared by the state and the placed coupon. */
export interface HyperBonusFields {
  /** Percent of the net win added when the stake reaches minHyperBonusBetLimit; 0 = none. */
  readonly hyperBonusPercent: number;
  readonly minHyperBonusBetLimit: MinorUnits;
  /** Cap of the hyper bonus; null = unlimited. */
  readonly maxHyperBonusLimit: MinorUnits | null;
}

/** A coupon the server accepted (spec §3). */
export interface PlacedCoupon extends HyperBonusFields {
  readonly id: string;
  readonly accountId: number;
  readonly amount: MinorUnits;
  readonly amountByBlockId: Readonly<Record<string, MinorUnits>>;
  readonly bets: readonly CouponBet[];
  readonly changeCoefAction: ChangeCoefAction;
  readonly coef: Coef;
  readonly coefByView: Readonly<Record<string, string>>;
  readonly coefViewId: number;
  readonly exactCoef: Coef | null;
  readonly isDropOnScoreChange: boolean;
  readonly prepaidAmount: MinorUnits;
  readonly refId: number;
  readonly systemValue: number;
  readonly typeId: CouponTypeId;
  readonly userId: number;
}

/** The bet slip (spec §3). */
export interface CouponState extends HyperBonusFields {
  readonly tab: string;
  readonly typeId: CouponTypeId;
  readonly bets: readonly CouponBet[];
  readonly accountId: number | null;
  readonly amount: MinorUnits;
  readonly amountByBlockId: Readonly<Record<string, MinorUnits>>;
  readonly amountByBetId: Readonly<Record<string, MinorUnits>>;
  readonly minBetAmount: MinorUnits;
  /** null = unlimited. */
  readonly maxBetAmount: MinorUnits | null;
  readonly availablePrepaidAmount: MinorUnits;
  /** Total coefficient shown, thousandths. */
  readonly coef: Coef;
  readonly coefByView: Readonly<Record<string, string>>;
  readonly promoCode: string;
  readonly manualPromoCode: string;
  readonly promoCodes: readonly string[];
  /** k of a system; never below 2. */
  readonly systemValue: number;
  readonly systemValues: readonly SystemOption[];
  readonly antiExpressCoef: Coef | null;
  readonly successCoupon: PlacedCoupon | null;
  readonly singlesResultCoupons: readonly SingleResult[];
  readonly loadCouponInputValue: string;
  readonly expressId: number | null;
  /** Seconds since the epoch, by bet id. */
  readonly addedAtByBetId: Readonly<Record<string, number>>;
  /** null = unlimited. */
  readonly maxPayout: MinorUnits | null;
  readonly initialAmount: MinorUnits;
  readonly amountStep: MinorUnits;
  readonly isPlaceBetActive: boolean;
  readonly isAutoMax: boolean;
  readonly isVipBet: boolean;
  readonly isSystemBanker: boolean;
  readonly isLoadedFromCode: boolean;
  readonly isQuickCouponVisible: boolean;
  readonly isBonusBetManuallyDeleted: boolean;
}

/** The outcome of one single of a multiple-singles coupon. */
export type SingleResult =
  | { readonly betId: string; readonly ok: true; readonly coupon: PlacedCoupon }
  | { readonly betId: string; readonly ok: false; readonly refusals: readonly { readonly code: string }[] };

/** Coupon settings (spec §3). */
export interface CouponSettings {
  /** Manual steps by ISO code, minor units; used when isManualAmountStep. */
  readonly amountStepByCurrencyIso: Readonly<Record<string, MinorUnits>>;
  readonly isManualAmountStep: boolean;
  readonly changeCoefAction: ChangeCoefAction;
  readonly isAutoMax: boolean;
  readonly isVipBet: boolean;
  readonly isBalanceShown: boolean;
  readonly isPossibleWinShown: boolean;
  readonly isSelectAccountShown: boolean;
  readonly isCouponFixed: boolean;
  readonly oneClickAmount: MinorUnits;
  readonly isActiveOneClick: boolean;
  /** One-click places only at this coefficient (thousandths); null = any. */
  readonly exactCoef: Coef | null;
  readonly isDropOnScoreChange: boolean;
  readonly expressId: number | null;
  readonly bonusAccountOneClickAmount: MinorUnits;
}

export function defaultCouponState(): CouponState {
  return {
    tab: 'coupon',
    typeId: COUPON_TYPE.single,
    bets: [],
    accountId: null,
    amount: 0,
    amountByBlockId: {},
    amountByBetId: {},
    minBetAmount: 0,
    maxBetAmount: null,
    availablePrepaidAmount: 0,
    coef: 1000,
    coefByView: {},
    promoCode: '',
    manualPromoCode: '',
    promoCodes: [],
    systemValue: MIN_SYSTEM_VALUE,
    systemValues: [],
    antiExpressCoef: null,
    successCoupon: null,
    singlesResultCoupons: [],
    loadCouponInputValue: '',
    expressId: null,
    addedAtByBetId: {},
    maxPayout: null,
    initialAmount: 0,
    amountStep: 0,
    hyperBonusPercent: 0,
    minHyperBonusBetLimit: 0,
    maxHyperBonusLimit: null,
    isPlaceBetActive: false,
    isAutoMax: false,
    isVipBet: false,
    isSystemBanker: true,
    isLoadedFromCode: false,
    isQuickCouponVisible: false,
    isBonusBetManuallyDeleted: false,
  };
}

export function defaultCouponSettings(): CouponSettings {
  return {
    amountStepByCurrencyIso: {},
    isManualAmountStep: false,
    changeCoefAction: DEFAULT_CHANGE_COEF_ACTION,
    isAutoMax: false,
    isVipBet: false,
    isBalanceShown: true,
    isPossibleWinShown: true,
    isSelectAccountShown: true,
    isCouponFixed: false,
    oneClickAmount: 0,
    isActiveOneClick: false,
    exactCoef: null,
    isDropOnScoreChange: false,
    expressId: null,
    bonusAccountOneClickAmount: 0,
  };
}

/** A bet with every optional field at its default (statusId -2); for fixtures and loaders. */
export function defaultCouponBet(fields: Pick<CouponBet, 'id' | 'gameId'> & { readonly market: Pick<CouponMarket, 'id' | 'coef'> & Partial<CouponMarket> } & Partial<Omit<CouponBet, 'market'>>): CouponBet {
  const { market, ...rest } = fields;
  return {
    blockId: 0,
    statusId: BET_STATUS.unknown,
    typeId: 0,
    sportNameEn: '',
    champNameEn: '',
    isFinished: false,
    isLiveInLive: false,
    permanentId: fields.id,
    startTime: 0,
    gameSeconds: null,
    opponent1NameEn: '',
    opponent2NameEn: '',
    opponent1FullScore: null,
    opponent2FullScore: null,
    formattedScore: null,
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    expressId: null,
    statisticId: null,
    playersDuel: false,
    pageType: null,
    ...rest,
    market: { sportId: 0, typeId: 0, kind: 0, isLive: false, champName: '', sportName: '', ...market },
  };
}
