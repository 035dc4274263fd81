import { domainError, err, ok, type Result } from '@betting/kernel';
import type { Database } from '../../db/database';
import { accountBalances, transferBetweenAccounts, type LedgerError } from '../../wallet/ledger';
import { bonusRecordById, bonusRecords } from '../grants/bonus-records';

/** A release the ledger refuses for short funds is recomputed from the new balance this many times. */
const RELEASE_ATTEMPTS = 3;

/** The person's main or currency account in the bonus's currency (one at most: a unique index says so). */
async function realAccountId(db: Database, userId: number, bonusAccountId: number): Promise<number | null> {
  const [row] = await db.query<{ id: unknown }>(
    `select w.id from wallet_accounts w join wallet_accounts b on b.id = $2 and b.currency_id = w.currency_id
      where w.user_id = $1 and w.type in (0, 9) order by w.type limit 1`,
    [userId, bonusAccountId],
  );
  return row ? Number(row.id) : null;
}

/**
 * What a wagered bonus releases: the whole bonus balance (the bonus and what it won) when no other active bonus
 * shares the account; otherwise at most the bonus's own amount, so another bonus's money stays to be wagered.
 */
async function releasableAmount(db: Database, bonusId: number, userId: number, bonusAccountId: number, amount: number): Promise<number> {
  const balance = (await accountBalances(db, userId)).find((account) => account.walletAccountId === bonusAccountId)?.balance ?? 0;
  const [others] = await db.query<{ count: unknown }>("select count(*) as count from user_bonuses where bonus_account_id = $1 and state = 'active' and id <> $2", [bonusAccountId, bonusId]);
  return Number(others?.count ?? 0) === 0 ? balance : Math.min(balance, amount);
}

/**
 * Moves a wagered bonus's money from the bonus account to the main (or currency) account of its currency: a ledger
 * transfer keyed by the bonus and attempt (`bonuses:{id}:release:{n}`). The amount is fixed in the bonus row before
 * the transfer, so a retry sends the same body and the ledger answers the first result; if stakes from the bonus
 * account left it short meanwhile, the amount is recomputed under the next attempt's key.
 */
export async function releaseBonus(db: Database, bonusId: number, now: Date): Promise<Result<number, LedgerError>> {
  for (let round = 0; round < RELEASE_ATTEMPTS; round += 1) {
    const bonus = await bonusRecordById(db, bonusId);
    if (!bonus || bonus.state !== 'wagered') return ok(0);
    if (bonus.releasedAt !== null) return ok(bonus.releaseAmount ?? 0);
    let amount = bonus.releaseAmount;
    if (amount === null) {
      const computed = await releasableAmount(db, bonus.id, bonus.userId, bonus.bonusAccountId, bonus.amount);
      await db.query('update user_bonuses set release_amount = $2 where id = $1 and release_amount is null', [bonus.id, computed]);
      amount = (await bonusRecordById(db, bonus.id))?.releaseAmount ?? computed;
    }
    if (amount === 0) {
      await db.query('update user_bonuses set released_at = $2 where id = $1 and released_at is null', [bonus.id, now]);
      return ok(0);
    }
    const target = await realAccountId(db, bonus.userId, bonus.bonusAccountId);
    if (target === null) throw new Error(`user ${bonus.userId} has no account in ${bonus.currency} to release bonus ${bonus.id} to`);
    const moved = await transferBetweenAccounts(db, {
      userId: bonus.userId,
      fromWalletAccountId: bonus.bonusAccountId,
      toWalletAccountId: target,
      amount,
      currency: bonus.currency,
      reference: `bonus:${bonus.id}:release`,
      idempotencyKey: `bonuses:${bonus.id}:release:${bonus.releaseAttempt}`,
      actor: 'system:bonuses',
      reason: `bonus ${bonus.id} wagered`,
      now,
    });
    if (moved.ok) {
      await db.query('update user_bonuses set release_transaction_id = $2, released_at = $3 where id = $1 and released_at is null', [bonus.id, moved.value.transactionId, now]);
      return ok(amount);
    }
    if (moved.error.code !== 'insufficient_funds') return err(moved.error);
    const balance = (await accountBalances(db, bonus.userId)).find((account) => account.walletAccountId === bonus.bonusAccountId)?.balance ?? 0;
    await db.query('update user_bonuses set release_amount = $3, release_attempt = release_attempt + 1 where id = $1 and release_attempt = $2', [bonus.id, bonus.releaseAttempt, Math.min(amount, balance)]);
  }
  return err(domainError('insufficient_funds', `bonus ${bonusId} could not be released`, { bonusId }));
}

/** Releases every wagered bonus whose transfer has not gone through yet (after a crash or a refused attempt). */
export async function releasePendingBonuses(db: Database, now: Date, userId?: number): Promise<void> {
  const pending = await bonusRecords(db, "state = 'wagered' and released_at is null and ($1::integer is null or user_id = $1) order by id", [userId ?? null]);
  for (const bonus of pending) await releaseBonus(db, bonus.id, now);
}
