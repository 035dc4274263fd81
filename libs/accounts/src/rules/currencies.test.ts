import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountFixture, arbAccount, arbCurrency } from '../testing';
import { addableCurrencies, isCurrencyHeld, removalRefusal } from './currencies';

describe('currencies to add', () => {
  it('offers exactly the offered currencies not held by a main or currency account, each once, in order', () => {
    fc.assert(
      fc.property(fc.array(arbCurrency, { maxLength: 10 }), fc.array(arbAccount(), { maxLength: 6 }), (offered, accounts) => {
        const addable = addableCurrencies(offered, accounts);
        const held = new Set(accounts.filter((account) => account.type === 0 || account.type === 9).map((account) => account.currencyId));
        expect(addable.every((currency) => !held.has(currency.id))).toBe(true);
        expect(new Set(addable.map((currency) => currency.id)).size).toBe(addable.length);
        expect(new Set(addable.map((currency) => currency.id))).toEqual(new Set(offered.filter((currency) => !held.has(currency.id)).map((currency) => currency.id)));
        const positions = addable.map((currency) => offered.findIndex((candidate) => candidate.id === currency.id));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it('a bonus account does not hold its currency', () => {
    const rubBonus = accountFixture({ type: 4, currencyId: 643 });
    expect(isCurrencyHeld([rubBonus], 643)).toBe(false);
    expect(addableCurrencies([{ id: 643, iso: 'RUB', symbol: '₽' }], [rubBonus])).toHaveLength(1);
  });

  it.each([
    [[accountFixture({ currencyId: 643 })], [643, 840, 978], [840, 978]],
    [[accountFixture({ currencyId: 643 }), accountFixture({ id: 2, type: 9, currencyId: 978 })], [643, 840, 978], [840]],
    [[], [840, 840], [840]],
  ])('held %j, offered %j → %j', (accounts, offered, expected) => {
    expect(addableCurrencies(offered.map((id) => ({ id, iso: 'XXX', symbol: '' })), accounts).map((currency) => currency.id)).toEqual(expected);
  });
});

describe('removing a currency account', () => {
  it('only an empty, inactive currency account (type 9) may go: no money is ever removed', () => {
    fc.assert(
      fc.property(arbAccount(), (account) => {
        const refusal = removalRefusal(account);
        if (refusal === null) {
          expect(account.type).toBe(9);
          expect(account.isActive).toBe(false);
          expect(account.money).toBe(0);
          expect(account.points ?? 0).toBe(0);
        }
      }),
    );
  });

  it.each([
    ['unknown', null, 'accounts.account_unknown'],
    ['main', accountFixture({ type: 0 }), 'accounts.not_removable_main'],
    ['bonus', accountFixture({ type: 4 }), 'accounts.not_removable_bonus'],
    ['active currency', accountFixture({ type: 9, isActive: true }), 'accounts.not_removable_active'],
    ['currency with money', accountFixture({ type: 9, money: 1 }), 'accounts.not_removable_not_empty'],
    ['currency with points', accountFixture({ type: 9, isPointsTypeBalance: true, points: 3 }), 'accounts.not_removable_not_empty'],
    ['empty currency', accountFixture({ type: 9 }), null],
  ])('%s → %s', (_, account, code) => {
    expect(removalRefusal(account)?.code ?? null).toBe(code);
  });
});
