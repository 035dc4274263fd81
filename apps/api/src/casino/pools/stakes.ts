import type { Queryable } from '../../db/database';
import { joinTransaction } from '../../db/join-transaction';
import { payWin, placeStake, refundStake } from '../../wallet';
import { activeAccountOf } from '../games/wallets';
import type { PoolDeps } from './deps';
import { POOLS_ACTOR } from './deps';
import { RefusedInTransaction, refused, stakeRefusalOf, type PoolRefusal } from './refusals';

/** The account a purchase is paid from: the person's active account (accounts-view decides), not frozen. */
export interface Funds {
  readonly userId: number;
  readonly accountId: number;
  readonly currency: string;
  readonly balance: number;
}

export async function fundsOf(db: Queryable, userId: number): Promise<{ readonly kind: 'ok'; readonly value: Funds } | PoolRefusal> {
  const account = await activeAccountOf(db, userId);
  if (!account) return refused('account_not_found');
  if (account.frozen) return refused('account_frozen');
  return { kind: 'ok', value: { userId, accountId: account.id, currency: account.currency, balance: account.balance } };
}

export interface StakeInput {
  readonly funds: Funds;
  readonly amount: number;
  /** `toto-coupon:{id}` / `lotto-ticket:{id}`: the ledger's reference and the prefix of its keys. */
  readonly reference: string;
  readonly reason: string;
  readonly now: Date;
}

/**
 * Inside the purchase's transaction, once its row claimed the Idempotency-Key (a replay is never refused): the limits
 * under the person's row lock (two stakes at once cannot both pass a limit), then the ledger's stake. A refusal throws
 * and rolls the whole purchase back. Answers the stake's ledger transaction id.
 */
export async function takeStake(deps: Pick<PoolDeps, 'db' | 'checkStake'>, tx: Queryable, input: StakeInput): Promise<number> {
  const limited = await deps.checkStake(input.funds.userId, { amount: input.amount, currency: input.funds.currency }, input.now, tx);
  if (!limited.ok) throw new RefusedInTransaction({ kind: 'limit', refusal: limited.error });
  const stake = await placeStake(joinTransaction(tx, deps.db.engine), {
    userId: input.funds.userId,
    walletAccountId: input.funds.accountId,
    currency: input.funds.currency,
    amount: input.amount,
    reference: input.reference,
    idempotencyKey: `${input.reference}:stake`,
    actor: `user:${input.funds.userId}`,
    reason: input.reason,
    now: input.now,
  });
  if (!stake.ok) throw new RefusedInTransaction(stakeRefusalOf(stake.error.code, input.funds.balance, input.funds.currency));
  return stake.value.transactionId;
}

export interface CreditInput {
  readonly userId: number;
  readonly accountId: number;
  readonly currency: string;
  readonly amount: number;
  readonly reference: string;
  readonly reason: string;
  readonly now: Date;
}

/** A win (`…:win`) or a refund (`…:refund`) in the settlement's transaction; answers its ledger transaction id. */
export async function credit(deps: Pick<PoolDeps, 'db'>, tx: Queryable, kind: 'win' | 'refund', input: CreditInput): Promise<number> {
  const operation = kind === 'win' ? payWin : refundStake;
  const receipt = await operation(joinTransaction(tx, deps.db.engine), {
    userId: input.userId,
    walletAccountId: input.accountId,
    currency: input.currency,
    amount: input.amount,
    reference: input.reference,
    idempotencyKey: `${input.reference}:${kind}`,
    actor: POOLS_ACTOR,
    reason: input.reason,
    now: input.now,
  });
  if (!receipt.ok) throw new Error(`the ledger refused a pool ${kind} (${input.reference}): ${receipt.error.code}`);
  return receipt.value.transactionId;
}
