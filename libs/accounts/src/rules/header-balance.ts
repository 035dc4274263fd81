import { formatMoneyParts } from '@betting/kernel';
import type { Account } from './account';

export interface HeaderBalanceInput {
  /** The active account. */
  readonly account: Account | null;
  /** The user's hide-balance setting (user config `user_hide_balance`). */
  readonly hideBalance: boolean;
  readonly locale: string;
}

export type HeaderBalance =
  | { readonly kind: 'none' }
  | { readonly kind: 'hidden'; readonly symbol: string }
  /** `amount` is the number alone ("1 234,56"), `text` the number with the account's symbol ("1 234,56 ₽"). */
  | { readonly kind: 'shown'; readonly symbol: string; readonly amount: string; readonly text: string };

/**
 * What the header shows: nothing without an active account; only the symbol when the balance is hidden; else the
 * amount in the locale's grouping with the currency's own decimals and the account's symbol where the locale puts
 * it. A points balance shows its whole points beside the account's symbol.
 */
export function headerBalance({ account, hideBalance, locale }: HeaderBalanceInput): HeaderBalance {
  if (account === null) return { kind: 'none' };
  const { symbol } = account;
  if (hideBalance) return { kind: 'hidden', symbol };
  if (account.isPointsTypeBalance) {
    const amount = new Intl.NumberFormat(safeLocale(locale), { maximumFractionDigits: 0 }).format(account.points ?? 0);
    return { kind: 'shown', symbol, amount, text: symbol === '' ? amount : `${amount}\u00a0${symbol}` };
  }
  const parts = formatMoneyParts(account.money, account.iso, locale);
  const text = parts.map((part) => (part.type === 'currency' ? symbol : part.value)).join('');
  const amount = parts
    .filter((part) => part.type !== 'currency')
    .map((part) => part.value)
    .join('')
    .replace(/^\s+|\s+$/gu, '');
  return { kind: 'shown', symbol, amount, text };
}

function safeLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en';
  } catch {
    return 'en';
  }
}
