import type { AccountConversionResponse } from '@betting/contracts';
import { err, ok, type Result } from '@betting/kernel';
import type { Queryable } from '../db/database';
import { ACCOUNT_TYPE } from './accounts';
import { currencyByNumericCode } from '../platform/currency-codes';
import { insertAccount } from './wallet-accounts.repository';
import { closeAsType, convertibleAccountRows, hasOpenAccount, holdsCurrency, moveActiveAccount, reopenClosedCurrencyAccountAs } from './conversion.repository';

/**
 * Account conversion (spec §3 status 0 / 1 / 2): an account changes its currency. The site never moves money at
 * reference rates, and a ledger account keeps its currency for life, so conversion applies only to an account that
 * has never held money — no posting in its ledger, no payment under way, not frozen — and works without touching the
 * ledger: the old account is closed as an additional (type 9) account, keeping its empty history, and an account in
 * the new currency takes its place (a closed one of that currency is reopened, as adding a currency does).
 */

/** The user's open main and additional accounts that may be converted, the main account first. */
async function convertibleAccounts(db: Queryable, userId: number, forUpdate = false): Promise<Array<{ id: number; type: number }>> {
  const rows = await convertibleAccountRows(db, userId, forUpdate);
  return rows.map((row) => ({ id: Number(row.id), type: row.type }));
}

/** The status the reminder reads: 1 when the main account may be converted, else 2 when an additional one may. */
export async function conversionStatus(db: Queryable, userId: number): Promise<AccountConversionResponse> {
  const [first] = await convertibleAccounts(db, userId);
  if (!first) return { status: 0, account_id: null };
  return {
    status: first.type === ACCOUNT_TYPE.main ? 1 : 2,
    account_id: first.id,
  };
}

export type ConversionRefusal = 'account_not_found' | 'account_not_convertible' | 'currency_not_available' | 'currency_already_held';

/**
 * Converts one of the user's accounts to `currencyId` inside the caller's transaction; answers the id of the account
 * that now stands in its place (the active one if the old one was active).
 */
export async function convertAccount(tx: Queryable, userId: number, accountId: number, currencyId: number, now: Date): Promise<Result<number, ConversionRefusal>> {
  if (!currencyByNumericCode(currencyId)) return err('currency_not_available');
  // Locks the user's convertible accounts: a second conversion of the same account waits and then finds it closed.
  const candidate = (await convertibleAccounts(tx, userId, true)).find((account) => account.id === accountId);
  if (!candidate) {
    const owned = await hasOpenAccount(tx, userId, accountId);
    return err(owned ? 'account_not_convertible' : 'account_not_found');
  }
  const held = await holdsCurrency(tx, userId, currencyId);
  if (held) return err('currency_already_held');

  // The old account becomes a closed additional account first: one main account per user (a unique index).
  await closeAsType(tx, userId, accountId, ACCOUNT_TYPE.currency, now);
  const reopened = await reopenClosedCurrencyAccountAs(tx, userId, currencyId, candidate.type);
  const opened = reopened ?? (await insertAccount(tx, userId, currencyId, candidate.type, now));
  if (!opened) throw new Error('converting an account returned no row');
  const newId = Number(opened.id);
  await moveActiveAccount(tx, userId, accountId, newId);
  return ok(newId);
}
