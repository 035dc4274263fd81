import { parseBalanceResponse, type AccountData, type BalanceData, type CurrencyChangeResponse } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { accountFixture, arbAccount, arbBalance, arbBalanceResponses } from '../testing';
import {
  ACCOUNT_TYPES,
  activeAccountOf,
  allAccountsAfterSwitch,
  bonusAccountOf,
  isMainOrCurrencyAccount,
  mainAccountOf,
  visibleAccountsOf,
  withoutAccount,
  type Account,
  type Balance,
} from './account';
import type { CurrencyChangeAnswer } from './operations';

describe('contract shapes', () => {
  it('the contracts’ normalised answers are the domain’s types', () => {
    expectTypeOf<AccountData>().toExtend<Account>();
    expectTypeOf<Account>().toExtend<AccountData>();
    expectTypeOf<BalanceData>().toExtend<Balance>();
    expectTypeOf<CurrencyChangeResponse>().toExtend<CurrencyChangeAnswer>();
  });
});

describe('derived accounts', () => {
  it('the main account is type 0, the bonus account type 4, the active one is flagged', () => {
    fc.assert(
      fc.property(arbBalance(), (balance) => {
        expect(mainAccountOf(balance)?.type ?? ACCOUNT_TYPES.main).toBe(ACCOUNT_TYPES.main);
        expect(bonusAccountOf(balance)?.type ?? ACCOUNT_TYPES.bonus).toBe(ACCOUNT_TYPES.bonus);
        const active = activeAccountOf(balance);
        expect(active === null || active.isActive).toBe(true);
        expect(active === null).toBe(!balance.accounts.some((account) => account.isActive));
      }),
    );
  });

  it('visible accounts are exactly the main and currency accounts, main first, none lost or doubled', () => {
    fc.assert(
      fc.property(fc.array(arbAccount(), { maxLength: 8 }), (accounts) => {
        const visible = visibleAccountsOf(accounts);
        expect(visible.every(isMainOrCurrencyAccount)).toBe(true);
        expect(visible).toHaveLength(accounts.filter(isMainOrCurrencyAccount).length);
        const firstOther = visible.findIndex((account) => account.type !== ACCOUNT_TYPES.main);
        expect(firstOther === -1 || visible.slice(firstOther).every((account) => account.type !== ACCOUNT_TYPES.main)).toBe(true);
      }),
    );
  });

  it('after a switch that names an active account, exactly that account is active in all accounts', () => {
    fc.assert(
      fc.property(arbBalance(), fc.nat(), (balance, pick) => {
        const own = balance.accounts.filter(isMainOrCurrencyAccount);
        const target = own[pick % own.length];
        if (!target) return;
        const answer = balance.accounts.map((account) => ({ ...account, isActive: account.id === target.id }));
        const all = allAccountsAfterSwitch(balance.allAccounts, answer);
        expect(all.filter((account) => account.isActive).map((account) => account.id)).toEqual([target.id]);
        expect(all.map((account) => account.id)).toEqual(balance.allAccounts.map((account) => account.id));
      }),
    );
  });

  it('a removal takes out that account only', () => {
    fc.assert(
      fc.property(arbBalance(), fc.nat(), (balance, pick) => {
        const target = balance.accounts[pick % balance.accounts.length];
        if (!target) return;
        const rest = withoutAccount(balance.accounts, target.id);
        expect(rest.map((account) => account.id)).toEqual(balance.accounts.filter((account) => account.id !== target.id).map((account) => account.id));
      }),
    );
  });

  it('both wire variants give back the balance they were made from', () => {
    fc.assert(
      fc.property(arbBalanceResponses, ({ balance, byBalance, byAccounts }) => {
        const a = parseBalanceResponse('balance', JSON.parse(JSON.stringify(byBalance)));
        const b = parseBalanceResponse('accounts', JSON.parse(JSON.stringify(byAccounts)));
        expect(a).toEqual({ success: true, data: balance });
        expect(b).toEqual({ success: true, data: balance });
      }),
    );
  });

  const main = accountFixture({ id: 1, type: 0, isActive: false });
  const usd = accountFixture({ id: 2, type: 9, iso: 'USD', currencyId: 840, symbol: '$', isActive: true });
  const bonus = accountFixture({ id: 3, type: 4, label: 'Bonus' });
  const points = accountFixture({ id: 4, type: 7, isPointsTypeBalance: true, points: 120 });
  it.each<[string, readonly Account[], readonly Account[], number | null, number | null, number[]]>([
    ['main, currency (active), bonus', [main, usd, bonus], [main, usd, bonus], 1, 2, [1, 2]],
    ['currency listed before main', [usd, main], [usd, main], 1, 2, [1, 2]],
    ['main only in all accounts', [usd], [main, usd], 1, 2, [2]],
    ['nothing active', [main, bonus], [main, bonus], 1, null, [1]],
    ['points and bonus are never visible', [points, bonus], [points, bonus], null, null, []],
    ['empty', [], [], null, null, []],
  ])('%s', (_, accounts, allAccounts, mainId, activeId, visibleIds) => {
    expect(mainAccountOf({ accounts, allAccounts })?.id ?? null).toBe(mainId);
    expect(activeAccountOf({ accounts, allAccounts })?.id ?? null).toBe(activeId);
    expect(visibleAccountsOf(accounts).map((account) => account.id)).toEqual(visibleIds);
  });
});
