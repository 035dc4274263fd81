import { COUPON_TYPE, EXPRESS_OF_THE_DAY_BOOST, type CouponRefusalWire, type LegResult, type PlaceCouponBody, type PlaceCouponResponse, type PlacedCoupon, type SingleResult } from '@betting/contracts';
import { stakeRefusal } from '@betting/accounts';
import type { LimitRefusal } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { Database, Queryable } from '../db/database';
import type { LimitsService } from '../limits';
import { accountBalances } from '../wallet';
import { requestFingerprint, type Json } from '../platform/canonical-json';
import { inRetriedTransaction } from '../db/retried-transaction';
import { blockRefusals, evaluateDraft, type BettingSettings, type Draft, type Priced, type StoredTypeId } from './coupon-rules';
import { couponsByIds } from './coupons.repository';
import { isOpenForPrematch } from './express-of-the-day';
import { storedExpressOf } from './express-of-the-day.repository';
import { isExpressAsOffered, utcDay } from './express-selection';
import { loadBetOutcomes } from './line-port';
import { promoFor } from './promo-codes';
import { PlacementLimited, PlacementRefused, refusal, writePlacement, type PlacementFunding, type PricedDraft } from './placement-write';
import { storedPlacement, type StoredPlacement, type StoredSingle } from './placement.repository';
import { recordPendingWagering, type RecordWagering } from './wagering';
import { settingsForBettor } from './stake-factor';

export interface PlacementDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The responsible-gaming hook (LimitsService.checkStake): the stake in the account's currency (the service converts). */
  readonly checkStake: LimitsService['checkStake'];
  readonly settings: BettingSettings;
  readonly recordWagering: RecordWagering;
  readonly log: (message: string, error: unknown) => void;
}

export type PlaceOutcome =
  | { readonly kind: 'placed'; readonly replayed: boolean; readonly response: PlaceCouponResponse }
  | { readonly kind: 'refused'; readonly refusals: readonly CouponRefusalWire[] }
  | { readonly kind: 'limit'; readonly refusal: LimitRefusal }
  | { readonly kind: 'conflict' };

/** The drafts of a slip: one coupon, or one single per bet for multiple singles. */
function draftsOf(body: PlaceCouponBody, outcomes: Awaited<ReturnType<typeof loadBetOutcomes>>, expressBoost: number | null): Draft[] {
  const legOf = (bet: PlaceCouponBody['bets'][number]) => ({
    outcomeId: bet.outcomeId,
    seenCoef: bet.coef,
    blockId: bet.blockId ?? null,
    // Drop on score change compares what the bettor saw (no score sent: "" — the game had none).
    ...(body.isDropOnScoreChange ? { seenScore: bet.score ?? '' } : {}),
    outcome: outcomes.get(bet.outcomeId),
  });
  const options = { isVipBet: body.isVipBet, exactCoef: body.exactCoef, isDropOnScoreChange: body.isDropOnScoreChange };
  if (body.typeId === COUPON_TYPE.multipleSingles) {
    // A bet's own stake, else its block's (the game's), else the slip's.
    const blockAmount = (bet: PlaceCouponBody['bets'][number]) => {
      const gameId = outcomes.get(bet.outcomeId)?.gameId;
      return gameId === undefined ? undefined : body.amountByBlockId?.[String(gameId)];
    };
    return body.bets.map((bet) => ({
      typeId: 0,
      slipTypeId: COUPON_TYPE.multipleSingles,
      systemValue: null,
      amount: body.amountByBetId?.[String(bet.outcomeId)] ?? blockAmount(bet) ?? body.amount ?? 0,
      legs: [legOf(bet)],
      withBonusBet: false,
      ...options,
    }));
  }
  const typeId: StoredTypeId = body.typeId;
  return [
    {
      typeId,
      slipTypeId: null,
      systemValue: typeId === 2 || typeId === 4 ? (body.systemValue ?? null) : null,
      amount: body.amount ?? 0,
      legs: body.bets.map(legOf),
      withBonusBet: body.withBonusBet,
      ...options,
      expressBoost,
    },
  ];
}

/**
 * Places a coupon (spec §4): every rule again on the server with the line's current state, then — in one database
 * transaction — the request's idempotency row, the responsible-gaming limits, each coupon's stake (the ledger's, keyed
 * `bet:{id}:stake`), the stakes counted towards bonus wagering, and the coupons with their legs (`writePlacement`). A
 * refusal keeps nothing. A key seen before answers what it answered then (or `conflict` for another body): the
 * transaction finds it when it claims the key, a refusal before that looks it up.
 */
