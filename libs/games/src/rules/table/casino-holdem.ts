import { err, ok, type MinorUnits, type Result } from '@betting/kernel';
import { DrawStream, invalidAction, roundFinished, rtpOf, type EngineState, type GameEngine } from '../engine';
import type { Multiplier } from '../payout';
import type { SeedTriple } from '../provably-fair';
import { drawCards, rankOf, suitOf, type Card } from './cards';

/**
 * Casino Hold'em against the house, one deck shuffled every hand. The player antes (the round's stake) and gets two
 * cards, the dealer two face down, and the flop is dealt. The player folds (the ante is lost) or calls with twice the
 * ante; the turn and river follow and both sides make their best five of seven. The dealer qualifies with a pair of
 * fours or better:
 * - not qualifying: the ante pays by the table below, the call is returned;
 * - qualifying: the better hand wins; the player's win pays the ante by the table and the call 1:1; a tie returns
 *   both; a loss loses both.
 * Ante table (to one): royal flush 100, straight flush 20, four of a kind 10, full house 3, flush 2, straight or less 1.
 *
 * RTP: the figure published for these rules under optimal play, house edge 2.16 % of the ante (97.84 %; Wizard of
 * Odds, by combinatorial analysis of every player hand, flop and the dealer's and board's remaining cards). It is not
 * recomputed here: the full count is C(52,2)·C(50,3)·C(47,2)·C(45,2) ≈ 2.8·10¹³ seven-card comparisons before suit
 * symmetry, far beyond a test's seconds (even one call decision, 1.07 million dealer hands and boards, takes tens of
 * seconds in plain JS). The tests check the rules and the hand ranking instead.
 */
export const HOLDEM_ANTE_PAYS = { 'royal-flush': 100, 'straight-flush': 20, 'four-of-a-kind': 10, 'full-house': 3, flush: 2, other: 1 } as const;
export const HOLDEM_PUBLISHED_RTP = rtpOf(9784n, 10_000n);
/** Ante at 100:1 returned, the call at 1:1 returned: (1 + 100) + 2·2 antes. */
export const HOLDEM_MAX_MULTIPLIER: Multiplier = 105_000;

export const POKER_CATEGORIES = ['high-card', 'pair', 'two-pair', 'three-of-a-kind', 'straight', 'flush', 'full-house', 'four-of-a-kind', 'straight-flush'] as const;
export type PokerCategory = (typeof POKER_CATEGORIES)[number];

/** Highest rank of a straight in a rank bitmask (bit r for rank r, 2…14; the ace also as 1), 0 if none. */
function straightHigh(mask: number): number {
  const bits = mask | (mask & (1 << 14) ? 1 << 1 : 0);
  for (let high = 14; high >= 5; high -= 1) if (((bits >> (high - 4)) & 0b11111) === 0b11111) return high;
  return 0;
}

/**
 * The best five-card hand of five to seven cards as a comparable number: category × 16⁵ + the deciding ranks (aces
 * 14), most significant first.
 */
export function pokerScore(cards: readonly Card[]): number {
  const counts = new Array<number>(15).fill(0);
  const suits = [0, 0, 0, 0];
  const suitMasks = [0, 0, 0, 0];
  let mask = 0;
  for (const card of cards) {
    const r = rankOf(card) === 1 ? 14 : rankOf(card);
    counts[r]! += 1;
    suits[suitOf(card)]! += 1;
    suitMasks[suitOf(card)]! |= 1 << r;
    mask |= 1 << r;
  }
  const score = (category: number, ranks: number[]) => ranks.slice(0, 5).reduce((sum, r, i) => sum + r * 16 ** (4 - i), category * 16 ** 5);
  const flushSuit = suits.findIndex((n) => n >= 5);
  if (flushSuit >= 0) {
    const high = straightHigh(suitMasks[flushSuit]!);
    if (high) return score(8, [high]);
  }
  const byCount = (n: number) => Array.from({ length: 13 }, (_, i) => 14 - i).filter((r) => counts[r] === n);
  const quads = byCount(4);
  const trips = byCount(3);
  const pairs = byCount(2);
  const singles = (exclude: number[]) => Array.from({ length: 13 }, (_, i) => 14 - i).filter((r) => counts[r]! > 0 && !exclude.includes(r));
  if (quads.length) return score(7, [quads[0]!, ...singles([quads[0]!]).slice(0, 1)]);
  if (trips.length && (trips.length > 1 || pairs.length)) return score(6, [trips[0]!, trips[1] ?? pairs[0]!]);
  if (flushSuit >= 0)
    return score(
      5,
      Array.from({ length: 13 }, (_, i) => 14 - i).filter((r) => suitMasks[flushSuit]! & (1 << r))
    );
  const high = straightHigh(mask);
  if (high) return score(4, [high]);
  if (trips.length) return score(3, [trips[0]!, ...singles([trips[0]!]).slice(0, 2)]);
  if (pairs.length >= 2) return score(2, [pairs[0]!, pairs[1]!, ...singles([pairs[0]!, pairs[1]!]).slice(0, 1)]);
  if (pairs.length) return score(1, [pairs[0]!, ...singles([pairs[0]!]).slice(0, 3)]);
  return score(0, singles([]));
}

