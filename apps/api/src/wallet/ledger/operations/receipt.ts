import { err, ok, type Result } from '@betting/kernel';
import type { Queryable } from '../../../db/database';
import { ledgerError, type LedgerError } from '../ledger-errors';
import type { LedgerCall, LedgerReceipt, WithdrawalStatus } from '../ledger-types';
import { postTransaction, type PostedTransaction, type TransactionDraft } from '../post-transaction';

/** A draft for a call: its key, actor, reason (null when none) and clock, with what the operation decides. */
export function draftFor(call: LedgerCall, draft: Omit<TransactionDraft, 'idempotencyKey' | 'actor' | 'reason' | 'now'>): TransactionDraft {
  return { ...draft, idempotencyKey: call.idempotencyKey, actor: call.actor, reason: call.reason ?? null, now: call.now };
}

/**
 * Posts a draft and describes it as the call's receipt. A reference already settled by a transaction of the same
 * kind is refused (`duplicate_reference`): one deposit per provider payment, one stake per bet, whatever the key.
 */
export async function postForReceipt(
  tx: Queryable,
  draft: TransactionDraft,
  afterPosting?: (posted: PostedTransaction) => Promise<{ readonly id: number; readonly status: WithdrawalStatus }>,
): Promise<Result<LedgerReceipt, LedgerError>> {
  if (draft.reference !== null) {
    const [taken] = await tx.query('select id from ledger_transactions where kind = $1 and reference = $2', [draft.kind, draft.reference]);
    if (taken) return err(ledgerError('duplicate_reference', undefined, { reference: draft.reference }));
  }
  const posted = await postTransaction(tx, draft);
  if (!posted.ok) return posted;
  const withdrawal = afterPosting ? await afterPosting(posted.value) : null;
  return ok({
    transactionId: posted.value.transactionId,
    kind: draft.kind,
    reference: draft.reference,
    reversesTransactionId: draft.reversesId,
    createdAt: draft.now.toISOString(),
    entries: posted.value.entries,
    withdrawal,
  });
}
