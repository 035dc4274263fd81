/**
 * The one place the betting module asks `@betting/coupon` (the same rules the bet slip runs in the browser): the
 * server re-runs `couponRefusals` over the line's state now, prices with `possibleWin`, settles with `settleCoupon`,
 * and adds what only the server knows (unknown or suspended outcomes, disallowed sports). Everything here is pure:
 * the line's outcomes, the account and the settings come in as data.
 */
import { COUPON_TYPE, DEFAULT_BETTING_CONFIG, type BettingConfig, type ChangeCoefAction, type CouponRefusalWire, type LegResult } from '@betting/contracts';
import {
  BONUS_BET,
  blockCapBreaches,
  operatorStakeRules,
  slipBlocks,
  bonusBetCoef,
  couponRefusals,
  defaultCouponBet,
  expressOfTheDayBonus,
  possibleWin,
  settleCoupon,
  settledExpressCoef,
  systemLines,
  type CouponBet,
  type CouponRefusal,
  type ExpressBonus,
} from '@betting/coupon';
import { floorDiv, type Coef, type MinorUnits } from '@betting/kernel';
import type { BetOutcome } from './line-port';

export type StoredTypeId = 0 | 1 | 2 | 4;

/**
 * Settings of the betting rules (the operator's; spec §5): the site setting `betting` (`@betting/contracts`'
 * `BettingConfig`), read on every placement, so the operator changes them without a deploy. The stake rules for a
 * currency come from `@betting/coupon`'s `operatorStakeRules`, the same function the browser's coupon uses.
 */
export type BettingSettings = BettingConfig & {
  /** Spec §3 maxPayout by currency: the most one coupon may win; absent or null = unlimited (server only, see betting-config.ts). */
  readonly maxPayoutByCurrency: Readonly<Record<string, MinorUnits | null>>;
};
export const DEFAULT_BETTING_SETTINGS: BettingSettings = { ...DEFAULT_BETTING_CONFIG, maxPayoutByCurrency: {} };

export interface DraftLeg {
  readonly outcomeId: number;
  /** What the bettor saw. */
  readonly seenCoef: Coef;
  readonly blockId: number | null;
  /** The game's score the bettor saw (sent with drop-on-score-change), else undefined: not compared. */
  readonly seenScore?: string | undefined;
  /** The line's outcome now; undefined when unknown. */
  readonly outcome: BetOutcome | undefined;
}

/** One coupon to place (a multiple-singles slip makes one draft per bet). */
export interface Draft {
  readonly typeId: StoredTypeId;
  readonly slipTypeId: typeof COUPON_TYPE.multipleSingles | null;
  readonly systemValue: number | null;
  readonly amount: MinorUnits;
  readonly legs: readonly DraftLeg[];
  readonly withBonusBet: boolean;
  readonly isVipBet: boolean;
  /** Spec §3 exactCoef: any coefficient move refuses, whatever the change-coefficient action says. */
  readonly exactCoef?: boolean;
  /** Spec §3 isDropOnScoreChange: a leg whose game's score is not the one the bettor saw refuses. */
  readonly isDropOnScoreChange?: boolean;
  /**
   * The express of the day's boost (contracts' EXPRESS_OF_THE_DAY_BOOST) when the slip is that express as offered:
   * it multiplies the express coefficient in place of the bonus bet, through the same maths (never with it).
   */
  readonly expressBoost?: Coef | null;
}

export interface DraftContext {
  readonly changeCoefAction: ChangeCoefAction;
  /** Spec §3 account type: 0 main, 4 bonus, 9 currency. */
  readonly accountType: number;
  readonly currency: string;
  readonly settings: BettingSettings;
}

/** What the server places: the legs at their accepted coefficients and the coupon's numbers. */
export interface Priced {
  readonly legCoefs: readonly Coef[];
  readonly coef: Coef;
  readonly possibleWin: MinorUnits;
  readonly linesCount: number;
  /** What multiplies the express coefficient (stored as `bonus_bet_coef`): the bonus bet's, or the express of the day's boost. */
  readonly bonusBetCoef: Coef | null;
}

const refusal = (code: CouponRefusalWire['code'], outcomeId: number | null = null, params: CouponRefusalWire['params'] = {}): CouponRefusalWire => ({ code, outcomeId, params });

const isSystem = (typeId: StoredTypeId) => typeId === 2 || typeId === 4;

