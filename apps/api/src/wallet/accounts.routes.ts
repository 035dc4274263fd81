import {
  AccountsBalanceResponseSchema,
  AccountsPaths,
  AddCurrencyBodySchema,
  AccountConversionResponseSchema,
  ApiErrorSchema,
  AvailableCurrenciesResponseSchema,
  BalanceResponseSchema,
  ConvertAccountBodySchema,
  CurrencyChangeRefusalSchema,
  CurrencyChangeResponseSchema,
  HideBalanceSchema,
  MAIN_ACCOUNT_PAYMENTS_PAGE_SIZE,
  MainAccountPaymentsQuerySchema,
  MainAccountPaymentsResponseSchema,
  RemoveCurrencyBodySchema,
  SetActiveAccountBodySchema,
  SetActiveAccountResponseSchema,
  TEAM_CASH_PAGE_SIZE,
  TeamCashPaymentsQuerySchema,
  TeamCashPaymentsResponseSchema,
  type AccountsErrorCode,
  type BalanceAccount,
} from '@betting/contracts';
import { currencies } from '@betting/kernel';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../platform/app-context';
import { requireSignedIn, signedInCaller } from '../sessions';
import { accountMessage } from './account-messages';
import { ACCOUNT_TYPE, openCurrencyAccount } from './accounts';
import { balanceOf, openAccounts } from './accounts-view';
import { mainAccountPayments, teamCashPayments } from './account-history';
import { conversionStatus, convertAccount } from './conversion';
import { closeAccount, reopenCurrencyAccount, setActiveAccount, setHideBalance } from './wallet-accounts.repository';
import { currencyByNumericCode } from '../platform/currency-codes';

export interface AccountsRoutesOptions {
  readonly context: AppContext;
}

const STATUS: Readonly<Record<AccountsErrorCode, number>> = {
  invalid_request: 400,
  not_signed_in: 401,
  account_not_found: 404,
  account_frozen: 409,
  account_not_switchable: 409,
  currency_not_available: 400,
  currency_already_held: 409,
  account_not_removable: 409,
  account_not_empty: 409,
  account_not_convertible: 409,
};
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const changeAnswers = { 200: CurrencyChangeResponseSchema, 400: CurrencyChangeRefusalSchema, 401: ApiErrorSchema, 404: CurrencyChangeRefusalSchema, 409: CurrencyChangeRefusalSchema };

const languageOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['x-language'];
  return (typeof header === 'string' ? header : undefined) ?? request.cookies['lng'];
};
const refuse = (reply: FastifyReply, request: FastifyRequest, code: AccountsErrorCode) =>
  reply.code(STATUS[code]).send({ error: { code, message: accountMessage(code, languageOf(request)) } });
const refuseChange = (reply: FastifyReply, request: FastifyRequest, code: AccountsErrorCode) =>
  reply.code(STATUS[code]).send({ success: false as const, data: { code, message: accountMessage(code, languageOf(request)) } });

const camelAccount = (account: BalanceAccount) => ({
  id: account.id,
  currencyId: account.currency_id,
  iso: account.iso,
  symbol: account.symbol,
  money: account.money,
  ...(account.money_text === undefined ? {} : { moneyText: account.money_text }),
  type: account.type,
  label: account.label,
  isActive: account.is_active,
  isPointsTypeBalance: account.is_points_type_balance,
  points: account.points,
});

