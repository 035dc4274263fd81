import type { DomainError } from '@betting/kernel';

/**
 * Why an accounts operation was refused or failed. The web app translates the code; a failure the server explained
 * carries the server's own text as `message` (spec §8), shown as it is.
 */
export type AccountsErrorCode =
  /** The server said no (`data.message` of add/remove currency, or the set-active refusal). */
  | 'accounts.refused'
  /** No readable answer (network failure, an answer that breaks the contract). */
  | 'accounts.request_failed'
  /** The added currency did not appear in the account list within the polls. */
  | 'accounts.currency_not_listed'
  | 'accounts.currency_already_held'
  | 'accounts.account_unknown'
  | 'accounts.not_removable_main'
  | 'accounts.not_removable_bonus'
  | 'accounts.not_removable_active'
  | 'accounts.not_removable_not_empty'
  | 'accounts.frozen'
  | 'accounts.no_account'
  | 'accounts.not_withdrawable';

export type AccountsError = DomainError<AccountsErrorCode>;
