import * as z from 'zod/mini';
import { CurrencyIsoSchema, MinorAmountSchema } from '../accounts/money';
import { PagingSchema } from '../accounts/payments';
import { CalendarDaySchema } from '../calendar';
import { CouponRefusalSchema } from './refusals';

/** Spec §4 coupon types: 0 single, 1 express, 2 system, 4 system-related, 10001 multiple singles. */
export const COUPON_TYPE = { single: 0, express: 1, system: 2, systemRelated: 4, multipleSingles: 10001 } as const;
export const CouponTypeIdSchema = z.literal([0, 1, 2, 4, 10001]);
export type CouponTypeIdWire = z.infer<typeof CouponTypeIdSchema>;
/** A stored coupon is one of these (multiple singles are stored as singles). */
export const PlacedCouponTypeIdSchema = z.literal([0, 1, 2, 4]);

/**
 * Spec §3 changeCoefAction (default 2): what to do when a coefficient moved between the bettor's look and the
 * server's check. 0 ask (refuse any change: `coef_changed`), 1 accept any change, 2 accept increases only.
 * Accepted changes are placed at the server's current coefficient.
 */
export const ChangeCoefActionSchema = z.literal([0, 1, 2]);
export type ChangeCoefAction = z.infer<typeof ChangeCoefActionSchema>;
export const DEFAULT_CHANGE_COEF_ACTION: ChangeCoefAction = 2;

const IdSchema = z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER));
/** A coefficient in integer thousandths (1850 = 1.85); at least 1.000. */
export const CoefThousandthsSchema = z.int().check(z.gte(1000), z.lte(Number.MAX_SAFE_INTEGER));
/** A positive stake in minor units of the account's currency. */
const StakeSchema = z.int().check(z.gte(1), z.lte(Number.MAX_SAFE_INTEGER));
/** Promo codes as typed: trimmed and upper-cased. */
export const CouponPromoCodeSchema = z.string().check(z.trim(), z.toUpperCase(), z.minLength(3), z.maxLength(32), z.regex(/^[A-Z0-9_-]+$/, 'letters, digits, - and _'));

/** One pick of the slip: the outcome and the coefficient the bettor saw. */
export const CouponBetInputSchema = z.object({
  outcomeId: IdSchema,
  /** The coefficient shown when the bettor pressed "place", thousandths. */
  coef: CoefThousandthsSchema,
  /** System with banker: the lobby block of the bet (a banker is in every line); omitted otherwise. */
  blockId: z.optional(IdSchema),
  /**
   * The game's score the bettor saw (the line's formatted score, "" before it starts), sent with `isDropOnScoreChange`:
   * the server refuses the bet (`score_changed`) when the game's score is another now.
   */
  score: z.optional(z.string().check(z.maxLength(64))),
});
export type CouponBetInput = z.infer<typeof CouponBetInputSchema>;

export const MAX_COUPON_BETS = 30;

/**
 * `POST /web-api/betting/coupons` with header `Idempotency-Key` (the page makes one per press of "place"; a retry
 * with the same key and body answers the same coupons and moves no money twice). Types 0, 1, 2, 4 take `amount`;
 * multiple singles (10001) take `amountByBetId` (outcome id → stake), or `amount` for every bet alike.
 */
export const PlaceCouponBodySchema = z.object({
  typeId: CouponTypeIdSchema,
  bets: z.array(CouponBetInputSchema).check(z.minLength(1), z.maxLength(MAX_COUPON_BETS)),
  amount: z.optional(StakeSchema),
  amountByBetId: z.optional(z.record(z.string().check(z.regex(/^\d{1,15}$/)), StakeSchema)),
  /** System (2, 4): k of the "k of n" lines; at least 2. */
  systemValue: z.optional(z.int().check(z.gte(2), z.lte(MAX_COUPON_BETS))),
  changeCoefAction: z._default(ChangeCoefActionSchema, DEFAULT_CHANGE_COEF_ACTION),
  /** Spec §3 exactCoef: placed only at exactly the coefficients sent — any move refuses (`coef_changed`), whatever `changeCoefAction` says. */
  exactCoef: z._default(z.boolean(), false),
  /** Spec §3 isDropOnScoreChange: a bet whose game's score differs from its `score` is refused (`score_changed`). */
  isDropOnScoreChange: z._default(z.boolean(), false),
  /**
   * Spec §3 amountByBlockId, multiple singles (10001) only: a stake per line block (block id = the game's, one block per
   * game); a bet without its own `amountByBetId` stakes its block's. Each block after the first (in the order of
   * `bets`) takes at most what the block before it returns (spec §5): else `amount_above_block_max`.
   */
  amountByBlockId: z.optional(z.record(z.string().check(z.regex(/^\d{1,15}$/)), StakeSchema)),
  /** The wallet account the stake comes from (main, currency or bonus account). */
  accountId: IdSchema,
  promoCode: z.optional(CouponPromoCodeSchema),
  isVipBet: z._default(z.boolean(), false),
  /** An express with the bonus bet (spec §4): its coefficient multiplies the express coefficient. */
  withBonusBet: z._default(z.boolean(), false),
  /** The express of the day placed as offered (ExpressOfTheDaySchema.id): type express, exactly its outcomes, no bonus bet. */
  expressId: z.optional(IdSchema),
});
export type PlaceCouponBody = z.infer<typeof PlaceCouponBodySchema>;
export type PlaceCouponBodyInput = z.input<typeof PlaceCouponBodySchema>;

