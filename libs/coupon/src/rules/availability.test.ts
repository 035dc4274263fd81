import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbCouponBet, arbCouponBets } from '../testing';
import { acceptCoefChange, addPick, isOneClickActive, isVipBetAvailable, sameGameConflicts } from './availability';
import { isBetFinished, isBetLive, isBetLocked } from './bet-status';
import { defaultCouponBet } from './entities';

const bet = (id: string, gameId: number, extra: Partial<Parameters<typeof defaultCouponBet>[0]> = {}, market: { isCombinable?: boolean; isLive?: boolean } = {}) =>
  defaultCouponBet({ id, gameId, market: { id: `m${id}`, coef: 1500, ...market }, ...extra });

describe('bet status (spec §3)', () => {
  test.prop([arbCouponBet()])('locked, finished and live follow the spec’s words', (b) => {
    expect(isBetLocked(b)).toBe(b.isBlocked || b.isDepend || b.isBannedExpress);
    expect(isBetFinished(b)).toBe(b.isFinished || b.statusId === 4);
    expect(isBetLive(b)).toBe(!isBetFinished(b) && ((b.gameSeconds ?? 0) > 0 || b.isLiveInLive || b.statusId === 2 || b.statusId === 3 || b.market.isLive));
  });

  it.each([
    [{ isBlocked: true }, true],
    [{ isDepend: true }, true],
    [{ isBannedExpress: true }, true],
    [{}, false],
  ])('locked %j → %s', (flags, locked) => {
    expect(isBetLocked(bet('1', 1, flags))).toBe(locked);
  });

  it('finished wins over live', () => {
    expect(isBetLive(bet('1', 1, { statusId: 2 }))).toBe(true);
    expect(isBetLive(bet('1', 1, { statusId: 4, isLiveInLive: true }))).toBe(false);
    expect(isBetLive(bet('1', 1, { isFinished: true, gameSeconds: 60 }))).toBe(false);
    expect(isBetLive(bet('1', 1, { gameSeconds: 60 }))).toBe(true);
    expect(isBetLive(bet('1', 1, {}, { isLive: true }))).toBe(true);
    expect(isBetLive(bet('1', 1))).toBe(false);
  });
});

describe('vip bet and one-click (spec §5)', () => {
  it.each([
    ['all good', { isVipBetEnabled: true, maxBetAmount: 1000, typeId: 1 as const }, [bet('1', 1)], true],
    ['not configured', { isVipBetEnabled: false, maxBetAmount: 1000, typeId: 1 as const }, [bet('1', 1)], false],
    ['max bet unlimited', { isVipBetEnabled: true, maxBetAmount: null, typeId: 1 as const }, [bet('1', 1)], false],
    ['a live bet', { isVipBetEnabled: true, maxBetAmount: 1000, typeId: 1 as const }, [bet('1', 1), bet('2', 2, { statusId: 2 })], false],
    ['no bets', { isVipBetEnabled: true, maxBetAmount: 1000, typeId: 1 as const }, [], false],
    ['multiple singles', { isVipBetEnabled: true, maxBetAmount: 1000, typeId: 10001 as const }, [bet('1', 1)], false],
  ])('%s', (_, input, bets, available) => {
    expect(isVipBetAvailable({ ...input, bets })).toBe(available);
  });

  it('one-click is active only when the site config shows it', () => {
    expect(isOneClickActive({ isOneClickShown: true, isActiveOneClick: true })).toBe(true);
    expect(isOneClickActive({ isOneClickShown: false, isActiveOneClick: true })).toBe(false);
    expect(isOneClickActive({ isOneClickShown: true, isActiveOneClick: false })).toBe(false);
  });
});

describe('same-game replacement', () => {
  test.prop([arbCouponBets({ maxLength: 8 }), arbCouponBet()])('after a pick it is in, nothing of its game conflicts with it, and only replaced bets left', (bets, pick) => {
    const { bets: next, replaced } = addPick(bets, pick);
    expect(next.some((b) => b.market.id === pick.market.id)).toBe(true);
    for (const other of next) {
      if (other !== pick && other.gameId === pick.gameId && other.market.id !== pick.market.id) expect(other.market.isCombinable && pick.market.isCombinable).toBe(true);
    }
    expect(next.filter((b) => b !== pick).every((b) => !replaced.includes(b.id))).toBe(true);
    expect(next.length).toBeLessThanOrEqual(bets.length + 1);
    expect(bets.filter((b) => !next.includes(b)).map((b) => b.id).sort()).toEqual([...replaced].sort());
  });

  it('replaces in place unless both markets combine', () => {
    const a = bet('a', 1);
    const b = bet('b', 2);
    expect(addPick([a, b], bet('c', 1)).bets.map((x) => x.id)).toEqual(['c', 'b']);
    expect(addPick([a, b], bet('c', 1)).replaced).toEqual(['a']);
    const ca = bet('a', 1, {}, { isCombinable: true });
    expect(addPick([ca, b], bet('c', 1, {}, { isCombinable: true })).bets.map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(addPick([ca, b], bet('c', 1)).bets.map((x) => x.id)).toEqual(['c', 'b']);
    expect(addPick([a, b], a).bets).toEqual([a, b]);
  });

  it('conflicts only count in combined coupons', () => {
    const bets = [bet('a', 1), bet('b', 1), bet('c', 2)];
    expect(sameGameConflicts(1, bets)).toEqual([{ gameId: 1, betIds: ['a', 'b'] }]);
    expect(sameGameConflicts(10001, bets)).toEqual([]);
    expect(sameGameConflicts(0, bets)).toEqual([]);
  });
});

describe('change-coefficient policy', () => {
  test.prop([fc.constantFrom(0, 1, 2), fc.integer({ min: 1001, max: 100_000 }), fc.integer({ min: 1001, max: 100_000 })])('1 accepts any, 2 only rises, 0 asks; no change always passes', (action, before, after) => {
    const expected = before === after || action === 1 || (action === 2 && after > before);
    expect(acceptCoefChange(action, before, after)).toBe(expected);
  });

  it.each([
    [0, 1850, 1900, false],
    [0, 1850, 1850, true],
    [1, 1850, 1500, true],
    [2, 1850, 1900, true],
    [2, 1850, 1800, false],
    [9, 1850, 1900, false],
  ])('action %i, %i → %i: %s', (action, before, after, ok) => {
    expect(acceptCoefChange(action, before, after)).toBe(ok);
  });
});
