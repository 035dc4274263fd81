import type { Currency, Result } from '@betting/kernel';
import type { Database, Queryable } from '../../../db/database';
import { idempotentCall, idempotentCallWithin } from '../idempotent-call';
import type { LedgerError } from '../ledger-errors';
import type { LedgerReceipt, LedgerTransactionKind, SystemAccountCode, WithdrawalStatus } from '../ledger-types';
import type { PostedTransaction, PostingContext } from '../post-transaction';
import { systemAccountId } from '../system-accounts';
import { lockedUserAccount } from '../user-accounts';
import { checkMoney, userMoneyBody, type UserMoneyInput } from './money-input';
import { draftFor, postForReceipt } from './receipt';

export interface UserMoneyMovement {
  readonly kind: LedgerTransactionKind;
  /** Spec §3 account types the user's side may be: 0 main, 4 bonus, 9 currency. */
  readonly accountTypes: readonly number[];
  readonly systemAccount: SystemAccountCode;
  /** `in`: system → user; `out`: user → system (refused when the account is frozen or would go below zero). */
  readonly direction: 'in' | 'out';
  /** An `out` move the site makes itself, not the person (taking back an expired bonus): a frozen account allows it. */
  readonly evenWhenFrozen?: boolean;
  readonly afterPosting?: (tx: Queryable, posted: PostedTransaction, input: UserMoneyInput) => Promise<{ readonly id: number; readonly status: WithdrawalStatus }>;
}

/** The two-legged moves between one user account and one system account of its currency, idempotent by key. */
export async function moveUserMoney(db: Database, movement: UserMoneyMovement, input: UserMoneyInput): Promise<Result<LedgerReceipt, LedgerError>> {
  const currency = checkMoney(input);
  if (!currency.ok) return currency;
  return idempotentCall(db, requestOf(movement, input), (tx) => move(tx, movement, input, currency.value));
}

/** `moveUserMoney` inside the caller's open transaction, which the caller commits (and retries). */
export async function moveUserMoneyWithin(tx: Queryable, movement: UserMoneyMovement, input: UserMoneyInput): Promise<Result<LedgerReceipt, LedgerError>> {
  const currency = checkMoney(input);
  if (!currency.ok) return currency;
  return idempotentCallWithin(tx, requestOf(movement, input), (within) => move(within, movement, input, currency.value));
}

const requestOf = (movement: UserMoneyMovement, input: UserMoneyInput) => ({ key: input.idempotencyKey, operation: movement.kind, body: userMoneyBody(input), now: input.now });

async function move(tx: Queryable, movement: UserMoneyMovement, input: UserMoneyInput, currency: Currency): Promise<Result<LedgerReceipt, LedgerError>> {
  const reference = input.reference ?? null;
  const found = await lockedUserAccount(tx, input.walletAccountId, { userId: input.userId, currency, types: movement.accountTypes }, { systemCode: movement.systemAccount, kind: movement.kind, reference });
  if (!found.ok) return found;
  const { account } = found.value;
  const system = found.value.systemAccountId ?? (await systemAccountId(tx, movement.systemAccount, currency.numericCode, input.now));
  const signed = movement.direction === 'in' ? input.amount : -input.amount;
  const afterPosting = movement.afterPosting;
  // What the posting decides on is read already: one round trip less for every deposit, stake, win and refund.
  const context: PostingContext = {
    referenceTaken: found.value.referenceTaken,
    accounts: [
      { id: account.ledgerAccountId, owner: 'user', currencyId: account.currencyId, walletAccountId: account.walletAccountId, systemCode: null, balance: found.value.balance, frozen: found.value.frozen },
      { id: system, owner: 'system', currencyId: currency.numericCode, walletAccountId: null, systemCode: movement.systemAccount, balance: 0, frozen: false },
    ],
  };
  return postForReceipt(
    tx,
    draftFor(input, {
      kind: movement.kind,
      reference,
      reversesId: null,
      postings: [
        { ledgerAccountId: account.ledgerAccountId, amount: signed },
        { ledgerAccountId: system, amount: -signed },
      ],
      refuseFrozenDebits: movement.direction === 'out' && movement.evenWhenFrozen !== true,
    }),
    afterPosting && ((posted) => afterPosting(tx, posted, input)),
    context,
  );
}
