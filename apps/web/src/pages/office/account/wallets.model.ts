import { addableCurrencies } from '@betting/accounts';
import { AccountsPaths, AvailableCurrenciesResponseSchema, type AvailableCurrency } from '@betting/contracts';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { accounts } from '../../../entities/accounts/accounts.model';
import { apiRequest } from '../../../shared/api/api';

/** The wallets section of office/account: the offered currencies and what the person may add of them. */
export const walletsPageOpened = createEvent();

export const loadOfferedCurrenciesFx = createEffect(async () => (await apiRequest({ method: 'GET', path: AccountsPaths.currencies, schema: AvailableCurrenciesResponseSchema })).currencies);
export const $offeredCurrencies = createStore<readonly AvailableCurrency[]>([]).on(loadOfferedCurrenciesFx.doneData, (_, offered) => offered);
export const $addableCurrencies = combine($offeredCurrencies, accounts.$allAccounts, (offered, held) => addableCurrencies(offered, held));

sample({ clock: walletsPageOpened, target: [loadOfferedCurrenciesFx, accounts.balanceRefreshRequested] });
// The choice goes back to none once the currency is there (or the add failed), so the next add starts fresh.
sample({ clock: accounts.currencyAddFinished, fn: () => null, target: accounts.addCurrencySelected });
