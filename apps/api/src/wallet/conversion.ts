import type { AccountConversionResponse } from '@betting/contracts';
import { err, ok, type Result } from '@betting/kernel';
import type { Queryable } from '../db/database';
import { ACCOUNT_TYPE } from './accounts';
import { currencyByNumericCode } from '../platform/currency-codes';

/**
 * Account conversion (spec §3 status 0 / 1 / 2): an account changes its currency. The site never moves money at
 * reference rates, and a ledger account keeps its currency for life, so conversion applies only to an account that
 * has never held money — no posting in its ledger, no payment under way, not frozen — and works without touching the
 * ledger: the old account is closed as an additional (type 9) account, keeping its empty history, and an account in
 * the new currency takes its place (a closed one of that currency is reopened, as adding a currency does).
 */

interface CandidateRow {
  id: unknown;
  type: number;
}

/** The user's open main and additional accounts that may be converted, the main account first. */
async function convertibleAccounts(db: Queryable, userId: number, forUpdate = false): Promise<Array<{ id: number; type: number }>> {
  const rows = await db.query<CandidateRow>(
    `select w.id, w.type from wallet_accounts w join ledger_accounts l on l.wallet_account_id = w.id
      where w.user_id = $1 and w.closed_at is null and w.type in (0, 9) and not w.frozen
        and not exists (select 1 from ledger_postings p where p.account_id = l.id)
        and not exists (select 1 from payments p where p.wallet_account_id = w.id and p.status = 'pending')
      order by w.type, w.id${forUpdate ? ' for update of w' : ''}`,
    [userId]
  );
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
    const [owned] = await tx.query<{ id: unknown }>('select id from wallet_accounts where id = $1 and user_id = $2 and closed_at is null', [accountId, userId]);
    return err(owned ? 'account_not_convertible' : 'account_not_found');
  }
  const [held] = await tx.query<{ id: unknown }>('select id from wallet_accounts where user_id = $1 and currency_id = $2 and type in (0, 9) and closed_at is null', [
    userId,
    currencyId,
  ]);
  if (held) return err('currency_already_held');

  // The old account becomes a closed additional account first: one main account per user (a unique index).
  await tx.query('update wallet_accounts set type = $3, closed_at = $4 where id = $1 and user_id = $2', [accountId, userId, ACCOUNT_TYPE.currency, now]);
  const [reopened] = await tx.query<{ id: unknown }>(
    'update wallet_accounts set type = $3, closed_at = null where user_id = $1 and currency_id = $2 and type = 9 and closed_at is not null returning id',
    [userId, currencyId, candidate.type]
  );
  const [opened] = reopened
    ? [reopened]
    : await tx.query<{ id: unknown }>('insert into wallet_accounts (user_id, currency_id, type, created_at) values ($1, $2, $3, $4) returning id', [
        userId,
        currencyId,
        candidate.type,
        now,
      ]);
  if (!opened) throw new Error('converting an account returned no row');
  const newId = Number(opened.id);
  await tx.query('update users set active_wallet_account_id = $2 where id = $1 and active_wallet_account_id = $3', [userId, newId, accountId]);
  return ok(newId);
}
