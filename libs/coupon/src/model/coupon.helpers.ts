/**
 * Model-only helpers: the coupon's transitions over plain data (spec §4) that the rules do not hold because they
 * are about the slip's lifecycle, not about a coupon's validity. Every rule they need comes from ../rules.
 */
import type { CouponBetInput, CouponRefusalWire, PlaceCouponBody, SaveCouponBody } from '@betting/contracts';
import { COEF_ONE } from '@betting/kernel';
import type { Coef, MinorUnits } from '@betting/kernel';
import * as z from 'zod/mini';
import { acceptCoefChange, addPick } from '../rules/availability';
import { blockStakes } from '../rules/caps';
import { COUPON_TYPE, defaultCouponSettings, isCombinedType, isCouponTypeId, isSystemType } from '../rules/entities';
import type { ChangeCoefAction, CouponBet, CouponSettings, CouponTypeId } from '../rules/entities';
import { clampSystemValue } from '../rules/payout';
import type { CoefMove, CouponBetChange, CouponSnapshot, PendingCoefChange, PlaceCouponError } from './coupon.types';

/** Settings the bettor changes directly; one-click goes through `oneClickToggled` (it may need a confirmation). */
export type CouponSettingsPatch = Partial<Omit<CouponSettings, 'isActiveOneClick'>>;

const isMoney = (value: unknown): value is MinorUnits => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isCoef = (value: unknown): value is Coef => typeof value === 'number' && Number.isSafeInteger(value) && value >= COEF_ONE;

/** A bet the coupon can hold: an id and a coefficient of at least 1.000 in integer thousandths. */
export function isValidBet(bet: CouponBet): boolean {
  return typeof bet.id === 'string' && bet.id !== '' && isCoef(bet.market.coef);
}

export function isValidAmount(amount: number): boolean {
  return isMoney(amount);
}

/**
 * Spec §4 settings transitions: turning drop-on-score-change on turns one-click off; clearing the exact coefficient
 * clears drop-on-score-change.
 */
export function applySettingsPatch(settings: CouponSettings, patch: CouponSettingsPatch): CouponSettings {
  const { isActiveOneClick: _ignored, ...rest } = patch as Partial<CouponSettings>;
  let next: CouponSettings = { ...settings, ...rest };
  if (rest.isDropOnScoreChange === true && !settings.isDropOnScoreChange) next = { ...next, isActiveOneClick: false };
  if ('exactCoef' in rest && rest.exactCoef === null && settings.exactCoef !== null) next = { ...next, isDropOnScoreChange: false };
  return next;
}

const sameOutcome = (a: CouponBet, b: CouponBet) => a.id === b.id || (a.market.id === b.market.id && a.gameId === b.gameId);

/**
 * A click on an outcome: the same outcome again removes it; otherwise the rules' `addPick` (a pick of a game already
 * in the coupon replaces the earlier one unless both markets allow combining).
 */
export function toggleBet(bets: readonly CouponBet[], pick: CouponBet): { readonly bets: readonly CouponBet[]; readonly added: readonly CouponBet[] } {
  if (bets.some((bet) => sameOutcome(bet, pick))) return { bets: bets.filter((bet) => !sameOutcome(bet, pick)), added: [] };
  return { bets: addPick(bets, pick).bets, added: [pick] };
}

/** Bets as a fresh slip would hold them (restore, load by code): valid ones, one per outcome, same-game picks resolved. */
export function normalizeBets(bets: readonly CouponBet[]): CouponBet[] {
  let result: CouponBet[] = [];
  for (const bet of bets) {
    if (!isValidBet(bet) || result.some((held) => sameOutcome(held, bet))) continue;
    result = addPick(result, bet).bets;
  }
  return result;
}

/**
 * The type follows the count (ours): a second bet turns a single into an express; one bet left turns a combined type
 * into a single; multiple singles stay while a bet is left and an emptied slip starts again as a single.
 */
export function typeForCount(typeId: CouponTypeId, count: number): CouponTypeId {
  if (count <= 1 && isCombinedType(typeId)) return COUPON_TYPE.single;
  if (count === 0 && typeId === COUPON_TYPE.multipleSingles) return COUPON_TYPE.single;
  if (count >= 2 && typeId === COUPON_TYPE.single) return COUPON_TYPE.express;
  return typeId;
}

