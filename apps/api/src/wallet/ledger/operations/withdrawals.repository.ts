import type { Queryable } from '../../../db/database';
import { readSafeInteger } from '../../../db/integers';
import type { WithdrawalStatus } from '../ledger-types';

/** Opens a pending withdrawal of the account, in the account's currency, held by the request transaction; its id. */
export async function insertPendingWithdrawal(tx: Queryable, walletAccountId: number, amount: number, requestTransactionId: number, now: Date): Promise<number> {
  const [row] = await tx.query<{ id: unknown }>(
    "insert into ledger_withdrawals (wallet_account_id, currency_id, amount, status, request_transaction_id, created_at) select $1, currency_id, $2, 'pending', $3, $4 from wallet_accounts where id = $1 returning id",
    [walletAccountId, amount, requestTransactionId, now],
  );
  if (!row) throw new Error('opening a withdrawal returned no row');
  return readSafeInteger(row.id, 'withdrawal id');
}

export interface WithdrawalRow {
  wallet_account_id: unknown;
  currency_id: number;
  amount: unknown;
  status: WithdrawalStatus;
}

/** The withdrawal, its row locked for the caller's transaction (one decision at a time). */
export async function lockedWithdrawal(tx: Queryable, withdrawalId: number): Promise<WithdrawalRow | undefined> {
  const [withdrawal] = await tx.query<WithdrawalRow>('select wallet_account_id, currency_id, amount, status from ledger_withdrawals where id = $1 for update', [withdrawalId]);
  return withdrawal;
}

/** Records the decision and the transaction that settled it. */
export async function settleWithdrawal(tx: Queryable, withdrawalId: number, decision: 'approved' | 'rejected', settleTransactionId: number, now: Date): Promise<void> {
  await tx.query('update ledger_withdrawals set status = $2, settle_transaction_id = $3, settled_at = $4 where id = $1', [withdrawalId, decision, settleTransactionId, now]);
}
