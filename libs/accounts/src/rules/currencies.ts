import { domainError } from '@betting/kernel';
import { isBonusAccount, isMainAccount, isMainOrCurrencyAccount, type Account, type CurrencyId } from './account';
import type { AccountsError } from './errors';

/** A currency the site offers for a new account (contracts' AvailableCurrency). */
export interface OfferedCurrency {
  readonly id: CurrencyId;
  readonly iso: string;
  readonly symbol: string;
}

/** Whether the user already holds a main or currency account in this currency (bonus accounts do not count). */
export function isCurrencyHeld(accounts: readonly Account[], currencyId: CurrencyId): boolean {
  return accounts.some((account) => isMainOrCurrencyAccount(account) && account.currencyId === currencyId);
}

/** The offered currencies the user may add: not already held, each once, in the offered order. */
export function addableCurrencies(offered: readonly OfferedCurrency[], accounts: readonly Account[]): OfferedCurrency[] {
  const seen = new Set<CurrencyId>();
  return offered.filter((currency) => {
    if (seen.has(currency.id) || isCurrencyHeld(accounts, currency.id)) return false;
    seen.add(currency.id);
    return true;
  });
}

/** The first main or currency account in this currency (the one an add made), if listed. */
export function accountInCurrency(accounts: readonly Account[], currencyId: CurrencyId): Account | null {
  return accounts.find((account) => isMainOrCurrencyAccount(account) && account.currencyId === currencyId) ?? null;
}

/**
 * Why an account cannot be removed: only an additional currency account (type 9) that is not the active one and
 * holds nothing (no money, no points) may go, so removing never loses money. Null when it may.
 */
export function removalRefusal(account: Account | null): AccountsError | null {
  if (account === null) return domainError('accounts.account_unknown', 'No such account');
  const params = { accountId: account.id };
  if (isMainAccount(account)) return domainError('accounts.not_removable_main', 'The main account stays', params);
  if (isBonusAccount(account) || !isMainOrCurrencyAccount(account)) return domainError('accounts.not_removable_bonus', 'Only currency accounts can be removed', params);
  if (account.isActive) return domainError('accounts.not_removable_active', 'Switch to another account first', params);
  if (account.money !== 0 || (account.points ?? 0) !== 0) return domainError('accounts.not_removable_not_empty', 'The account is not empty', params);
  return null;
}
