import { err, ok, type MinorUnits, type Result } from '@betting/kernel';
import { DrawStream, roundFinished, rtpOf, type EngineState, type ExactRtp, type GameEngine } from '../engine';
import { payoutOf, type Multiplier } from '../payout';
import type { SeedTriple } from '../provably-fair';
import { drawCard, rankOf, type Card } from './cards';

/**
 * Punto banco from an 8-deck shoe shuffled for every round (cards dealt uniformly from those left, `drawCard`).
 *
 * Player, banker, player, banker; a natural (8 or 9 on two cards) on either side stands both. Otherwise the player
 * draws on 0–5 and stands on 6–7; a banker whose player stood draws on 0–5; after a player's third card the banker
 * draws on 0–2, on 3 unless it was an 8, on 4 against 2–7, on 5 against 4–7, on 6 against 6–7, and stands on 7.
 *
 * Bets (returns, stake included): player 2× (tie: stake back), banker 1.95× (5 % commission; tie: stake back), tie
 * 9× (8:1), player pair and banker pair 12× (11:1; the side's first two cards of one rank). Several bets a round, the
 * stake shared between them in proportion to their chips.
 *
 * Exact RTP (`baccaratBetRtp`, counted over the shoe's value classes, ten, with their multiplicities, every deal of up
 * to six cards weighted by the ways to draw it without replacement; pairs in closed form, 31/415 for 8 decks):
 * banker 98.9421 %, player 98.7648 %, tie 85.6404 %, each pair 89.6386 %.
 */
export const BACCARAT_DECKS = 8;
export const BACCARAT_BETS = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const;
export type BaccaratBetType = (typeof BACCARAT_BETS)[number];

export interface BaccaratBet {
  readonly type: BaccaratBetType;
  readonly chips: number;
}

export interface BaccaratParams {
  readonly bets: readonly BaccaratBet[];
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratState extends EngineState {
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly winner: BaccaratWinner;
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
  readonly bets: readonly BaccaratBet[];
  /** Thousandths of its chips each bet returns (stake included). */
  readonly returns: readonly Multiplier[];
}

export type BaccaratAction = { readonly type: 'none' };

export const BACCARAT_MAX_BETS = 5;
export const BACCARAT_MAX_CHIPS = 1_000_000;

/** A card's baccarat value: aces 1, 2–9 their pips, tens and faces 0. */
export const baccaratValue = (card: Card): number => (rankOf(card) >= 10 ? 0 : rankOf(card));
const total = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) % 10;

