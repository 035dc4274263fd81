import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountFixture, arbAccount } from '../testing';
import { canStake, canWithdraw, stakeRefusal, withdrawRefusal } from './permissions';

describe('frozen account', () => {
  it('a frozen account can neither bet nor withdraw, whatever the account', () => {
    fc.assert(
      fc.property(fc.option(arbAccount(), { nil: null }), (account) => {
        expect(canStake({ isAccountFrozen: true, account })).toBe(false);
        expect(canWithdraw({ isAccountFrozen: true, account })).toBe(false);
        expect(stakeRefusal({ isAccountFrozen: true, account })?.code).toBe('accounts.frozen');
      }),
    );
  });

  it('withdrawing is allowed only where betting is (never the other way round)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(arbAccount(), { nil: null }), (isAccountFrozen, account) => {
        if (canWithdraw({ isAccountFrozen, account })) expect(canStake({ isAccountFrozen, account })).toBe(true);
      }),
    );
  });

  it.each([
    ['main with money', accountFixture({ money: 100 }), false, true, true],
    ['main, frozen', accountFixture({ money: 100 }), true, false, false],
    ['main, empty', accountFixture({ money: 0 }), false, true, false],
    ['currency account', accountFixture({ type: 9, money: 5 }), false, true, true],
    ['bonus account', accountFixture({ type: 4, money: 500 }), false, true, false],
    ['points balance', accountFixture({ type: 9, isPointsTypeBalance: true, points: 40 }), false, true, false],
    ['no account', null, false, false, false],
  ])('%s: stake %s/%s, withdraw', (_, account, isAccountFrozen, stake, withdraw) => {
    expect(canStake({ isAccountFrozen, account })).toBe(stake);
    expect(canWithdraw({ isAccountFrozen, account })).toBe(withdraw);
    expect(withdrawRefusal({ isAccountFrozen, account }) === null).toBe(withdraw);
  });
});
