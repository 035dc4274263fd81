import { ok, type Result } from '@betting/kernel';
import type { Queryable } from '../../../db/database';
import type { LedgerError } from '../ledger-errors';
import type { LedgerCall, LedgerReceipt, WithdrawalStatus } from '../ledger-types';
import { postTransaction, type PostedTransaction, type PostingContext, type TransactionDraft } from '../post-transaction';

/** A draft for a call: its key, actor, reason (null when none) and clock, with what the operation decides. */
export function draftFor(call: LedgerCall, draft: Omit<TransactionDraft, 'idempotencyKey' | 'actor' | 'reason' | 'now'>): TransactionDraft {
  return { ...draft, idempotencyKey: call.idempotencyKey, actor: call.actor, reason: call.reason ?? null, now: call.now };
}

/** Posts a draft (`postTransaction` refuses a reference its kind already settled) and describes it as the call's receipt. */
export async function postForReceipt(
  tx: Queryable,
  draft: TransactionDraft,
  afterPosting?: (posted: PostedTransaction) => Promise<{ readonly id: number; readonly status: WithdrawalStatus }>,
  known?: PostingContext,
): Promise<Result<LedgerReceipt, LedgerError>> {
  const posted = await postTransaction(tx, draft, known);
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
