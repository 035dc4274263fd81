import { KIT_ELEMENT_IDS, clientScriptSource, type FrameEnv, type KitConfig, type MakeFrameKit } from '../frame/kit/kit-client';
import type { BlackjackTexts } from './blackjack-texts';
import type { VideoPokerTexts } from './video-poker-texts';

/**
 * Video poker's frame script (sent as its own source text). Deal opens a round with five cards; the player toggles
 * Hold on each (buttons with `aria-pressed`), Draw replaces the others and settles by the page's pay table.
 */
export interface VideoPokerConfig extends KitConfig {
  readonly words: VideoPokerTexts;
  readonly cards: Pick<BlackjackTexts, 'card' | 'cardBack' | 'ranks' | 'suits'>;
  readonly paths: KitConfig['paths'] & { readonly rounds: string; readonly roundPrefix: string };
  readonly params: Record<string, unknown>;
}

export const VIDEO_POKER_ELEMENT_IDS: readonly string[] = [...KIT_ELEMENT_IDS, 'vp-cards', 'vp-hand', 'move-draw', 'hold-0', 'hold-4'];

export function videoPokerClient(config: VideoPokerConfig, env: FrameEnv, makeKit: MakeFrameKit): void {
  interface Wallet {
    currency: string;
    balance: number;
  }
  interface View {
    finished: boolean;
    dealt: number[];
    final: number[] | null;
    hand: string | null;
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
  const hold = [false, false, false, false, false];

  function cardHtml(card: number | null): string {
    if (card === null) return `<li class="bj-card back" aria-label="${config.cards.cardBack}"></li>`;
    const rank = (card % 13) + 1;
    const suit = Math.floor(card / 13);
    const name = fill(config.cards.card, { rank: config.cards.ranks[rank - 1] ?? '', suit: config.cards.suits[suit] ?? '' });
    return `<li class="bj-card${suit === 1 || suit === 2 ? ' red' : ''}" aria-label="${name}"><span class="rank">${RANKS[rank - 1] ?? ''}</span><span class="suit">${SUITS[suit] ?? ''}</span></li>`;
  }
  const setDisabled = (id: string, disabled: boolean) => {
    const element = byId(id);
    if (element) element.disabled = disabled;
  };

  function refreshControls() {
    const { busy, open } = session;
    setDisabled('play', busy || open !== null || !kit.wallet);
    setDisabled('stake', busy || open !== null);
    setDisabled('move-draw', busy || open === null);
    for (let i = 0; i < 5; i += 1) {
      const button = byId(`hold-${i}`);
      if (!button) continue;
      button.disabled = busy || open === null;
      button.setAttribute('aria-pressed', String(open !== null && hold[i] === true));
      button.textContent = open !== null && hold[i] ? words.held : words.hold;
    }
  }

  function drawRound(round: Round) {
    const view = round.engine?.view;
    if (!view) return;
    const cards = byId('vp-cards');
    if (cards) cards.innerHTML = (view.final ?? view.dealt).map(cardHtml).join('');
    show('vp-hand', view.hand ? words.hands[view.hand] ?? view.hand : '');
    kit.showOutcome(round);
  }

  const session = kit.roundSession<Round>(config.paths, { draw: drawRound, refresh: refreshControls });

  byId('play')?.addEventListener(
    'click',
    guard(() =>
      session.play((stake) => {
        hold.fill(false);
        return { stake, params: config.params };
      })
    )
  );
  for (let i = 0; i < 5; i += 1)
    byId(`hold-${i}`)?.addEventListener('click', () => {
      if (session.busy || !session.open) return;
      hold[i] = !hold[i];
      refreshControls();
    });
  byId('move-draw')?.addEventListener(
    'click',
    guard(() => session.act({ type: 'draw', hold: [...hold] }))
  );
  kit.start(() => session.load());
}

export function videoPokerClientSource(config: VideoPokerConfig): string {
  return clientScriptSource(videoPokerClient, config);
}
