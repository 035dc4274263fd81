import * as z from 'zod/mini';
import { CurrencyIdSchema, CurrencyIsoSchema, DisplayAmountSchema, MinorAmountSchema } from './money';
import type { BalanceVariant } from './paths';

const AccountIdSchema = z.int().check(z.positive());
/** Account types: 0 main, 4 bonus, 9 additional currency; other numbers may come and are kept as they are. */
const AccountTypeSchema = z.int().check(z.gte(0));
const PointsSchema = z.nullable(z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)));

/** One account in the default balance call (snake_case, as the call's own keys). */
export const BalanceAccountSchema = z.object({
  id: AccountIdSchema,
  currency_id: CurrencyIdSchema,
  iso: CurrencyIsoSchema,
  symbol: z.string().check(z.maxLength(8)),
  /** Minor units of `iso`. */
  money: MinorAmountSchema,
  money_text: z.optional(DisplayAmountSchema),
  type: AccountTypeSchema,
  label: z.string(),
  is_active: z.boolean(),
  /** A points balance: `points` counts, `money` is 0. */
  is_points_type_balance: z.boolean(),
  points: PointsSchema,
});
export type BalanceAccount = z.infer<typeof BalanceAccountSchema>;

/** A bonus in the default call: its id and the bonus money (minor units of `iso`). */
export const BalanceBonusSchema = z.object({ id_bonus: z.int(), money: MinorAmountSchema, iso: CurrencyIsoSchema });
export type BalanceBonus = z.infer<typeof BalanceBonusSchema>;

/**
 * `GET /web-api/user/balance` (config 1788 off). `balance` holds the accounts the wallet shows; `all_accounts`
 * every account the user has (the visible ones included). `is_account_frozen` is absent when false.
 */
export const BalanceResponseSchema = z.object({
  balance: z.array(BalanceAccountSchema),
  bonus: z.array(BalanceBonusSchema),
  all_accounts: z.array(BalanceAccountSchema),
  is_available_first_deposit_bonus: z.boolean(),
  is_account_frozen: z.optional(z.boolean()),
});
export type BalanceResponse = z.infer<typeof BalanceResponseSchema>;

/** One account in the alternative call (camelCase, the entity's own names of spec §3). */
export const AccountsBalanceAccountSchema = z.object({
  id: AccountIdSchema,
  currencyId: CurrencyIdSchema,
  iso: CurrencyIsoSchema,
  symbol: z.string().check(z.maxLength(8)),
  money: MinorAmountSchema,
  moneyText: z.optional(DisplayAmountSchema),
  type: AccountTypeSchema,
  label: z.string(),
  isActive: z.boolean(),
  isPointsTypeBalance: z.boolean(),
  points: PointsSchema,
});
export type AccountsBalanceAccount = z.infer<typeof AccountsBalanceAccountSchema>;
export const AccountsBalanceBonusSchema = z.object({ idBonus: z.int(), money: MinorAmountSchema, iso: CurrencyIsoSchema });

/** `GET /web-api/user/balance/accounts` (config 1788 on): the list is `accounts`, the accounts are camelCase. */
export const AccountsBalanceResponseSchema = z.object({
  accounts: z.array(AccountsBalanceAccountSchema),
  bonus: z.array(AccountsBalanceBonusSchema),
  all_accounts: z.array(AccountsBalanceAccountSchema),
  is_available_first_deposit_bonus: z.boolean(),
  is_account_frozen: z.optional(z.boolean()),
});
export type AccountsBalanceResponse = z.infer<typeof AccountsBalanceResponseSchema>;

/** An account as both calls mean it (the fields of spec §3's Account). */
export interface AccountData {
  readonly id: number;
  readonly iso: string;
  readonly symbol: string;
  readonly currencyId: number;
  /** Minor units of `iso`. */
  readonly money: number;
  readonly type: number;
  readonly label: string;
  readonly isActive: boolean;
  readonly isPointsTypeBalance: boolean;
  readonly points: number | null;
}

export interface BonusData {
  readonly idBonus: number;
  readonly money: number;
  readonly iso: string;
}

/** One shape for both balance calls. */
export interface BalanceData {
  readonly accounts: readonly AccountData[];
  readonly allAccounts: readonly AccountData[];
  readonly bonuses: readonly BonusData[];
  readonly isAvailableFirstDepositBonus: boolean;
  readonly isAccountFrozen: boolean;
}

/** A default-call account as AccountData (also the accounts of the set-active answer). */
export function accountFromBalance(account: BalanceAccount): AccountData {
  return {
    id: account.id,
    iso: account.iso,
    symbol: account.symbol,
    currencyId: account.currency_id,
    money: account.money,
    type: account.type,
    label: account.label,
    isActive: account.is_active,
    isPointsTypeBalance: account.is_points_type_balance,
    points: account.points,
  };
}

function accountFromAccounts(account: AccountsBalanceAccount): AccountData {
  return {
    id: account.id,
    iso: account.iso,
    symbol: account.symbol,
    currencyId: account.currencyId,
    money: account.money,
    type: account.type,
    label: account.label,
    isActive: account.isActive,
    isPointsTypeBalance: account.isPointsTypeBalance,
    points: account.points,
  };
}

export type AnyBalanceResponse = { readonly variant: 'balance'; readonly body: BalanceResponse } | { readonly variant: 'accounts'; readonly body: AccountsBalanceResponse };

/** Either call's answer as BalanceData. */
export function normalizeBalanceResponse(response: AnyBalanceResponse): BalanceData {
  if (response.variant === 'balance') {
    const { body } = response;
    return {
      accounts: body.balance.map(accountFromBalance),
      allAccounts: body.all_accounts.map(accountFromBalance),
      bonuses: body.bonus.map((bonus) => ({ idBonus: bonus.id_bonus, money: bonus.money, iso: bonus.iso })),
      isAvailableFirstDepositBonus: body.is_available_first_deposit_bonus,
      isAccountFrozen: body.is_account_frozen ?? false,
    };
  }
  const { body } = response;
  return {
    accounts: body.accounts.map(accountFromAccounts),
    allAccounts: body.all_accounts.map(accountFromAccounts),
    bonuses: body.bonus.map((bonus) => ({ idBonus: bonus.idBonus, money: bonus.money, iso: bonus.iso })),
    isAvailableFirstDepositBonus: body.is_available_first_deposit_bonus,
    isAccountFrozen: body.is_account_frozen ?? false,
  };
}

export type BalanceParseResult = { readonly success: true; readonly data: BalanceData } | { readonly success: false; readonly error: z.core.$ZodError };

/** Parses a balance call's JSON body by its variant and normalises it; zod's error when the body breaks the contract. */
export function parseBalanceResponse(variant: BalanceVariant, body: unknown): BalanceParseResult {
  if (variant === 'balance') {
    const parsed = BalanceResponseSchema.safeParse(body);
    return parsed.success ? { success: true, data: normalizeBalanceResponse({ variant, body: parsed.data }) } : { success: false, error: parsed.error };
  }
  const parsed = AccountsBalanceResponseSchema.safeParse(body);
  return parsed.success ? { success: true, data: normalizeBalanceResponse({ variant, body: parsed.data }) } : { success: false, error: parsed.error };
}