/** The line's outcome as the coupon lib's bet (spec §3 coupon bet); a system leg with a block is a banker. */
function couponBetOf(leg: DraftLeg, outcome: BetOutcome, typeId: StoredTypeId): CouponBet {
  return defaultCouponBet({
    id: String(leg.outcomeId),
    gameId: outcome.gameId,
    blockId: leg.blockId ?? 0,
    statusId: outcome.statusId,
    formattedScore: outcome.score,
    isFinished: outcome.isFinished,
    isBlocked: outcome.isBlocked,
    isBannedExpress: typeId !== 0 && outcome.isBannedExpress,
    startTime: outcome.startAt,
    gameSeconds: outcome.isLive ? outcome.gameSeconds : null,
    sportNameEn: outcome.sportName,
    champNameEn: outcome.champName,
    isBanker: isSystem(typeId) && leg.blockId !== null,
    market: {
      id: String(outcome.marketId),
      coef: outcome.coef,
      sportId: outcome.sportId,
      typeId: outcome.marketTypeId,
      kind: outcome.marketKind,
      isLive: outcome.isLive,
      champName: outcome.champName,
      sportName: outcome.sportName,
      isCombinable: outcome.isCombinable,
    },
  });
}

/** Lib refusals whose numbers are money: on the wire they carry the account's currency too. */
const MONEY_REFUSALS: ReadonlySet<CouponRefusal['code']> = new Set(['amount_below_min', 'amount_above_max', 'amount_not_step', 'amount_above_block_max', 'payout_above_max', 'insufficient_balance']);

/**
 * The lib's refusal on the wire (contracts' CouponRefusalSchema): the same code and params, `betId` as `outcomeId`;
 * a same-game conflict names its second bet, and all of them in `outcomeIds`.
 */
export function wireRefusal(libRefusal: CouponRefusal, currency: string): CouponRefusalWire {
  if (libRefusal.code === 'same_game_conflict') {
    const { code, gameId, betIds } = libRefusal;
    return refusal(code, Number(betIds[1] ?? betIds[0]), { gameId, outcomeIds: betIds.join(',') });
  }
  const { code, betId, ...params } = libRefusal as Exclude<CouponRefusal, { code: 'same_game_conflict' }> & { readonly betId?: string };
  return refusal(code, betId === undefined ? null : Number(betId), MONEY_REFUSALS.has(code) ? { ...params, currency } : params);
}

/** Every reason the draft cannot be placed now, and its numbers when it can. */
export function evaluateDraft(draft: Draft, context: DraftContext): { refusals: CouponRefusalWire[]; priced: Priced | null } {
  const { legs, typeId } = draft;
  const refusals: CouponRefusalWire[] = [];
  const seen = new Set<number>();
  for (const leg of legs) {
    if (seen.has(leg.outcomeId)) refusals.push(refusal('duplicate_bet', leg.outcomeId));
    seen.add(leg.outcomeId);
    const outcome = leg.outcome;
    if (!outcome) refusals.push(refusal('bet_not_found', leg.outcomeId));
    else {
      if (outcome.isSportDisallowed) refusals.push(refusal('sport_disallowed', leg.outcomeId, { sportId: outcome.sportId }));
      if (outcome.isSuspended && !outcome.isFinished && !outcome.isBlocked) refusals.push(refusal('bet_suspended', leg.outcomeId));
    }
  }
  if (refusals.length > 0) return { refusals, priced: null };

  const bets = legs.map((leg) => couponBetOf(leg, leg.outcome as BetOutcome, typeId));
  const stakeRules = operatorStakeRules(context.settings, context.currency);
  const extra = draft.withBonusBet ? bonusBetCoef(legs.length) : (draft.expressBoost ?? null);
  const seenScores = Object.fromEntries(legs.flatMap((leg) => (leg.seenScore === undefined ? [] : [[String(leg.outcomeId), leg.seenScore]])));
  const libRefusals = couponRefusals({
    typeId,
    bets,
    amount: draft.amount,
    systemValue: draft.systemValue ?? 2,
    currency: context.currency,
    // Exact coefficient: action 0, every move refused (an accepted move would be placed at a price not sent).
    settings: { changeCoefAction: draft.exactCoef === true ? 0 : context.changeCoefAction, amountStepByCurrencyIso: {}, isManualAmountStep: false },
    minBetAmount: stakeRules.minBetAmount,
    maxBetAmount: stakeRules.maxBetAmount,
    // A single of a multiple-singles slip is limited when multiple singles are.
    limitedTypeIds: stakeRules.limitedTypeIds.map((id) => (id === COUPON_TYPE.multipleSingles && draft.slipTypeId === COUPON_TYPE.multipleSingles ? COUPON_TYPE.single : id)),
    isBonusAccount: context.accountType === 4,
    balance: null,
    seenCoefs: Object.fromEntries(legs.map((leg) => [String(leg.outcomeId), leg.seenCoef])),
    isVipBet: draft.isVipBet && draft.slipTypeId !== COUPON_TYPE.multipleSingles,
    isVipBetEnabled: stakeRules.isVipBetEnabled,
    withBonusBet: draft.withBonusBet,
    isBonusBetEnabled: stakeRules.isBonusBetEnabled,
    maxPayout: context.settings.maxPayoutByCurrency[context.currency] ?? null,
    bonusCoef: extra,
    isDropOnScoreChange: draft.isDropOnScoreChange === true,
    seenScores,
  });
  // A vip bet is the way past the maximum (spec §5: offered only when the maximum is finite); a single of a multiple
  // singles slip is never one.
  const vipRefused = libRefusals.some((item) => item.code === 'vip_unavailable') || (draft.isVipBet && draft.slipTypeId === COUPON_TYPE.multipleSingles);
  const isVip = draft.isVipBet && !vipRefused;
  refusals.push(...libRefusals.filter((item) => !(isVip && item.code === 'amount_above_max')).map((libRefusal) => wireRefusal(libRefusal, context.currency)));
  if (draft.isVipBet && draft.slipTypeId === COUPON_TYPE.multipleSingles) refusals.push(refusal('vip_unavailable'));
  if (refusals.length > 0) return { refusals, priced: null };

  const legCoefs = bets.map((bet) => bet.market.coef);
  const bankers = bets.map((bet) => bet.isBanker === true);
  const win = possibleWin({ typeId, amount: draft.amount, coefs: legCoefs, systemValue: draft.systemValue ?? 2, bankers, bonusCoef: extra });
  const lines = isSystem(typeId) ? Number(systemLines(legs.length, draft.systemValue ?? 2, bankers.filter(Boolean).length)) : 1;
  const coef = isSystem(typeId)
    ? Math.max(1000, Number(floorDiv(BigInt(win) * 1000n, BigInt(draft.amount))))
    : settledExpressCoef(legCoefs.map((legCoef) => ({ coef: legCoef, result: 'won' as const })), extra);
  return { refusals, priced: { legCoefs, coef, possibleWin: win, linesCount: lines, bonusBetCoef: extra } };
}

