import type { Queryable } from '../db/database';

/** Spec §3 account types: 0 main, 4 bonus, 9 additional currency. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;

export interface WalletAccount {
  readonly id: number;
  readonly userId: number;
  readonly currencyId: number;
  readonly type: number;
}

interface AccountRow {
  id: string | number;
  user_id: number;
  currency_id: number;
  type: number;
}

const toAccount = (row: AccountRow): WalletAccount => ({ id: Number(row.id), userId: row.user_id, currencyId: row.currency_id, type: row.type });

/**
 * Opens the user's main account (type 0) inside the caller's transaction — registration creates the user and this
 * account together or not at all. One main account per user (a unique index says so). The ledger's entries will
 * hang off these accounts.
 */
export async function openMainAccount(tx: Queryable, userId: number, currencyId: number, now: Date): Promise<WalletAccount> {
  const rows = await tx.query<AccountRow>(
    'insert into wallet_accounts (user_id, currency_id, type, created_at) values ($1, $2, $3, $4) returning id, user_id, currency_id, type',
    [userId, currencyId, ACCOUNT_TYPE.main, now],
  );
  const row = rows[0];
  if (!row) throw new Error('opening the main account returned no row');
  return toAccount(row);
}

export async function listAccounts(db: Queryable, userId: number): Promise<WalletAccount[]> {
  const rows = await db.query<AccountRow>('select id, user_id, currency_id, type from wallet_accounts where user_id = $1 order by type, id', [userId]);
  return rows.map(toAccount);
}
