import { err, type Result } from '@betting/kernel';
import type { Database } from '../../../db/database';
import { idempotentCall } from '../idempotent-call';
import { readSafeInteger } from '../../../db/integers';
import { ledgerError, type LedgerError } from '../ledger-errors';
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
    const [original] = await tx.query<{ kind: LedgerTransactionKind }>('select kind from ledger_transactions where id = $1 for no key update', [input.transactionId]);
    if (!original) return err(ledgerError('transaction_not_found', undefined, { transactionId: input.transactionId }));
    if (!REVERSIBLE.has(original.kind)) return err(ledgerError('not_reversible', undefined, { transactionId: input.transactionId, kind: original.kind }));
    const [reversal] = await tx.query<{ id: unknown }>('select id from ledger_transactions where reverses_id = $1', [input.transactionId]);
    if (reversal) {
      return err(ledgerError('already_reversed', undefined, { transactionId: input.transactionId, reversalId: readSafeInteger(reversal.id) }));
    }
    const postings = await tx.query<{ account_id: unknown; amount: unknown }>('select account_id, amount from ledger_postings where transaction_id = $1 order by id', [input.transactionId]);
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
