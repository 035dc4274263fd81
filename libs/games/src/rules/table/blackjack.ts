import { err, ok, type MinorUnits, type Result } from '@betting/kernel';
import { DrawStream, invalidAction, roundFinished, rtpOf, type EngineState, type ExactRtp, type GameEngine } from '../engine';
import { payoutOf, type Multiplier } from '../payout';
import type { SeedTriple } from '../provably-fair';
import { drawCard, rankOf, type Card } from './cards';

/**
 * Blackjack: a 6-deck shoe shuffled for every round (cards dealt uniformly from those left), the dealer stands on all
 * 17s (soft 17 included) and checks for blackjack under an ace or a ten (insurance is offered under an ace first),
 * blackjack pays 3:2, double on any first two cards, split equal values up to four hands, double after split, split
 * aces take one card each and cannot be split again; a 21 of two cards after a split is not a blackjack. No surrender.
 *
 * Wagers: the round's `stake` is the first bet; a double or a split puts down another stake, insurance half a stake
 * (floored to a minor unit). `wagered` is everything put down, `returned` everything paid back, and the multiplier is
 * returned over the first stake (at most 16×: four doubled hands won).
 *
 * RTP for basic strategy (`blackjackRtp`): a composition-dependent approximation,
 * not an exact finite-shoe figure. Every first deal (two player cards and the dealer's up card, by value) is weighted
 * exactly by its odds from the 312-card shoe; the dealer's final totals are then computed by exact recursion over the
 * shoe without those three cards (the hole card conditioned on no dealer blackjack, the dealer's own draws removed as
 * it draws), and the player's draws are taken from that same three-card-depleted shoe (cards the player draws later
 * are not removed from the dealer's shoe). The player follows the 6-deck S17 DAS basic strategy below, never insures,
 * and resplits pairs (not aces) up to four hands. The figure: 99.5955 % of the first bet (house edge ≈ 0.40 %, as
 * published for these rules); float arithmetic, given as a fraction over 10⁹. A simulation of 400,000 rounds through
 * the engine with this strategy returned 99.62 % ± 0.18 %.
 */
export const BLACKJACK_DECKS = 6;
export const BLACKJACK_MAX_HANDS = 4;
export const BLACKJACK_MAX_MULTIPLIER: Multiplier = 16_000;

/** A card's blackjack value: ace 1 (or 11), 2–9 their pips, tens and faces 10. */
export const cardValue = (card: Card): number => Math.min(10, rankOf(card));

