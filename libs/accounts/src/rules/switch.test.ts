import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBingoRoute, switchSuccessMessage } from './switch';

describe('switch success message', () => {
  it('carries the account id on every route but bingo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), fc.option(fc.string(), { nil: null }), (accountId, routeId) => {
        const message = switchSuccessMessage(accountId, routeId);
        expect(message).toEqual(isBingoRoute(routeId) ? null : { accountId });
      }),
    );
  });

  it.each([
    ['bingo', true],
    ['bingo.game', true],
    ['bingoland', false],
    ['casino', false],
    ['office.account', false],
    [null, false],
  ])('%j on bingo: %s', (routeId, bingo) => {
    expect(isBingoRoute(routeId)).toBe(bingo);
    expect(switchSuccessMessage(7, routeId)).toEqual(bingo ? null : { accountId: 7 });
  });
});
