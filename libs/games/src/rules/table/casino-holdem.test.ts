import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSeeds, arbStake } from '../../testing';
import { replayRound, rtpMilliPercent } from '../engine';
import { parseCard } from './cards';
import { HOLDEM_MAX_MULTIPLIER, antePays, calledReturn, casinoHoldemEngine, categoryOf, dealerQualifies, pokerScore } from './casino-holdem';

const c = (names: string) => names.split(' ').map((name) => parseCard(name)!);

describe("Casino Hold'em", () => {
  it.each([
    ['As Ks Qs Js Ts 2c 3d', 'straight-flush'],
    ['9c 9d 9h 9s 2c 3d 4h', 'four-of-a-kind'],
    ['9c 9d 9h 2s 2c 3d 3h', 'full-house'],
    ['Ah 9h 5h 3h 2h Kc Kd', 'flush'],
    ['Ac 2d 3h 4s 5c Kd Kh', 'straight'],
    ['7c 7d 7h 2s 9c Jd Kh', 'three-of-a-kind'],
    ['7c 7d 2h 2s 9c 9d Kh', 'two-pair'],
    ['7c 7d 2h 3s 9c Jd Kh', 'pair'],
    ['7c 5d 2h 3s 9c Jd Kh', 'high-card'],
  ])('%s is %s', (cards, category) => {
    expect(categoryOf(pokerScore(c(cards)))).toBe(category);
  });

  it('ranks hands: kickers, wheel below six-high straight, three pairs count two', () => {
    expect(pokerScore(c('Ac Ad Kh 7s 2c'))).toBeGreaterThan(pokerScore(c('Ac Ad Qh Js 9c')));
    expect(pokerScore(c('2c 3d 4h 5s 6c'))).toBeGreaterThan(pokerScore(c('Ac 2d 3h 4s 5c')));
    expect(pokerScore(c('Kc Kd Qh Qs 2c 2d 9h'))).toBe(pokerScore(c('Kc Kd Qh Qs 9h')));
    expect(pokerScore(c('As Ks Qs Js Ts'))).toBeGreaterThan(pokerScore(c('Ks Qs Js Ts 9s')));
  });

  it('the dealer qualifies with a pair of fours or better; the ante pays by the table', () => {
    expect(dealerQualifies(pokerScore(c('4c 4d Ah Ks 9c')))).toBe(true);
    expect(dealerQualifies(pokerScore(c('3c 3d Ah Ks 9c')))).toBe(false);
    expect(antePays(pokerScore(c('As Ks Qs Js Ts')))).toBe(100);
    expect(antePays(pokerScore(c('9c 9d 9h 2s 2c')))).toBe(3);
    expect(antePays(pokerScore(c('9c 9d 2h 3s 5c')))).toBe(1);
    // the dealer does not qualify: ante 1:1 (flush 2:1), the call back
    expect(calledReturn(c('9c 9d'), c('2h 3s'), c('Ac Kd 7h 6s Js'))).toBe(1 + 1 + 2);
    // the dealer qualifies and loses: ante by the table, call 1:1
    expect(calledReturn(c('Ah Kh'), c('5h 5s'), c('Qh Jh 2h 9c 8d'))).toBe(1 + 2 + 4);
    // a tie on the board
    expect(calledReturn(c('2c 3d'), c('2h 3s'), c('Ac Kd Qh Js Tc'))).toBe(3);
  });

  it('publishes 97.84 % (house edge 2.16 % of the ante, optimal play)', () => {
    expect(rtpMilliPercent(casinoHoldemEngine.rtp({ variant: 'casino-holdem' }))).toBe(97_840);
  });

  test.prop([arbSeeds, arbStake, fc.boolean()])('a hand is replayed from its seeds, a fold loses the ante, a call settles within the maximum', (seeds, stake, call) => {
    const params = { variant: 'casino-holdem' as const };
    const open = casinoHoldemEngine.start(seeds, params, stake);
    expect((casinoHoldemEngine.view(open) as { dealer: unknown[] }).dealer).toEqual([null, null]);
    expect(new Set([...open.player, ...open.dealer, ...open.board]).size).toBe(7);
    const action = call ? ({ type: 'call' } as const) : ({ type: 'fold' } as const);
    const done = casinoHoldemEngine.act(open, action, seeds);
    if (!done.ok) throw new Error('refused');
    const state = done.value;
    expect(replayRound(casinoHoldemEngine, seeds, params, stake, [action])).toEqual({ ok: true, value: state });
    expect(state.multiplier).toBeLessThanOrEqual(HOLDEM_MAX_MULTIPLIER);
    expect(casinoHoldemEngine.payout(state)).toBe(call ? calledReturn(state.player, state.dealer, state.board) * stake : 0);
    expect(state.wagered).toBe(call ? 3 * stake : stake);
    expect(casinoHoldemEngine.act(state, { type: 'call' }, seeds).ok).toBe(false);
  });

  it('refuses other actions', () => {
    expect(casinoHoldemEngine.parseAction({ type: 'raise' }).ok).toBe(false);
  });
});
