import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';
import { findSystemAccount, insertSystemAccount } from './ledger-accounts.repository';
import type { SystemAccountCode } from './ledger-types';

/** How many balance buckets each system account has (migration 0037 opens them; a posting adds to one). */
export const SYSTEM_BALANCE_BUCKETS = 16;

/**
 * The ledger account id of a system account, opened on first use (one per purpose and currency). A concurrent
 * first use waits on the other's insert and then reads its committed row.
 */
export async function systemAccountId(tx: Queryable, code: SystemAccountCode, currencyId: number, now: Date): Promise<number> {
  const row = (await findSystemAccount(tx, code, currencyId)) ?? (await insertSystemAccount(tx, code, currencyId, now)) ?? (await findSystemAccount(tx, code, currencyId));
  if (!row) throw new Error(`system account ${code}/${currencyId} could not be opened`);
  return readSafeInteger(row.id, 'ledger account id');
}
