import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbCouponBets } from '../testing';
import { antiExpressCoef, bonusBetCoef, bonusBetFactorPercent, hyperBonus, isBonusBetAvailable, shouldAddBonusBet } from './bonus';
import { defaultCouponBet } from './entities';

const bet = (id: number, coef: number, kind = 1) => defaultCouponBet({ id: String(id), gameId: id, market: { id: `m${id}`, coef, kind } });

describe('bonus bet (spec §4, §9)', () => {
  it.each([
    [1, 1111],
    [2, 1122],
    [3, 1133],
    [4, 1144],
    [5, 1155],
    [6, 1166],
    [7, 1177],
    [8, 1188],
    [9, 1199],
    [10, 1199],
    [25, 1199],
  ])('%i bets: 1.1 × factor = %i thousandths', (count, coef) => {
    expect(bonusBetCoef(count)).toBe(coef);
  });

  test.prop([fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 })])('the factor never falls with more bets and stays within 1.00–1.09', (a, b) => {
    if (a <= b) expect(bonusBetFactorPercent(a)).toBeLessThanOrEqual(bonusBetFactorPercent(b));
    expect(bonusBetFactorPercent(a)).toBeGreaterThanOrEqual(100);
    expect(bonusBetFactorPercent(a)).toBeLessThanOrEqual(109);
    expect(Number.isInteger(bonusBetCoef(a))).toBe(true);
  });

  test.prop([arbCouponBets({ maxLength: 8 }), fc.boolean(), fc.constantFrom(0 as const, 1 as const, 2 as const, 4 as const, 10001 as const)])('available exactly as spec §4 says', (bets, enabled, typeId) => {
    const total = bets.reduce((p, b) => p * BigInt(b.market.coef), 1n);
    const expected =
      enabled && typeId === 1 && bets.length >= 3 && bets.every((b) => b.market.kind !== 7 && b.market.coef >= 1100) && 2n * total >= 2019n * 1000n ** BigInt(bets.length - 1);
    expect(isBonusBetAvailable({ isBonusBetEnabled: enabled, typeId, bets })).toBe(expected);
  });

  it('examples', () => {
    const three = [bet(1, 1100), bet(2, 1500), bet(3, 2000)];
    expect(isBonusBetAvailable({ isBonusBetEnabled: true, typeId: 1, bets: three })).toBe(true);
    expect(isBonusBetAvailable({ isBonusBetEnabled: false, typeId: 1, bets: three })).toBe(false);
    expect(isBonusBetAvailable({ isBonusBetEnabled: true, typeId: 2, bets: three })).toBe(false);
    expect(isBonusBetAvailable({ isBonusBetEnabled: true, typeId: 1, bets: three.slice(0, 2) })).toBe(false);
    expect(isBonusBetAvailable({ isBonusBetEnabled: true, typeId: 1, bets: [bet(1, 1099), bet(2, 1500), bet(3, 2000)] })).toBe(false);
    expect(isBonusBetAvailable({ isBonusBetEnabled: true, typeId: 1, bets: [bet(1, 1500, 7), bet(2, 1500), bet(3, 2000)] })).toBe(false);
    expect(shouldAddBonusBet({ isBonusBetEnabled: true, typeId: 1, bets: three, isBonusBetManuallyDeleted: true })).toBe(false);
    expect(shouldAddBonusBet({ isBonusBetEnabled: true, typeId: 1, bets: three, isBonusBetManuallyDeleted: false })).toBe(true);
  });
});

describe('hyper bonus and anti-express', () => {
  it('hyper bonus: percent of the net win, from the minimum stake, capped', () => {
    const base = { amount: 10_000, possibleWin: 50_000, hyperBonusPercent: 10, minHyperBonusBetLimit: 5_000, maxHyperBonusLimit: null };
    expect(hyperBonus(base)).toBe(4_000);
    expect(hyperBonus({ ...base, hyperBonusPercent: 2.5 })).toBe(1_000);
    expect(hyperBonus({ ...base, maxHyperBonusLimit: 1_500 })).toBe(1_500);
    expect(hyperBonus({ ...base, minHyperBonusBetLimit: 20_000 })).toBe(0);
    expect(hyperBonus({ ...base, hyperBonusPercent: 0 })).toBe(0);
    expect(hyperBonus({ ...base, possibleWin: 9_000 })).toBe(0);
  });

  test.prop([fc.integer({ min: 1001, max: 1_000_000 })])('anti-express is at most the fair complement E/(E−1)', (express) => {
    const anti = antiExpressCoef(express);
    const fair = express / (express - 1000);
    if (anti !== null) {
      expect(anti / 1000).toBeLessThanOrEqual(fair + 1e-9);
      expect(fair - anti / 1000).toBeLessThan(0.001);
    } else expect(Math.floor(fair * 1000)).toBeLessThanOrEqual(1000);
  });

  it.each([
    [4000, 0, 1333],
    [2000, 0, 2000],
    [2000, 50, 1900],
    [1000, 0, null],
  ])('anti-express of %i with margin %i‰ = %s', (express, margin, anti) => {
    expect(antiExpressCoef(express, margin)).toBe(anti);
  });
});