/** Does the banker draw on `banker` after the player's third card of value `third` (null when the player stood)? */
export function bankerDraws(banker: number, third: number | null): boolean {
  if (third === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return third !== 8;
  if (banker === 4) return third >= 2 && third <= 7;
  if (banker === 5) return third >= 4 && third <= 7;
  if (banker === 6) return third === 6 || third === 7;
  return false;
}

/** The coup from its first four card values (p, b, p, b) and a source of the next values: the hands' values. */
export function playCoup(first: readonly [number, number, number, number], next: () => number): { player: number[]; banker: number[] } {
  const player = [first[0], first[2]];
  const banker = [first[1], first[3]];
  if (total(player) >= 8 || total(banker) >= 8) return { player, banker };
  let third: number | null = null;
  if (total(player) <= 5) {
    third = next();
    player.push(third);
  }
  if (bankerDraws(total(banker), third)) banker.push(next());
  return { player, banker };
}

/** Thousandths of its chips a bet returns for a coup. */
export function betReturn(type: BaccaratBetType, winner: BaccaratWinner, playerPair: boolean, bankerPair: boolean): Multiplier {
  switch (type) {
    case 'player':
      return winner === 'player' ? 2000 : winner === 'tie' ? 1000 : 0;
    case 'banker':
      return winner === 'banker' ? 1950 : winner === 'tie' ? 1000 : 0;
    case 'tie':
      return winner === 'tie' ? 9000 : 0;
    case 'player-pair':
      return playerPair ? 12_000 : 0;
    case 'banker-pair':
      return bankerPair ? 12_000 : 0;
  }
}

const totalChips = (params: BaccaratParams): number => params.bets.reduce((sum, bet) => sum + bet.chips, 0);
const combined = (params: BaccaratParams, returns: readonly Multiplier[]): Multiplier => Math.floor(params.bets.reduce((sum, bet, i) => sum + bet.chips * (returns[i] ?? 0), 0) / totalChips(params));

/** A coup from its cards (pure; `start` deals them). */
export function baccaratOutcome(params: BaccaratParams, stake: MinorUnits, player: readonly Card[], banker: readonly Card[], draws: number): BaccaratState {
  const playerTotal = total(player.map(baccaratValue));
  const bankerTotal = total(banker.map(baccaratValue));
  const winner: BaccaratWinner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  const playerPair = rankOf(player[0]!) === rankOf(player[1]!);
  const bankerPair = rankOf(banker[0]!) === rankOf(banker[1]!);
  const returns = params.bets.map((bet) => betReturn(bet.type, winner, playerPair, bankerPair));
  return { stake, draws, finished: true, multiplier: combined(params, returns), player, banker, playerTotal, bankerTotal, winner, playerPair, bankerPair, bets: params.bets, returns };
}

/** Deals a coup from the shoe. */
export function dealCoup(stream: DrawStream): { player: Card[]; banker: Card[] } {
  const dealt: Card[] = [];
  const deal = (): Card => {
    const card = drawCard(stream, BACCARAT_DECKS, dealt);
    dealt.push(card);
    return card;
  };
  const first = [deal(), deal(), deal(), deal()] as const;
  const extra: Card[] = [];
  const { player, banker } = playCoup([baccaratValue(first[0]), baccaratValue(first[1]), baccaratValue(first[2]), baccaratValue(first[3])], () => {
    const card = deal();
    extra.push(card);
    return baccaratValue(card);
  });
  const playerCards = [first[0], first[2], ...(player.length === 3 ? [extra[0]!] : [])];
  const bankerCards = [first[1], first[3], ...(banker.length === 3 ? [extra[player.length === 3 ? 1 : 0]!] : [])];
  return { player: playerCards, banker: bankerCards };
}

/**
 * The ways (ordered draws without replacement from the shoe, scaled to six cards) that the player wins, the banker
 * wins, and they tie. All three add up to 416·415·414·413·412·411 < 2⁵³, so plain numbers count exactly.
 */
export function baccaratCounts(decks = BACCARAT_DECKS): { player: number; banker: number; tie: number; total: number } {
  const left = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * decks);
  let cards = 52 * decks;
  const falling = (from: number, count: number): number => {
    let product = 1;
    for (let i = 0; i < count; i += 1) product *= from - i;
    return product;
  };
  const counts = { player: 0, banker: 0, tie: 0, total: falling(cards, 6) };
  const take = (value: number): number => {
    const ways = left[value]!;
    left[value]! -= 1;
    cards -= 1;
    return ways;
  };
  const give = (value: number): void => {
    left[value]! += 1;
    cards += 1;
  };
  const settle = (player: number[], banker: number[], ways: number, used: number) => {
    const weight = ways * falling(cards, 6 - used);
    const p = total(player);
    const b = total(banker);
    if (p > b) counts.player += weight;
    else if (b > p) counts.banker += weight;
    else counts.tie += weight;
  };
  for (let p1 = 0; p1 < 10; p1 += 1) {
    const w1 = take(p1);
    for (let b1 = 0; b1 < 10; b1 += 1) {
      if (left[b1] === 0) continue;
      const w2 = w1 * take(b1);
      for (let p2 = 0; p2 < 10; p2 += 1) {
        if (left[p2] === 0) continue;
        const w3 = w2 * take(p2);
        for (let b2 = 0; b2 < 10; b2 += 1) {
          if (left[b2] === 0) continue;
          const w4 = w3 * take(b2);
          const player = [p1, p2];
          const banker = [b1, b2];
          if (total(player) >= 8 || total(banker) >= 8) settle(player, banker, w4, 4);
          else if (total(player) <= 5) {
            for (let p3 = 0; p3 < 10; p3 += 1) {
              if (left[p3] === 0) continue;
              const w5 = w4 * take(p3);
              if (bankerDraws(total(banker), p3)) {
                for (let b3 = 0; b3 < 10; b3 += 1) {
                  if (left[b3] === 0) continue;
                  const w6 = w5 * take(b3);
                  settle([p1, p2, p3], [b1, b2, b3], w6, 6);
                  give(b3);
                }
              } else settle([p1, p2, p3], banker, w5, 5);
              give(p3);
            }
          } else if (bankerDraws(total(banker), null)) {
            for (let b3 = 0; b3 < 10; b3 += 1) {
              if (left[b3] === 0) continue;
              const w5 = w4 * take(b3);
              settle(player, [b1, b2, b3], w5, 5);
              give(b3);
            }
          } else settle(player, banker, w4, 4);
          give(b2);
        }
        give(p2);
      }
      give(b1);
    }
    give(p1);
  }
  return counts;
}

