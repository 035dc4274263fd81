import { domainError, err, ok, type Result } from '@betting/kernel';
import type { Database } from '../../db/database';
import { accountBalances, forfeitBonus, transferBetweenAccounts, type LedgerError, type LedgerReceipt } from '../../wallet';
import type { BonusRecord } from '../grants/bonus-records';
import { bonusRecordById } from '../grants/bonus-records';
import { fixReleaseAmount, markReleased, nextReleaseAttempt, otherActiveBonusesOn, realAccountIdFor, unreleasedFinishedBonuses } from './wagering.repository';

/** A release the ledger refuses for short funds is recomputed from the new balance this many times. */
const RELEASE_ATTEMPTS = 3;

/**
 * What a finished bonus lets go of: the whole bonus balance (the bonus and what it won) when no other active bonus
 * shares the account; otherwise at most the bonus's own amount, so another bonus's money stays to be wagered. A bonus
 * that was never funded lets go of nothing.
 */
async function releasableAmount(db: Database, bonus: BonusRecord): Promise<number> {
  if (bonus.grantTransactionId === null) return 0;
  const balance = (await accountBalances(db, bonus.userId)).find((account) => account.walletAccountId === bonus.bonusAccountId)?.balance ?? 0;
  return (await otherActiveBonusesOn(db, bonus.bonusAccountId, bonus.id)) === 0 ? balance : Math.min(balance, bonus.amount);
}

/** Where a finished bonus's money goes: a wagered one's to the person's main (or currency) account, an expired one's back to bonus funding. */
async function letGo(db: Database, bonus: BonusRecord & { readonly state: 'wagered' | 'expired' }, amount: number, now: Date): Promise<Result<LedgerReceipt, LedgerError>> {
  const call = { userId: bonus.userId, amount, currency: bonus.currency, actor: 'system:bonuses', now };
  if (bonus.state === 'expired') {
    return forfeitBonus(db, { ...call, walletAccountId: bonus.bonusAccountId, reference: `bonus:${bonus.id}:forfeit`, idempotencyKey: `bonuses:${bonus.id}:forfeit:${bonus.releaseAttempt}`, reason: `bonus ${bonus.id} expired` });
  }
  const target = await realAccountIdFor(db, bonus.userId, bonus.bonusAccountId);
  if (target === null) throw new Error(`user ${bonus.userId} has no account in ${bonus.currency} to release bonus ${bonus.id} to`);
  return transferBetweenAccounts(db, {
    ...call,
    fromWalletAccountId: bonus.bonusAccountId,
    toWalletAccountId: target,
    reference: `bonus:${bonus.id}:release`,
    idempotencyKey: `bonuses:${bonus.id}:release:${bonus.releaseAttempt}`,
    reason: `bonus ${bonus.id} wagered`,
  });
}

const isFinished = (bonus: BonusRecord): bonus is BonusRecord & { readonly state: 'wagered' | 'expired' } => bonus.state === 'wagered' || bonus.state === 'expired';

/**
 * Lets a finished bonus's money go from the bonus account: a wagered bonus's to the main (or currency) account of its
 * currency, an expired bonus's back to bonus funding — a ledger call keyed by the bonus and attempt
 * (`bonuses:{id}:release:{n}`, `bonuses:{id}:forfeit:{n}`). The amount is fixed in the bonus row before the call, so a
 * retry sends the same body and the ledger answers the first result; if stakes from the bonus account left it short
 * meanwhile, the amount is recomputed under the next attempt's key.
 */
export async function releaseBonus(db: Database, bonusId: number, now: Date): Promise<Result<number, LedgerError>> {
  for (let round = 0; round < RELEASE_ATTEMPTS; round += 1) {
    const bonus = await bonusRecordById(db, bonusId);
    if (!bonus || !isFinished(bonus)) return ok(0);
    if (bonus.releasedAt !== null) return ok(bonus.releaseAmount ?? 0);
    let amount = bonus.releaseAmount;
    if (amount === null) {
      const computed = await releasableAmount(db, bonus);
      await fixReleaseAmount(db, bonus.id, computed);
      amount = (await bonusRecordById(db, bonus.id))?.releaseAmount ?? computed;
    }
    if (amount === 0) {
      await markReleased(db, bonus.id, null, now);
      return ok(0);
    }
    const moved = await letGo(db, bonus, amount, now);
    if (moved.ok) {
      await markReleased(db, bonus.id, moved.value.transactionId, now);
      return ok(amount);
    }
    if (moved.error.code !== 'insufficient_funds') return err(moved.error);
    const balance = (await accountBalances(db, bonus.userId)).find((account) => account.walletAccountId === bonus.bonusAccountId)?.balance ?? 0;
    await nextReleaseAttempt(db, bonus.id, bonus.releaseAttempt, Math.min(amount, balance));
  }
  return err(domainError('insufficient_funds', `bonus ${bonusId} could not be released`, { bonusId }));
}

/** Lets go of every finished (wagered or expired) bonus's money not moved yet: after a crash, a refused attempt or an expiry. */
export async function releasePendingBonuses(db: Database, now: Date, userId?: number): Promise<void> {
  const pending = await unreleasedFinishedBonuses(db, userId ?? null);
  for (const bonus of pending) await releaseBonus(db, bonus.id, now);
}
