import { domainError } from '@betting/kernel';
import { isMainOrCurrencyAccount, type Account } from './account';
import type { AccountsError } from './errors';

export interface PermissionInput {
  readonly isAccountFrozen: boolean;
  /** The account the bet or withdrawal would use (the active account, usually). */
  readonly account: Account | null;
}

/** What the stake rule reads: whether the account is frozen, and whether there is one to bet from. */
export interface StakeInput {
  readonly isAccountFrozen: boolean;
  readonly account: Pick<Account, 'id'> | null;
}

/** Why a bet cannot be placed from this account: a frozen account can not bet (spec §3); null when it can. */
export function stakeRefusal({ isAccountFrozen, account }: StakeInput): AccountsError | null {
  if (isAccountFrozen) return domainError('accounts.frozen', 'The account is frozen');
  if (account === null) return domainError('accounts.no_account', 'No account to bet from');
  return null;
}

export function canStake(input: PermissionInput): boolean {
  return stakeRefusal(input) === null;
}

/**
 * Why a withdrawal cannot start from this account: frozen, none, or not the user's own money (bonus and points
 * balances are never withdrawn) or nothing on it; null when it can.
 */
export function withdrawRefusal({ isAccountFrozen, account }: PermissionInput): AccountsError | null {
  if (isAccountFrozen) return domainError('accounts.frozen', 'The account is frozen');
  if (account === null) return domainError('accounts.no_account', 'No account to withdraw from');
  if (!isMainOrCurrencyAccount(account) || account.isPointsTypeBalance || account.money <= 0) {
    return domainError('accounts.not_withdrawable', 'Nothing to withdraw from this account', { accountId: account.id });
  }
  return null;
}

export function canWithdraw(input: PermissionInput): boolean {
  return withdrawRefusal(input) === null;
}
