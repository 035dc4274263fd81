/**
 * Bet builder (contracts' `betting/bet-builder.ts`): the quote and the placement of markets of one game in one
 * coupon, priced by the line's model on their joint probability (line-port `quoteBuilder`). The placement is the
 * coupon's own path — the same account checks, the coupon library's stake rules, the ledger's stake, the limits under
 * the person's lock, bonus wagering and the Idempotency-Key (`writePlacement`) — with the builder's price as the
 * coupon's coefficient, and the coupon flagged `bet_builder` in the same transaction.
 */
import { COUPON_TYPE, type BetBuilderPlaceBody, type BetBuilderQuote, type ChangeCoefAction, type CouponRefusalWire, type PlacedCoupon } from '@betting/contracts';
import { stakeRefusal } from '@betting/accounts';
import { possibleWin } from '@betting/coupon';
import type { LegResult } from '@betting/contracts';
import type { Queryable } from '../db/database';
import { accountBalances } from '../wallet';
import { requestFingerprint, type Json } from '../platform/canonical-json';
import { inRetriedTransaction } from '../db/retried-transaction';
import { evaluateDraft, type Draft, type Priced } from './coupon-rules';
import { couponsByIds, flagBetBuilders } from './coupons.repository';
import { loadBetOutcomes, quoteBuilder } from './line-port';
import type { PlaceOutcome, PlacementDeps } from './placement';
import { placementCoupons } from './placement.repository';
import { PlacementLimited, PlacementRefused, refusal, writePlacement } from './placement-write';
import { settingsForBettor } from './stake-factor';

export type BuilderQuoteOutcome = { readonly ok: true; readonly quote: BetBuilderQuote } | { readonly ok: false; readonly refusals: CouponRefusalWire[] };

/** The builder's price for the outcomes now, with the legs' own coefficients beside it. */
export async function quoteBetBuilder(db: Queryable, outcomeIds: readonly number[]): Promise<BuilderQuoteOutcome> {
  const [quote, outcomes] = await Promise.all([quoteBuilder(db, outcomeIds), loadBetOutcomes(db, outcomeIds, null, new Date())]);
  if (!quote.ok) {
    if (quote.error === 'bet_not_found') return { ok: false, refusals: quote.outcomeIds.map((id) => refusal('bet_not_found', id)) };
    return { ok: false, refusals: [refusal(quote.error)] };
  }
  const legs = outcomeIds.map((outcomeId) => ({ outcomeId, coef: outcomes.get(outcomeId)?.coef ?? 1000 }));
  const legsCoef = Math.round(legs.reduce((product, leg) => (product * leg.coef) / 1000, 1000));
  return { ok: true, quote: { gameId: quote.gameId, coef: quote.coef, legsCoef, legs } };
}

/** Whether a builder priced `now` may be placed for a bettor who saw `seen` (spec §3 changeCoefAction). */
export function acceptsBuilderCoef(action: ChangeCoefAction, seen: number, now: number): boolean {
  if (seen === now) return true;
  return action === 1 || (action === 2 && now > seen);
}

/** What a settled bet builder pays: every leg won → the stake at the builder's price; a leg lost → 0; else the stake back. */
export function builderSettlement(amount: number, coef: number, results: readonly LegResult[]): { status: 'won' | 'lost' | 'void'; payout: number } {
  if (results.some((result) => result === 'lost' || result === 'half_lost')) return { status: 'lost', payout: 0 };
  if (results.every((result) => result === 'won')) return { status: 'won', payout: possibleWin({ typeId: 0, amount, coefs: [coef], systemValue: 2, bankers: [false], bonusCoef: null }) };
  return { status: 'void', payout: amount };
}