/** Keeps the entries of bets still in the coupon. */
export function pick<T>(record: Readonly<Record<string, T>>, bets: readonly CouponBet[]): Record<string, T> {
  const result: Record<string, T> = {};
  for (const bet of bets) {
    const value = record[bet.id];
    if (value !== undefined) result[bet.id] = value;
  }
  return result;
}

/** The stake of each bet of multiple singles: its own, else the coupon's amount. */
export function effectiveAmounts(bets: readonly CouponBet[], amount: MinorUnits, amountByBetId: Readonly<Record<string, MinorUnits>>): Record<string, MinorUnits> {
  const result: Record<string, MinorUnits> = {};
  for (const bet of bets) result[bet.id] = amountByBetId[bet.id] ?? amount;
  return result;
}

export interface BetsMoved {
  readonly bets: readonly CouponBet[];
  readonly seen: Readonly<Record<string, Coef>>;
  readonly moves: Readonly<Record<string, CoefMove>>;
}

/**
 * Live changes (coefficients, blocked and finished flags, status and score): each moved coefficient records its
 * previous value and direction; the coefficient the bettor accepted follows the move when the policy accepts it
 * (rules' `acceptCoefChange`), else stays and the change waits for the bettor.
 */
export function applyBetChanges(
  current: BetsMoved,
  changes: readonly CouponBetChange[],
  action: ChangeCoefAction,
): BetsMoved {
  const byId = new Map<string, CouponBetChange>();
  for (const change of changes) byId.set(change.betId, { ...byId.get(change.betId), ...change });
  const seen: Record<string, Coef> = { ...current.seen };
  const moves: Record<string, CoefMove> = { ...current.moves };
  const bets = current.bets.map((bet) => {
    const change = byId.get(bet.id);
    if (!change) return bet;
    let next: CouponBet = bet;
    if (isCoef(change.coef) && change.coef !== bet.market.coef) {
      moves[bet.id] = { previous: bet.market.coef, direction: change.coef > bet.market.coef ? 'up' : 'down' };
      next = { ...next, market: { ...next.market, coef: change.coef } };
      const before = seen[bet.id] ?? bet.market.coef;
      if (acceptCoefChange(action, before, change.coef)) seen[bet.id] = change.coef;
    }
    if (change.isBlocked !== undefined) next = { ...next, isBlocked: change.isBlocked };
    if (change.isFinished !== undefined) next = { ...next, isFinished: change.isFinished };
    if (change.statusId !== undefined) next = { ...next, statusId: change.statusId };
    if (change.gameSeconds !== undefined) next = { ...next, gameSeconds: change.gameSeconds };
    if (change.formattedScore !== undefined) next = { ...next, formattedScore: change.formattedScore };
    return next;
  });
  return { bets, seen, moves };
}

/** Changes the policy now accepts are taken as seen (a looser policy settles what it would not have asked). */
export function acceptAllowedChanges(bets: readonly CouponBet[], seen: Readonly<Record<string, Coef>>, action: ChangeCoefAction): Record<string, Coef> {
  const next: Record<string, Coef> = { ...seen };
  for (const bet of bets) {
    const before = seen[bet.id];
    if (before !== undefined && acceptCoefChange(action, before, bet.market.coef)) next[bet.id] = bet.market.coef;
  }
  return next;
}

export function pendingCoefChanges(bets: readonly CouponBet[], seen: Readonly<Record<string, Coef>>, action: ChangeCoefAction): PendingCoefChange[] {
  return bets.flatMap((bet) => {
    const before = seen[bet.id];
    return before !== undefined && !acceptCoefChange(action, before, bet.market.coef) ? [{ betId: bet.id, before, after: bet.market.coef }] : [];
  });
}

/** The bet's outcome id on the wire: the coupon keys bets by the outcome id. */
export function outcomeIdOf(bet: CouponBet): number {
  return Number(bet.id);
}

/** The bets on the wire; `withScores`: each with the score the bettor sees (drop on score change). */
export function wireBets(typeId: CouponTypeId, bets: readonly CouponBet[], withScores = false): CouponBetInput[] {
  return bets.map((bet) => ({
    outcomeId: outcomeIdOf(bet),
    coef: bet.market.coef,
    ...(isSystemType(typeId) && bet.isBanker === true ? { blockId: bet.blockId } : {}),
    ...(withScores ? { score: bet.formattedScore ?? '' } : {}),
  }));
}

