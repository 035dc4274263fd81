import { createAccountsModel, type Account, type CurrencyChangeAnswer } from '@betting/accounts';
import {
  AccountsPaths,
  BalanceResponseSchema,
  AccountsBalanceResponseSchema,
  CurrencyChangeResponseSchema,
  HideBalanceSchema,
  SetActiveAccountResponseSchema,
  accountFromBalance,
  balanceVariantFor,
  currencyChangeFailureMessage,
  normalizeBalanceResponse,
} from '@betting/contracts';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { siteConfig } from '../../app/site-config';
import { apiRequest, isApiFailure } from '../../shared/api/api';
import { $userConfig } from '../session/user-config.model';

/**
 * The signed-in person's accounts (libs/accounts' model) over the site's request pipeline. Loaded with the session
 * model's chunk, never in the first JavaScript.
 */
const fetchBalanceFx = attach({
  source: siteConfig.$config,
  effect: async (config) => {
    const variant = balanceVariantFor(config?.routing.availableRoutes ?? []);
    return variant === 'accounts'
      ? normalizeBalanceResponse({ variant, body: await apiRequest({ method: 'GET', path: AccountsPaths.balanceAccounts, schema: AccountsBalanceResponseSchema }) })
      : normalizeBalanceResponse({ variant, body: await apiRequest({ method: 'GET', path: AccountsPaths.balance, schema: BalanceResponseSchema }) });
  },
});

const setActiveAccountFx = createEffect<number, readonly Account[]>(async (id) => {
  const answer = await apiRequest({ method: 'POST', path: AccountsPaths.activeAccount, body: { id }, schema: SetActiveAccountResponseSchema });
  return answer.balance.map(accountFromBalance);
});

/** Add and remove answer `{ success, data }` either way; only a call without a readable answer rejects. */
async function currencyChange(path: string, body: unknown): Promise<CurrencyChangeAnswer> {
  try {
    return await apiRequest({ method: 'POST', path, body, schema: CurrencyChangeResponseSchema });
  } catch (failure) {
    const message = isApiFailure(failure) && failure.kind === 'http' ? currencyChangeFailureMessage(failure.body) : null;
    if (message === null) throw failure;
    return { success: false, data: { message } };
  }
}
const addCurrencyFx = createEffect((currencyId: number) => currencyChange(AccountsPaths.addCurrency, { currency_id: currencyId }));
const removeCurrencyFx = createEffect((accountId: number) => currencyChange(AccountsPaths.removeCurrency, { account_id: accountId }));

/** The page's route id, fed by the router (the switch message is not given on bingo). */
export const $routeId = createStore<string | null>(null);

export const accounts = createAccountsModel({
  fetchBalanceFx,
  setActiveAccountFx,
  addCurrencyFx,
  removeCurrencyFx,
  $routeId,
  logger: { error: (message, context) => console.error(message, context) },
});

/** The hide-balance setting (user config `user_hide_balance`), changed from the header and kept by the server. */
export const hideBalanceToggled = createEvent();
const saveHideBalanceFx = createEffect((hide: boolean) => apiRequest({ method: 'PUT', path: AccountsPaths.hideBalance, body: { hide }, schema: HideBalanceSchema }));
export const $hideBalance = createStore(false)
  .on($userConfig, (_, config) => config?.user_hide_balance ?? false)
  .on(hideBalanceToggled, (hidden) => !hidden)
  .on(saveHideBalanceFx.doneData, (_, saved) => saved.hide);
sample({ clock: hideBalanceToggled, source: $hideBalance, target: saveHideBalanceFx });