/** Places a bet builder: every refusal first (nothing kept), then one transaction as for any coupon. */
export async function placeBetBuilder(deps: PlacementDeps, userId: number, body: BetBuilderPlaceBody, clientKey: string): Promise<PlaceOutcome> {
  const { db } = deps;
  const key = `user:${userId}:${clientKey}`;
  const fingerprint = requestFingerprint('place_bet_builder', body as unknown as { readonly [field: string]: Json });
  const refusedUnlessStored = async (refusals: CouponRefusalWire[]): Promise<PlaceOutcome> => {
    const earlier = await placementCoupons(db, key);
    if (!earlier) return { kind: 'refused', refusals };
    return earlier.fingerprint === fingerprint ? replay(deps, userId, earlier.couponIds) : { kind: 'conflict' };
  };

  const now = new Date(deps.clock.now());
  const outcomeIds = body.bets.map((bet) => bet.outcomeId);
  const [accounts, outcomes, quote] = await Promise.all([accountBalances(db, userId), loadBetOutcomes(db, outcomeIds, userId, now), quoteBuilder(db, outcomeIds)]);
  const account = accounts.find((candidate) => candidate.walletAccountId === body.accountId);
  if (!account || account.currency === null) return refusedUnlessStored([refusal('account_not_found')]);
  const frozen = stakeRefusal({ isAccountFrozen: account.frozen, account: { id: account.walletAccountId } });
  if (frozen) return refusedUnlessStored([refusal('account_frozen')]);
  if (!quote.ok) return refusedUnlessStored(quote.error === 'bet_not_found' ? quote.outcomeIds.map((id) => refusal('bet_not_found', id)) : [refusal(quote.error)]);

  // The coupon's rules as for an express of these legs (stakes, locked, finished, disallowed…), less the two a builder
  // answers itself: legs of one game are the point, and the price is the builder's, not the legs'.
  const draft: Draft = {
    typeId: COUPON_TYPE.express,
    slipTypeId: null,
    systemValue: null,
    amount: body.amount,
    legs: body.bets.map((bet) => ({ outcomeId: bet.outcomeId, seenCoef: bet.coef, blockId: null, outcome: outcomes.get(bet.outcomeId) })),
    withBonusBet: false,
    isVipBet: false,
  };
  const settings = await settingsForBettor(db, userId, deps.settings, account.currency, body.amount);
  const evaluated = evaluateDraft(draft, { changeCoefAction: 1, accountType: account.type, currency: account.currency, settings });
  const refusals = evaluated.refusals.filter((item) => item.code !== 'same_game_conflict' && item.code !== 'coef_changed');
  if (!acceptsBuilderCoef(body.changeCoefAction, body.coef, quote.coef)) refusals.push(refusal('coef_changed', null, { before: body.coef, after: quote.coef }));
  if (refusals.length === 0 && body.amount > account.balance) refusals.push(refusal('insufficient_balance', null, { balance: account.balance, need: body.amount, currency: account.currency }));
  if (refusals.length > 0) return refusedUnlessStored(refusals);

  const priced: Priced = {
    legCoefs: draft.legs.map((leg) => leg.outcome?.coef ?? leg.seenCoef),
    coef: quote.coef,
    possibleWin: builderSettlement(body.amount, quote.coef, ['won']).payout,
    linesCount: 1,
    bonusBetCoef: null,
  };
  const stake = { amount: body.amount, currency: account.currency };
  let written: Awaited<ReturnType<typeof writePlacement>>;
  try {
    written = await inRetriedTransaction(db, async (tx) => {
      const result = await writePlacement(tx, db.engine, {
        userId,
        key,
        fingerprint,
        account,
        placeable: [{ draft, priced, promo: null }],
        changeCoefAction: body.changeCoefAction,
        expressId: null,
        now,
        isMultipleSingles: false,
        refusedSingles: [],
        order: outcomeIds,
        checkLimits: async (within: Queryable) => {
          const limited = await deps.checkStake(userId, stake, now, within);
          if (!limited.ok) throw new PlacementLimited(limited.error);
        },
        recordWagering: deps.recordWagering,
        log: deps.log,
      });
      if (result.claimed) await flagBetBuilders(tx, result.couponIds);
      return result;
    });
  } catch (error) {
    if (error instanceof PlacementRefused) return refusedUnlessStored([...error.refusals]);
    if (error instanceof PlacementLimited) return { kind: 'limit', refusal: error.refusal };
    throw error;
  }
  if (!written.claimed) {
    const stored = await placementCoupons(db, key);
    if (!stored) throw new Error(`placement ${key} lost its row`);
    return stored.fingerprint === fingerprint ? replay(deps, userId, stored.couponIds) : { kind: 'conflict' };
  }
  const coupons: PlacedCoupon[] = written.coupons.map((coupon) => ({ ...coupon, isBetBuilder: true }));
  return { kind: 'placed', replayed: false, response: { coupons, singlesResults: [], balance: { accountId: body.accountId, money: written.balance, currency: account.currency } } };
}

async function replay(deps: PlacementDeps, userId: number, couponIds: readonly number[]): Promise<PlaceOutcome> {
  const coupons = await couponsByIds(deps.db, userId, couponIds);
  const first = coupons[0];
  if (!first) throw new Error('a stored bet builder placement has no coupon');
  const balances = await accountBalances(deps.db, userId);
  const account = balances.find((candidate) => candidate.walletAccountId === first.accountId);
  return { kind: 'placed', replayed: true, response: { coupons, singlesResults: [], balance: { accountId: first.accountId, money: account?.balance ?? 0, currency: account?.currency ?? first.currency } } };
}
