import type { ChangeCoefAction, CouponRefusalWire, LimitRefusal, PlacedCoupon } from '@betting/contracts';
import type { Database, Queryable } from '../db/database';
import { placeStakeWithin, type AccountBalance } from '../wallet';
import type { Draft, Priced } from './coupon-rules';
import { insertPlacedCoupons, type NewCoupon } from './coupons.repository';
import { claimPlacement, recordPromoUse, type StoredSingle } from './placement.repository';
import { inPlace } from '../db/join-transaction';
import type { PromoRow } from './promo-codes.repository';
import type { RecordWagering } from './wagering';

export interface PricedDraft {
  readonly draft: Draft;
  readonly priced: Priced;
  readonly promo: PromoRow | null;
}

export class PlacementRefused extends Error {
  constructor(readonly refusals: readonly CouponRefusalWire[]) {
    super('coupon refused');
  }
}

export class PlacementLimited extends Error {
  constructor(readonly refusal: LimitRefusal) {
    super('stake refused by a limit');
  }
}

export const refusal = (code: CouponRefusalWire['code'], outcomeId: number | null = null, params: CouponRefusalWire['params'] = {}): CouponRefusalWire => ({ code, outcomeId, params });

/** The ledger's refusal of a stake as the coupon's. */
function stakeRefusalOf(code: string): CouponRefusalWire {
  if (code === 'insufficient_funds') return refusal('insufficient_balance');
  if (code === 'account_frozen') return refusal('account_frozen');
  if (code === 'account_not_found' || code === 'wrong_account_type') return refusal('account_not_found');
  if (code === 'currency_mismatch') return refusal('currency_mismatch');
  throw new Error(`the ledger refused a stake: ${code}`);
}

export interface WriteInput {
  readonly userId: number;
  readonly key: string;
  readonly fingerprint: string;
  readonly account: AccountBalance;
  readonly placeable: readonly PricedDraft[];
  readonly changeCoefAction: ChangeCoefAction;
  /** The express of the day the coupon is placed as (checked against the stored one), else null. */
  readonly expressId: number | null;
  readonly now: Date;
  readonly isMultipleSingles: boolean;
  readonly refusedSingles: readonly StoredSingle[];
  /** The slip's outcome ids in order: singles are answered in it. */
  readonly order: readonly number[];
  /** The responsible-gaming limits, asked in this transaction once the key is claimed; throws PlacementLimited. */
  readonly checkLimits: (tx: Queryable) => Promise<void>;
  readonly recordWagering: RecordWagering;
  readonly log: (message: string, error: unknown) => void;
  /** Money that arrives in this transaction before the stakes (an edited bet's cash out), and what follows the write. */
  readonly funding?: PlacementFunding | undefined;
}

/** An edited bet: its cash out pays in before the stake leaves, and the new coupon records what it replaced. */
export interface PlacementFunding {
  /** Minor units the stakes may count on beyond the balance read before the transaction. */
  readonly amount: number;
  /** Credits the money inside the placement's transaction, once its key is claimed; throws to refuse everything. */
  readonly credit: (tx: Queryable) => Promise<void>;
  /** Runs after the coupons are written, in the same transaction. */
  readonly afterWrite: (tx: Queryable, couponIds: readonly number[]) => Promise<void>;
}

export type Written =
  | { readonly claimed: false }
  | { readonly claimed: true; readonly couponIds: number[]; readonly singles: StoredSingle[]; readonly coupons: PlacedCoupon[]; readonly balance: number };

/**
 * The placement's transaction (`placeCoupon` runs it, again after a retried error): the key row with the coupons'
 * ids, the limits under the person's lock, each coupon's stake (the ledger's `placeStakeWithin`, keyed
 * `bet:{id}:stake`), the stakes counted towards bonus wagering, then the coupons with their legs in one statement.
 */
