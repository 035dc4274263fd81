import type { Queryable } from '../db/database';

/** An open account with its ledger balance and whether it is the active one. */
export interface AccountViewRow {
  id: unknown;
  currency_id: number;
  type: number;
  frozen: boolean;
  balance: unknown;
  is_active: boolean;
}

/**
 * The person's open accounts with their ledger balances, bonus accounts last, then by type and id. The active one is
 * the one the person chose, or the main account when none was chosen (or the chosen one was closed since).
 */
export function openAccountViewRows(db: Queryable, userId: number): Promise<AccountViewRow[]> {
  return db.query<AccountViewRow>(
    `select w.id, w.currency_id, w.type, w.frozen, b.balance,
            w.id = coalesce((select c.id from wallet_accounts c join users u on u.active_wallet_account_id = c.id
                              where u.id = $1 and c.closed_at is null),
                            (select m.id from wallet_accounts m where m.user_id = $1 and m.type = 0)) as is_active
       from wallet_accounts w join ledger_accounts l on l.wallet_account_id = w.id join ledger_balances b on b.account_id = l.id
      where w.user_id = $1 and w.closed_at is null
      order by w.type = 4, w.type, w.id`,
    [userId],
  );
}

/** Whether the person chose a first-deposit bonus and has made no first deposit yet (false: no such person). */
export async function isFirstDepositBonusAvailable(db: Queryable, userId: number): Promise<boolean> {
  const [offer] = await db.query<{ available: boolean }>(
    `select u.first_deposit_bonus_choice > 0 and not exists (select 1 from payment_first_deposits f where f.user_id = u.id) as available
       from users u where u.id = $1`,
    [userId],
  );
  return offer?.available ?? false;
}