export const categoryOf = (score: number): PokerCategory => POKER_CATEGORIES[Math.floor(score / 16 ** 5)]!;

/** Does the dealer qualify (a pair of fours or better)? */
export const dealerQualifies = (score: number): boolean => score >= 1 * 16 ** 5 + 4 * 16 ** 4;

/** Ante pays (to one) for the player's best hand. */
export function antePays(score: number): number {
  const category = categoryOf(score);
  if (category === 'straight-flush') return Math.floor(score / 16 ** 4) % 16 === 14 ? HOLDEM_ANTE_PAYS['royal-flush'] : HOLDEM_ANTE_PAYS['straight-flush'];
  if (category === 'four-of-a-kind' || category === 'full-house' || category === 'flush') return HOLDEM_ANTE_PAYS[category];
  return HOLDEM_ANTE_PAYS.other;
}

/** What a called hand returns, in antes (stake included: ante 1 + call 2 put down). */
export function calledReturn(player: readonly Card[], dealer: readonly Card[], board: readonly Card[]): number {
  const mine = pokerScore([...player, ...board]);
  const theirs = pokerScore([...dealer, ...board]);
  if (!dealerQualifies(theirs)) return 1 + antePays(mine) + 2;
  if (mine > theirs) return 1 + antePays(mine) + 4;
  return mine === theirs ? 3 : 0;
}

export interface HoldemParams {
  readonly variant: 'casino-holdem';
}

export type HoldemAction = { readonly type: 'call' } | { readonly type: 'fold' };

export interface HoldemState extends EngineState {
  readonly player: readonly Card[];
  /** The dealer's two cards (hidden by `view` while the round is open). */
  readonly dealer: readonly Card[];
  /** Flop, then turn and river once called. */
  readonly board: readonly Card[];
  readonly decision: 'call' | 'fold' | null;
  /** Minor units put down: the ante, and twice it once called. */
  readonly wagered: MinorUnits;
  readonly returned: MinorUnits;
  readonly playerHand: PokerCategory | null;
  readonly dealerHand: PokerCategory | null;
  readonly dealerQualified: boolean | null;
}

function parseAction(input: unknown): Result<HoldemAction, string> {
  const type = (input as { type?: unknown } | null)?.type;
  return type === 'call' || type === 'fold' ? ok({ type }) : err('the action is call or fold');
}

export const casinoHoldemEngine: GameEngine<HoldemParams, HoldemState, HoldemAction> = {
  kind: 'casino-holdem',
  defaultParams: { variant: 'casino-holdem' },
  parseParams: (input) => (((input as { variant?: unknown } | null)?.variant ?? 'casino-holdem') === 'casino-holdem' ? ok({ variant: 'casino-holdem' }) : err('the variant is casino-holdem')),
  parseAction,
  maxMultiplier: () => HOLDEM_MAX_MULTIPLIER,
  rtp: () => HOLDEM_PUBLISHED_RTP,
  start(seeds: SeedTriple, _params, stake) {
    const stream = new DrawStream(seeds);
    const [p1, d1, p2, d2, ...flop] = drawCards(stream, 1, [], 7) as [Card, Card, Card, Card, Card, Card, Card];
    return {
      stake,
      draws: stream.position,
      finished: false,
      multiplier: 0,
      player: [p1, p2],
      dealer: [d1, d2],
      board: flop,
      decision: null,
      wagered: stake,
      returned: 0,
      playerHand: null,
      dealerHand: null,
      dealerQualified: null,
    };
  },
  act(state, action, seeds) {
    if (state.finished) return roundFinished();
    if (action.type === 'fold') return ok({ ...state, finished: true, decision: 'fold', multiplier: 0, returned: 0 });
    if (action.type !== 'call') return invalidAction('call or fold');
    const stream = new DrawStream(seeds, state.draws);
    const board = [...state.board, ...drawCards(stream, 1, [...state.player, ...state.dealer, ...state.board], 2)];
    const antes = calledReturn(state.player, state.dealer, board);
    const returned = antes * state.stake;
    const mine = pokerScore([...state.player, ...board]);
    const theirs = pokerScore([...state.dealer, ...board]);
    return ok({
      ...state,
      draws: stream.position,
      board,
      finished: true,
      decision: 'call',
      wagered: 3 * state.stake,
      returned,
      multiplier: antes * 1000,
      playerHand: categoryOf(mine),
      dealerHand: categoryOf(theirs),
      dealerQualified: dealerQualifies(theirs),
    });
  },
  isFinished: (state) => state.finished,
  payout: (state) => (state.finished ? state.returned : 0),
  view: (state) => (state.finished ? state : { ...state, dealer: [null, null] }),
};
