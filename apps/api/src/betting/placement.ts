import { EXPRESS_OF_THE_DAY_BOOST, type CouponRefusalWire, type LegResult, type PlaceCouponBody, type PlaceCouponResponse, type PlacedCoupon, type SingleResult } from '@betting/contracts';
import { stakeRefusal } from '@betting/accounts';
import type { LimitRefusal } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { Database, Queryable } from '../db/database';
import type { LimitsService } from '../limits';
import { accountBalances, placeStake, type AccountBalance } from '../wallet/ledger';
import { requestFingerprint, type Json } from '../wallet/ledger/canonical-json';
import { inRetriedTransaction } from '../wallet/ledger/retried-transaction';
import { evaluateDraft, type BettingSettings, type Draft, type Priced, type StoredTypeId } from './coupon-rules';
import { couponsByIds } from './coupons.repository';
import { isOpenForPrematch, storedExpressOf } from './express-of-the-day';
import { isExpressAsOffered, utcDay } from './express-selection';
import { joinTransaction } from './join-transaction';
import { loadBetOutcomes } from './line-port';
import { promoFor, type PromoRow } from './promo-codes';
import { recordPendingWagering, type RecordWagering } from './wagering';

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

interface StoredSingle {
  readonly outcomeId: number;
  readonly couponId: number | null;
  readonly refusals: readonly CouponRefusalWire[];
}

interface PricedDraft {
  readonly draft: Draft;
  readonly priced: Priced;
  readonly promo: PromoRow | null;
}

class PlacementRefused extends Error {
  constructor(readonly refusals: readonly CouponRefusalWire[]) {
    super('coupon refused');
  }
}

class PlacementLimited extends Error {
  constructor(readonly refusal: LimitRefusal) {
    super('stake refused by a limit');
  }
}

const refusal = (code: CouponRefusalWire['code'], outcomeId: number | null = null, params: CouponRefusalWire['params'] = {}): CouponRefusalWire => ({ code, outcomeId, params });

