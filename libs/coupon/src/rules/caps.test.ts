import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { blockCapBreaches, blockStakes, maxStakeUnderPayout, slipBlocks, winsAtMost } from './caps';
import { defaultCouponBet } from './entities';
import { possibleWin } from './payout';

const arbCoef = fc.integer({ min: 1000, max: 50_000 });

describe('max payout: the largest stake under the cap', () => {
  test.prop([fc.array(arbCoef, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 100_000_000 }), fc.option(fc.integer({ min: 1010, max: 1500 }), { nil: null })])(
    'an express or single: that stake wins at most the cap, one unit more wins more',
    (coefs, maxPayout, bonusCoef) => {
      const win = { typeId: coefs.length === 1 ? (0 as const) : (1 as const), coefs, bonusCoef };
      const max = maxStakeUnderPayout(win, maxPayout);
      expect(possibleWin({ ...win, amount: max })).toBeLessThanOrEqual(maxPayout);
      expect(winsAtMost(win, max + 1, maxPayout)).toBe(false);
    }
  );

  test.prop([fc.array(arbCoef, { minLength: 3, maxLength: 6 }), fc.integer({ min: 0, max: 10_000_000 })])('a system 2 of n: the same bound', (coefs, maxPayout) => {
    const win = { typeId: 2 as const, coefs, systemValue: 2 };
    const max = maxStakeUnderPayout(win, maxPayout);
    expect(possibleWin({ ...win, amount: max })).toBeLessThanOrEqual(maxPayout);
    expect(winsAtMost(win, max + 1, maxPayout)).toBe(false);
  });

  it('a single at 2.500 under a cap of 1000.00: 400.00 fits, 400.01 does not', () => {
    expect(maxStakeUnderPayout({ typeId: 0, coefs: [2500] }, 100_000)).toBe(40_000);
  });
});

describe('max bet per block (spec §5: from the previous block’s coef × amount)', () => {
  const bet = (id: string, blockId: number, coef: number) => defaultCouponBet({ id, gameId: blockId, blockId, market: { id: `m${id}`, coef } });

  it('blocks in the order of the slip, a block’s coefficient the product of its bets', () => {
    expect(slipBlocks([bet('a', 7, 2000), bet('b', 3, 1500), bet('c', 7, 1500)])).toEqual([
      { blockId: 7, coef: 3000, betIds: ['a', 'c'] },
      { blockId: 3, coef: 1500, betIds: ['b'] },
    ]);
  });

  it('the first block is free; the next may take what the first returns, no more', () => {
    const blocks = slipBlocks([bet('a', 1, 2500), bet('b', 2, 1800)]);
    expect(blockCapBreaches(blocks, { '1': 10_000, '2': 25_000 })).toEqual([]);
    expect(blockCapBreaches(blocks, { '1': 10_000, '2': 25_001 })).toEqual([{ blockId: 2, max: 25_000 }]);
    expect(blockCapBreaches(blocks, { '2': 1 })).toEqual([{ blockId: 2, max: 0 }]);
  });

  it('a block stakes its bets’ stake, the largest when a game has several; a bet without a stake stakes 0', () => {
    const bets = [bet('a', 7, 2000), bet('b', 3, 1500), bet('c', 7, 1500), bet('d', 9, 1100)];
    expect(blockStakes(bets, { a: 500, b: 900, c: 700 })).toEqual({ '7': 700, '3': 900, '9': 0 });
    // Then the second block (3) may take ⌊700 × 3.000⌋ = 2100: 900 passes; the third (9) at most ⌊900 × 1.5⌋ = 1350.
    expect(blockCapBreaches(slipBlocks(bets), blockStakes(bets, { a: 500, b: 900, c: 700, d: 1351 }))).toEqual([{ blockId: 9, max: 1350 }]);
  });

  test.prop([fc.array(fc.tuple(arbCoef, fc.integer({ min: 0, max: 1_000_000 })), { minLength: 1, maxLength: 6 })])(
    'a block breaches exactly when its stake passes ⌊previous stake × previous coef⌋',
    (specs) => {
      const bets = specs.map(([coef], index) => bet(String(index), index + 1, coef));
      const amounts = Object.fromEntries(specs.map(([, amount], index) => [String(index + 1), amount]));
      const breached = new Set(blockCapBreaches(slipBlocks(bets), amounts).map((breach) => breach.blockId));
      specs.forEach(([, amount], index) => {
        if (index === 0) return expect(breached.has(1)).toBe(false);
        const [previousCoef, previousAmount] = specs[index - 1]!;
        expect(breached.has(index + 1)).toBe(amount > Math.floor((previousAmount * previousCoef) / 1000));
      });
    }
  );
});
