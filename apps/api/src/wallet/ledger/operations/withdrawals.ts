import { err, type Result } from '@betting/kernel';
import type { Database, Queryable } from '../../../db/database';
import { idempotentCall } from '../idempotent-call';
import { readSafeInteger } from '../../../db/integers';
import { ledgerError, type LedgerError } from '../ledger-errors';
import { ledgerAccountIdOfWallet } from '../ledger-accounts.repository';
import type { LedgerCall, LedgerReceipt } from '../ledger-types';
import { systemAccountId } from '../system-accounts';
import type { UserMoneyInput } from './money-input';
import { draftFor, postForReceipt } from './receipt';
import { moveUserMoney } from './user-money-movement';
import { insertPendingWithdrawal, lockedWithdrawal, settleWithdrawal } from './withdrawals.repository';

/**
 * A withdrawal asked for: the user's main or currency account → pending withdrawals (held, no longer spendable).
 * Refused for a frozen account or short funds. The receipt's `withdrawal` carries the new withdrawal's id.
 */
export function requestWithdrawal(db: Database, input: UserMoneyInput): Promise<Result<LedgerReceipt, LedgerError>> {
  return moveUserMoney(
    db,
    {
      kind: 'withdrawal_request',
      accountTypes: [0, 9],
      systemAccount: 'pending_withdrawals',
      direction: 'out',
      afterPosting: async (tx, posted, request) => {
        const id = await insertPendingWithdrawal(tx, request.walletAccountId, request.amount, posted.transactionId, request.now);
        return { id, status: 'pending' };
      },
    },
    input,
  );
}

export interface WithdrawalDecisionInput extends LedgerCall {
  readonly withdrawalId: number;
}

async function decideWithdrawal(db: Database, input: WithdrawalDecisionInput, decision: 'approved' | 'rejected'): Promise<Result<LedgerReceipt, LedgerError>> {
  const kind = decision === 'approved' ? 'withdrawal_approve' : 'withdrawal_reject';
  const body = { withdrawalId: input.withdrawalId, actor: input.actor, reason: input.reason };
  return idempotentCall(db, { key: input.idempotencyKey, operation: kind, body, now: input.now }, async (tx: Queryable) => {
    const withdrawal = await lockedWithdrawal(tx, input.withdrawalId);
    if (!withdrawal) return err(ledgerError('withdrawal_not_found', undefined, { withdrawalId: input.withdrawalId }));
    if (withdrawal.status !== 'pending') return err(ledgerError('withdrawal_not_pending', undefined, { withdrawalId: input.withdrawalId, status: withdrawal.status }));
    const amount = readSafeInteger(withdrawal.amount, 'amount');
    const pending = await systemAccountId(tx, 'pending_withdrawals', withdrawal.currency_id, input.now);
    const target =
      decision === 'approved'
        ? await systemAccountId(tx, 'provider_clearing', withdrawal.currency_id, input.now)
        : await userLedgerAccountId(tx, readSafeInteger(withdrawal.wallet_account_id, 'wallet account id'));
    return postForReceipt(
      tx,
      draftFor(input, {
        kind,
        reference: `withdrawal:${input.withdrawalId}`,
        reversesId: null,
        postings: [
          { ledgerAccountId: pending, amount: -amount },
          { ledgerAccountId: target, amount },
        ],
        refuseFrozenDebits: false,
      }),
      async (posted) => {
        await settleWithdrawal(tx, input.withdrawalId, decision, posted.transactionId, input.now);
        return { id: input.withdrawalId, status: decision };
      },
    );
  });
}

async function userLedgerAccountId(tx: Queryable, walletAccountId: number): Promise<number> {
  const id = await ledgerAccountIdOfWallet(tx, walletAccountId);
  if (id === undefined) throw new Error(`wallet account ${walletAccountId} has no ledger account`);
  return id;
}

/** The provider paid the withdrawal out: pending withdrawals → provider clearing. Only a pending one, once. */
export function approveWithdrawal(db: Database, input: WithdrawalDecisionInput): Promise<Result<LedgerReceipt, LedgerError>> {
  return decideWithdrawal(db, input, 'approved');
}

/** The withdrawal was refused or failed: pending withdrawals → back to the user's account (even a frozen one). */
export function rejectWithdrawal(db: Database, input: WithdrawalDecisionInput): Promise<Result<LedgerReceipt, LedgerError>> {
  return decideWithdrawal(db, input, 'rejected');
}