export interface SlipForBody {
  readonly typeId: CouponTypeId;
  readonly bets: readonly CouponBet[];
  readonly amount: MinorUnits;
  readonly amountByBetId: Readonly<Record<string, MinorUnits>>;
  readonly systemValue: number;
  readonly changeCoefAction: ChangeCoefAction;
  readonly accountId: number;
  readonly promoCode: string;
  readonly isVipBet: boolean;
  readonly withBonusBet: boolean;
  /** The express of the day the slip is (see the model's `$expressId`), else null. */
  readonly expressId: number | null;
  /** Spec §3 exactCoef: placed only at the coefficients sent (the server refuses any move). */
  readonly exactCoef?: boolean;
  /** Spec §3 isDropOnScoreChange: the bets go with the scores the bettor sees; a moved score refuses. */
  readonly isDropOnScoreChange?: boolean;
}

/** The place-coupon body of a slip (contracts' PlaceCouponBody). */
export function placeBody(slip: SlipForBody): PlaceCouponBody {
  const multiple = slip.typeId === COUPON_TYPE.multipleSingles;
  const body: PlaceCouponBody = {
    typeId: slip.typeId,
    bets: wireBets(slip.typeId, slip.bets, slip.isDropOnScoreChange === true),
    changeCoefAction: slip.exactCoef === true ? 0 : slip.changeCoefAction,
    accountId: slip.accountId,
    isVipBet: slip.isVipBet,
    withBonusBet: slip.withBonusBet,
    exactCoef: slip.exactCoef === true,
    isDropOnScoreChange: slip.isDropOnScoreChange === true,
  };
  return {
    ...body,
    ...(multiple
      ? {
          amountByBetId: Object.fromEntries(slip.bets.map((bet) => [String(outcomeIdOf(bet)), slip.amountByBetId[bet.id] ?? slip.amount])),
          // The blocks' stakes too: the server holds each block to what the block before it returns (spec §5).
          amountByBlockId: blockStakes(slip.bets, effectiveAmounts(slip.bets, slip.amount, slip.amountByBetId)),
        }
      : { amount: slip.amount }),
    ...(isSystemType(slip.typeId) ? { systemValue: slip.systemValue } : {}),
    ...(slip.promoCode === '' ? {} : { promoCode: slip.promoCode }),
    ...(slip.expressId !== null && slip.typeId === COUPON_TYPE.express ? { expressId: slip.expressId } : {}),
  };
}

export function saveBody(slip: Pick<SlipForBody, 'typeId' | 'bets' | 'amount' | 'systemValue'>): SaveCouponBody {
  return {
    typeId: slip.typeId,
    bets: wireBets(slip.typeId, slip.bets),
    ...(isSystemType(slip.typeId) ? { systemValue: slip.systemValue } : {}),
    ...(slip.amount > 0 ? { amount: slip.amount } : {}),
  };
}

/** Whatever the place effect threw, as a PlaceCouponError. */
export function placeErrorOf(error: unknown): PlaceCouponError {
  if (typeof error === 'object' && error !== null) {
    const candidate = error as Partial<Record<string, unknown>>;
    if (candidate['kind'] === 'refused' && Array.isArray(candidate['refusals'])) return error as PlaceCouponError;
    if (candidate['kind'] === 'limit' || candidate['kind'] === 'network' || candidate['kind'] === 'unknown') return error as PlaceCouponError;
    if (Array.isArray(candidate['refusals'])) return { kind: 'refused', refusals: candidate['refusals'] as CouponRefusalWire[] };
    if (typeof candidate['message'] === 'string') return { kind: 'unknown', message: candidate['message'] };
  }
  return { kind: 'unknown', message: String(error) };
}

// ------------------------------------------------------------------------------------------------ snapshot

const Money = z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));
const CoefSchema = z.int().check(z.gte(COEF_ONE), z.lte(Number.MAX_SAFE_INTEGER));
const NullableString = z.nullable(z.string());

const MarketSchema = z.object({
  id: z.string(),
  coef: CoefSchema,
  sportId: z.number(),
  typeId: z.number(),
  kind: z.number(),
  isLive: z.boolean(),
  champName: z.string(),
  sportName: z.string(),
  isCombinable: z.optional(z.boolean()),
});

