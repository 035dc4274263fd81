import type { BalanceAccount, BalanceResponse } from '@betting/contracts';
import { formatMoney } from '@betting/kernel';
import type { Queryable } from '../db/database';
import { isFirstDepositBonusAvailable, openAccountViewRows } from './accounts-view.repository';
import { ACCOUNT_TYPE } from './accounts';
import { currencyByNumericCode } from '../platform/currency-codes';
import { readSafeInteger } from '../db/integers';

/** Account labels by type (spec §3 `label`): the web app shows them as they are. */
const LABELS: Readonly<Record<number, string>> = { [ACCOUNT_TYPE.main]: 'Main account', [ACCOUNT_TYPE.bonus]: 'Bonus account', [ACCOUNT_TYPE.currency]: 'Currency account' };

/**
 * The user's open accounts with their ledger balances, the active one marked: the one the user chose, or the main
 * account when none was chosen (or the chosen one was closed since).
 */
export async function openAccounts(db: Queryable, userId: number): Promise<Array<BalanceAccount & { frozen: boolean }>> {
  const rows = await openAccountViewRows(db, userId);
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
  const firstDepositBonusAvailable = await isFirstDepositBonusAvailable(db, userId);
  const wallet = accounts.filter((account) => account.type !== ACCOUNT_TYPE.bonus);
  const strip = ({ frozen: _frozen, ...account }: BalanceAccount & { frozen: boolean }): BalanceAccount => account;
  return {
    balance: wallet.map(strip),
    all_accounts: accounts.map(strip),
    bonus: accounts.filter((account) => account.type === ACCOUNT_TYPE.bonus).map((account) => ({ id_bonus: account.id, money: account.money, iso: account.iso })),
    is_available_first_deposit_bonus: firstDepositBonusAvailable,
    ...(accounts.some((account) => account.is_active && account.frozen) ? { is_account_frozen: true } : {}),
  };
}
