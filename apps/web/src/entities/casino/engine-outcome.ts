import type { TFunction } from 'i18next';
import { multiplierText } from './round-text';

/**
 * A finished engine round's outcome in words (the history's Outcome column, the provably-fair page's replay), read
 * from the engine's state as plain data: the state travels as JSON, so every field is checked before it is used and a
 * shape this does not know falls back to the multiplier.
 */
type State = Record<string, unknown>;

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** Suits in the engines' order: 0 clubs, 1 diamonds, 2 hearts, 3 spades. */
const SUITS = ['♣', '♦', '♥', '♠'];

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const objectOf = (value: unknown): State => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as State) : {});

/** A card 0…51 (suit × 13 + rank − 1) as people write it: `A♠`, `10♥`. */
export function cardText(card: unknown): string {
  const value = numberOf(card);
  if (value === null || value < 0 || value > 51) return '?';
  return `${RANKS[value % 13]}${SUITS[Math.floor(value / 13)]}`;
}

const cardsText = (cards: unknown): string => listOf(cards).map(cardText).join(' ');

/** Blackjack's best total of a hand (aces 1 or 11). */
function blackjackTotal(cards: unknown): number {
  const values = listOf(cards).map((card) => Math.min(10, ((numberOf(card) ?? 0) % 13) + 1));
  const hard = values.reduce((sum, value) => sum + value, 0);
  return values.includes(1) && hard + 10 <= 21 ? hard + 10 : hard;
}

function multiplierOutcome(t: TFunction<'pages'>, state: State): string {
  const multiplier = numberOf(state['multiplier']) ?? 0;
  return multiplier > 0 ? t('engineOutcome.multiplier', { value: multiplierText(multiplier) }) : t('engineOutcome.noWin');
}

/** What an engine round came to, in the page's language; "In play" while it is open. */
export function engineOutcomeText(t: TFunction<'pages'>, engine: string, view: unknown): string {
  const state = objectOf(view);
  if (state['finished'] !== true) return t('engineOutcome.open');
  const params = objectOf(state['params']);
  switch (engine) {
    case 'slots': {
      const free = Math.max(0, listOf(state['spins']).length - 1);
      const won = multiplierOutcome(t, state);
      return free > 0 ? `${won} · ${t('engineOutcome.freeSpins', { count: free })}` : won;
    }
    case 'roulette':
      return `${t('engineOutcome.roulette', { pocket: numberOf(state['pocket']) ?? '?' })} · ${multiplierOutcome(t, state)}`;
    case 'baccarat': {
      const winner = state['winner'] === 'player' || state['winner'] === 'banker' || state['winner'] === 'tie' ? state['winner'] : 'tie';
      return t('engineOutcome.baccarat', { player: numberOf(state['playerTotal']) ?? '?', banker: numberOf(state['bankerTotal']) ?? '?', winner: t(`engineOutcome.baccaratWinner.${winner}`) });
    }
    case 'blackjack': {
      const dealer = blackjackTotal(state['dealer']);
      const dealerText = dealer > 21 ? t('engineOutcome.blackjackDealerBust', { total: dealer }) : t('engineOutcome.blackjackDealer', { total: dealer });
      const hands = listOf(state['hands']).map((hand) => {
        const { cards, result } = objectOf(hand);
        const known = result === 'blackjack' || result === 'win' || result === 'push' || result === 'lose' ? result : 'lose';
        return t('engineOutcome.blackjackHand', { total: blackjackTotal(cards), result: t(`engineOutcome.blackjackResults.${known}`) });
      });
      return [dealerText, ...hands].join(' · ');
    }
    case 'video-poker':
      return t('engineOutcome.videoPoker', { cards: cardsText(state['final'] ?? state['dealt']), hand: handName(t, state['hand']) });
    case 'casino-holdem': {
      if (state['decision'] === 'fold') return t('engineOutcome.holdemFold');
      const shown = t('engineOutcome.holdem', { player: handName(t, state['playerHand']), dealer: handName(t, state['dealerHand']) });
      return state['dealerQualified'] === false ? `${shown} · ${t('engineOutcome.holdemNoQualify')}` : shown;
    }
    case 'dice': {
      const direction = params['direction'] === 'over' ? 'over' : 'under';
      const hundredths = (value: unknown) => ((numberOf(value) ?? 0) / 100).toFixed(2);
      return t('engineOutcome.dice', { roll: hundredths(state['roll']), direction: t(`engineOutcome.diceDirection.${direction}`), target: hundredths(params['target']) });
    }
    case 'plinko':
      return `${t('engineOutcome.plinko', { slot: (numberOf(state['slot']) ?? 0) + 1, slots: (numberOf(params['rows']) ?? 0) + 1 })} · ${multiplierOutcome(t, state)}`;
    case 'mines': {
      const gems = listOf(state['revealed']).length - (state['hit'] === null || state['hit'] === undefined ? 0 : 1);
      return state['hit'] === null || state['hit'] === undefined ? t('engineOutcome.minesCashOut', { count: gems }) : t('engineOutcome.minesHit', { count: gems });
    }
    case 'hilo': {
      const steps = listOf(state['steps']).map(objectOf);
      const right = steps.filter((step) => step['win'] === true).length;
      return steps.some((step) => step['win'] === false) ? t('engineOutcome.hiloLost', { count: right }) : t('engineOutcome.hiloCashOut', { count: right });
    }
    default:
      return multiplierOutcome(t, state);
  }
}

const HANDS = new Set([
  'royal-flush',
  'natural-royal-flush',
  'four-deuces',
  'wild-royal-flush',
  'five-of-a-kind',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'jacks-or-better',
  'nothing',
  'pair',
  'high-card',
]);

function handName(t: TFunction<'pages'>, hand: unknown): string {
  return typeof hand === 'string' && HANDS.has(hand) ? t(`engineOutcome.hands.${hand as 'pair'}`) : '—';
}
