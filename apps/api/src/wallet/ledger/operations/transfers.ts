import { err, type MinorUnits, type Result } from '@betting/kernel';
import type { Database } from '../../../db/database';
import { idempotentCall } from '../idempotent-call';
import { ledgerError, type LedgerError } from '../ledger-errors';
import type { LedgerCall, LedgerReceipt } from '../ledger-types';
import { userAccountFor } from '../user-accounts';
import { checkMoney } from './money-input';
import { draftFor, postForReceipt } from './receipt';

export interface TransferInput extends LedgerCall {
  readonly userId: number;
  readonly fromWalletAccountId: number;
  readonly toWalletAccountId: number;
  readonly amount: MinorUnits;
  /** ISO 4217; both accounts must be in it (no conversion happens in the ledger). */
  readonly currency: string;
  readonly reference?: string;
}

const ANY_USER_ACCOUNT = [0, 4, 9] as const;

/**
 * Moves money between two accounts of the same user in the same currency (a released bonus to the main account).
 * Refused when the source is frozen or short.
 */
export async function transferBetweenAccounts(db: Database, input: TransferInput): Promise<Result<LedgerReceipt, LedgerError>> {
  const currency = checkMoney(input);
  if (!currency.ok) return currency;
  if (input.fromWalletAccountId === input.toWalletAccountId) return err(ledgerError('same_account'));
  const body = {
    userId: input.userId,
    fromWalletAccountId: input.fromWalletAccountId,
    toWalletAccountId: input.toWalletAccountId,
    amount: input.amount,
    currency: input.currency,
    reference: input.reference,
    actor: input.actor,
    reason: input.reason,
  };
  return idempotentCall(db, { key: input.idempotencyKey, operation: 'transfer', body, now: input.now }, async (tx) => {
    const expected = { userId: input.userId, currency: currency.value, types: ANY_USER_ACCOUNT };
    const from = await userAccountFor(tx, input.fromWalletAccountId, expected);
    if (!from.ok) return from;
    const to = await userAccountFor(tx, input.toWalletAccountId, expected);
    if (!to.ok) return to;
    return postForReceipt(
      tx,
      draftFor(input, {
        kind: 'transfer',
        reference: input.reference ?? null,
        reversesId: null,
        postings: [
          { ledgerAccountId: from.value.ledgerAccountId, amount: -input.amount },
          { ledgerAccountId: to.value.ledgerAccountId, amount: input.amount },
        ],
        refuseFrozenDebits: true,
      }),
    );
  });
}
