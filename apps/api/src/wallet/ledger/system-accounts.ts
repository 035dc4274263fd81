import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';
import type { SystemAccountCode } from './ledger-types';

/** How many balance buckets each system account has (migration 0037 opens them; a posting adds to one). */
export const SYSTEM_BALANCE_BUCKETS = 16;

const find = (tx: Queryable, code: SystemAccountCode, currencyId: number) =>
  tx.query<{ id: unknown }>('select id from ledger_accounts where system_code = $1 and currency_id = $2', [code, currencyId]);

/**
 * The ledger account id of a system account, opened on first use (one per purpose and currency). A concurrent
 * first use waits on the other's insert and then reads its committed row.
 */
export async function systemAccountId(tx: Queryable, code: SystemAccountCode, currencyId: number, now: Date): Promise<number> {
  const row =
    (await find(tx, code, currencyId))[0] ??
    (
      await tx.query<{ id: unknown }>(
        "insert into ledger_accounts (owner, system_code, currency_id, created_at) values ('system', $1, $2, $3) on conflict (system_code, currency_id) do nothing returning id",
        [code, currencyId, now],
      )
    )[0] ??
    (await find(tx, code, currencyId))[0];
  if (!row) throw new Error(`system account ${code}/${currencyId} could not be opened`);
  return readSafeInteger(row.id, 'ledger account id');
}
