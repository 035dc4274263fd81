import { domainError, type DomainError } from '@betting/kernel';

/** Why a money call was refused. Failures that depend on the ledger's state are stored with the idempotency key. */
export type LedgerErrorCode =
  | 'invalid_amount'
  | 'invalid_request'
  | 'unknown_currency'
  | 'currency_mismatch'
  | 'account_not_found'
  | 'wrong_account_type'
  | 'same_account'
  | 'account_exists'
  | 'account_frozen'
  | 'insufficient_funds'
  | 'unbalanced'
  | 'idempotency_conflict'
  | 'duplicate_reference'
  | 'transaction_not_found'
  | 'not_reversible'
  | 'already_reversed'
  | 'withdrawal_not_found'
  | 'withdrawal_not_pending';

export type LedgerError = DomainError<LedgerErrorCode>;

export function ledgerError(code: LedgerErrorCode, message?: string, params?: Readonly<Record<string, string | number>>): LedgerError {
  return domainError(code, message, params);
}
