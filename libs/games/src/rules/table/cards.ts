import type { DrawStream } from '../engine';

/**
 * Playing cards and shoes of the table games. A card is a number 0…51: suit × 13 + (rank − 1), ranks 1 (ace) … 13
 * (king), suits 0 ♣, 1 ♦, 2 ♥, 3 ♠.
 *
 * A shoe of `decks` decks is shuffled for every round: the cards are dealt one by one, each drawn exactly uniformly
 * from the cards still in the shoe (the draw is an index into those cards in card order, `DrawStream.index`). That is
 * a uniformly shuffled shoe dealt from the top, revealed one card at a time, so a state only keeps the cards dealt
 * and the position of the draw stream: the rest of the shoe follows from the seeds.
 */
export type Card = number;

export const RANKS = 13;
export const SUITS = 4;
export const DECK_SIZE = 52;

export const rankOf = (card: Card): number => (card % RANKS) + 1;
export const suitOf = (card: Card): number => Math.floor(card / RANKS);
export const cardOf = (rank: number, suit: number): Card => suit * RANKS + rank - 1;

const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const SUIT_NAMES = ['c', 'd', 'h', 's'];

/** A card as two characters: rank (A 2 … 9 T J Q K) and suit (c d h s), e.g. `As`, `Td`. */
export const cardName = (card: Card): string => `${RANK_NAMES[rankOf(card) - 1]}${SUIT_NAMES[suitOf(card)]}`;

/** The card a name stands for (`Ah`, `td`; null when it names none). */
export function parseCard(name: string): Card | null {
  if (name.length !== 2) return null;
  const rank = RANK_NAMES.indexOf(name[0]!.toUpperCase());
  const suit = SUIT_NAMES.indexOf(name[1]!.toLowerCase());
  return rank < 0 || suit < 0 ? null : cardOf(rank + 1, suit);
}

export const isCard = (value: unknown): value is Card => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < DECK_SIZE;

/**
 * The next card of a shoe of `decks` decks from which `dealt` have gone: uniform over the cards left (the k-th card
 * left in card order, k drawn from the stream).
 */
export function drawCard(stream: DrawStream, decks: number, dealt: readonly Card[]): Card {
  const left = new Array<number>(DECK_SIZE).fill(decks);
  for (const card of dealt) left[card]! -= 1;
  let index = stream.index(decks * DECK_SIZE - dealt.length);
  for (let card = 0; card < DECK_SIZE; card += 1) {
    if (index < left[card]!) return card;
    index -= left[card]!;
  }
  throw new RangeError('the shoe is empty');
}

/** `count` cards dealt in turn from the shoe after `dealt`. */
export function drawCards(stream: DrawStream, decks: number, dealt: readonly Card[], count: number): Card[] {
  const all = [...dealt];
  const drawn: Card[] = [];
  for (let i = 0; i < count; i += 1) {
    const card = drawCard(stream, decks, all);
    all.push(card);
    drawn.push(card);
  }
  return drawn;
}
