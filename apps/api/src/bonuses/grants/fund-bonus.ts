import { err, ok, type Result } from '@betting/kernel';
import type { Database } from '../../db/database';
import { grantBonus, type LedgerError } from '../../wallet';
import { releaseBonus, releasePendingBonuses } from '../wagering/release';
import { bonusRecordById, type BonusRecord } from './bonus-records';
import { markWagered, setGrantTransaction, unfundedBonuses } from './bonus-records.repository';

export const BONUSES_ACTOR = 'system:bonuses';

/**
 * Pays a recorded bonus into the person's bonus account: a ledger grant keyed by the bonus (`bonuses:{id}:grant`,
 * reference `bonus:{id}`), so a retry after a crash posts nothing twice. A bonus with nothing to wager (cashback paid
 * at once) is wagered the moment it is funded and moves on to the main account.
 */
export async function fundBonus(db: Database, record: BonusRecord, now: Date): Promise<Result<BonusRecord, LedgerError>> {
  if (record.grantTransactionId === null) {
    const granted = await grantBonus(db, {
      userId: record.userId,
      walletAccountId: record.bonusAccountId,
      amount: record.amount,
      currency: record.currency,
      reference: `bonus:${record.id}`,
      idempotencyKey: `bonuses:${record.id}:grant`,
      actor: BONUSES_ACTOR,
      reason: `${record.source} bonus ${record.offerId}`,
      now,
    });
    if (!granted.ok) return err(granted.error);
    await setGrantTransaction(db, record.id, granted.value.transactionId);
  }
  if (record.wagerRequired === 0) {
    await markWagered(db, record.id, now);
    const released = await releaseBonus(db, record.id, now);
    if (!released.ok) return released;
  }
  const fresh = await bonusRecordById(db, record.id);
  if (!fresh) throw new Error(`bonus ${record.id} vanished`);
  return ok(fresh);
}

/**
 * Funds the person's bonuses that were recorded but not paid (the ledger call failed or the process stopped between
 * the two steps) and releases wagered ones not yet moved. Runs before the office reads them, so nothing stays stuck.
 */
export async function settleUnfinishedBonuses(db: Database, userId: number, now: Date): Promise<void> {
  const unfunded = await unfundedBonuses(db, userId);
  for (const record of unfunded) await fundBonus(db, record, now);
  await releasePendingBonuses(db, now, userId);
}
