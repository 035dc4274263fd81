import { KIT_ELEMENT_IDS, clientScriptSource, type FrameEnv, type KitConfig, type MakeFrameKit } from '../frame/kit/kit-client';
import type { BlackjackTexts } from './blackjack-texts';
import type { HoldemTexts } from './holdem-texts';

/**
 * Casino Hold'em's frame script (sent as its own source text). Ante deals two cards each and the flop; Call puts down
 * two antes more (taken then) and deals turn and river; Fold gives the ante up. The dealer's cards show once it ends.
 */
export interface HoldemConfig extends KitConfig {
  readonly words: HoldemTexts;
  /** Card names (ranks, suits, "{rank} of {suit}", face down) in the page's language. */
  readonly cards: Pick<BlackjackTexts, 'card' | 'cardBack' | 'ranks' | 'suits'>;
  readonly paths: KitConfig['paths'] & { readonly rounds: string; readonly roundPrefix: string };
}

export const HOLDEM_ELEMENT_IDS: readonly string[] = [...KIT_ELEMENT_IDS, 'dealer-cards', 'board-cards', 'player-cards', 'hand-facts', 'move-call', 'move-fold'];

export function holdemClient(config: HoldemConfig, env: FrameEnv, makeKit: MakeFrameKit): void {
  interface Wallet {
    currency: string;
    balance: number;
  }
  interface View {
    finished: boolean;
    player: number[];
    dealer: (number | null)[];
    board: number[];
    playerHand: string | null;
    dealerHand: string | null;
    dealerQualified: boolean | null;
  }
  interface Round {
    id: number;
    status: 'open' | 'settled';
    currency: string;
    payout: number | null;
    nonce: number;
    serverSeedHash: string;
    engine: { view: View } | null;
  }
  const words = config.words;
  const kit = makeKit<Wallet>(config, env, { errors: {} });
  const { byId, show, fill, guard } = kit;
  const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const SUITS = ['♣', '♦', '♥', '♠'];

  function cardHtml(card: number | null): string {
    if (card === null) return `<li class="bj-card back" aria-label="${config.cards.cardBack}"></li>`;
    const rank = (card % 13) + 1;
    const suit = Math.floor(card / 13);
    const name = fill(config.cards.card, { rank: config.cards.ranks[rank - 1] ?? '', suit: config.cards.suits[suit] ?? '' });
    return `<li class="bj-card${suit === 1 || suit === 2 ? ' red' : ''}" aria-label="${name}"><span class="rank">${RANKS[rank - 1] ?? ''}</span><span class="suit">${SUITS[suit] ?? ''}</span></li>`;
  }
  const fillCards = (id: string, cards: readonly (number | null)[], count: number) => {
    const element = byId(id);
    if (element) element.innerHTML = Array.from({ length: count }, (_, index) => cardHtml(cards[index] ?? null)).join('');
  };
  const setDisabled = (id: string, disabled: boolean) => {
    const element = byId(id);
    if (element) element.disabled = disabled;
  };

  function refreshControls() {
    const { busy, open } = session;
    setDisabled('play', busy || open !== null || !kit.wallet);
    setDisabled('stake', busy || open !== null);
    setDisabled('move-call', busy || open === null);
    setDisabled('move-fold', busy || open === null);
  }

  function drawRound(round: Round) {
    const view = round.engine?.view;
    if (!view) return;
    fillCards('dealer-cards', view.dealer, 2);
    fillCards('board-cards', view.board, 5);
    fillCards('player-cards', view.player, 2);
    const facts = [
      view.playerHand ? `${words.you}: ${words.categories[view.playerHand] ?? view.playerHand}` : '',
      view.dealerHand ? `${words.dealer}: ${words.categories[view.dealerHand] ?? view.dealerHand}` : '',
      view.dealerQualified === null ? '' : view.dealerQualified ? words.qualified : words.notQualified,
    ].filter((part) => part !== '');
    show('hand-facts', facts.join(' · '));
    kit.showOutcome(round);
  }

  const session = kit.roundSession<Round>(config.paths, { draw: drawRound, refresh: refreshControls });

  byId('play')?.addEventListener(
    'click',
    guard(() => session.play((stake) => ({ stake })))
  );
  for (const move of ['call', 'fold'])
    byId(`move-${move}`)?.addEventListener(
      'click',
      guard(() => session.act({ type: move }))
    );
  kit.start(() => session.load());
}

export function holdemClientSource(config: HoldemConfig): string {
  return clientScriptSource(holdemClient, config);
}