/**
 * The accounts calls (paths in libs/contracts `AccountsPaths`): the balance in both variants, the active
 * account, currency accounts, the hide-balance setting, the main account's payments and team cash. All need a
 * session; answers are personal and never cached; changes are POST or PUT.
 */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { context }) => {
  const { db, clock } = context;
  requireSignedIn(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(AccountsPaths.balance, { schema: { response: { 200: BalanceResponseSchema, ...errors } } }, async (request) => balanceOf(db, signedInCaller(request).userId));

  app.get(AccountsPaths.balanceAccounts, { schema: { response: { 200: AccountsBalanceResponseSchema, ...errors } } }, async (request) => {
    const { balance, all_accounts, bonus, ...flags } = await balanceOf(db, signedInCaller(request).userId);
    return { ...flags, accounts: balance.map(camelAccount), all_accounts: all_accounts.map(camelAccount), bonus: bonus.map((item) => ({ idBonus: item.id_bonus, money: item.money, iso: item.iso })) };
  });

  app.post(AccountsPaths.activeAccount, { schema: { body: SetActiveAccountBodySchema, response: { 200: SetActiveAccountResponseSchema, ...errors } } }, async (request, reply) => {
    const { userId } = signedInCaller(request);
    const target = (await openAccounts(db, userId)).find((account) => account.id === request.body.id);
    if (!target) return refuse(reply, request, 'account_not_found');
    if (target.type !== ACCOUNT_TYPE.main && target.type !== ACCOUNT_TYPE.currency) return refuse(reply, request, 'account_not_switchable');
    if (target.frozen) return refuse(reply, request, 'account_frozen');
    await setActiveAccount(db, userId, target.id);
    return { success: true as const, balance: (await balanceOf(db, userId)).balance };
  });

  app.put(AccountsPaths.hideBalance, { schema: { body: HideBalanceSchema, response: { 200: HideBalanceSchema, ...errors } } }, async (request) => {
    const hidden = await setHideBalance(db, signedInCaller(request).userId, request.body.hide);
    return { hide: hidden ?? request.body.hide };
  });

  app.get(AccountsPaths.currencies, { schema: { response: { 200: AvailableCurrenciesResponseSchema, ...errors } } }, async () => ({
    currencies: currencies.map((currency) => ({ id: currency.numericCode, iso: currency.iso, symbol: currency.symbol })),
  }));

  // Adding a currency the user closed before reopens that account (the ledger keeps its history).
  app.post(AccountsPaths.addCurrency, { schema: { body: AddCurrencyBodySchema, response: changeAnswers } }, async (request, reply) => {
    const { userId } = signedInCaller(request);
    const currencyId = request.body.currency_id;
    if (!currencyByNumericCode(currencyId)) return refuseChange(reply, request, 'currency_not_available');
    const accountId = (await reopenCurrencyAccount(db, userId, currencyId)) ?? (await openNew(userId, currencyId));
    if (accountId === null) return refuseChange(reply, request, 'currency_already_held');
    return { success: true as const, data: { message: accountMessage('currency_added', languageOf(request)), account_id: accountId } };
  });
  const openNew = async (userId: number, currencyId: number): Promise<number | null> => {
    const opened = await db.transaction((tx) => openCurrencyAccount(tx, userId, currencyId, new Date(clock.now())));
    return opened.ok ? opened.value.id : null;
  };

  // Only an empty additional account that is not the active one closes; its history stays in the ledger.
  app.post(AccountsPaths.removeCurrency, { schema: { body: RemoveCurrencyBodySchema, response: changeAnswers } }, async (request, reply) => {
    const { userId } = signedInCaller(request);
    const target = (await openAccounts(db, userId)).find((account) => account.id === request.body.account_id);
    if (!target) return refuseChange(reply, request, 'account_not_found');
    if (target.type !== ACCOUNT_TYPE.currency || target.is_active) return refuseChange(reply, request, 'account_not_removable');
    if (target.money !== 0) return refuseChange(reply, request, 'account_not_empty');
    await closeAccount(db, userId, target.id, new Date(clock.now()));
    return { success: true as const, data: { message: accountMessage('currency_removed', languageOf(request)), account_id: target.id } };
  });

  app.get(AccountsPaths.conversion, { schema: { response: { 200: AccountConversionResponseSchema, ...errors } } }, async (request) => conversionStatus(db, signedInCaller(request).userId));

  app.post(AccountsPaths.convertAccount, { schema: { body: ConvertAccountBodySchema, response: changeAnswers } }, async (request, reply) => {
    const { userId } = signedInCaller(request);
    const converted = await db.transaction((tx) => convertAccount(tx, userId, request.body.account_id, request.body.currency_id, new Date(clock.now())));
    if (!converted.ok) return refuseChange(reply, request, converted.error);
    return { success: true as const, data: { message: accountMessage('account_converted', languageOf(request)), account_id: converted.value } };
  });

  app.get(AccountsPaths.mainAccountPayments, { schema: { querystring: MainAccountPaymentsQuerySchema, response: { 200: MainAccountPaymentsResponseSchema, ...errors } } }, async (request) =>
    mainAccountPayments(db, signedInCaller(request).userId, { ...request.query, pageSize: MAIN_ACCOUNT_PAYMENTS_PAGE_SIZE, now: clock.now() }),
  );

  app.get(AccountsPaths.teamCashPayments, { schema: { querystring: TeamCashPaymentsQuerySchema, response: { 200: TeamCashPaymentsResponseSchema, ...errors } } }, async (request) =>
    teamCashPayments(db, signedInCaller(request).userId, { page: request.query.page, pageSize: TEAM_CASH_PAGE_SIZE }),
  );
};
