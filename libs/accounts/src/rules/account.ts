import type { MinorUnits } from '@betting/kernel';

export type AccountId = number;
/** ISO 4217 numeric code (643 RUB, 840 USD, 978 EUR): the currency id of accounts and registration. */
export type CurrencyId = number;

/** Spec §3 account types: 0 main, 4 bonus, 9 an additional currency account. */
export const ACCOUNT_TYPES = { main: 0, bonus: 4, currency: 9 } as const;

/** Spec §3 Account. `money` is in minor units of `iso`; a points-type balance counts `points` instead. */
export interface Account {
  readonly id: AccountId;
  readonly iso: string;
  readonly symbol: string;
  readonly currencyId: CurrencyId;
  readonly money: MinorUnits;
  readonly type: number;
  readonly label: string;
  readonly isActive: boolean;
  readonly isPointsTypeBalance: boolean;
  readonly points: number | null;
}

/** Spec §3 Bonus: idBonus, money (minor units of `iso`). */
export interface Bonus {
  readonly idBonus: number;
  readonly money: MinorUnits;
  readonly iso: string;
}

/** One balance answer, either variant, normalised (contracts' `BalanceData`). */
export interface Balance {
  readonly accounts: readonly Account[];
  readonly allAccounts: readonly Account[];
  readonly bonuses: readonly Bonus[];
  readonly isAvailableFirstDepositBonus: boolean;
  readonly isAccountFrozen: boolean;
}

export const EMPTY_BALANCE: Balance = { accounts: [], allAccounts: [], bonuses: [], isAvailableFirstDepositBonus: false, isAccountFrozen: false };

export const isMainAccount = (account: Account): boolean => account.type === ACCOUNT_TYPES.main;
export const isBonusAccount = (account: Account): boolean => account.type === ACCOUNT_TYPES.bonus;
/** "Types 0 and 9 main or currency": the accounts that hold the user's own money. */
export const isMainOrCurrencyAccount = (account: Account): boolean => account.type === ACCOUNT_TYPES.main || account.type === ACCOUNT_TYPES.currency;

/** The main account (type 0): from all accounts, else from the shown list; null before the balance is known. */
export function mainAccountOf(balance: Pick<Balance, 'accounts' | 'allAccounts'>): Account | null {
  return balance.allAccounts.find(isMainAccount) ?? balance.accounts.find(isMainAccount) ?? null;
}

/** The active account: the first flagged active in the shown list, else in all accounts; null when none is. */
export function activeAccountOf(balance: Pick<Balance, 'accounts' | 'allAccounts'>): Account | null {
  return balance.accounts.find((account) => account.isActive) ?? balance.allAccounts.find((account) => account.isActive) ?? null;
}

/** The wallet's list: main and currency accounts of the shown list, the main one first, the others in their order. */
export function visibleAccountsOf(accounts: readonly Account[]): Account[] {
  const own = accounts.filter(isMainOrCurrencyAccount);
  return [...own.filter(isMainAccount), ...own.filter((account) => !isMainAccount(account))];
}

/** The bonus account (type 4), if the user has one. */
export function bonusAccountOf(balance: Pick<Balance, 'accounts' | 'allAccounts'>): Account | null {
  return balance.accounts.find(isBonusAccount) ?? balance.allAccounts.find(isBonusAccount) ?? null;
}

/**
 * All accounts after a switch: each takes the answer's version where the answer lists it, and when the answer names
 * an active account no other account stays active (so exactly one is active everywhere).
 */
export function allAccountsAfterSwitch(allAccounts: readonly Account[], answer: readonly Account[]): Account[] {
  const byId = new Map(answer.map((account) => [account.id, account]));
  const answerHasActive = answer.some((account) => account.isActive);
  return allAccounts.map((account) => {
    const fresh = byId.get(account.id);
    if (fresh) return fresh;
    return answerHasActive && account.isActive ? { ...account, isActive: false } : account;
  });
}

/** A list without that account (the local removal of spec §4). */
export function withoutAccount(accounts: readonly Account[], accountId: AccountId): Account[] {
  return accounts.filter((account) => account.id !== accountId);
}

/** The account with this id, from the shown list or all accounts. */
export function findAccount(balance: Pick<Balance, 'accounts' | 'allAccounts'>, accountId: AccountId): Account | null {
  return balance.accounts.find((account) => account.id === accountId) ?? balance.allAccounts.find((account) => account.id === accountId) ?? null;
}
