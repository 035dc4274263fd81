import { DEFAULT_CURRENCY } from '@betting/kernel';
import type { Queryable } from '../db/database';
import { currencyByNumericCode } from '../platform/currency-codes';
import { activeCurrencyId } from './person-currency.repository';

/** The ISO code of the person's active account (their choice if still open, else the main account); RUB fallback. */
export async function personCurrency(db: Queryable, userId: number): Promise<string> {
  const currencyId = await activeCurrencyId(db, userId);
  return (currencyId !== null ? currencyByNumericCode(currencyId)?.iso : undefined) ?? DEFAULT_CURRENCY;
}
