import { err, type Result } from '@betting/kernel';
import type { Database } from '../../../db/database';
import { idempotentCall } from '../idempotent-call';
import { readSafeInteger } from '../../../db/integers';
import { ledgerError, type LedgerError } from '../ledger-errors';
import { lockedTransactionKind, postingsOf, reversalIdOf } from '../ledger-transactions.repository';
import type { LedgerCall, LedgerReceipt, LedgerTransactionKind } from '../ledger-types';
import { draftFor, postForReceipt } from './receipt';

export interface ReversalInput extends LedgerCall {
  readonly transactionId: number;
}

/** Withdrawals settle through approve/reject; a reversal is never itself reversed (post the original again instead). */
const REVERSIBLE: ReadonlySet<LedgerTransactionKind> = new Set(['deposit', 'bet_stake', 'bet_win', 'bet_refund', 'bonus_grant', 'transfer']);

/**
 * Posts the exact opposite of a transaction, once: a chargeback, a resettled bet, a bonus taken back. Refused when
 * it would take a user balance below zero (the money was already spent); a frozen account does not block it.
 */
export async function reverseTransaction(db: Database, input: ReversalInput): Promise<Result<LedgerReceipt, LedgerError>> {
  const body = { transactionId: input.transactionId, actor: input.actor, reason: input.reason };
  return idempotentCall(db, { key: input.idempotencyKey, operation: 'reversal', body, now: input.now }, async (tx) => {
    const kind = await lockedTransactionKind(tx, input.transactionId);
    if (kind === undefined) return err(ledgerError('transaction_not_found', undefined, { transactionId: input.transactionId }));
    if (!REVERSIBLE.has(kind)) return err(ledgerError('not_reversible', undefined, { transactionId: input.transactionId, kind }));
    const reversalId = await reversalIdOf(tx, input.transactionId);
    if (reversalId !== undefined) {
      return err(ledgerError('already_reversed', undefined, { transactionId: input.transactionId, reversalId }));
    }
    const postings = await postingsOf(tx, input.transactionId);
    return postForReceipt(
      tx,
      draftFor(input, {
        kind: 'reversal',
        reference: null,
        reversesId: input.transactionId,
        postings: postings.map((posting) => ({ ledgerAccountId: readSafeInteger(posting.account_id), amount: -readSafeInteger(posting.amount, 'amount') })),
        refuseFrozenDebits: false,
      }),
    );
  });
}