/** A hand's best total and whether an ace counts 11 in it. */
export function handTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  const hard = cards.reduce((sum, card) => sum + cardValue(card), 0);
  const soft = cards.some((card) => cardValue(card) === 1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

export const isBlackjack = (cards: readonly Card[]): boolean => cards.length === 2 && handTotal(cards).total === 21;

// ————— basic strategy (6 decks, S17, DAS, no surrender) —————

export type StrategyMove = 'hit' | 'stand' | 'double' | 'split';

/** Dealer up-card values 2…10 and ace (1) as a column 0…9 (2 → 0, …, 10 → 8, ace → 9). */
const column = (up: number): number => (up === 1 ? 9 : up - 2);
const pick = (row: string, up: number): StrategyMove => ({ H: 'hit', S: 'stand', D: 'double', P: 'split', d: 'double' }[row[column(up)] as 'H'] as StrategyMove);

/** Hard totals 4…21 by dealer 2 3 4 5 6 7 8 9 T A. */
const HARD: Record<number, string> = {
  8: 'HHHHHHHHHH',
  9: 'HDDDDHHHHH',
  10: 'DDDDDDDDHH',
  11: 'DDDDDDDDDH',
  12: 'HHSSSHHHHH',
  13: 'SSSSSHHHHH',
  14: 'SSSSSHHHHH',
  15: 'SSSSSHHHHH',
  16: 'SSSSSHHHHH',
};
/** Soft totals 13…21 (A,2 … A,T); `d` = double, else stand. */
const SOFT: Record<number, string> = {
  13: 'HHHDDHHHHH',
  14: 'HHHDDHHHHH',
  15: 'HHDDDHHHHH',
  16: 'HHDDDHHHHH',
  17: 'HDDDDHHHHH',
  18: 'SddddSSHHH',
  19: 'SSSSSSSSSS',
  20: 'SSSSSSSSSS',
  21: 'SSSSSSSSSS',
};
/** Pairs by value (1 = aces), `P` split. */
const PAIRS: Record<number, string> = {
  1: 'PPPPPPPPPP',
  2: 'PPPPPPHHHH',
  3: 'PPPPPPHHHH',
  4: 'HHHPPHHHHH',
  5: 'DDDDDDDDHH',
  6: 'PPPPPHHHHH',
  7: 'PPPPPPHHHH',
  8: 'PPPPPPPPPP',
  9: 'PPPPPSPPSS',
  10: 'SSSSSSSSSS',
};

/**
 * The basic-strategy move for a hand (by its cards' values) against an up card, given what the table allows now.
 * A double not allowed becomes a hit (soft 18: a stand); a split not allowed plays the pair as its total.
 */
export function basicStrategy(values: readonly number[], up: number, canDouble: boolean, canSplit: boolean): StrategyMove {
  if (canSplit && values.length === 2 && values[0] === values[1]) {
    const move = pick(PAIRS[values[0]!]!, up);
    if (move === 'split') return move;
  }
  const hard = values.reduce((a, b) => a + b, 0);
  const soft = values.includes(1) && hard + 10 <= 21;
  const total = soft ? hard + 10 : hard;
  let move: StrategyMove;
  if (soft) move = pick(SOFT[Math.max(13, total)]!, up);
  else move = total <= 8 ? 'hit' : total >= 17 ? 'stand' : pick(HARD[total]!, up);
  if (move === 'double' && !canDouble) return soft && total === 18 ? 'stand' : 'hit';
  return move;
}

// ————— the game —————

export type BlackjackHandResult = 'blackjack' | 'win' | 'push' | 'lose';

export interface BlackjackHand {
  readonly cards: readonly Card[];
  /** Stakes on the hand: 1, or 2 once doubled. */
  readonly bet: 1 | 2;
  readonly done: boolean;
  readonly fromSplit: boolean;
  readonly result: BlackjackHandResult | null;
}

export type BlackjackPhase = 'insurance' | 'play' | 'done';

export interface BlackjackState extends EngineState {
  /** The dealer's cards: up card first, then the hole card (hidden by `view` while the round is open). */
  readonly dealer: readonly Card[];
  readonly hands: readonly BlackjackHand[];
  readonly active: number;
  readonly phase: BlackjackPhase;
  /** null until answered (or when not offered). */
  readonly insurance: boolean | null;
  /** Minor units put down so far: the first stake, doubles, splits and insurance. */
  readonly wagered: MinorUnits;
  /** Minor units paid back (0 while open). */
  readonly returned: MinorUnits;
}

export type BlackjackAction = { readonly type: 'hit' } | { readonly type: 'stand' } | { readonly type: 'double' } | { readonly type: 'split' } | { readonly type: 'insurance'; readonly take: boolean };

export interface BlackjackParams {
  readonly decks: 6;
}

const allCards = (state: Pick<BlackjackState, 'dealer' | 'hands'>): Card[] => [...state.dealer, ...state.hands.flatMap((hand) => hand.cards)];
const insuranceStake = (stake: MinorUnits): MinorUnits => Math.floor(stake / 2);

class Dealer {
  readonly stream: DrawStream;
  readonly dealt: Card[];
  constructor(seeds: SeedTriple, position: number, dealt: readonly Card[]) {
    this.stream = new DrawStream(seeds, position);
    this.dealt = [...dealt];
  }
  next(): Card {
    const card = drawCard(this.stream, BLACKJACK_DECKS, this.dealt);
    this.dealt.push(card);
    return card;
  }
}

/** Settles every hand against the dealer (who draws to 17 first if any hand still stands). */
function settle(state: BlackjackState, dealer: Dealer): BlackjackState {
  const cards = [...state.dealer];
  const live = state.hands.some((hand) => handTotal(hand.cards).total <= 21);
  if (live) while (handTotal(cards).total < 17) cards.push(dealer.next());
  const dealerTotal = handTotal(cards).total;
  const hands = state.hands.map((hand): BlackjackHand => {
    const total = handTotal(hand.cards).total;
    const result: BlackjackHandResult = total > 21 ? 'lose' : dealerTotal > 21 || total > dealerTotal ? 'win' : total === dealerTotal ? 'push' : 'lose';
    return { ...hand, done: true, result };
  });
  const returned = hands.reduce((sum, hand) => sum + (hand.result === 'win' ? 2 : hand.result === 'push' ? 1 : 0) * hand.bet * state.stake, 0);
  return finish({ ...state, dealer: cards, hands, draws: dealer.stream.position }, returned);
}

function finish(state: BlackjackState, returned: MinorUnits): BlackjackState {
  return { ...state, phase: 'done', finished: true, returned, multiplier: Math.floor((returned * 1000) / state.stake), active: state.hands.length };
}

/** After the deal (and insurance): the dealer's check for blackjack, the player's blackjack, or play. */
function afterPeek(state: BlackjackState): BlackjackState {
  const player = state.hands[0]!;
  const insured = state.insurance === true ? insuranceStake(state.stake) : 0;
  if (isBlackjack(state.dealer)) {
    const push = isBlackjack(player.cards);
    return finish({ ...state, hands: [{ ...player, done: true, result: push ? 'push' : 'lose' }] }, (push ? state.stake : 0) + 3 * insured);
  }
  if (isBlackjack(player.cards)) return finish({ ...state, hands: [{ ...player, done: true, result: 'blackjack' }] }, payoutOf(state.stake, 2500));
  return { ...state, phase: 'play' };
}

/** Moves to the next hand still to play; once none is left, the dealer plays and the round settles. */
function advance(state: BlackjackState, dealer: Dealer): BlackjackState {
  let active = state.active;
  const hands = [...state.hands];
  while (active < hands.length) {
    const hand = hands[active]!;
    if (!hand.done && hand.cards.length === 1) {
      // a split hand takes its second card when its turn comes
      const cards = [...hand.cards, dealer.next()];
      const aces = cardValue(hand.cards[0]!) === 1;
      hands[active] = { ...hand, cards, done: aces || handTotal(cards).total === 21 };
      continue;
    }
    if (!hand.done) break;
    active += 1;
  }
  const next = { ...state, hands, active, draws: dealer.stream.position };
  return active < hands.length ? next : settle(next, dealer);
}

/** The moves the table allows now (empty once the round is over). */
export function legalMoves(state: BlackjackState): BlackjackAction['type'][] {
  if (state.finished) return [];
  if (state.phase === 'insurance') return ['insurance'];
  const hand = state.hands[state.active]!;
  const moves: BlackjackAction['type'][] = ['hit', 'stand'];
  const two = hand.cards.length === 2;
  if (two) moves.push('double');
  if (two && cardValue(hand.cards[0]!) === cardValue(hand.cards[1]!) && state.hands.length < BLACKJACK_MAX_HANDS && !(hand.fromSplit && cardValue(hand.cards[0]!) === 1)) moves.push('split');
  return moves;
}

function act(state: BlackjackState, action: BlackjackAction, seeds: SeedTriple): Result<BlackjackState, ReturnType<typeof invalidAction>['error']> {
  if (state.finished) return roundFinished();
  if (!legalMoves(state).includes(action.type)) return invalidAction(`${action.type} is not allowed now (${legalMoves(state).join(', ')})`);
  const dealer = new Dealer(seeds, state.draws, allCards(state));
  if (action.type === 'insurance') return ok(afterPeek({ ...state, insurance: action.take, wagered: state.wagered + (action.take ? insuranceStake(state.stake) : 0) }));
  const hands = [...state.hands];
  const hand = hands[state.active]!;
  let wagered = state.wagered;
  switch (action.type) {
    case 'hit': {
      const cards = [...hand.cards, dealer.next()];
      hands[state.active] = { ...hand, cards, done: handTotal(cards).total >= 21 };
      break;
    }
    case 'stand':
      hands[state.active] = { ...hand, done: true };
      break;
    case 'double':
      hands[state.active] = { ...hand, cards: [...hand.cards, dealer.next()], bet: 2, done: true };
      wagered += state.stake;
      break;
    case 'split': {
      const [first, second] = hand.cards as [Card, Card];
      hands.splice(state.active, 1, { cards: [first], bet: 1, done: false, fromSplit: true, result: null }, { cards: [second], bet: 1, done: false, fromSplit: true, result: null });
      wagered += state.stake;
      break;
    }
  }
  return ok(advance({ ...state, hands, wagered, draws: dealer.stream.position }, dealer));
}

function start(seeds: SeedTriple, _params: BlackjackParams, stake: MinorUnits): BlackjackState {
  const dealer = new Dealer(seeds, 0, []);
  const p1 = dealer.next();
  const up = dealer.next();
  const p2 = dealer.next();
  const hole = dealer.next();
  const state: BlackjackState = {
    stake,
    draws: dealer.stream.position,
    finished: false,
    multiplier: 0,
    dealer: [up, hole],
    hands: [{ cards: [p1, p2], bet: 1, done: false, fromSplit: false, result: null }],
    active: 0,
    phase: 'play',
    insurance: null,
    wagered: stake,
    returned: 0,
  };
  return cardValue(up) === 1 ? { ...state, phase: 'insurance' } : afterPeek(state);
}

function parseAction(input: unknown): Result<BlackjackAction, string> {
  const { type, take } = (input ?? {}) as { type?: unknown; take?: unknown };
  if (type === 'hit' || type === 'stand' || type === 'double' || type === 'split') return ok({ type });
  if (type === 'insurance' && typeof take === 'boolean') return ok({ type, take });
  return err('an action is hit, stand, double, split or insurance { take }');
}

export const blackjackEngine: GameEngine<BlackjackParams, BlackjackState, BlackjackAction> = {
  kind: 'blackjack',
  defaultParams: { decks: 6 },
  parseParams: (input) => (((input as { decks?: unknown } | null)?.decks ?? 6) === 6 ? ok({ decks: 6 }) : err('the shoe has 6 decks')),
  parseAction,
  maxMultiplier: () => BLACKJACK_MAX_MULTIPLIER,
  rtp: () => blackjackRtp().rtp,
  start,
  act,
  isFinished: (state) => state.finished,
  payout: (state) => (state.finished ? state.returned : 0),
  view: (state) => (state.finished ? state : { ...state, dealer: [state.dealer[0], null] }),
};

// ————— RTP of basic strategy —————

/** The dealer's final totals (17…21, bust) from an up card and a shoe (counts by value 1…10), no blackjack. */
export function dealerOutcomes(up: number, shoe: readonly number[]): number[] {
  const counts = [...shoe];
  const outcome = [0, 0, 0, 0, 0, 0]; // 17, 18, 19, 20, 21, bust
  let left = counts.reduce((a, b) => a + b, 0);
  const walk = (hard: number, hasAce: boolean, probability: number, first: boolean) => {
    const total = hasAce && hard + 10 <= 21 ? hard + 10 : hard;
    if (total >= 17 && !first) {
      outcome[total > 21 ? 5 : total - 17]! += probability;
      return;
    }
    // The hole card: conditioned on no blackjack.
    const banned = first ? (up === 1 ? 10 : up === 10 ? 1 : 0) : 0;
    const pool = left - (banned ? counts[banned]! : 0);
    for (let v = 1; v <= 10; v += 1) {
      if (v === banned || counts[v] === 0) continue;
      const p = (probability * counts[v]!) / pool;
      counts[v]! -= 1;
      left -= 1;
      walk(hard + v, hasAce || v === 1, p, false);
      counts[v]! += 1;
      left += 1;
    }
  };
  walk(up, up === 1, 1, true);
  return outcome;
}

/** Expected result (in first bets) of the player's hand played by basic strategy, the shoe fixed. */
function playerValue(shoe: readonly number[], up: number, dealer: readonly number[]): (values: number[], afterSplit: boolean) => number {
  const left = shoe.reduce((a, b) => a + b, 0);
  const q = shoe.map((count) => count / left);
  const standValue = (total: number): number => {
    if (total > 21) return -1;
    let value = dealer[5]!;
    for (let t = 17; t <= 21; t += 1) value += (total > t ? 1 : total < t ? -1 : 0) * dealer[t - 17]!;
    return value;
  };
  const memo = new Map<string, number>();
  const play = (values: number[], canDouble: boolean): number => {
    const hard = values.reduce((a, b) => a + b, 0);
    const soft = values.includes(1) && hard + 10 <= 21;
    const total = soft ? hard + 10 : hard;
    if (total > 21) return -1;
    const key = `${hard}:${values.includes(1)}:${canDouble}:${values.length === 2 ? values.join() : ''}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const move = total === 21 ? 'stand' : basicStrategy(values, up, canDouble, false);
    let value: number;
    if (move === 'stand') value = standValue(total);
    else if (move === 'double') {
      value = 0;
      for (let v = 1; v <= 10; v += 1) {
        const h = hard + v;
        const t = (values.includes(1) || v === 1) && h + 10 <= 21 ? h + 10 : h;
        value += q[v]! * 2 * standValue(t);
      }
    } else {
      value = 0;
      for (let v = 1; v <= 10; v += 1) value += q[v]! * play([...values, v], false);
    }
    memo.set(key, value);
    return value;
  };
  return (values, afterSplit) => {
    if (!afterSplit && basicStrategy(values, up, true, true) === 'split') {
      const card = values[0]!;
      if (card === 1) {
        // split aces: one card each, no resplit
        let one = 0;
        for (let v = 1; v <= 10; v += 1) one += q[v]! * standValue(v === 10 ? 21 : 11 + v);
        return 2 * one;
      }
      // A split hand draws a second card: another of the pair is resplit while hands are left (four in all), any
      // other card is played on (double after split allowed). V(k, b): k one-card hands to play, b splits left.
      const pair = q[card]!;
      let other = 0;
      for (let v = 1; v <= 10; v += 1) if (v !== card) other += q[v]! * play([card, v], true);
      const kept = play([card, card], true);
      const V = (k: number, b: number): number => (k === 0 ? 0 : other + (1 - pair) * V(k - 1, b) + pair * (b > 0 ? V(k + 1, b - 1) : kept + V(k - 1, b)));
      return V(2, BLACKJACK_MAX_HANDS - 2);
    }
    return play(values, true);
  };
}

let computed: { rtp: ExactRtp; value: number } | null = null;

/** The basic-strategy RTP (see the file's comment), per first bet: a fraction of the float figure over 10⁹. */
export function blackjackRtp(): { rtp: ExactRtp; value: number } {
  if (computed) return computed;
  const full = Array.from({ length: 11 }, (_, v) => (v === 0 ? 0 : v === 10 ? 16 : 4) * BLACKJACK_DECKS);
  const total = 52 * BLACKJACK_DECKS;
  let expected = 0;
  const dealerMemo = new Map<string, number[]>();
  for (let a = 1; a <= 10; a += 1)
    for (let b = 1; b <= 10; b += 1)
      for (let up = 1; up <= 10; up += 1) {
        const shoe = [...full];
        let p = shoe[a]! / total;
        shoe[a]! -= 1;
        p *= shoe[b]! / (total - 1);
        shoe[b]! -= 1;
        p *= shoe[up]! / (total - 2);
        shoe[up]! -= 1;
        if (p === 0) continue;
        const key = `${Math.min(a, b)},${Math.max(a, b)},${up}`;
        let dealer = dealerMemo.get(key);
        if (!dealer) {
          dealer = dealerOutcomes(up, shoe);
          dealerMemo.set(key, dealer);
        }
        const left = total - 3;
        const dealerBlackjack = up === 1 ? shoe[10]! / left : up === 10 ? shoe[1]! / left : 0;
        const playerBlackjack = (a === 1 && b === 10) || (a === 10 && b === 1);
        const played = playerBlackjack ? 1.5 : playerValue(shoe, up, dealer)([a, b], false);
        expected += p * (dealerBlackjack * (playerBlackjack ? 0 : -1) + (1 - dealerBlackjack) * played);
      }
  const value = 1 + expected;
  computed = { rtp: rtpOf(BigInt(Math.round(value * 1e9)), 1_000_000_000n), value };
  return computed;
}
