import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SetActiveAccountBodySchema } from './active-account';
import {
  AccountsBalanceResponseSchema,
  BalanceResponseSchema,
  normalizeBalanceResponse,
  parseBalanceResponse,
  type AccountsBalanceResponse,
  type BalanceAccount,
  type BalanceResponse,
} from './balance';
import { AddCurrencyBodySchema, CurrencyChangeResponseSchema, currencyChangeFailureMessage } from './currencies';
import { MainAccountPaymentsQuerySchema, MainAccountPaymentsResponseSchema } from './payments';
import { AccountsPaths, BALANCE_VARIANT_CONFIG_ID, balancePathFor, balanceVariantFor } from './paths';
import { TeamCashPaymentsQuerySchema, TeamCashPaymentsResponseSchema } from './team-cash';

const arbAccount: fc.Arbitrary<BalanceAccount> = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  currency_id: fc.constantFrom(643, 840, 978, 980),
  iso: fc.constantFrom('RUB', 'USD', 'EUR', 'UAH'),
  symbol: fc.constantFrom('₽', '$', '€', '₴'),
  money: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  type: fc.constantFrom(0, 4, 9),
  label: fc.string({ maxLength: 12 }),
  is_active: fc.boolean(),
  is_points_type_balance: fc.boolean(),
  points: fc.option(fc.nat(), { nil: null }),
});

const arbBalance: fc.Arbitrary<BalanceResponse> = fc.record({
  balance: fc.array(arbAccount, { maxLength: 5 }),
  bonus: fc.array(fc.record({ id_bonus: fc.nat(), money: fc.nat(), iso: fc.constantFrom('RUB', 'USD') }), { maxLength: 3 }),
  all_accounts: fc.array(arbAccount, { maxLength: 6 }),
  is_available_first_deposit_bonus: fc.boolean(),
  is_account_frozen: fc.option(fc.boolean(), { nil: undefined }),
});

/** The same answer in the alternative call's shape. */
function asAccountsVariant(body: BalanceResponse): AccountsBalanceResponse {
  const account = (a: BalanceAccount) => ({
    id: a.id,
    currencyId: a.currency_id,
    iso: a.iso,
    symbol: a.symbol,
    money: a.money,
    type: a.type,
    label: a.label,
    isActive: a.is_active,
    isPointsTypeBalance: a.is_points_type_balance,
    points: a.points,
  });
  return {
    accounts: body.balance.map(account),
    bonus: body.bonus.map((bonus) => ({ idBonus: bonus.id_bonus, money: bonus.money, iso: bonus.iso })),
    all_accounts: body.all_accounts.map(account),
    is_available_first_deposit_bonus: body.is_available_first_deposit_bonus,
    ...(body.is_account_frozen === undefined ? {} : { is_account_frozen: body.is_account_frozen }),
  };
}

describe('balance calls', () => {
  it('both variants of one answer parse and normalise to the same BalanceData', () => {
    fc.assert(
      fc.property(arbBalance, (body) => {
        const wire = JSON.parse(JSON.stringify(body)) as unknown;
        const alternative = JSON.parse(JSON.stringify(asAccountsVariant(body))) as unknown;
        const a = parseBalanceResponse('balance', wire);
        const b = parseBalanceResponse('accounts', alternative);
        expect(a.success && b.success).toBe(true);
        if (!a.success || !b.success) return;
        expect(a.data).toEqual(b.data);
        expect(a.data.accounts.map((account) => account.id)).toEqual(body.balance.map((account) => account.id));
        expect(a.data.isAccountFrozen).toBe(body.is_account_frozen ?? false);
      }),
    );
  });

  it('a variant answer is refused by the other variant’s schema', () => {
    fc.assert(
      fc.property(arbBalance, (body) => {
        expect(AccountsBalanceResponseSchema.safeParse(body).success).toBe(false);
        expect(BalanceResponseSchema.safeParse(asAccountsVariant(body)).success).toBe(false);
      }),
    );
  });

  it.each([
    ['a fractional amount', { money: 10.5 }],
    ['a negative amount', { money: -1 }],
    ['a lower-case iso', { iso: 'rub' }],
    ['a float currency id', { currency_id: 643.5 }],
    ['a zero account id', { id: 0 }],
  ])('refuses %s', (_, patch) => {
    const account: BalanceAccount = { id: 1, currency_id: 643, iso: 'RUB', symbol: '₽', money: 100, type: 0, label: 'Main', is_active: true, is_points_type_balance: false, points: null };
    const body = { balance: [{ ...account, ...patch }], bonus: [], all_accounts: [], is_available_first_deposit_bonus: false };
    expect(parseBalanceResponse('balance', body).success).toBe(false);
    expect(parseBalanceResponse('balance', { ...body, balance: [account] }).success).toBe(true);
  });

  it('normalises the spec example: bonus list, first-deposit flag, missing frozen flag as false', () => {
    const data = normalizeBalanceResponse({
      variant: 'balance',
      body: {
        balance: [{ id: 7, currency_id: 643, iso: 'RUB', symbol: '₽', money: 150_00, money_text: '150 ₽', type: 0, label: 'Main', is_active: true, is_points_type_balance: false, points: null }],
        bonus: [{ id_bonus: 3, money: 5_00, iso: 'RUB' }],
        all_accounts: [],
        is_available_first_deposit_bonus: true,
      },
    });
    expect(data).toEqual({
      accounts: [{ id: 7, iso: 'RUB', symbol: '₽', currencyId: 643, money: 15000, type: 0, label: 'Main', isActive: true, isPointsTypeBalance: false, points: null }],
      allAccounts: [],
      bonuses: [{ idBonus: 3, money: 500, iso: 'RUB' }],
      isAvailableFirstDepositBonus: true,
      isAccountFrozen: false,
    });
  });

  it('config 1788 selects the alternative call', () => {
    expect(balanceVariantFor([72, BALANCE_VARIANT_CONFIG_ID])).toBe('accounts');
    expect(balanceVariantFor(new Set([72, 47]))).toBe('balance');
    expect(balancePathFor('accounts')).toBe(AccountsPaths.balanceAccounts);
    expect(balancePathFor('balance')).toBe(AccountsPaths.balance);
  });

  it('every path is under /web-api/', () => {
    for (const path of Object.values(AccountsPaths)) expect(path).toMatch(/^\/web-api\/(user|office)\/[a-z/-]+$/);
  });
});

