import type { MinorUnits } from '@betting/kernel';

/** System accounts, one per purpose and currency; their balances may go below zero (user balances never do). */
export type SystemAccountCode = 'provider_clearing' | 'pending_withdrawals' | 'house_bets' | 'bonus_funding';

export type LedgerTransactionKind =
  | 'deposit'
  | 'withdrawal_request'
  | 'withdrawal_approve'
  | 'withdrawal_reject'
  | 'bet_stake'
  | 'bet_win'
  | 'bet_refund'
  | 'bonus_grant'
  | 'bonus_forfeit'
  | 'transfer'
  | 'reversal';

export type WithdrawalStatus = 'pending' | 'approved' | 'rejected';

/** What every money-moving call carries besides its own fields. */
export interface LedgerCall {
  /**
   * The caller's idempotency key (1–200 characters). Keys are global: a route namespaces them by caller
   * (`user:{id}:{client key}`, `provider:{name}:{payment id}`) so that two callers never share one.
   */
  readonly idempotencyKey: string;
  /** Who asks: `user:100000001`, `provider:demo`, `admin:7`, `system:settlement`. Written to the audit trail. */
  readonly actor: string;
  /** Why, for the audit trail; defaults to the transaction's kind. */
  readonly reason?: string;
  /** The injected clock's time; never part of the idempotency fingerprint. */
  readonly now: Date;
}

/** One leg of a posted transaction. Amounts are signed minor units: credit to the account > 0, debit < 0. */
export interface LedgerEntry {
  readonly walletAccountId: number | null;
  readonly systemAccount: SystemAccountCode | null;
  /** ISO 4217 code. */
  readonly currency: string;
  readonly amount: MinorUnits;
  /** The user account's balance right after this transaction; null for system accounts (not shown to users). */
  readonly balanceAfter: MinorUnits | null;
}

/**
 * The stored first result of a money call: a replay with the same key and body returns exactly this object
 * (it is JSON through and through: no Date, no bigint, no undefined).
 */
export interface LedgerReceipt {
  readonly transactionId: number;
  readonly kind: LedgerTransactionKind;
  readonly reference: string | null;
  readonly reversesTransactionId: number | null;
  /** ISO 8601 instant. */
  readonly createdAt: string;
  readonly entries: readonly LedgerEntry[];
  /** The withdrawal this transaction opened or settled; null for the other kinds. */
  readonly withdrawal: { readonly id: number; readonly status: WithdrawalStatus } | null;
}