export async function placeCoupon(deps: PlacementDeps, userId: number, body: PlaceCouponBody, clientKey: string, funding?: PlacementFunding): Promise<PlaceOutcome> {
  const { db } = deps;
  const key = `user:${userId}:${clientKey}`;
  const fingerprint = requestFingerprint('place_coupon', body as unknown as { readonly [field: string]: Json });
  // A replay may be refused now (the line moved, the money is gone with its own stake): it answers as it did then.
  const refusedUnlessStored = async (outcome: PlaceOutcome): Promise<PlaceOutcome> => {
    const earlier = await storedPlacement(db, key);
    if (!earlier) return outcome;
    return earlier.fingerprint === fingerprint ? replay(deps, userId, earlier) : { kind: 'conflict' };
  };

  const now = new Date(deps.clock.now());
  // Both at once: each waits on its own connection.
  const [accounts, outcomes] = await Promise.all([accountBalances(db, userId), loadBetOutcomes(db, body.bets.map((bet) => bet.outcomeId), userId, now)]);
  const account = accounts.find((candidate) => candidate.walletAccountId === body.accountId);
  if (!account || account.currency === null) return refusedUnlessStored({ kind: 'refused', refusals: [refusal('account_not_found')] });
  const frozen = stakeRefusal({ isAccountFrozen: account.frozen, account: { id: account.walletAccountId } });
  if (frozen) return refusedUnlessStored({ kind: 'refused', refusals: [refusal('account_frozen')] });

  // The express of the day: only the day's stored express, exactly as offered and while it is offered (every leg
  // open for prematch bets), gets its boost — in place of the bonus bet.
  if (body.expressId !== undefined) {
    const outcomeIds = body.bets.map((bet) => bet.outcomeId);
    const slip = { expressId: body.expressId, typeId: body.typeId, outcomeIds, withBonusBet: body.withBonusBet };
    const offered = isExpressAsOffered(slip, await storedExpressOf(db, utcDay(now.getTime()))) && outcomeIds.every((id) => isOpenForPrematch(outcomes.get(id), now.getTime()));
    if (!offered) return refusedUnlessStored({ kind: 'refused', refusals: [refusal('express_of_the_day_changed')] });
  }
  const expressBoost = body.expressId === undefined ? null : EXPRESS_OF_THE_DAY_BOOST;
  const drafts = draftsOf(body, outcomes, expressBoost);
  const promo = body.promoCode === undefined ? null : await promoFor(db, userId, body.promoCode, now);
  const settings = await settingsForBettor(db, userId, deps.settings, account.currency, Math.max(0, ...drafts.map((draft) => draft.amount)));
  const context = { changeCoefAction: body.changeCoefAction, accountType: account.type, currency: account.currency, settings };
  // Stakes by block (multiple singles only): the slip as a whole, before any single is placed.
  if (body.amountByBlockId !== undefined) {
    const legs = body.bets.map((bet) => ({ outcomeId: bet.outcomeId, seenCoef: bet.coef, blockId: null, outcome: outcomes.get(bet.outcomeId) }));
    const blocks = body.typeId === COUPON_TYPE.multipleSingles ? blockRefusals(legs, body.amountByBlockId, account.currency) : [refusal('coupon_type_invalid', null, { typeId: body.typeId })];
    if (blocks.length > 0) return refusedUnlessStored({ kind: 'refused', refusals: blocks });
  }

  const singles: StoredSingle[] = [];
  const placeable: PricedDraft[] = [];
  let committed = 0;
  for (const draft of drafts) {
    const evaluated = evaluateDraft(draft, context);
    const refusals = [...evaluated.refusals];
    if (body.promoCode !== undefined) {
      const status = body.typeId === COUPON_TYPE.multipleSingles ? 'not_applicable' : promoStatus(promo, draft, evaluated.priced);
      if (status !== 'valid') refusals.push(refusal('promo_code_invalid', null, { code: body.promoCode, status }));
    }
    if (evaluated.priced && refusals.length === 0 && committed + draft.amount > account.balance + (funding?.amount ?? 0)) {
      refusals.push(refusal('insufficient_balance', null, { balance: account.balance - committed, need: draft.amount, currency: account.currency }));
    }
    if (evaluated.priced && refusals.length === 0) {
      committed += draft.amount;
      placeable.push({ draft, priced: evaluated.priced, promo: promo?.row ?? null });
    } else {
      singles.push({ outcomeId: draft.legs[0]?.outcomeId ?? 0, couponId: null, refusals });
    }
  }
  const allRefusals = singles.flatMap((single) => single.refusals);
  if (placeable.length === 0 || (body.typeId !== COUPON_TYPE.multipleSingles && allRefusals.length > 0)) return refusedUnlessStored({ kind: 'refused', refusals: allRefusals });

  const stake = { amount: committed, currency: account.currency };
  let written: Awaited<ReturnType<typeof writePlacement>>;
  try {
    // The limits decide inside the placement's transaction once its key is claimed (a replay is never refused),
    // under the person's row lock: two stakes at once cannot both pass a limit.
    const checkLimits = async (tx: Queryable) => {
      const limited = await deps.checkStake(userId, stake, now, tx);
      if (!limited.ok) throw new PlacementLimited(limited.error);
    };
    written = await inRetriedTransaction(db, (tx) =>
      writePlacement(tx, db.engine, {
        userId,
        key,
        fingerprint,
        account,
        placeable,
        changeCoefAction: body.changeCoefAction,
        expressId: body.expressId ?? null,
        now,
        isMultipleSingles: body.typeId === COUPON_TYPE.multipleSingles,
        refusedSingles: singles,
        order: body.bets.map((bet) => bet.outcomeId),
        checkLimits,
        recordWagering: deps.recordWagering,
        log: deps.log,
        funding,
      }),
    );
  } catch (error) {
    if (error instanceof PlacementRefused) return refusedUnlessStored({ kind: 'refused', refusals: error.refusals });
    if (error instanceof PlacementLimited) return { kind: 'limit', refusal: error.refusal };
    throw error;
  }
  if (!written.claimed) {
    const stored = await storedPlacement(db, key);
    if (!stored) throw new Error(`placement ${key} lost its row`);
    return stored.fingerprint === fingerprint ? replay(deps, userId, stored) : { kind: 'conflict' };
  }
  // Answered from what was just written: the coupons as they read back, the balance after the stakes.
  return {
    kind: 'placed',
    replayed: false,
    response: responseOf(body.accountId, written.coupons, body.typeId === COUPON_TYPE.multipleSingles ? written.singles : null, { money: written.balance, currency: account.currency }),
  };
}

