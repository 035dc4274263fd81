import { formatMoney } from '@betting/kernel';

/** Money in the reader's language with the currency's minor units (kernel's one formatter). */
export const money = (amount: number, currency: string, language: string): string => formatMoney(amount, currency, language);

/** The pool or jackpot shown first: the reader's currency when there is one of it, else the first. */
export function preferred<T extends { readonly currency: string }>(items: readonly T[], currency: string | null): T | null {
  return items.find((item) => item.currency === currency) ?? items[0] ?? null;
}