export const COUPON_STATUSES = ['open', 'won', 'lost', 'void', 'partly', 'cashed_out'] as const;
/**
 * open: not settled; won / lost; void: every stake returned; partly: a system (or express with voids) paying less than
 * staked but more than 0; cashed_out: sold back to the house before its legs were decided.
 */
export const CouponStatusSchema = z.enum(COUPON_STATUSES);
export type CouponStatus = z.infer<typeof CouponStatusSchema>;

/** half_won / half_lost: an Asian quarter line's leg (coupon library: effective coef (c + 1) / 2, or 0.5). */
export const LegResultSchema = z.enum(['won', 'lost', 'void', 'half_won', 'half_lost']);
export type LegResult = z.infer<typeof LegResultSchema>;

/** One leg of a placed coupon, with what the bettor saw at placement and its result once decided. */
export const CouponLegSchema = z.object({
  outcomeId: IdSchema,
  /** The coefficient the leg was placed at, thousandths. */
  coef: CoefThousandthsSchema,
  blockId: z.nullable(z.int()),
  result: z.nullable(LegResultSchema),
  gameId: z.nullable(z.int()),
  sportId: z.nullable(z.int()),
  isLive: z.boolean(),
  /** Names at placement (English): "Team A – Team B", the market and outcome, the sport and champ. */
  gameName: z.string(),
  marketName: z.string(),
  outcomeName: z.string(),
  sportName: z.string(),
  champName: z.string(),
  /** The game's start, ISO 8601, or null. */
  startAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type CouponLeg = z.infer<typeof CouponLegSchema>;

/** A placed coupon (spec §3 "Placed coupon") as its owner sees it: in the placement answer, history and print page. */
export const PlacedCouponSchema = z.object({
  id: IdSchema,
  typeId: PlacedCouponTypeIdSchema,
  /** 10001 when the coupon is one single of a multiple-singles slip, else null. */
  slipTypeId: z.nullable(z.literal(10001)),
  systemValue: z.nullable(z.int()),
  /** System: C(n, k) lines, each staked amount / lines; 1 otherwise. */
  linesCount: z.int().check(z.gte(1)),
  accountId: IdSchema,
  currency: CurrencyIsoSchema,
  amount: MinorAmountSchema,
  /** Express: the rounded product (with the bonus bet); single: the leg's; system: the sum of the lines' coefs / lines. */
  coef: CoefThousandthsSchema,
  /** What the coupon pays if every leg wins, minor units. */
  possibleWin: MinorAmountSchema,
  status: CouponStatusSchema,
  /** Credited at settlement (0 for a loss), null while open; for a coupon cashed out, what the cash outs paid. */
  payout: z.nullable(MinorAmountSchema),
  /** Paid so far by partial cash outs (the coupon's settlement then pays the share still held). */
  cashedOut: MinorAmountSchema,
  /** The automatic cash out armed on the coupon: taken whole when the offer reaches it; null when none. */
  autoCashOutTarget: z.nullable(MinorAmountSchema),
  /** The coupon this one replaced by an edit (cashed out, its offer staked here), else null. */
  editedFromId: z.nullable(IdSchema),
  changeCoefAction: ChangeCoefActionSchema,
  isVipBet: z.boolean(),
  /** What multiplies the express coefficient: the bonus bet's coefficient, or the express of the day's boost (with `expressId`); else null. */
  bonusBetCoef: z.nullable(CoefThousandthsSchema),
  /** The express of the day this coupon was placed as, else null. */
  expressId: z.nullable(IdSchema),
  promoCode: z.nullable(z.string()),
  placedAt: z.iso.datetime({ offset: true }),
  settledAt: z.nullable(z.iso.datetime({ offset: true })),
  bets: z.array(CouponLegSchema),
  // Optional fields last: the compiled serialiser writes them after the required ones, and so does zod then.
  /** A bet builder (type 1, legs of one game): `coef` is the builder's price, not the product of the legs'. */
  isBetBuilder: z.optional(z.boolean()),
});
export type PlacedCoupon = z.infer<typeof PlacedCouponSchema>;

/** One single of a multiple-singles slip: placed, or refused with its own reasons. */
export const SingleResultSchema = z.union([
  z.object({ outcomeId: IdSchema, placed: z.literal(true), coupon: PlacedCouponSchema }),
  z.object({ outcomeId: IdSchema, placed: z.literal(false), refusals: z.array(CouponRefusalSchema) }),
]);
export type SingleResult = z.infer<typeof SingleResultSchema>;

/**
 * 201: the coupons placed (one; for 10001 one per placed single) and the account's balance after the stakes.
 * `singlesResults` (10001 only, else empty) gives each single's own result: some may be refused while others are
 * placed (spec §3 singlesResultCoupons). If every single is refused the answer is 409 coupon_refused.
 */
export const PlaceCouponResponseSchema = z.object({
  coupons: z.array(PlacedCouponSchema).check(z.minLength(1)),
  singlesResults: z.array(SingleResultSchema),
  balance: z.object({ accountId: IdSchema, money: MinorAmountSchema, currency: CurrencyIsoSchema }),
});
export type PlaceCouponResponse = z.infer<typeof PlaceCouponResponseSchema>;

export const CouponParamsSchema = z.object({ couponId: z.string().check(z.regex(/^\d{1,15}$/, 'digits only')) });
/** `GET /web-api/betting/coupons/:couponId` (print-coupon). */
export const CouponResponseSchema = z.object({ coupon: PlacedCouponSchema });
export type CouponResponse = z.infer<typeof CouponResponseSchema>;

export const BET_HISTORY_PAGE_SIZE = 20;
export const BET_HISTORY_PERIODS = ['day', 'week', 'month', 'all'] as const;
export const BET_HISTORY_STATUSES = ['all', 'open', 'settled', 'won', 'lost', 'void', 'partly', 'cashed_out'] as const;
const IsoDay = CalendarDaySchema;

/**
 * `GET /web-api/betting/history?period=week&status=open&typeId=1&page=2` (office "history"). `period` counts back
 * from now (day 24 h, week 7 d, month 30 d); `from`/`to` (UTC days, inclusive) override it. `status` settled is
 * every settled coupon. `typeId` 10001 lists the singles placed as multiple singles.
 */
export const BetHistoryQuerySchema = z.object({
  period: z._default(z.enum(BET_HISTORY_PERIODS), 'all'),
  from: z.optional(IsoDay),
  to: z.optional(IsoDay),
  status: z._default(z.enum(BET_HISTORY_STATUSES), 'all'),
  typeId: z.optional(z.pipe(z.coerce.number(), CouponTypeIdSchema)),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), BET_HISTORY_PAGE_SIZE),
});
export type BetHistoryQuery = z.infer<typeof BetHistoryQuerySchema>;
export type BetHistoryQueryInput = z.input<typeof BetHistoryQuerySchema>;

export const BetHistoryResponseSchema = z.object({
  coupons: z.array(PlacedCouponSchema),
  paging: PagingSchema,
  /** Over every coupon the filters match (not just the page): sums of stakes and payouts per currency. */
  totals: z.array(z.object({ currency: CurrencyIsoSchema, staked: MinorAmountSchema, paidOut: MinorAmountSchema })),
});
export type BetHistoryResponse = z.infer<typeof BetHistoryResponseSchema>;

/** Test control: what a settlement run did. */
export const SettleRunResponseSchema = z.object({ settled: z.int().check(z.gte(0)), couponIds: z.array(z.int()) });
export type SettleRunResponse = z.infer<typeof SettleRunResponseSchema>;
