/**
 * THE placement validator, shared by the coupon (browser) and `place coupon` (API): every reason a coupon cannot
 * be placed is one typed value with the numbers the view needs; an empty list means it may be placed. The codes are
 * the wire's (`@betting/contracts`' COUPON_REFUSAL_CODES holds them plus the reasons only the server knows), so the
 * API sends them as they are: `betId` becomes `outcomeId`, the other fields `params`.
 */
import { COUPON_RULE_REFUSAL_CODES } from '@betting/contracts';
import type { Coef, MinorUnits } from '@betting/kernel';
import { couponAmountLimits, couponAmountStep, isOnStep } from './amounts';
import { acceptCoefChange, isVipBetAvailable, sameGameConflicts } from './availability';
import { isBetFinished, isBetLocked } from './bet-status';
import { isBonusBetAvailable } from './bonus';
import { COUPON_TYPE, MIN_SYSTEM_VALUE, isCouponTypeId, isSystemType } from './entities';
import type { CouponBet, CouponSettings, CouponTypeId } from './entities';
import { blockCapBreaches, maxStakeUnderPayout, slipBlocks, winsAtMost } from './caps';
import { isValidSystemValue } from './payout';
import type { PossibleWinInput } from './payout';

export type CouponRefusal =
  | { readonly code: 'no_bets' }
  | { readonly code: 'coupon_type_invalid'; readonly typeId: number }
  | { readonly code: 'not_enough_bets'; readonly need: number }
  | { readonly code: 'too_many_bets'; readonly max: number }
  | { readonly code: 'system_value_invalid'; readonly min: number; readonly max: number }
  | { readonly code: 'bet_locked'; readonly betId: string }
  | { readonly code: 'bet_finished'; readonly betId: string }
  | { readonly code: 'coef_changed'; readonly betId: string; readonly before: Coef; readonly after: Coef }
  | { readonly code: 'score_changed'; readonly betId: string; readonly before: string; readonly after: string }
  | { readonly code: 'same_game_conflict'; readonly gameId: number; readonly betIds: readonly string[] }
  | { readonly code: 'amount_missing'; readonly betId?: string }
  | { readonly code: 'amount_below_min'; readonly min: MinorUnits; readonly betId?: string }
  | { readonly code: 'amount_above_max'; readonly max: MinorUnits; readonly betId?: string }
  | { readonly code: 'amount_not_step'; readonly step: MinorUnits; readonly betId?: string }
  | { readonly code: 'amount_above_block_max'; readonly blockId: number; readonly max: MinorUnits }
  | { readonly code: 'payout_above_max'; readonly maxPayout: MinorUnits; readonly max: MinorUnits; readonly betId?: string }
  | { readonly code: 'vip_unavailable' }
  | { readonly code: 'bonus_bet_unavailable' }
  | { readonly code: 'insufficient_balance'; readonly balance: MinorUnits; readonly need: MinorUnits };

export type CouponRefusalCode = CouponRefusal['code'];

/** Every code, in the order couponRefusals reports them: the contracts' rule codes, so the wire says the same. */
export const COUPON_REFUSAL_CODES: readonly CouponRefusalCode[] = COUPON_RULE_REFUSAL_CODES;

