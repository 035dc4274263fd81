import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSeeds, arbStake } from '../../testing';
import { replayRound, rtpMilliPercent, rtpOf } from '../engine';
import { BACCARAT_BETS, baccaratCounts, baccaratEngine, baccaratOutcome, baccaratValue, bankerDraws, type BaccaratBet } from './baccarat';
import { DECK_SIZE, cardOf, rankOf } from './cards';

const arbParams = fc
  .uniqueArray(fc.constantFrom(...BACCARAT_BETS), { minLength: 1, maxLength: 5 })
  .chain((types) => fc.tuple(...types.map((type) => fc.integer({ min: 1, max: 50 }).map((chips): BaccaratBet => ({ type, chips })))))
  .map((bets) => ({ bets }));

describe('punto banco', () => {
  it('counts the published 8-deck combinations (player, banker, tie over 416·415·…·411)', () => {
    expect(baccaratCounts()).toEqual({ player: 2_230_518_282_592_256, banker: 2_292_252_566_437_888, tie: 475_627_426_473_216, total: 4_998_398_275_503_360 });
  });

  it('exact RTP per bet: banker 98.942 %, player 98.764 %, tie 85.640 %, pairs 89.638 %', () => {
    const rtp = (type: BaccaratBet['type']) => rtpMilliPercent(baccaratEngine.rtp({ bets: [{ type, chips: 1 }] }));
    expect([rtp('banker'), rtp('player'), rtp('tie'), rtp('player-pair'), rtp('banker-pair')]).toEqual([98942, 98764, 85640, 89638, 89638]);
    expect(baccaratEngine.rtp({ bets: [{ type: 'player-pair', chips: 1 }] })).toEqual(rtpOf(12n * 31n, 415n));
  });

  it('the third-card rule of the banker', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((b) => bankerDraws(b, null))).toEqual([true, true, true, true, true, true, false, false]);
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((third) => bankerDraws(4, third))).toEqual([false, false, true, true, true, true, true, true, false, false]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((third) => bankerDraws(6, third))).toEqual([false, false, false, false, false, false, true, true, false, false]);
    expect(bankerDraws(7, 6)).toBe(false);
  });

  it('a tie pushes player and banker, pays the tie 9×; a banker win pays 1.95×; pairs 12×', () => {
    const params = {
      bets: [
        { type: 'player', chips: 1 },
        { type: 'banker', chips: 1 },
        { type: 'tie', chips: 1 },
        { type: 'banker-pair', chips: 1 },
      ] as BaccaratBet[],
    };
    const tie = baccaratOutcome(params, 400, [cardOf(9, 0), cardOf(13, 1)], [cardOf(9, 2), cardOf(10, 3)], 4);
    expect(tie).toMatchObject({ winner: 'tie', returns: [1000, 1000, 9000, 0], multiplier: 2750 });
    const banker = baccaratOutcome(params, 400, [cardOf(2, 0), cardOf(3, 1), cardOf(1, 0)], [cardOf(4, 2), cardOf(4, 3), cardOf(13, 0)], 6);
    expect(banker).toMatchObject({ winner: 'banker', bankerPair: true, returns: [0, 1950, 0, 12_000], multiplier: 3487 });
  });

  test.prop([arbSeeds, arbStake, arbParams])('a coup follows the rules, is replayed from its seeds, pays within its maximum', (seeds, stake, params) => {
    expect(baccaratEngine.parseParams(params).ok).toBe(true);
    const state = baccaratEngine.start(seeds, params, stake);
    expect(replayRound(baccaratEngine, seeds, params, stake, [])).toEqual({ ok: true, value: state });
    expect(state.multiplier).toBeLessThanOrEqual(baccaratEngine.maxMultiplier(params));
    expect(baccaratEngine.maxMultiplier(params)).toBeLessThanOrEqual(21_000);
    expect(baccaratEngine.act(state, { type: 'none' }, seeds).ok).toBe(false);
    const cards = [...state.player, ...state.banker];
    expect(cards.every((card) => card >= 0 && card < DECK_SIZE)).toBe(true);
    const p = state.player.slice(0, 2).reduce((s, c) => s + baccaratValue(c), 0) % 10;
    const b = state.banker.slice(0, 2).reduce((s, c) => s + baccaratValue(c), 0) % 10;
    const natural = p >= 8 || b >= 8;
    expect(state.player.length).toBe(natural || p >= 6 ? 2 : 3);
    expect(state.banker.length).toBe(natural ? 2 : bankerDraws(b, state.player.length === 3 ? baccaratValue(state.player[2]!) : null) ? 3 : 2);
    expect(state.playerPair).toBe(rankOf(state.player[0]!) === rankOf(state.player[1]!));
  });

  it.each([
    [{ bets: [] }],
    [{ bets: [{ type: 'dragon', chips: 1 }] }],
    [{ bets: [{ type: 'tie', chips: 1.5 }] }],
    [
      {
        bets: [
          { type: 'tie', chips: 1 },
          { type: 'tie', chips: 2 },
        ],
      },
    ],
    [null],
  ])('refuses params %j', (params) => {
    expect(baccaratEngine.parseParams(params).ok).toBe(false);
  });
});
