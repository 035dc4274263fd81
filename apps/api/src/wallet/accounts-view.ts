import type { BalanceAccount, BalanceResponse } from '@betting/contracts';
import { formatMoney } from '@betting/kernel';
import type { Queryable } from '../db/database';
import { ACCOUNT_TYPE } from './accounts';
import { currencyByNumericCode } from '../platform/currency-codes';
import { readSafeInteger } from '../db/integers';

interface AccountViewRow {
  id: unknown;
  currency_id: number;
  type: number;
  frozen: boolean;
  balance: unknown;
  is_active: boolean;
}

/** Account labels by type (spec §3 `label`): the web app shows them as they are. */
const LABELS: Readonly<Record<number, string>> = { [ACCOUNT_TYPE.main]: 'Main account', [ACCOUNT_TYPE.bonus]: 'Bonus account', [ACCOUNT_TYPE.currency]: 'Currency account' };

/**
 * The user's open accounts with their ledger balances, the active one marked: the one the user chose, or the main
 * account when none was chosen (or the chosen one was closed since).
 */
export async function openAccounts(db: Queryable, userId: number): Promise<Array<BalanceAccount & { frozen: boolean }>> {
  const rows = await db.query<AccountViewRow>(
    `select w.id, w.currency_id, w.type, w.frozen, b.balance,
            w.id = coalesce((select c.id from wallet_accounts c join users u on u.active_wallet_account_id = c.id
                              where u.id = $1 and c.closed_at is null),
                            (select m.id from wallet_accounts m where m.user_id = $1 and m.type = 0)) as is_active
       from wallet_accounts w join ledger_accounts l on l.wallet_account_id = w.id join ledger_balances b on b.account_id = l.id
      where w.user_id = $1 and w.closed_at is null
      order by w.type = 4, w.type, w.id`,
    [userId],
  );
  return rows.map((row) => {
    const currency = currencyByNumericCode(row.currency_id);
    if (!currency) throw new Error(`account ${String(row.id)} is in a currency the kernel does not know`);
    const money = readSafeInteger(row.balance, 'balance');
    return {
      id: readSafeInteger(row.id),
      currency_id: row.currency_id,
      iso: currency.iso,
      symbol: currency.symbol,
      money,
      money_text: formatMoney(money, currency.iso),
      type: row.type,
      label: LABELS[row.type] ?? 'Account',
      is_active: row.is_active,
      is_points_type_balance: false,
      points: null,
      frozen: row.frozen,
    };
  });
}

/** The default balance call's answer (spec §7 "Get balance accounts"): wallet accounts, bonuses and the flags. */
export async function balanceOf(db: Queryable, userId: number): Promise<BalanceResponse> {
  const accounts = await openAccounts(db, userId);
  const [offer] = await db.query<{ available: boolean }>(
    `select u.first_deposit_bonus_choice > 0 and not exists (select 1 from payment_first_deposits f where f.user_id = u.id) as available
       from users u where u.id = $1`,
    [userId],
  );
  const wallet = accounts.filter((account) => account.type !== ACCOUNT_TYPE.bonus);
  const strip = ({ frozen: _frozen, ...account }: BalanceAccount & { frozen: boolean }): BalanceAccount => account;
  return {
    balance: wallet.map(strip),
    all_accounts: accounts.map(strip),
    bonus: accounts.filter((account) => account.type === ACCOUNT_TYPE.bonus).map((account) => ({ id_bonus: account.id, money: account.money, iso: account.iso })),
    is_available_first_deposit_bonus: offer?.available ?? false,
    ...(accounts.some((account) => account.is_active && account.frozen) ? { is_account_frozen: true } : {}),
  };
}