function promoStatus(promo: Awaited<ReturnType<typeof promoFor>>, draft: Draft, priced: Priced | null): string {
  if (!promo) return 'invalid';
  if (promo.status !== 'valid') return promo.status;
  if (!priced) return 'valid';
  return draft.legs.length >= promo.row.min_bets && priced.coef >= promo.row.min_coef ? 'valid' : 'not_applicable';
}

async function replay(deps: PlacementDeps, userId: number, stored: StoredPlacement): Promise<PlaceOutcome> {
  await recordPendingWagering(deps.db, deps.recordWagering, deps.clock, deps.log, stored.couponIds);
  const isMultiple = stored.singles.length > 0 && (await couponsByIds(deps.db, userId, stored.couponIds)).some((coupon) => coupon.slipTypeId === COUPON_TYPE.multipleSingles);
  return { kind: 'placed', replayed: true, response: await answer(deps.db, userId, stored.accountId ?? 0, stored.couponIds, isMultiple ? stored.singles : null) };
}

async function answer(db: Database, userId: number, accountId: number, couponIds: readonly number[], singles: readonly StoredSingle[] | null): Promise<PlaceCouponResponse> {
  const coupons = await couponsByIds(db, userId, couponIds);
  const balances = await accountBalances(db, userId);
  const account = balances.find((candidate) => candidate.walletAccountId === accountId);
  return responseOf(accountId, coupons, singles, { money: account?.balance ?? 0, currency: account?.currency ?? coupons[0]?.currency ?? 'RUB' });
}

function responseOf(accountId: number, coupons: readonly PlacedCoupon[], singles: readonly StoredSingle[] | null, balance: { money: number; currency: string }): PlaceCouponResponse {
  const byId = new Map<number, PlacedCoupon>(coupons.map((coupon) => [coupon.id, coupon]));
  const singlesResults: SingleResult[] = (singles ?? []).map((single) => {
    const coupon = single.couponId === null ? undefined : byId.get(single.couponId);
    return coupon ? { outcomeId: single.outcomeId, placed: true, coupon } : { outcomeId: single.outcomeId, placed: false, refusals: [...single.refusals] };
  });
  return { coupons: [...coupons], singlesResults, balance: { accountId, ...balance } };
}

export type { LegResult };
