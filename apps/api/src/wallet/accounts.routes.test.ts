import {
  AccountConversionResponseSchema,
  AccountsBalanceResponseSchema,
  AccountsPaths,
  AvailableCurrenciesResponseSchema,
  BalanceResponseSchema,
  CurrencyChangeResponseSchema,
  MainAccountPaymentsResponseSchema,
  SESSION_COOKIE,
  TeamCashPaymentsResponseSchema,
  normalizeBalanceResponse,
} from '@betting/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { identityApp, registerFast, type IdentityApp } from '../identity/testing';
import { creditDeposit } from './ledger';

const as = (session: string) => ({ cookies: { [SESSION_COOKIE]: session } });
const EUR = 978;
const USD = 840;

describe.each(enginesUnderTest())('accounts calls on $name', (engine) => {
  let site: IdentityApp;
  beforeAll(async () => {
    site = await identityApp(engine);
  });
  afterAll(() => site.close());

  const get = (session: string, url: string) => site.app.inject({ method: 'GET', url, ...as(session) });
  const post = (session: string, url: string, payload: unknown) => site.app.inject({ method: 'POST', url, payload: payload as object, ...as(session) });
  const balance = async (session: string) => BalanceResponseSchema.parse((await get(session, AccountsPaths.balance)).json());
  const deposit = (userId: number, walletAccountId: number, amount: number, currency: string, key: string) =>
    creditDeposit(site.db, { userId, walletAccountId, amount, currency, idempotencyKey: `test:${key}`, actor: 'test', now: new Date(site.clock.now()) });

  it.each([
    ['GET', AccountsPaths.balance],
    ['GET', AccountsPaths.balanceAccounts],
    ['POST', AccountsPaths.activeAccount],
    ['POST', AccountsPaths.addCurrency],
    ['POST', AccountsPaths.removeCurrency],
    ['PUT', AccountsPaths.hideBalance],
    ['GET', AccountsPaths.mainAccountPayments],
    ['GET', AccountsPaths.teamCashPayments],
    ['GET', AccountsPaths.conversion],
    ['POST', AccountsPaths.convertAccount],
  ] as const)('%s %s needs a session', async (method, url) => {
    const response = await site.app.inject({ method, url, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'not_signed_in' } });
  });

  it('a new user has one active main account at zero, the first-deposit offer of their choice, in both variants', async () => {
    const user = await registerFast(site.app);
    const first = await balance(user.session);
    expect(first.balance).toEqual([expect.objectContaining({ id: user.account_id, iso: 'RUB', symbol: '₽', money: 0, type: 0, is_active: true })]);
    expect(first.is_available_first_deposit_bonus).toBe(true);
    expect(first.is_account_frozen).toBeUndefined();
    const alternative = AccountsBalanceResponseSchema.parse((await get(user.session, AccountsPaths.balanceAccounts)).json());
    expect(normalizeBalanceResponse({ variant: 'accounts', body: alternative })).toEqual(normalizeBalanceResponse({ variant: 'balance', body: first }));
  });

  it('adds a EUR account, switches to it and back, and refuses what may not be done', async () => {
    const user = await registerFast(site.app);
    const added = CurrencyChangeResponseSchema.parse((await post(user.session, AccountsPaths.addCurrency, { currency_id: EUR })).json());
    expect(added).toMatchObject({ success: true, data: { message: 'The account has been added.' } });
    const again = await site.app.inject({ method: 'POST', url: AccountsPaths.addCurrency, payload: { currency_id: EUR }, headers: { 'x-language': 'ru' }, ...as(user.session) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, data: { code: 'currency_already_held', message: 'У вас уже есть счёт в этой валюте.' } });
    expect((await post(user.session, AccountsPaths.addCurrency, { currency_id: 999 })).json()).toMatchObject({ success: false, data: { code: 'currency_not_available' } });

    const eur = (await balance(user.session)).balance.find((account) => account.iso === 'EUR');
    expect(eur).toMatchObject({ type: 9, money: 0, is_active: false, symbol: '€' });
    const switched = await post(user.session, AccountsPaths.activeAccount, { id: eur?.id });
    expect(switched.statusCode).toBe(200);
    expect(switched.json<{ balance: Array<{ iso: string; is_active: boolean }> }>().balance.filter((account) => account.is_active).map((account) => account.iso)).toEqual(['EUR']);
    expect((await post(user.session, AccountsPaths.removeCurrency, { account_id: eur?.id })).json()).toMatchObject({ success: false, data: { code: 'account_not_removable' } });
    expect((await post(user.session, AccountsPaths.activeAccount, { id: 424242 })).statusCode).toBe(404);

    // Another user's account is not theirs to switch to.
    const other = await registerFast(site.app);
    expect((await post(user.session, AccountsPaths.activeAccount, { id: other.account_id })).statusCode).toBe(404);

    await post(user.session, AccountsPaths.activeAccount, { id: user.account_id });
    expect((await post(user.session, AccountsPaths.removeCurrency, { account_id: user.account_id })).json()).toMatchObject({ success: false, data: { code: 'account_not_removable' } });
  });

  it('removes only an empty currency account; adding the currency again reopens it with its history', async () => {
    const user = await registerFast(site.app);
    await post(user.session, AccountsPaths.addCurrency, { currency_id: USD });
    const usd = (await balance(user.session)).balance.find((account) => account.iso === 'USD');
    if (!usd) throw new Error('no USD account');
    expect((await deposit(user.user_id, usd.id, 500, 'USD', `usd-${user.user_id}`)).ok).toBe(true);
    expect((await post(user.session, AccountsPaths.removeCurrency, { account_id: usd.id })).json()).toMatchObject({ success: false, data: { code: 'account_not_empty' } });

    const emptyUser = await registerFast(site.app);
    await post(emptyUser.session, AccountsPaths.addCurrency, { currency_id: USD });
    const emptyUsd = (await balance(emptyUser.session)).balance.find((account) => account.iso === 'USD');
    expect((await post(emptyUser.session, AccountsPaths.removeCurrency, { account_id: emptyUsd?.id })).json()).toMatchObject({ success: true, data: { account_id: emptyUsd?.id } });
    expect((await balance(emptyUser.session)).balance.map((account) => account.iso)).toEqual(['RUB']);
    const reopened = CurrencyChangeResponseSchema.parse((await post(emptyUser.session, AccountsPaths.addCurrency, { currency_id: USD })).json());
    expect(reopened).toMatchObject({ success: true, data: { account_id: emptyUsd?.id } });
  });

  it('converts a main account that never held money, then one additional account, and refuses used ones', async () => {
    const status = async (session: string) => AccountConversionResponseSchema.parse((await get(session, AccountsPaths.conversion)).json());
    const user = await registerFast(site.app);
    expect(await status(user.session)).toEqual({ status: 1, account_id: user.account_id });

    const converted = CurrencyChangeResponseSchema.parse((await post(user.session, AccountsPaths.convertAccount, { account_id: user.account_id, currency_id: EUR })).json());
    if (!converted.success || converted.data.account_id === undefined) throw new Error('the conversion was refused');
    const mainId = converted.data.account_id;
    expect((await balance(user.session)).balance).toEqual([expect.objectContaining({ id: mainId, iso: 'EUR', type: 0, money: 0, is_active: true })]);
    // The old account is gone for good: converting it again finds nothing of this user's.
    expect((await post(user.session, AccountsPaths.convertAccount, { account_id: user.account_id, currency_id: USD })).json()).toMatchObject({ success: false, data: { code: 'account_not_found' } });

    // Money in the main account ends its conversion; an unused additional account may still convert (status 2).
    expect((await deposit(user.user_id, mainId, 1_000, 'EUR', `conv-${user.user_id}`)).ok).toBe(true);
    expect(await status(user.session)).toEqual({ status: 0, account_id: null });
    const refused = await post(user.session, AccountsPaths.convertAccount, { account_id: mainId, currency_id: USD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, data: { code: 'account_not_convertible' } });
    await post(user.session, AccountsPaths.addCurrency, { currency_id: USD });
    const usd = (await balance(user.session)).balance.find((account) => account.iso === 'USD');
    expect(await status(user.session)).toEqual({ status: 2, account_id: usd?.id });
    expect((await post(user.session, AccountsPaths.convertAccount, { account_id: usd?.id, currency_id: EUR })).json()).toMatchObject({ success: false, data: { code: 'currency_already_held' } });
    // Back to RUB: the RUB account closed by the first conversion is reopened, not doubled.
    const back = CurrencyChangeResponseSchema.parse((await post(user.session, AccountsPaths.convertAccount, { account_id: usd?.id, currency_id: 643 })).json());
    expect(back).toMatchObject({ success: true, data: { account_id: user.account_id } });
    expect((await balance(user.session)).balance.map((account) => [account.iso, account.type])).toEqual([
      ['EUR', 0],
      ['RUB', 9],
    ]);
    expect((await post(user.session, AccountsPaths.convertAccount, { account_id: mainId, currency_id: 999 })).json()).toMatchObject({ success: false, data: { code: 'currency_not_available' } });
  });

  it('shows deposits in the balance, hides the balance on request, and lists the offered currencies', async () => {
    const user = await registerFast(site.app);
    await deposit(user.user_id, user.account_id, 10_000, 'RUB', `rub-${user.user_id}`);
    expect((await balance(user.session)).balance[0]).toMatchObject({ money: 10_000, money_text: '₽100.00' });
    const hidden = await site.app.inject({ method: 'PUT', url: AccountsPaths.hideBalance, payload: { hide: true }, ...as(user.session) });
    expect(hidden.json()).toEqual({ hide: true });
    const config = await get(user.session, '/web-api/user/config');
    expect(config.json<{ result: { user_hide_balance: boolean } }>().result.user_hide_balance).toBe(true);
    const offered = AvailableCurrenciesResponseSchema.parse((await get(user.session, AccountsPaths.currencies)).json());
    expect(offered.currencies.length).toBeGreaterThan(100);
    expect(offered.currencies).toContainEqual({ id: EUR, iso: 'EUR', symbol: '€' });
  });

  it('answers empty payment and team-cash histories with their paging', async () => {
    const user = await registerFast(site.app);
    expect(MainAccountPaymentsResponseSchema.parse((await get(user.session, `${AccountsPaths.mainAccountPayments}?pageNumber=1`)).json())).toEqual({
      payments: [],
      paging: { pageNumber: 1, pageSize: 20, totalCount: 0, totalPages: 0 },
    });
    expect(TeamCashPaymentsResponseSchema.parse((await get(user.session, AccountsPaths.teamCashPayments)).json())).toEqual({ entities: [], total_count: 0 });
    expect((await get(user.session, `${AccountsPaths.mainAccountPayments}?pageNumber=0`)).statusCode).toBe(400);
  });
});