export async function writePlacement(tx: Queryable, engine: Database['engine'], input: WriteInput): Promise<Written> {
  const ids = await claimPlacement(tx, { key: input.key, userId: input.userId, fingerprint: input.fingerprint, now: input.now, coupons: input.placeable.length });
  if (!ids) return { claimed: false };
  await input.funding?.credit(tx);
  await input.checkLimits(tx);
  const singles: StoredSingle[] = [...input.refusedSingles];
  const placed: NewCoupon[] = [];
  // Only multiple singles keep some coupons when a stake is refused: the others need no savepoint.
  const guarded = input.isMultipleSingles && input.placeable.length > 1;
  for (const [index, { draft, priced, promo }] of input.placeable.entries()) {
    const couponId = ids[index];
    if (couponId === undefined) throw new Error(`placement ${input.key} has no id for coupon ${index}`);
    const outcomeId = draft.legs[0]?.outcomeId ?? 0;
    if (guarded) await tx.exec('savepoint bet_coupon');
    const stake = await placeStakeWithin(tx, {
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
      if (guarded) await tx.exec('rollback to savepoint bet_coupon');
      singles.push({ outcomeId, couponId: null, refusals: [stakeRefusalOf(stake.error.code)] });
      continue;
    }
    placed.push(newCoupon(input, couponId, { draft, priced, promo }, stake.value.transactionId));
    singles.push({ outcomeId, couponId, refusals: [] });
  }
  singles.sort((a, b) => input.order.indexOf(a.outcomeId) - input.order.indexOf(b.outcomeId));
  const refused = singles.filter((single) => single.couponId === null);
  if (placed.length === 0 || (!input.isMultipleSingles && refused.length > 0)) throw new PlacementRefused(refused.flatMap((single) => single.refusals));

  const recorded = await recordWageringWithin(tx, engine, input, placed);
  const written = await insertPlacedCoupons(
    tx,
    { key: input.key, singles },
    placed.map((coupon) => ({ ...coupon, row: { ...coupon.row, wagering_recorded: recorded } })),
  );
  // A promo code is used once per person: a placement that lost that race keeps nothing (promo codes never go on
  // multiple singles, so this is the slip's one coupon).
  for (const coupon of placed) {
    const code = coupon.row.promo_code;
    if (code === null) continue;
    const used = await recordPromoUse(tx, { code, userId: input.userId, couponId: coupon.row.id, now: input.now });
    if (!used) throw new PlacementRefused([refusal('promo_code_invalid', null, { code, status: 'used' })]);
  }
  const couponIds = placed.map((coupon) => Number(coupon.row.id));
  await input.funding?.afterWrite(tx, couponIds);
  return { claimed: true, couponIds, singles, coupons: written.coupons, balance: written.balance };
}

function newCoupon(input: WriteInput, couponId: number, { draft, priced, promo }: PricedDraft, stakeTransactionId: number): NewCoupon {
  const boost = promo?.boost_percent ?? null;
  const possibleWin = boost === null ? priced.possibleWin : priced.possibleWin + Math.floor((Math.max(0, priced.possibleWin - draft.amount) * boost) / 100);
  return {
    row: {
      id: couponId,
      user_id: input.userId,
      wallet_account_id: input.account.walletAccountId,
      currency_id: input.account.currencyId,
      type_id: draft.typeId,
      slip_type_id: draft.slipTypeId,
      system_value: draft.systemValue,
      lines_count: priced.linesCount,
      amount: draft.amount,
      coef: priced.coef,
      possible_win: possibleWin,
      bonus_bet_coef: priced.bonusBetCoef,
      is_vip: draft.isVipBet,
      change_coef_action: input.changeCoefAction,
      promo_code: promo ? promo.code : null,
      promo_boost_percent: boost,
      express_id: input.expressId,
      status: 'open',
      payout: null,
      placed_at: input.now,
      settled_at: null,
      stake_transaction_id: stakeTransactionId,
      wagering_recorded: false,
    },
    legs: draft.legs.map((leg, position) => {
      const outcome = leg.outcome;
      return {
        coupon_id: couponId,
        position,
        outcome_id: leg.outcomeId,
        coef: legCoef(priced, position),
        block_id: leg.blockId,
        result: null,
        game_id: outcome?.gameId ?? null,
        sport_id: outcome?.sportId ?? null,
        is_live: outcome?.isLive ?? false,
        game_name: outcome?.gameName ?? '',
        market_name: outcome?.marketName ?? '',
        outcome_name: outcome?.outcomeName ?? '',
        sport_name: outcome?.sportName ?? '',
        champ_name: outcome?.champName ?? '',
        start_at: outcome ? new Date(outcome.startAt * 1000) : null,
      };
    }),
  };
}

/**
 * Counts the stakes towards the person's bonus wagering (bonuses' `recordWagering`, idempotent by `bet:{id}`) in
 * this transaction, behind a savepoint: a failure is logged and rolled back, the coupons stay unrecorded and the
 * settlement sweep counts them later. The stake stands either way.
 */
async function recordWageringWithin(tx: Queryable, engine: Database['engine'], input: WriteInput, placed: readonly NewCoupon[]): Promise<boolean> {
  await tx.exec('savepoint bet_wagering');
  try {
    const db = inPlace(tx, engine);
    for (const { row } of placed) {
      await input.recordWagering(db, { userId: input.userId, stake: Number(row.amount), currency: input.account.currency ?? '', kind: 'sport', coef: Number(row.coef), reference: `bet:${row.id}`, now: input.now });
    }
    return true;
  } catch (error) {
    await tx.exec('rollback to savepoint bet_wagering');
    input.log(`wagering of coupons ${placed.map((coupon) => coupon.row.id).join(', ')} not recorded`, error);
    return false;
  }
}

function legCoef(priced: Priced, position: number): number {
  const coef = priced.legCoefs[position];
  if (coef === undefined) throw new Error(`a priced coupon has no coefficient for leg ${position}`);
  return coef;
}