const BetSchema = z.object({
  id: z.string().check(z.minLength(1)),
  market: MarketSchema,
  blockId: z.number(),
  statusId: z.number(),
  typeId: z.number(),
  sportNameEn: z.string(),
  champNameEn: z.string(),
  gameId: z.number(),
  isFinished: z.boolean(),
  isLiveInLive: z.boolean(),
  permanentId: z.string(),
  startTime: z.number(),
  gameSeconds: z.nullable(z.number()),
  opponent1NameEn: z.string(),
  opponent2NameEn: z.string(),
  opponent1FullScore: NullableString,
  opponent2FullScore: NullableString,
  formattedScore: NullableString,
  isBlocked: z.boolean(),
  isDepend: z.boolean(),
  isBannedExpress: z.boolean(),
  isDisabledBanker: z.boolean(),
  expressId: z.nullable(z.number()),
  statisticId: NullableString,
  playersDuel: z.boolean(),
  pageType: NullableString,
  isBanker: z.optional(z.boolean()),
});

const SettingsSchema = z.object({
  amountStepByCurrencyIso: z.record(z.string(), Money),
  isManualAmountStep: z.boolean(),
  changeCoefAction: z.literal([0, 1, 2]),
  isAutoMax: z.boolean(),
  isVipBet: z.boolean(),
  isBalanceShown: z.boolean(),
  isPossibleWinShown: z.boolean(),
  isSelectAccountShown: z.boolean(),
  isCouponFixed: z.boolean(),
  oneClickAmount: Money,
  isActiveOneClick: z.boolean(),
  exactCoef: z.nullable(CoefSchema),
  isDropOnScoreChange: z.boolean(),
  expressId: z.nullable(z.number()),
  bonusAccountOneClickAmount: Money,
});

const SnapshotSchema = z.object({
  version: z.literal(1),
  currency: z.nullable(z.string()),
  bets: z.array(BetSchema),
  typeId: z.number(),
  amount: Money,
  amountByBetId: z.record(z.string(), Money),
  systemValue: z.number(),
  settings: z.optional(z.partial(SettingsSchema)),
  seenCoefs: z.record(z.string(), CoefSchema),
  addedAtByBetId: z.record(z.string(), z.number()),
  isVipBet: z.boolean(),
  isBonusBetManuallyDeleted: z.boolean(),
  isLoadedFromCode: z.boolean(),
  promoCode: z.string(),
  pendingPlacement: z._default(z.nullable(z.object({ fingerprint: z.string().check(z.minLength(1)), key: z.string().check(z.minLength(1)) })), null),
  expressId: z._default(z.nullable(z.int().check(z.positive())), null),
  isQuickCouponVisible: z._default(z.boolean(), false),
});

/** Reads a stored snapshot (e.g. `JSON.parse` of localStorage); null when it is not one (never throws). */
export function parseCouponSnapshot(value: unknown): CouponSnapshot | null {
  const parsed = SnapshotSchema.safeParse(value);
  if (!parsed.success || !isCouponTypeId(parsed.data.typeId)) return null;
  return { ...parsed.data, typeId: parsed.data.typeId, settings: { ...defaultCouponSettings(), ...parsed.data.settings } };
}

/** A snapshot made consistent: bets normalized, keyed records kept to them, system value clamped, amounts valid. */
export function normalizeSnapshot(snapshot: CouponSnapshot): CouponSnapshot {
  const bets = normalizeBets(snapshot.bets);
  const typeId = isCouponTypeId(snapshot.typeId) ? snapshot.typeId : COUPON_TYPE.single;
  const amountByBetId = Object.fromEntries(Object.entries(pick(snapshot.amountByBetId, bets)).filter(([, amount]) => isMoney(amount)));
  const seenCoefs = Object.fromEntries(Object.entries(pick(snapshot.seenCoefs, bets)).filter(([, coef]) => isCoef(coef)));
  return {
    ...snapshot,
    bets,
    typeId,
    amount: isMoney(snapshot.amount) ? snapshot.amount : 0,
    amountByBetId,
    systemValue: clampSystemValue(snapshot.systemValue, bets.length),
    settings: { ...defaultCouponSettings(), ...snapshot.settings },
    seenCoefs: { ...Object.fromEntries(bets.map((bet) => [bet.id, bet.market.coef])), ...seenCoefs },
    addedAtByBetId: pick(snapshot.addedAtByBetId, bets),
    isBonusBetManuallyDeleted: bets.length > 0 && snapshot.isBonusBetManuallyDeleted,
    isLoadedFromCode: bets.length > 0 && snapshot.isLoadedFromCode,
    expressId: bets.length > 0 && typeId === COUPON_TYPE.express ? snapshot.expressId : null,
  };
}
