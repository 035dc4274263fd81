import { err, type Result } from '@betting/kernel';
import type { Database, Queryable } from '../../../db/database';
import { idempotentCall } from '../idempotent-call';
import { readSafeInteger } from '../../../db/integers';
import { ledgerError, type LedgerError } from '../ledger-errors';
import type { LedgerCall, LedgerReceipt, WithdrawalStatus } from '../ledger-types';
import { systemAccountId } from '../system-accounts';
import type { UserMoneyInput } from './money-input';
import { draftFor, postForReceipt } from './receipt';
import { moveUserMoney } from './user-money-movement';

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
        const [row] = await tx.query<{ id: unknown }>(
          "insert into ledger_withdrawals (wallet_account_id, currency_id, amount, status, request_transaction_id, created_at) select $1, currency_id, $2, 'pending', $3, $4 from wallet_accounts where id = $1 returning id",
          [request.walletAccountId, request.amount, posted.transactionId, request.now],
        );
        if (!row) throw new Error('opening a withdrawal returned no row');
        return { id: readSafeInteger(row.id, 'withdrawal id'), status: 'pending' };
      },
    },
    input,
  );
}

export interface WithdrawalDecisionInput extends LedgerCall {
  readonly withdrawalId: number;
}

interface WithdrawalRow {
  wallet_account_id: unknown;
  currency_id: number;
  amount: unknown;
  status: WithdrawalStatus;
}

async function decideWithdrawal(db: Database, input: WithdrawalDecisionInput, decision: 'approved' | 'rejected'): Promise<Result<LedgerReceipt, LedgerError>> {
  const kind = decision === 'approved' ? 'withdrawal_approve' : 'withdrawal_reject';
  const body = { withdrawalId: input.withdrawalId, actor: input.actor, reason: input.reason };
  return idempotentCall(db, { key: input.idempotencyKey, operation: kind, body, now: input.now }, async (tx: Queryable) => {
    const [withdrawal] = await tx.query<WithdrawalRow>('select wallet_account_id, currency_id, amount, status from ledger_withdrawals where id = $1 for update', [input.withdrawalId]);
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
        await tx.query('update ledger_withdrawals set status = $2, settle_transaction_id = $3, settled_at = $4 where id = $1', [input.withdrawalId, decision, posted.transactionId, input.now]);
        return { id: input.withdrawalId, status: decision };
      },
    );
  });
}

async function userLedgerAccountId(tx: Queryable, walletAccountId: number): Promise<number> {
  const [row] = await tx.query<{ id: unknown }>('select id from ledger_accounts where wallet_account_id = $1', [walletAccountId]);
  if (!row) throw new Error(`wallet account ${walletAccountId} has no ledger account`);
  return readSafeInteger(row.id, 'ledger account id');
}

/** The provider paid the withdrawal out: pending withdrawals → provider clearing. Only a pending one, once. */
export function approveWithdrawal(db: Database, input: WithdrawalDecisionInput): Promise<Result<LedgerReceipt, LedgerError>> {
  return decideWithdrawal(db, input, 'approved');
}

/** The withdrawal was refused or failed: pending withdrawals → back to the user's account (even a frozen one). */
export function rejectWithdrawal(db: Database, input: WithdrawalDecisionInput): Promise<Result<LedgerReceipt, LedgerError>> {
  return decideWithdrawal(db, input, 'rejected');
}
