import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';
import type { LedgerTransactionKind, SystemAccountCode } from './ledger-types';

/** A user's wallet account joined to its ledger account. */
export interface UserAccountRow {
  ledger_account_id: unknown;
  wallet_account_id: unknown;
  user_id: number;
  type: number;
  currency_id: number;
}

const ACCOUNT_COLUMNS = 'l.id as ledger_account_id, w.id as wallet_account_id, w.user_id, w.type, w.currency_id';

/** The wallet account with its ledger account, whoever owns it. */
export async function userAccountRow(tx: Queryable, walletAccountId: number): Promise<UserAccountRow | undefined> {
  const [row] = await tx.query<UserAccountRow>(`select ${ACCOUNT_COLUMNS} from wallet_accounts w join ledger_accounts l on l.wallet_account_id = w.id where w.id = $1`, [walletAccountId]);
  return row;
}

export interface LockedUserAccountRow extends UserAccountRow {
  frozen: boolean;
  balance: unknown;
  system_id: unknown;
  reference_taken: boolean;
}

/** What `lockedUserAccountRow` reads besides the account: the system account on the other side and the move's reference. */
export interface MoveLookup {
  readonly systemCode: SystemAccountCode;
  readonly currencyId: number;
  readonly kind: LedgerTransactionKind;
  readonly reference: string | null;
}

/**
 * The wallet account with its ledger account, in one round trip: its balance locked for the caller's transaction, its
 * frozen flag, the id of the system account of `move.systemCode` in `move.currencyId` (null until first used) and
 * whether a transaction of `move.kind` settled `move.reference`.
 */
export async function lockedUserAccountRow(tx: Queryable, walletAccountId: number, move: MoveLookup): Promise<LockedUserAccountRow | undefined> {
  const [row] = await tx.query<LockedUserAccountRow>(
    `with locked as materialized (
       select b.account_id, b.balance from ledger_balances b join ledger_accounts l on l.id = b.account_id where l.wallet_account_id = $1 for update of b
     )
     select ${ACCOUNT_COLUMNS}, w.frozen, k.balance,
            (select s.id from ledger_accounts s where s.system_code = $2 and s.currency_id = $3) as system_id,
            $5::text is not null and exists (select 1 from ledger_transactions t where t.kind = $4 and t.reference = $5) as reference_taken
       from wallet_accounts w join ledger_accounts l on l.wallet_account_id = w.id left join locked k on k.account_id = l.id
      where w.id = $1`,
    [walletAccountId, move.systemCode, move.currencyId, move.kind, move.reference],
    'ledger_locked_user_account',
  );
  return row;
}

/** The ledger account id of a wallet account, if it has one. */
export async function ledgerAccountIdOfWallet(tx: Queryable, walletAccountId: number): Promise<number | undefined> {
  const [row] = await tx.query<{ id: unknown }>('select id from ledger_accounts where wallet_account_id = $1', [walletAccountId]);
  return row ? readSafeInteger(row.id, 'ledger account id') : undefined;
}

/** The system account's row id (one per purpose and currency), if it was opened. */
export async function findSystemAccount(tx: Queryable, code: SystemAccountCode, currencyId: number): Promise<{ id: unknown } | undefined> {
  const [row] = await tx.query<{ id: unknown }>('select id from ledger_accounts where system_code = $1 and currency_id = $2', [code, currencyId]);
  return row;
}

/** Opens the system account; undefined when a concurrent first use opened it (this insert waited on that one). */
export async function insertSystemAccount(tx: Queryable, code: SystemAccountCode, currencyId: number, now: Date): Promise<{ id: unknown } | undefined> {
  const [row] = await tx.query<{ id: unknown }>(
    "insert into ledger_accounts (owner, system_code, currency_id, created_at) values ('system', $1, $2, $3) on conflict (system_code, currency_id) do nothing returning id",
    [code, currencyId, now],
  );
  return row;
}

/** A user's wallet account with its ledger balance. */
export interface AccountBalanceRow {
  id: unknown;
  currency_id: number;
  type: number;
  frozen: boolean;
  balance: unknown;
}

/** The user's wallet accounts with their ledger balances, by type and id. */
export function accountBalanceRows(db: Queryable, userId: number): Promise<AccountBalanceRow[]> {
  return db.query<AccountBalanceRow>(
    `select w.id, w.currency_id, w.type, w.frozen, b.balance
       from wallet_accounts w join ledger_accounts l on l.wallet_account_id = w.id join ledger_balances b on b.account_id = l.id
      where w.user_id = $1 order by w.type, w.id`,
    [userId],
    'ledger_account_balances',
  );
}

/** Whose account's movements to read: the account must be the user's; `kinds` null reads every kind. */
export interface AccountEntriesFilter {
  readonly userId: number;
  readonly walletAccountId: number;
  readonly kinds: readonly LedgerTransactionKind[] | null;
}

/** The account's postings with their transaction and the audit row of the balance they changed. */
const ENTRIES_FROM = `from wallet_accounts w
       join ledger_accounts l on l.wallet_account_id = w.id
       join ledger_postings p on p.account_id = l.id
       join ledger_transactions t on t.id = p.transaction_id
       join ledger_balance_audit a on a.transaction_id = t.id and a.account_id = l.id
      where w.user_id = $1 and w.id = $2 and ($3::text[] is null or t.kind = any($3::text[]))`;

const entriesParams = (filter: AccountEntriesFilter) => [filter.userId, filter.walletAccountId, filter.kinds];

/** How many movements the filter matches. */
export async function accountEntryCount(db: Queryable, filter: AccountEntriesFilter): Promise<number> {
  const [count] = await db.query<{ total: unknown }>(`select count(*) as total ${ENTRIES_FROM}`, entriesParams(filter));
  return readSafeInteger(count?.total ?? 0);
}

/** One movement with the balance after it. */
export interface AccountEntryRow {
  id: unknown;
  kind: LedgerTransactionKind;
  reference: string | null;
  amount: unknown;
  balance_after: unknown;
  created_at: Date;
}

/** A page of the movements the filter matches, newest first. */
export function accountEntryRows(db: Queryable, filter: AccountEntriesFilter, limit: number, offset: number): Promise<AccountEntryRow[]> {
  return db.query<AccountEntryRow>(`select t.id, t.kind, t.reference, p.amount, a.balance_after, t.created_at ${ENTRIES_FROM} order by t.id desc limit $4 offset $5`, [
    ...entriesParams(filter),
    limit,
    offset,
  ]);
}
