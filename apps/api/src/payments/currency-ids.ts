import { currencies, type Currency } from '@betting/kernel';

/** Payments store the ISO 4217 numeric code (as wallet accounts do); the currency table is `@betting/kernel`'s. */
const byNumericCode: ReadonlyMap<number, Currency> = new Map(currencies.map((currency) => [currency.numericCode, currency]));

export function isoOfCurrencyId(currencyId: number): string {
  const currency = byNumericCode.get(currencyId);
  if (!currency) throw new Error(`currency ${currencyId} is not in the kernel's table`);
  return currency.iso;
}
