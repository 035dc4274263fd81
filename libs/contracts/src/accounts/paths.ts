/**
 * Paths of the accounts calls (spec §7 "Get balance accounts…", "Set active account", "Office API add currency and
 * remove currency", "main account payments"; §3 "Team-cash payment record"). The spec shows none of them; ours keep
 * the house split: the user's own state under `/web-api/user/`, the office's calls under `/web-api/office/`.
 * Every call needs a session (`401 not_signed_in` otherwise) and none is cached.
 */
export const AccountsPaths = {
  /** GET the balance accounts, default shape (BalanceResponseSchema). */
  balance: '/web-api/user/balance',
  /** GET the balance accounts, alternative shape chosen by site config 1788 (AccountsBalanceResponseSchema). */
  balanceAccounts: '/web-api/user/balance/accounts',
  /** POST `{ id }`: makes that account the active one; answers the accounts list. */
  activeAccount: '/web-api/user/active-account',
  /** PUT `{ hide }`: the user's hide-balance setting (user config `user_hide_balance`). */
  hideBalance: '/web-api/user/hide-balance',
  /** GET the currencies the site offers for a new currency account. */
  currencies: '/web-api/office/currencies',
  /** POST `{ currency_id }`: opens a currency account (it appears in the balance list shortly after). */
  addCurrency: '/web-api/office/accounts/add-currency',
  /** POST `{ account_id }`: closes an empty currency account. */
  removeCurrency: '/web-api/office/accounts/remove-currency',
  /** GET the account-conversion status (spec §3): which account, if any, may still change its currency. */
  conversion: '/web-api/office/accounts/conversion',
  /** POST `{ account_id, currency_id }`: converts an account that has never held money to another currency. */
  convertAccount: '/web-api/office/accounts/convert',
  /** GET `?isIncludeArchive=&pageNumber=`: the main account's payments, newest first. */
  mainAccountPayments: '/web-api/office/payments/main-account',
  /** GET `?page=`: the user's payments through cash agents (team cash), newest first. */
  teamCashPayments: '/web-api/office/team-cash/payments',
} as const;

/**
 * The site-config switch (availability id 1788) that selects the alternative balance call: on → `balanceAccounts`
 * with AccountsBalanceResponseSchema, off → `balance` with BalanceResponseSchema. Both normalise to one BalanceData.
 */
export const BALANCE_VARIANT_CONFIG_ID = 1788;

export type BalanceVariant = 'balance' | 'accounts';

/** The balance variant for a set of available config ids (the routing config's `availableRoutes`). */
export function balanceVariantFor(availableIds: Iterable<number>): BalanceVariant {
  for (const id of availableIds) if (id === BALANCE_VARIANT_CONFIG_ID) return 'accounts';
  return 'balance';
}

export function balancePathFor(variant: BalanceVariant): string {
  return variant === 'accounts' ? AccountsPaths.balanceAccounts : AccountsPaths.balance;
}
