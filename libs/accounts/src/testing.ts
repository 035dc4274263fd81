/**
 * Test helpers for other suites: fast-check arbitraries of accounts, balances and their wire answers, and fixtures.
 * Import as `@betting/accounts/testing`.
 */
import type { AccountsBalanceResponse, BalanceAccount, BalanceResponse, TeamCashPayment } from '@betting/contracts';
import { currencies } from '@betting/kernel';
import fc from 'fast-check';
import { ACCOUNT_TYPES, type Account, type Balance, type Bonus } from './rules/account';
import { TEAM_CASH_PAID_STATUS_ID } from './rules/team-cash';

/** A handful of well-known currencies (the kernel's table has them all): iso, numeric id, symbol. */
const COMMON = ['RUB', 'USD', 'EUR', 'UAH', 'KZT', 'JPY', 'KWD', 'GBP'] as const;
const commonCurrencies = currencies.filter((currency) => (COMMON as readonly string[]).includes(currency.iso));

export const arbCurrency: fc.Arbitrary<{ readonly id: number; readonly iso: string; readonly symbol: string }> = fc
  .constantFrom(...commonCurrencies)
  .map((currency) => ({ id: currency.numericCode, iso: currency.iso, symbol: currency.symbol }));

export function accountFixture(overrides: Partial<Account> = {}): Account {
  return { id: 1, iso: 'RUB', symbol: '₽', currencyId: 643, money: 0, type: ACCOUNT_TYPES.main, label: 'Main', isActive: false, isPointsTypeBalance: false, points: null, ...overrides };
}

export function balanceFixture(accounts: readonly Account[], overrides: Partial<Balance> = {}): Balance {
  return { accounts, allAccounts: accounts, bonuses: [], isAvailableFirstDepositBonus: false, isAccountFrozen: false, ...overrides };
}

/** One account of a type (0, 4, 9 by default, now and then another number), any money. */
export function arbAccount(constraints: { readonly id?: number; readonly type?: number; readonly isActive?: boolean } = {}): fc.Arbitrary<Account> {
  return fc
    .record({
      id: constraints.id === undefined ? fc.integer({ min: 1, max: 1_000_000 }) : fc.constant(constraints.id),
      currency: arbCurrency,
      money: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1e12 })),
      type: constraints.type === undefined ? fc.oneof({ weight: 9, arbitrary: fc.constantFrom(0, 4, 9) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 20 }) }) : fc.constant(constraints.type),
      label: fc.string({ maxLength: 10 }),
      isActive: constraints.isActive === undefined ? fc.boolean() : fc.constant(constraints.isActive),
      points: fc.option(fc.nat({ max: 1_000_000 }), { nil: null }),
    })
    .map(({ currency, points, ...rest }) => ({
      ...rest,
      iso: currency.iso,
      symbol: currency.symbol,
      currencyId: currency.id,
      isPointsTypeBalance: points !== null,
      money: points !== null ? 0 : rest.money,
      points,
    }));
}

/**
 * A coherent balance: unique account ids, one main account, currency accounts in distinct currencies other than the
 * main one, maybe a bonus account; at most one active account (none with `withActive: false`). `accounts` shows the
 * main, currency and bonus accounts; `allAccounts` has them all.
 */
export function arbBalance(constraints: { readonly withActive?: boolean } = {}): fc.Arbitrary<Balance> {
  return fc
    .record({
      currencies: fc.uniqueArray(arbCurrency, { minLength: 1, maxLength: 5, selector: (currency) => currency.id }),
      money: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1e9 })), { minLength: 5, maxLength: 5 }),
      bonus: fc.option(fc.integer({ min: 0, max: 1e7 }), { nil: null }),
      firstId: fc.integer({ min: 1, max: 10_000 }),
      activeIndex: fc.nat({ max: 5 }),
      hasActive: constraints.withActive === undefined ? fc.boolean() : fc.constant(constraints.withActive),
      isAvailableFirstDepositBonus: fc.boolean(),
      isAccountFrozen: fc.boolean(),
    })
    .map((drawn) => {
      const own: Account[] = drawn.currencies.map((currency, index) =>
        accountFixture({
          id: drawn.firstId + index,
          iso: currency.iso,
          symbol: currency.symbol,
          currencyId: currency.id,
          money: drawn.money[index] ?? 0,
          type: index === 0 ? ACCOUNT_TYPES.main : ACCOUNT_TYPES.currency,
          label: index === 0 ? 'Main' : currency.iso,
        }),
      );
      const main = own[0];
      const bonusAccount = drawn.bonus === null || !main ? [] : [accountFixture({ id: drawn.firstId + 100, iso: main.iso, symbol: main.symbol, currencyId: main.currencyId, money: drawn.bonus, type: ACCOUNT_TYPES.bonus, label: 'Bonus' })];
      const activeIndex = drawn.activeIndex % own.length;
      const accounts = [...own, ...bonusAccount].map((account, index) => ({ ...account, isActive: drawn.hasActive && index === activeIndex }));
      const bonuses: Bonus[] = drawn.bonus === null || !main ? [] : [{ idBonus: 1, money: drawn.bonus, iso: main.iso }];
      return { accounts, allAccounts: accounts, bonuses, isAvailableFirstDepositBonus: drawn.isAvailableFirstDepositBonus, isAccountFrozen: drawn.isAccountFrozen };
    });
}

