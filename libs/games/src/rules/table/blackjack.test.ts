import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSeeds, arbStake } from '../../testing';
import { replayRound, rtpMilliPercent, type EngineRefusal } from '../engine';
import type { SeedTriple } from '../provably-fair';
import type { Result } from '@betting/kernel';
import { BLACKJACK_MAX_MULTIPLIER, basicStrategy, blackjackEngine, blackjackRtp, cardValue, dealerOutcomes, handTotal, legalMoves, type BlackjackAction, type BlackjackState } from './blackjack';
import { parseCard } from './cards';

/** Plays a round choosing among the legal moves by the given numbers. */
function playOut(seeds: SeedTriple, stake: number, choices: readonly number[]): { state: BlackjackState; actions: BlackjackAction[] } {
  let state = blackjackEngine.start(seeds, { decks: 6 }, stake);
  const actions: BlackjackAction[] = [];
  for (let i = 0; !state.finished; i += 1) {
    const moves = legalMoves(state);
    const choice = choices[i % Math.max(1, choices.length)] ?? 0;
    const type = moves[choice % moves.length]!;
    const action: BlackjackAction = type === 'insurance' ? { type, take: choice % 2 === 0 } : { type };
    const next: Result<BlackjackState, EngineRefusal> = blackjackEngine.act(state, action, seeds);
    if (!next.ok) throw new Error(`a legal move was refused: ${next.error.message}`);
    actions.push(action);
    state = next.value;
    if (i > 60) throw new Error('the round never ends');
  }
  return { state, actions };
}

const cardsOf = (names: string) => names.split(' ').map((name) => parseCard(name)!);

describe('blackjack', () => {
  it('totals: aces soft or hard, blackjack on two cards', () => {
    expect(handTotal(cardsOf('As 6d'))).toEqual({ total: 17, soft: true });
    expect(handTotal(cardsOf('As 6d Tc'))).toEqual({ total: 17, soft: false });
    expect(handTotal(cardsOf('As Ad 9c'))).toEqual({ total: 21, soft: true });
    expect(cardValue(parseCard('Kh')!)).toBe(10);
  });

  it('basic strategy: a few well-known cells', () => {
    expect(basicStrategy([10, 6], 10, true, true)).toBe('hit');
    expect(basicStrategy([10, 2], 4, true, true)).toBe('stand');
    expect(basicStrategy([6, 5], 10, true, true)).toBe('double');
    expect(basicStrategy([6, 5], 1, true, true)).toBe('hit');
    expect(basicStrategy([8, 8], 10, true, true)).toBe('split');
    expect(basicStrategy([10, 10], 6, true, true)).toBe('stand');
    expect(basicStrategy([9, 9], 7, true, true)).toBe('stand');
    expect(basicStrategy([1, 7], 3, true, true)).toBe('double');
    expect(basicStrategy([1, 7], 3, false, true)).toBe('stand');
    expect(basicStrategy([1, 7], 9, true, true)).toBe('hit');
  });

  it('dealer outcomes from a full shoe add up to 1; a 6 busts about 42 %', () => {
    const shoe = Array.from({ length: 11 }, (_, v) => (v === 0 ? 0 : v === 10 ? 96 : 24));
    for (let up = 1; up <= 10; up += 1) expect(dealerOutcomes(up, shoe).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(dealerOutcomes(6, shoe)[5]).toBeCloseTo(0.4229, 3);
  });

  it('RTP of basic strategy (composition-dependent approximation): 99.5955 %', () => {
    const { value, rtp } = blackjackRtp();
    expect(rtpMilliPercent(rtp)).toBe(99_595);
    expect(value).toBeGreaterThan(0.994);
    expect(value).toBeLessThan(0.997);
  });

  it('a pair can be split into two hands, each played in turn', () => {
    for (let nonce = 0; nonce < 500; nonce += 1) {
      const seeds = { serverSeed: 'split-search', clientSeed: 'c', nonce };
      const state = blackjackEngine.start(seeds, { decks: 6 }, 100);
      if (state.phase !== 'play' || !legalMoves(state).includes('split')) continue;
      const split = blackjackEngine.act(state, { type: 'split' }, seeds);
      if (!split.ok) throw new Error('split refused');
      expect(split.value.hands.length).toBe(2);
      expect(split.value.wagered).toBe(200);
      expect(cardValue(split.value.hands[0]!.cards[0]!)).toBe(cardValue(split.value.hands[1]!.cards[0]!));
      return;
    }
    throw new Error('no pair in 500 deals');
  });

  test.prop([arbSeeds, arbStake, fc.array(fc.nat({ max: 11 }), { minLength: 1, maxLength: 12 })], { numRuns: 300 })(
    'any legal play ends, is replayed from the seeds, pays within 16× and accounts every wager',
    (seeds, stake, choices) => {
      const { state, actions } = playOut(seeds, stake, choices);
      expect(replayRound(blackjackEngine, seeds, { decks: 6 }, stake, actions)).toEqual({ ok: true, value: state });
      expect(state.multiplier).toBeLessThanOrEqual(BLACKJACK_MAX_MULTIPLIER);
      expect(blackjackEngine.payout(state)).toBe(state.returned);
      expect(state.hands.length).toBeLessThanOrEqual(4);
      const insured = state.insurance ? Math.floor(stake / 2) : 0;
      expect(state.wagered).toBe(state.hands.reduce((sum, hand) => sum + hand.bet * stake, 0) + insured);
      const live = state.hands.some((hand) => handTotal(hand.cards).total <= 21) && state.hands.some((hand) => hand.result !== 'blackjack');
      if (live && state.dealer.length > 2) expect(handTotal(state.dealer).total).toBeGreaterThanOrEqual(17);
      expect(blackjackEngine.act(state, { type: 'hit' }, seeds).ok).toBe(false);
    }
  );

  test.prop([arbSeeds, arbStake])('moves the table does not allow are refused, and the hole card stays hidden while open', (seeds, stake) => {
    const state = blackjackEngine.start(seeds, { decks: 6 }, stake);
    if (state.finished) return;
    if (state.phase === 'insurance') expect(blackjackEngine.act(state, { type: 'hit' }, seeds).ok).toBe(false);
    else {
      expect(blackjackEngine.act(state, { type: 'insurance', take: true }, seeds).ok).toBe(false);
      if (!legalMoves(state).includes('split')) expect(blackjackEngine.act(state, { type: 'split' }, seeds).ok).toBe(false);
      const hit = blackjackEngine.act(state, { type: 'hit' }, seeds);
      if (hit.ok && !hit.value.finished && hit.value.hands[hit.value.active]!.cards.length > 2) expect(blackjackEngine.act(hit.value, { type: 'double' }, seeds).ok).toBe(false);
    }
    expect((blackjackEngine.view(state) as { dealer: unknown[] }).dealer[1]).toBeNull();
  });

  it.each([[{ type: 'surrender' }], [{ type: 'insurance' }], [null]])('refuses the action %j', (action) => {
    expect(blackjackEngine.parseAction(action).ok).toBe(false);
  });
});
