import { currencies, type Currency } from '@betting/kernel';

/** Wallet accounts store the ISO 4217 numeric code; the currency table itself is `@betting/kernel`'s. */
const byNumericCode: ReadonlyMap<number, Currency> = new Map(currencies.map((currency) => [currency.numericCode, currency]));

export function currencyByNumericCode(numericCode: number): Currency | undefined {
  return byNumericCode.get(numericCode);
}

export function isoOfNumericCode(numericCode: number): string {
  const currency = byNumericCode.get(numericCode);
  if (!currency) throw new Error(`currency ${numericCode} is not in the kernel's table`);
  return currency.iso;
}
