import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountFixture, arbAccount } from '../testing';
import { canConvertAccount, isAccountConversionStatus } from './conversion';

describe('account conversion', () => {
  it('status 0 and unknown statuses never allow it', () => {
    fc.assert(
      fc.property(arbAccount(), fc.integer().filter((status) => status !== 1 && status !== 2), (account, status) => {
        expect(canConvertAccount(status, account)).toBe(false);
      }),
    );
  });

  it('a status allows at most one kind of account, never bonus or points', () => {
    fc.assert(
      fc.property(arbAccount(), fc.constantFrom(1, 2), (account, status) => {
        const allowed = canConvertAccount(status, account);
        if (allowed) expect(account.type === 0 || account.type === 9).toBe(true);
        if (account.type === 4 || account.isPointsTypeBalance) expect(allowed).toBe(false);
      }),
    );
  });

  it.each([
    [0, 0, false],
    [0, 9, false],
    [1, 0, true],
    [1, 9, false],
    [2, 0, false],
    [2, 9, true],
    [1, 4, false],
    [2, 4, false],
  ])('status %i, account type %i → %s', (status, type, allowed) => {
    expect(canConvertAccount(status, accountFixture({ type }))).toBe(allowed);
  });

  it.each([
    [0, true],
    [2, true],
    [3, false],
    ['1', false],
  ])('is %j a status? %s', (value, expected) => {
    expect(isAccountConversionStatus(value)).toBe(expected);
  });
});