export interface CouponCheckInput {
  readonly typeId: CouponTypeId | number;
  readonly bets: readonly CouponBet[];
  /** The coupon's stake (single, express, system). */
  readonly amount: MinorUnits;
  /** Multiple singles: each bet's stake. */
  readonly amountByBetId?: Readonly<Record<string, MinorUnits>>;
  readonly systemValue: number;
  /** ISO code of the account's currency (amount step). */
  readonly currency: string;
  readonly settings: Pick<CouponSettings, 'changeCoefAction' | 'amountStepByCurrencyIso' | 'isManualAmountStep'>;
  readonly minBetAmount: MinorUnits | null;
  /** null = unlimited. */
  readonly maxBetAmount: MinorUnits | null;
  /** Config: coupon types the minimum and maximum apply to. */
  readonly limitedTypeIds: readonly CouponTypeId[];
  readonly isBonusAccount: boolean;
  /** Money available to stake (balance plus prepaid); null = not known here, not checked. */
  readonly balance: MinorUnits | null;
  /** Coefficients the bettor saw, by bet id; the bets carry the current ones. Absent = nothing to compare. */
  readonly seenCoefs?: Readonly<Record<string, Coef>>;
  readonly isVipBet?: boolean;
  readonly isVipBetEnabled?: boolean;
  readonly withBonusBet?: boolean;
  readonly isBonusBetEnabled?: boolean;
  /** Refuse amounts off the step grid (off by default: the step drives the +/− buttons). */
  readonly enforceAmountStep?: boolean;
  /**
   * Spec §3 maxPayout: the most one coupon may win (each single of multiple singles is its own coupon); null/absent =
   * unlimited. A stake whose possible win passes it is refused with the largest stake that fits (`max`).
   */
  readonly maxPayout?: MinorUnits | null;
  /** What multiplies an express's coefficient (bonus bet, express of the day's boost), for the possible win. */
  readonly bonusCoef?: Coef | null;
  /**
   * Spec §3 amountByBlockId: stakes by line block (a game's picks); each block after the first at most what the block
   * before it returns (§5). Absent = no block stakes, nothing to check.
   */
  readonly amountByBlockId?: Readonly<Record<string, MinorUnits>>;
  /**
   * Spec §3 isDropOnScoreChange: refuse a bet whose game's score moved since the bettor saw it. `seenScores` holds the
   * scores the bettor saw by bet id; the bets carry the current ones (`formattedScore`).
   */
  readonly isDropOnScoreChange?: boolean;
  readonly seenScores?: Readonly<Record<string, string | null>>;
}

/** Bets a type needs: 1 single and multiple singles, 2 express, 3 systems (2 ≤ k < n). */
export function minBetsFor(typeId: CouponTypeId): number {
  return typeId === COUPON_TYPE.express ? 2 : isSystemType(typeId) ? MIN_SYSTEM_VALUE + 1 : 1;
}

function amountRefusals(input: CouponCheckInput, typeId: CouponTypeId, amount: MinorUnits, betId?: string): CouponRefusal[] {
  const tag = betId === undefined ? {} : { betId };
  if (!Number.isSafeInteger(amount) || amount <= 0) return [{ code: 'amount_missing', ...tag }];
  const refusals: CouponRefusal[] = [];
  const { min, max } = couponAmountLimits({
    typeId,
    minBetAmount: input.minBetAmount,
    maxBetAmount: input.maxBetAmount,
    limitedTypeIds: input.limitedTypeIds,
    isBonusAccount: input.isBonusAccount,
  });
  if (min !== null && amount < min) refusals.push({ code: 'amount_below_min', min, ...tag });
  // A vip bet (spec §5: offered only while the maximum is finite) is the way past the maximum.
  const isVip = input.isVipBet === true && isVipBetAvailable({ isVipBetEnabled: input.isVipBetEnabled === true, maxBetAmount: input.maxBetAmount, bets: input.bets, typeId });
  if (max !== null && amount > max && !isVip) refusals.push({ code: 'amount_above_max', max, ...tag });
  if (input.enforceAmountStep) {
    const step = couponAmountStep(input.currency, input.settings);
    if (!isOnStep(amount, step)) refusals.push({ code: 'amount_not_step', step, ...tag });
  }
  return refusals;
}

/** The max payout: a stake whose possible win passes it, with the largest stake that fits. */
function payoutRefusals(input: CouponCheckInput, typeId: CouponTypeId): CouponRefusal[] {
  const maxPayout = input.maxPayout;
  if (maxPayout === null || maxPayout === undefined) return [];
  const over = (win: Omit<PossibleWinInput, 'amount'>, amount: MinorUnits, betId?: string): CouponRefusal[] => {
    if (!Number.isSafeInteger(amount) || amount <= 0 || winsAtMost(win, amount, maxPayout)) return [];
    return [{ code: 'payout_above_max', maxPayout, max: maxStakeUnderPayout(win, maxPayout), ...(betId === undefined ? {} : { betId }) }];
  };
  if (typeId === COUPON_TYPE.multipleSingles) {
    return input.bets.flatMap((bet) => over({ typeId: COUPON_TYPE.single, coefs: [bet.market.coef] }, input.amountByBetId?.[bet.id] ?? 0, bet.id));
  }
  const coefs = input.bets.map((bet) => bet.market.coef);
  const bankers = input.bets.map((bet) => bet.isBanker === true);
  const bonusCoef = isSystemType(typeId) ? null : input.bonusCoef ?? null;
  return over({ typeId, coefs, bankers, systemValue: input.systemValue, bonusCoef }, input.amount);
}

