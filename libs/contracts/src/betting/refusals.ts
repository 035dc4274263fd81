import * as z from 'zod/mini';

/**
 * Why a coupon was not placed (spec §4/§5: "every reason a coupon cannot be placed is a typed value the view shows").
 * One vocabulary with `@betting/coupon`: the rule-made reasons are exactly its CouponRefusal codes, with the same
 * params (the server re-runs the same rules and sends them as they are); the rest are what only the server knows
 * (the line's current state, the wallet, promo codes). Each refusal names the bet it is about (`outcomeId`, the
 * lib's `betId`) when it is about one, and its numbers in `params`.
 */
/** The rules' reasons: `@betting/coupon`'s couponRefusals reports exactly these, in this order. */
export const COUPON_RULE_REFUSAL_CODES = [
  'no_bets',
  'coupon_type_invalid',
  'bet_locked',
  'bet_finished',
  'coef_changed',
  'score_changed',
  'not_enough_bets',
  'too_many_bets',
  'system_value_invalid',
  'same_game_conflict',
  'amount_missing',
  'amount_below_min',
  'amount_above_max',
  'amount_not_step',
  'amount_above_block_max',
  'payout_above_max',
  'vip_unavailable',
  'bonus_bet_unavailable',
  'insufficient_balance',
] as const;
export const COUPON_REFUSAL_CODES = [
  ...COUPON_RULE_REFUSAL_CODES,
  // only the server knows: the slip as sent, the line now, promo codes, the wallet
  'duplicate_bet',
  'bet_not_found',
  'bet_suspended',
  'sport_disallowed',
  'promo_code_invalid',
  'account_not_found',
  'account_frozen',
  'currency_mismatch',
  'express_of_the_day_changed',
  // a bet builder (bet-builder.ts): fewer than two legs or two of one market; legs of several games; a leg it does not
  // take (quarter lines); legs that cannot all win; a price below 1.01 or too deep to work out; a live or closed game
  'bet_builder_legs',
  'bet_builder_games',
  'bet_builder_leg_unsupported',
  'bet_builder_contradiction',
  'bet_builder_unpriceable',
  'bet_builder_unavailable',
] as const;
export const CouponRefusalCodeSchema = z.enum(COUPON_REFUSAL_CODES);
export type CouponRefusalCode = z.infer<typeof CouponRefusalCodeSchema>;

export const CouponRefusalSchema = z.object({
  code: CouponRefusalCodeSchema,
  /** The bet (outcome id) the refusal is about, or null for the whole coupon. */
  outcomeId: z.nullable(z.int()),
  /** Numbers and names of the refusal, named as the lib names them: `min`, `max`, `step`, `need`, `balance`, `typeId`, `before`, `after` (coefs in thousandths), … plus `currency` on money ones. */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type CouponRefusal = z.infer<typeof CouponRefusalSchema>;

/**
 * Error codes of the betting calls, as ApiError `{ error: { code, message, params } }`. A placement refused by the
 * rules answers 409 `coupon_refused` with `refusals` beside `error` (CouponRefusedResponseSchema); one refused by a
 * responsible-gaming limit answers 403 `limit_refused` with the limit's refusal in `params` (`params.reason` is its
 * code: read it with `limitRefusalOfPaymentError`).
 */
export const BettingErrorCodeSchema = z.enum([
  /** 400: the body, query or `Idempotency-Key` header did not match the call's contract. */
  'invalid_request',
  /** 401 */
  'not_signed_in',
  'invalid_token',
  /** 409: the rules refuse the coupon; see `refusals`. */
  'coupon_refused',
  /** 403: a responsible-gaming limit (wagering, loss, time-out, self-exclusion, session) refuses the stake. */
  'limit_refused',
  /** 409: this Idempotency-Key was used with another coupon. */
  'idempotency_conflict',
  /** 404: no such coupon of the caller / no such saved coupon code. */
  'coupon_not_found',
  'saved_coupon_not_found',
  /** 409: no cash-out offer for the coupon now (`params.reason`: lost, decided, closed, unsupported, settled). */
  'cash_out_unavailable',
  /** 409: the offer moved since the bettor saw it (`params.offer`: the offer now, minor units). */
  'cash_out_changed',
  /** 409: an auto cash-out target above anything the coupon can be offered (`params.ceiling`, minor units). */
  'auto_cash_out_unreachable',
  /** 409: an edit that changes nothing, or repeats an outcome (`params.reason`: unchanged, repeated). */
  'bet_edit_refused',
]);
export type BettingErrorCode = z.infer<typeof BettingErrorCodeSchema>;

export const BETTING_ERROR_STATUS: Readonly<Record<BettingErrorCode, number>> = {
  invalid_request: 400,
  not_signed_in: 401,
  invalid_token: 401,
  coupon_refused: 409,
  limit_refused: 403,
  idempotency_conflict: 409,
  coupon_not_found: 404,
  saved_coupon_not_found: 404,
  cash_out_unavailable: 409,
  cash_out_changed: 409,
  auto_cash_out_unreachable: 409,
  bet_edit_refused: 409,
};

/** 409 body of a coupon the rules refuse: the ApiError plus every reason (the view lists them all). */
export const CouponRefusedResponseSchema = z.object({
  error: z.object({ code: z.literal('coupon_refused'), message: z.string() }),
  refusals: z.array(CouponRefusalSchema).check(z.minLength(1)),
});
export type CouponRefusedResponse = z.infer<typeof CouponRefusedResponseSchema>;
