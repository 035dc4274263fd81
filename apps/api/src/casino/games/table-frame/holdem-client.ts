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
  const texts = config.texts;
  const words = config.words;
  const kit = makeKit<Wallet>(config, env, { errors: {} });
  const { byId, show, fill, money, setError, call, refusalOf, showWallet, guard } = kit;
  const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const SUITS = ['♣', '♦', '♥', '♠'];
  let busy = false;
  let open: Round | null = null;

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
    kit.showRoundFacts(round);
    if (round.status === 'settled') {
      const payout = round.payout ?? 0;
      show('outcome', payout > 0 ? `${texts.win} ${money(payout, round.currency)}` : texts.noWin);
    } else show('outcome', '');
  }

  function answered(body: Record<string, unknown>) {
    const round = body['round'] as Round;
    showWallet(body['wallet'] as Wallet);
    open = round.status === 'open' ? round : null;
    drawRound(round);
    show('next-nonce', String(round.nonce + 1));
    env.notifyBalanceChanged();
  }

  async function send(path: string, body: Record<string, unknown>, status: number) {
    setError(null);
    busy = true;
    refreshControls();
    try {
      const answer = await call('POST', path, body, true);
      if (answer.status !== status) return refusalOf(answer.body);
      answered(answer.body);
    } finally {
      busy = false;
      refreshControls();
    }
  }

  byId('play')?.addEventListener(
    'click',
    guard(async () => {
      if (busy || !kit.wallet || open) return;
      const stake = kit.readStake(kit.wallet);
      if (stake !== null) await send(config.paths.rounds, { stake }, 201);
    })
  );
  for (const move of ['call', 'fold'])
    byId(`move-${move}`)?.addEventListener(
      'click',
      guard(async () => {
        if (!busy && open) await send(`${config.paths.roundPrefix}${open.id}/actions`, { action: { type: move } }, 200);
      })
    );
  kit.start(async () => {
    const state = await kit.loadState<{ openRound: Round | null }>();
    if (state?.openRound) {
      open = state.openRound;
      drawRound(state.openRound);
    }
    refreshControls();
  });
}

export function holdemClientSource(config: HoldemConfig): string {
  return clientScriptSource(holdemClient, config);
}