/**
 * Spec §5 max bet per block over a multiple-singles slip (`amountByBlockId`): the blocks are the line's (one per game),
 * in the order of the slip's bets; each block after the first takes at most what the block before returns (the lib's
 * `slipBlocks` and `blockCapBreaches`). Outcomes the line does not know are left to the drafts' own refusals.
 */
export function blockRefusals(legs: readonly DraftLeg[], amountByBlockId: Readonly<Record<string, MinorUnits>>, currency: string): CouponRefusalWire[] {
  const bets = legs.flatMap((leg) =>
    leg.outcome === undefined
      ? []
      : [defaultCouponBet({ id: String(leg.outcomeId), gameId: leg.outcome.gameId, blockId: leg.outcome.gameId, market: { id: String(leg.outcome.marketId), coef: leg.outcome.coef } })]
  );
  return blockCapBreaches(slipBlocks(bets), amountByBlockId).map((breach) => wireRefusal({ code: 'amount_above_block_max', ...breach }, currency));
}

/**
 * The express of the day's numbers from its legs' coefficients now: `coef` the legs' express coefficient, `boostedCoef`
 * the legs × `boost` rounded half up once — the coefficient `evaluateDraft` places the express at with `expressBoost`
 * (the lib's `settledExpressCoef` with the boost as the bonus coefficient, as for the bonus bet).
 */
export function expressOfTheDayCoefs(legCoefs: readonly Coef[], boost: Coef): { coef: Coef; boostedCoef: Coef } {
  const won = legCoefs.map((coef) => ({ coef, result: 'won' as const }));
  return { coef: settledExpressCoef(won, null), boostedCoef: settledExpressCoef(won, boost) };
}

export interface SettleInput {
  readonly typeId: StoredTypeId;
  readonly systemValue: number | null;
  readonly amount: MinorUnits;
  /** As placed (`bonus_bet_coef`): the bonus bet's coefficient, or the express of the day's boost. */
  readonly bonusBetCoef: Coef | null;
  /** Placed as the express of the day (`express_id` set): `bonusBetCoef` is its boost, not the bonus bet. */
  readonly isExpressOfTheDay: boolean;
  readonly legs: readonly { readonly coef: Coef; readonly result: LegResult; readonly banker: boolean }[];
}

/** The express bonus a coupon was placed with (`bonus_bet_coef`, `express_id`), as the coupon maths takes it. */
export const placedBonus = (bonusBetCoef: Coef | null, isExpressOfTheDay: boolean): ExpressBonus | null =>
  bonusBetCoef === null ? null : isExpressOfTheDay ? expressOfTheDayBonus(bonusBetCoef) : BONUS_BET;

/**
 * The payout of a decided coupon (the lib's settleCoupon): a lost leg counts 0, a void leg 1.000, and the bonus bet
 * or the boost is recomputed on the decided legs (void legs drop out; kept only while those still qualify).
 */
export function payoutOf(input: SettleInput): MinorUnits {
  const bonus = placedBonus(input.bonusBetCoef, input.isExpressOfTheDay);
  return settleCoupon({
    typeId: input.typeId,
    systemValue: input.systemValue ?? 2,
    amount: input.amount,
    bonus,
    legs: input.legs.map((leg) => ({ coef: leg.coef, result: leg.result, ...(leg.banker ? { banker: true } : {}) })),
  });
}