/** The drafts of a slip: one coupon, or one single per bet for multiple singles (10001). */
function draftsOf(body: PlaceCouponBody, outcomes: Awaited<ReturnType<typeof loadBetOutcomes>>, expressBoost: number | null): Draft[] {
  const legOf = (bet: PlaceCouponBody['bets'][number]) => ({ outcomeId: bet.outcomeId, seenCoef: bet.coef, blockId: bet.blockId ?? null, outcome: outcomes.get(bet.outcomeId) });
  if (body.typeId === 10001) {
    return body.bets.map((bet) => ({
      typeId: 0,
      slipTypeId: 10001,
      systemValue: null,
      amount: body.amountByBetId?.[String(bet.outcomeId)] ?? body.amount ?? 0,
      legs: [legOf(bet)],
      withBonusBet: false,
      isVipBet: body.isVipBet,
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
      isVipBet: body.isVipBet,
      expressBoost,
    },
  ];
}

/** The ledger's refusal of a stake as the coupon's. */
function stakeRefusalOf(code: string, balance: number | null): CouponRefusalWire {
  if (code === 'insufficient_funds') return refusal('insufficient_balance', null, balance === null ? {} : { balance });
  if (code === 'account_frozen') return refusal('account_frozen');
  if (code === 'account_not_found' || code === 'wrong_account_type') return refusal('account_not_found');
  if (code === 'currency_mismatch') return refusal('currency_mismatch');
  throw new Error(`the ledger refused a stake: ${code}`);
}

/**
 * Places a coupon (spec §4): every rule again on the server with the line's current state, the responsible-gaming
 * limits, then — in one database transaction — the request's idempotency row, each coupon with its legs and its stake
 * (the ledger's `placeStake`, keyed `bet:{id}:stake`). A refusal keeps nothing. After the commit the stakes count
 * towards the person's bonus wagering (retried by the settlement sweep if that fails).
 */
export async function placeCoupon(deps: PlacementDeps, userId: number, body: PlaceCouponBody, clientKey: string): Promise<PlaceOutcome> {
  const { db } = deps;
  const key = `user:${userId}:${clientKey}`;
  const fingerprint = requestFingerprint('place_coupon', body as unknown as { readonly [field: string]: Json });
  const earlier = await storedPlacement(db, key);
  if (earlier) return earlier.fingerprint === fingerprint ? replay(deps, userId, earlier) : { kind: 'conflict' };

  const now = new Date(deps.clock.now());
  const accounts = await accountBalances(db, userId);
  const account = accounts.find((candidate) => candidate.walletAccountId === body.accountId);
  if (!account || account.currency === null) return { kind: 'refused', refusals: [refusal('account_not_found')] };
  const frozen = stakeRefusal({
    isAccountFrozen: account.frozen,
    account: { id: account.walletAccountId, iso: account.currency, symbol: '', currencyId: account.currencyId, money: account.balance, type: account.type, label: '', isActive: true, isPointsTypeBalance: false, points: null },
  });
  if (frozen) return { kind: 'refused', refusals: [refusal('account_frozen')] };

  const outcomes = await loadBetOutcomes(db, body.bets.map((bet) => bet.outcomeId), userId, now);
  // The express of the day: only the day's stored express, exactly as offered and while it is offered (every leg
  // open for prematch bets), gets its boost — in place of the bonus bet.
  if (body.expressId !== undefined) {
    const outcomeIds = body.bets.map((bet) => bet.outcomeId);
    const slip = { expressId: body.expressId, typeId: body.typeId, outcomeIds, withBonusBet: body.withBonusBet };
    const offered = isExpressAsOffered(slip, await storedExpressOf(db, utcDay(now.getTime()))) && outcomeIds.every((id) => isOpenForPrematch(outcomes.get(id), now.getTime()));
    if (!offered) return { kind: 'refused', refusals: [refusal('express_of_the_day_changed')] };
  }
  const expressBoost = body.expressId === undefined ? null : EXPRESS_OF_THE_DAY_BOOST;
  const drafts = draftsOf(body, outcomes, expressBoost);
  const promo = body.promoCode === undefined ? null : await promoFor(db, userId, body.promoCode, now);
  const context = { changeCoefAction: body.changeCoefAction, accountType: account.type, currency: account.currency, settings: deps.settings };

  const singles: StoredSingle[] = [];
  const placeable: PricedDraft[] = [];
  let committed = 0;
  for (const draft of drafts) {
    const evaluated = evaluateDraft(draft, context);
    const refusals = [...evaluated.refusals];
    if (body.promoCode !== undefined) {
      const status = body.typeId === 10001 ? 'not_applicable' : promoStatus(promo, draft, evaluated.priced);
      if (status !== 'valid') refusals.push(refusal('promo_code_invalid', null, { code: body.promoCode, status }));
    }
    if (evaluated.priced && refusals.length === 0 && committed + draft.amount > account.balance) {
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
  if (placeable.length === 0 || (body.typeId !== 10001 && allRefusals.length > 0)) return { kind: 'refused', refusals: allRefusals };

  const stake = { amount: committed, currency: account.currency };
  let written: { claimed: boolean; couponIds: number[]; singles: StoredSingle[] };
  try {
    // The limits decide inside the placement's transaction once its key is claimed (a replay is never refused),
    // under the person's row lock: two stakes at once cannot both pass a limit.
    const checkLimits = async (tx: Queryable) => {
      const limited = await deps.checkStake(userId, stake, now, tx);
      if (!limited.ok) throw new PlacementLimited(limited.error);
    };
    written = await inRetriedTransaction(db, (tx) => writePlacement(tx, db.engine, { userId, key, fingerprint, account, placeable, changeCoefAction: body.changeCoefAction, promoCode: body.promoCode ?? null, expressId: body.expressId ?? null, now, isMultipleSingles: body.typeId === 10001, refusedSingles: singles, order: body.bets.map((bet) => bet.outcomeId), checkLimits }));
  } catch (error) {
    if (error instanceof PlacementRefused) return { kind: 'refused', refusals: error.refusals };
    if (error instanceof PlacementLimited) return { kind: 'limit', refusal: error.refusal };
    throw error;
  }
  if (!written.claimed) {
    const stored = await storedPlacement(db, key);
    if (!stored) throw new Error(`placement ${key} lost its row`);
    return stored.fingerprint === fingerprint ? replay(deps, userId, stored) : { kind: 'conflict' };
  }
  await recordPendingWagering(db, deps.recordWagering, deps.clock, deps.log, written.couponIds);
  return { kind: 'placed', replayed: false, response: await answer(db, userId, body.accountId, written.couponIds, body.typeId === 10001 ? written.singles : null) };
}

function promoStatus(promo: Awaited<ReturnType<typeof promoFor>>, draft: Draft, priced: Priced | null): string {
  if (!promo) return 'invalid';
  if (promo.status !== 'valid') return promo.status;
  if (!priced) return 'valid';
  return draft.legs.length >= promo.row.min_bets && priced.coef >= promo.row.min_coef ? 'valid' : 'not_applicable';
}

interface WriteInput {
  readonly userId: number;
  readonly key: string;
  readonly fingerprint: string;
  readonly account: AccountBalance;
  readonly placeable: readonly PricedDraft[];
  readonly changeCoefAction: number;
  readonly promoCode: string | null;
  /** The express of the day the coupon is placed as (checked against the stored one), else null. */
  readonly expressId: number | null;
  readonly now: Date;
  readonly isMultipleSingles: boolean;
  readonly refusedSingles: readonly StoredSingle[];
  /** The slip's outcome ids in order: singles are answered in it. */
  readonly order: readonly number[];
  /** The responsible-gaming limits, asked in this transaction once the key is claimed; throws PlacementLimited. */
  readonly checkLimits: (tx: Queryable) => Promise<void>;
}

async function writePlacement(tx: Queryable, engine: Database['engine'], input: WriteInput) {
  const claimed = await tx.query(
    "insert into bet_placements (key, user_id, fingerprint, coupon_ids, created_at) values ($1, $2, $3, '{}', $4) on conflict (key) do nothing returning key",
    [input.key, input.userId, input.fingerprint, input.now],
  );
  if (claimed.length === 0) return { claimed: false, couponIds: [], singles: [] };
  await input.checkLimits(tx);
  const ledger = joinTransaction(tx, engine);
  const couponIds: number[] = [];
  const singles: StoredSingle[] = [...input.refusedSingles];
  for (const { draft, priced, promo } of input.placeable) {
    await tx.exec('savepoint bet_coupon');
    const [next] = await tx.query<{ id: string | number }>("select nextval(pg_get_serial_sequence('bet_coupons', 'id')) as id");
    const couponId = Number(next?.id);
    const stake = await placeStake(ledger, {
      userId: input.userId,
      walletAccountId: input.account.walletAccountId,
      amount: draft.amount,
      currency: input.account.currency ?? '',
      reference: `bet:${couponId}`,
      idempotencyKey: `bet:${couponId}:stake`,
      actor: `user:${input.userId}`,
      reason: 'bet_stake',
      now: input.now,
    });
    if (!stake.ok) {
      await tx.exec('rollback to savepoint bet_coupon');
      singles.push({ outcomeId: draft.legs[0]?.outcomeId ?? 0, couponId: null, refusals: [stakeRefusalOf(stake.error.code, null)] });
      continue;
    }
    const boost = promo?.boost_percent ?? null;
    const possibleWin = boost === null ? priced.possibleWin : priced.possibleWin + Math.floor((Math.max(0, priced.possibleWin - draft.amount) * boost) / 100);
    await tx.query(
      `insert into bet_coupons (id, user_id, wallet_account_id, currency_id, type_id, slip_type_id, system_value, lines_count, amount, coef, possible_win,
                                bonus_bet_coef, is_vip, change_coef_action, promo_code, promo_boost_percent, placement_key, stake_transaction_id, placed_at, express_id)
       overriding system value values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
      [
        couponId,
        input.userId,
        input.account.walletAccountId,
        input.account.currencyId,
        draft.typeId,
        draft.slipTypeId,
        draft.systemValue,
        priced.linesCount,
        draft.amount,
        priced.coef,
        possibleWin,
        priced.bonusBetCoef,
        draft.isVipBet,
        input.changeCoefAction,
        promo ? promo.code : null,
        boost,
        input.key,
        stake.value.transactionId,
        input.now,
        input.expressId,
      ],
    );
    for (const [position, leg] of draft.legs.entries()) {
      const outcome = leg.outcome;
      await tx.query(
        `insert into bet_coupon_legs (coupon_id, position, outcome_id, coef, block_id, game_id, sport_id, is_live, game_name, market_name, outcome_name, sport_name, champ_name, start_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          couponId,
          position,
          leg.outcomeId,
          priced.legCoefs[position],
          leg.blockId,
          outcome?.gameId ?? null,
          outcome?.sportId ?? null,
          outcome?.isLive ?? false,
          outcome?.gameName ?? '',
          outcome?.marketName ?? '',
          outcome?.outcomeName ?? '',
          outcome?.sportName ?? '',
          outcome?.champName ?? '',
          outcome ? new Date(outcome.startAt * 1000) : null,
        ],
      );
    }
    if (promo) {
      const used = await tx.query('insert into bet_promo_uses (code, user_id, coupon_id, used_at) values ($1, $2, $3, $4) on conflict do nothing returning code', [promo.code, input.userId, couponId, input.now]);
      if (used.length === 0) {
        await tx.exec('rollback to savepoint bet_coupon');
        singles.push({ outcomeId: draft.legs[0]?.outcomeId ?? 0, couponId: null, refusals: [refusal('promo_code_invalid', null, { code: promo.code, status: 'used' })] });
        continue;
      }
    }
    await tx.exec('release savepoint bet_coupon');
    couponIds.push(couponId);
    singles.push({ outcomeId: draft.legs[0]?.outcomeId ?? 0, couponId, refusals: [] });
  }
  singles.sort((a, b) => input.order.indexOf(a.outcomeId) - input.order.indexOf(b.outcomeId));
  const refused = singles.filter((single) => single.couponId === null);
  if (couponIds.length === 0 || (!input.isMultipleSingles && refused.length > 0)) throw new PlacementRefused(refused.flatMap((single) => single.refusals));
  await tx.query('update bet_placements set coupon_ids = $2::bigint[], singles_results = $3::json where key = $1', [input.key, couponIds, JSON.stringify(singles)]);
  return { claimed: true, couponIds, singles };
}

interface StoredPlacement {
  readonly fingerprint: string;
  readonly couponIds: number[];
  readonly singles: StoredSingle[];
  readonly accountId: number | null;
}

async function storedPlacement(db: Queryable, key: string): Promise<StoredPlacement | null> {
  const [row] = await db.query<{ fingerprint: string; coupon_ids: (string | number)[]; singles_results: StoredSingle[] | string; account_id: string | number | null }>(
    `select p.fingerprint, p.coupon_ids, p.singles_results,
            (select c.wallet_account_id from bet_coupons c where c.placement_key = p.key limit 1) as account_id
       from bet_placements p where p.key = $1`,
    [key],
  );
  if (!row) return null;
  const singles = typeof row.singles_results === 'string' ? (JSON.parse(row.singles_results) as StoredSingle[]) : row.singles_results;
  return { fingerprint: row.fingerprint, couponIds: row.coupon_ids.map(Number), singles, accountId: row.account_id === null ? null : Number(row.account_id) };
}

async function replay(deps: PlacementDeps, userId: number, stored: StoredPlacement): Promise<PlaceOutcome> {
  await recordPendingWagering(deps.db, deps.recordWagering, deps.clock, deps.log, stored.couponIds);
  const isMultiple = stored.singles.length > 0 && (await couponsByIds(deps.db, userId, stored.couponIds)).some((coupon) => coupon.slipTypeId === 10001);
  return { kind: 'placed', replayed: true, response: await answer(deps.db, userId, stored.accountId ?? 0, stored.couponIds, isMultiple ? stored.singles : null) };
}

async function answer(db: Database, userId: number, accountId: number, couponIds: readonly number[], singles: readonly StoredSingle[] | null): Promise<PlaceCouponResponse> {
  const coupons = await couponsByIds(db, userId, couponIds);
  const byId = new Map<number, PlacedCoupon>(coupons.map((coupon) => [coupon.id, coupon]));
  const balances = await accountBalances(db, userId);
  const account = balances.find((candidate) => candidate.walletAccountId === accountId);
  const singlesResults: SingleResult[] = (singles ?? []).map((single) => {
    const coupon = single.couponId === null ? undefined : byId.get(single.couponId);
    return coupon ? { outcomeId: single.outcomeId, placed: true, coupon } : { outcomeId: single.outcomeId, placed: false, refusals: [...single.refusals] };
  });
  return {
    coupons,
    singlesResults,
    balance: { accountId, money: account?.balance ?? 0, currency: account?.currency ?? coupons[0]?.currency ?? 'RUB' },
  };
}

export type { LegResult };