let cachedCounts: ReturnType<typeof baccaratCounts> | null = null;

/** Exact RTP of one bet (8 decks). */
export function baccaratBetRtp(type: BaccaratBetType): ExactRtp {
  cachedCounts ??= baccaratCounts();
  const { player, banker, tie, total: all } = cachedCounts;
  const [p, b, t, n] = [BigInt(player), BigInt(banker), BigInt(tie), BigInt(all)];
  const cards = 52 * BACCARAT_DECKS;
  switch (type) {
    case 'player':
      return rtpOf(2n * p + t, n);
    case 'banker':
      return rtpOf(195n * b + 100n * t, 100n * n);
    case 'tie':
      return rtpOf(9n * t, n);
    default:
      // The side's second card has the first one's rank: 4·decks − 1 of the cards − 1 left.
      return rtpOf(12n * BigInt(4 * BACCARAT_DECKS - 1), BigInt(cards - 1));
  }
}

/** Exact RTP of a set of bets: the chip-weighted mean of theirs. */
export function baccaratRtp(params: BaccaratParams): ExactRtp {
  let numerator = 0n;
  let denominator = 1n;
  for (const bet of params.bets) {
    const one = baccaratBetRtp(bet.type);
    numerator = numerator * one.denominator + BigInt(bet.chips) * one.numerator * denominator;
    denominator *= one.denominator;
  }
  return rtpOf(numerator, denominator * BigInt(totalChips(params)));
}

function parseParams(input: unknown): Result<BaccaratParams, string> {
  if (typeof input !== 'object' || input === null || !Array.isArray((input as { bets?: unknown }).bets)) return err('params are { bets: [...] }');
  const bets = (input as { bets: unknown[] }).bets;
  if (bets.length < 1 || bets.length > BACCARAT_MAX_BETS) return err(`one to ${BACCARAT_MAX_BETS} bets a round`);
  const clean: BaccaratBet[] = [];
  for (const bet of bets) {
    const { type, chips } = (bet ?? {}) as { type?: unknown; chips?: unknown };
    if (!(BACCARAT_BETS as readonly unknown[]).includes(type)) return err(`a bet is one of ${BACCARAT_BETS.join(', ')}`);
    if (typeof chips !== 'number' || !Number.isSafeInteger(chips) || chips < 1 || chips > BACCARAT_MAX_CHIPS) return err(`chips are a whole number 1–${BACCARAT_MAX_CHIPS}`);
    if (clean.some((other) => other.type === type)) return err('one bet of each kind');
    clean.push({ type: type as BaccaratBetType, chips });
  }
  return ok({ bets: clean });
}

/** The most a coup can return: the best winner with both pairs. */
function maxMultiplier(params: BaccaratParams): Multiplier {
  let best = 0;
  for (const winner of ['player', 'banker', 'tie'] as const)
    for (const pp of [false, true])
      for (const bp of [false, true])
        best = Math.max(
          best,
          combined(
            params,
            params.bets.map((bet) => betReturn(bet.type, winner, pp, bp))
          )
        );
  return best;
}

export const baccaratEngine: GameEngine<BaccaratParams, BaccaratState, BaccaratAction> = {
  kind: 'baccarat',
  defaultParams: { bets: [{ type: 'banker', chips: 1 }] },
  parseParams,
  parseAction: () => err('a coup takes no actions'),
  maxMultiplier,
  rtp: baccaratRtp,
  start(seeds: SeedTriple, params, stake) {
    const stream = new DrawStream(seeds);
    const { player, banker } = dealCoup(stream);
    return baccaratOutcome(params, stake, player, banker, stream.position);
  },
  act: () => roundFinished(),
  isFinished: (state) => state.finished,
  payout: (state) => payoutOf(state.stake, state.multiplier),
  view: (state) => state,
};