/** Every reason this coupon cannot be placed now, in the order of COUPON_REFUSAL_CODES; [] = it may be placed. */
export function couponRefusals(input: CouponCheckInput): CouponRefusal[] {
  const { bets } = input;
  if (bets.length === 0) return [{ code: 'no_bets' }];
  if (!isCouponTypeId(input.typeId)) return [{ code: 'coupon_type_invalid', typeId: input.typeId }];
  const typeId = input.typeId;
  const refusals: CouponRefusal[] = [];

  for (const bet of bets) if (isBetLocked(bet)) refusals.push({ code: 'bet_locked', betId: bet.id });
  for (const bet of bets) if (isBetFinished(bet)) refusals.push({ code: 'bet_finished', betId: bet.id });
  for (const bet of bets) {
    const before = input.seenCoefs?.[bet.id];
    if (before !== undefined && !acceptCoefChange(input.settings.changeCoefAction, before, bet.market.coef)) {
      refusals.push({ code: 'coef_changed', betId: bet.id, before, after: bet.market.coef });
    }
  }
  if (input.isDropOnScoreChange) {
    for (const bet of bets) {
      const before = input.seenScores?.[bet.id];
      if (before === undefined) continue;
      const after = bet.formattedScore ?? '';
      if ((before ?? '') !== after) refusals.push({ code: 'score_changed', betId: bet.id, before: before ?? '', after });
    }
  }

  const need = minBetsFor(typeId);
  if (bets.length < need) refusals.push({ code: 'not_enough_bets', need });
  if (typeId === COUPON_TYPE.single && bets.length > 1) refusals.push({ code: 'too_many_bets', max: 1 });
  if (isSystemType(typeId) && bets.length >= need) {
    const bankers = bets.filter((bet) => bet.isBanker === true).length;
    if (!isValidSystemValue(input.systemValue, bets.length, bankers)) {
      refusals.push({ code: 'system_value_invalid', min: Math.max(MIN_SYSTEM_VALUE, bankers + 1), max: bets.length - 1 });
    }
  }
  for (const conflict of sameGameConflicts(typeId, bets)) refusals.push({ code: 'same_game_conflict', ...conflict });

  let needMoney = 0;
  if (typeId === COUPON_TYPE.multipleSingles) {
    for (const bet of bets) {
      const amount = input.amountByBetId?.[bet.id] ?? 0;
      refusals.push(...amountRefusals(input, COUPON_TYPE.single, amount, bet.id));
      if (Number.isSafeInteger(amount) && amount > 0) needMoney += amount;
    }
  } else {
    refusals.push(...amountRefusals(input, typeId, input.amount));
    if (Number.isSafeInteger(input.amount) && input.amount > 0) needMoney = input.amount;
  }

  if (input.amountByBlockId !== undefined) {
    for (const breach of blockCapBreaches(slipBlocks(bets), input.amountByBlockId)) refusals.push({ code: 'amount_above_block_max', ...breach });
  }
  // The possible win is only worked out for a coupon whose shape holds (a system's lines exist, every stake is given).
  const STRUCTURAL: ReadonlySet<CouponRefusalCode> = new Set(['not_enough_bets', 'too_many_bets', 'system_value_invalid', 'amount_missing']);
  if (!refusals.some((item) => STRUCTURAL.has(item.code))) refusals.push(...payoutRefusals(input, typeId));

  if (input.isVipBet && !isVipBetAvailable({ isVipBetEnabled: input.isVipBetEnabled === true, maxBetAmount: input.maxBetAmount, bets, typeId })) {
    refusals.push({ code: 'vip_unavailable' });
  }
  if (input.withBonusBet && !isBonusBetAvailable({ isBonusBetEnabled: input.isBonusBetEnabled === true, typeId, bets })) {
    refusals.push({ code: 'bonus_bet_unavailable' });
  }
  if (input.balance !== null && needMoney > input.balance) refusals.push({ code: 'insufficient_balance', balance: input.balance, need: needMoney });
  return refusals;
}

/** True when nothing refuses the coupon. */
export function canPlaceCoupon(input: CouponCheckInput): boolean {
  return couponRefusals(input).length === 0;
}