describe('account changes', () => {
  it('set active and add currency take integer ids only', () => {
    expect(SetActiveAccountBodySchema.safeParse({ id: 5 }).success).toBe(true);
    expect(SetActiveAccountBodySchema.safeParse({ id: '5' }).success).toBe(false);
    expect(AddCurrencyBodySchema.safeParse({ currency_id: 978 }).success).toBe(true);
    expect(AddCurrencyBodySchema.safeParse({ currency_id: 1000 }).success).toBe(false);
  });

  it.each([
    [{ success: false, data: { code: 'currency_already_held', message: 'You already have a EUR account' } }, 'You already have a EUR account'],
    [{ success: false, data: { message: 'Нельзя удалить счёт' } }, 'Нельзя удалить счёт'],
    [{ error: { code: 'not_signed_in', message: 'Sign in first' } }, 'Sign in first'],
    [{ success: true, data: {} }, null],
    ['<html>502</html>', null],
    [null, null],
  ])('failure message of %j → %j', (body, message) => {
    expect(currencyChangeFailureMessage(body)).toBe(message);
  });

  it('a success answer needs no message; a failure needs one', () => {
    expect(CurrencyChangeResponseSchema.safeParse({ success: true, data: { account_id: 9 } }).success).toBe(true);
    expect(CurrencyChangeResponseSchema.safeParse({ success: false, data: {} }).success).toBe(false);
  });
});

describe('payments', () => {
  it.each([
    [{}, { isIncludeArchive: false, pageNumber: 1 }],
    [{ isIncludeArchive: 'true', pageNumber: '3' }, { isIncludeArchive: true, pageNumber: 3 }],
    [{ isIncludeArchive: '0', pageNumber: '1' }, { isIncludeArchive: false, pageNumber: 1 }],
  ])('main account payments query %j → %j', (query, parsed) => {
    expect(MainAccountPaymentsQuerySchema.parse(query)).toEqual(parsed);
  });

  it('refuses page 0 and fractional pages', () => {
    expect(MainAccountPaymentsQuerySchema.safeParse({ pageNumber: '0' }).success).toBe(false);
    expect(MainAccountPaymentsQuerySchema.safeParse({ pageNumber: '1.5' }).success).toBe(false);
    expect(TeamCashPaymentsQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('reads a main account payments page', () => {
    const body = {
      payments: [{ id: 1, kind: 'deposit', status: 'success', amount: 100_00, iso: 'EUR', method: 'Demo', createdAt: '2025-01-02T03:04:05Z', isArchived: false }],
      paging: { pageNumber: 1, pageSize: 20, totalCount: 1, totalPages: 1 },
    };
    expect(MainAccountPaymentsResponseSchema.safeParse(body).success).toBe(true);
  });

  it('reads a team-cash page with every field of spec §3', () => {
    const body = {
      entities: [
        {
          id: 11,
          status_id: 2,
          message: null,
          translate_message: 'Paid',
          skks_hash: 'a1b2',
          timestamp: 1_735_000_000,
          date_payment: '2024-12-24T00:26:40Z',
          status_title: 'Paid',
          summ: 500_00,
          iso: 'RUB',
          money_deposit_id: 77,
        },
      ],
      total_count: 1,
    };
    expect(TeamCashPaymentsResponseSchema.safeParse(body).success).toBe(true);
    expect(TeamCashPaymentsResponseSchema.safeParse({ ...body, entities: [{ ...body.entities[0], summ: 1.5 }] }).success).toBe(false);
  });
});
