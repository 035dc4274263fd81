import type { Result } from '@betting/kernel';
import type { Database, Queryable } from '../../../db/database';
import { idempotentCall } from '../idempotent-call';
import type { LedgerError } from '../ledger-errors';
import type { LedgerReceipt, LedgerTransactionKind, SystemAccountCode, WithdrawalStatus } from '../ledger-types';
import type { PostedTransaction } from '../post-transaction';
import { systemAccountId } from '../system-accounts';
import { userAccountFor } from '../user-accounts';
import { checkMoney, userMoneyBody, type UserMoneyInput } from './money-input';
import { draftFor, postForReceipt } from './receipt';

export interface UserMoneyMovement {
  readonly kind: LedgerTransactionKind;
  /** Spec §3 account types the user's side may be: 0 main, 4 bonus, 9 currency. */
  readonly accountTypes: readonly number[];
  readonly systemAccount: SystemAccountCode;
  /** `in`: system → user; `out`: user → system (refused when the account is frozen or would go below zero). */
  readonly direction: 'in' | 'out';
  readonly afterPosting?: (tx: Queryable, posted: PostedTransaction, input: UserMoneyInput) => Promise<{ readonly id: number; readonly status: WithdrawalStatus }>;
}

/** The two-legged moves between one user account and one system account of its currency, idempotent by key. */
export async function moveUserMoney(db: Database, movement: UserMoneyMovement, input: UserMoneyInput): Promise<Result<LedgerReceipt, LedgerError>> {
  const currency = checkMoney(input);
  if (!currency.ok) return currency;
  const request = { key: input.idempotencyKey, operation: movement.kind, body: userMoneyBody(input), now: input.now };
  return idempotentCall(db, request, async (tx) => {
    const account = await userAccountFor(tx, input.walletAccountId, { userId: input.userId, currency: currency.value, types: movement.accountTypes });
    if (!account.ok) return account;
    const system = await systemAccountId(tx, movement.systemAccount, currency.value.numericCode, input.now);
    const signed = movement.direction === 'in' ? input.amount : -input.amount;
    const afterPosting = movement.afterPosting;
    return postForReceipt(
      tx,
      draftFor(input, {
        kind: movement.kind,
        reference: input.reference ?? null,
        reversesId: null,
        postings: [
          { ledgerAccountId: account.value.ledgerAccountId, amount: signed },
          { ledgerAccountId: system, amount: -signed },
        ],
        refuseFrozenDebits: movement.direction === 'out',
      }),
      afterPosting && ((posted) => afterPosting(tx, posted, input)),
    );
  });
}