/** An account on the default balance call's wire. */
export function toBalanceAccount(account: Account): BalanceAccount {
  return {
    id: account.id,
    currency_id: account.currencyId,
    iso: account.iso,
    symbol: account.symbol,
    money: account.money,
    type: account.type,
    label: account.label,
    is_active: account.isActive,
    is_points_type_balance: account.isPointsTypeBalance,
    points: account.points,
  };
}

/** A balance as the default call answers it (config 1788 off). */
export function toBalanceResponse(balance: Balance): BalanceResponse {
  return {
    balance: balance.accounts.map(toBalanceAccount),
    bonus: balance.bonuses.map((bonus) => ({ id_bonus: bonus.idBonus, money: bonus.money, iso: bonus.iso })),
    all_accounts: balance.allAccounts.map(toBalanceAccount),
    is_available_first_deposit_bonus: balance.isAvailableFirstDepositBonus,
    ...(balance.isAccountFrozen ? { is_account_frozen: true } : {}),
  };
}

/** A balance as the alternative call answers it (config 1788 on). */
export function toAccountsBalanceResponse(balance: Balance): AccountsBalanceResponse {
  return {
    accounts: balance.accounts.map((account) => ({ ...account })),
    bonus: balance.bonuses.map((bonus) => ({ ...bonus })),
    all_accounts: balance.allAccounts.map((account) => ({ ...account })),
    is_available_first_deposit_bonus: balance.isAvailableFirstDepositBonus,
    is_account_frozen: balance.isAccountFrozen,
  };
}

/** A balance and both of its wire answers. */
export const arbBalanceResponses: fc.Arbitrary<{ readonly balance: Balance; readonly byBalance: BalanceResponse; readonly byAccounts: AccountsBalanceResponse }> = arbBalance().map((balance) => ({
  balance,
  byBalance: toBalanceResponse(balance),
  byAccounts: toAccountsBalanceResponse(balance),
}));

/** A team-cash record; `paid` fixes whether its status is 2. */
export function arbTeamCashPayment(constraints: { readonly id?: number; readonly paid?: boolean } = {}): fc.Arbitrary<TeamCashPayment> {
  const status = constraints.paid === undefined ? fc.integer({ min: 0, max: 5 }) : constraints.paid ? fc.constant(TEAM_CASH_PAID_STATUS_ID) : fc.constantFrom(0, 1, 3, 4, 5);
  return fc.record({
    id: constraints.id === undefined ? fc.integer({ min: 1, max: 1_000_000 }) : fc.constant(constraints.id),
    status_id: status,
    message: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
    translate_message: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
    skks_hash: fc.stringMatching(/^[0-9a-f]{8,16}$/),
    timestamp: fc.integer({ min: 1_500_000_000, max: 2_000_000_000 }),
    date_payment: fc.integer({ min: 1_500_000_000, max: 2_000_000_000 }).map((seconds) => new Date(seconds * 1000).toISOString()),
    status_title: fc.constantFrom('Paid', 'Pending', 'Cancelled'),
    summ: fc.integer({ min: 1, max: 1e9 }),
    iso: fc.constantFrom('RUB', 'USD', 'EUR'),
    money_deposit_id: fc.option(fc.integer({ min: 1, max: 1e6 }), { nil: null }),
  });
}

/** Pages of team-cash records with unique ids across pages. */
export function arbTeamCashPages(constraints: { readonly maxPages?: number; readonly pageSize?: number } = {}): fc.Arbitrary<TeamCashPayment[][]> {
  const pageSize = constraints.pageSize ?? 5;
  return fc
    .uniqueArray(arbTeamCashPayment(), { maxLength: (constraints.maxPages ?? 3) * pageSize, selector: (payment) => payment.id })
    .map((payments) => {
      const pages: TeamCashPayment[][] = [];
      for (let at = 0; at < payments.length; at += pageSize) pages.push(payments.slice(at, at + pageSize));
      return pages;
    });
}
