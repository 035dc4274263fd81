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
  const texts = config.texts;
  const words = config.words;
  const kit = makeKit<Wallet>(config, env, { errors: {} });
  const { byId, show, fill, money, setError, call, refusalOf, showWallet, guard } = kit;
  const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const SUITS = ['♣', '♦', '♥', '♠'];
  let busy = false;
  let open: Round | null = null;
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
      if (stake === null) return;
      hold.fill(false);
      await send(config.paths.rounds, { stake, params: config.params }, 201);
    })
  );
  for (let i = 0; i < 5; i += 1)
    byId(`hold-${i}`)?.addEventListener('click', () => {
      if (busy || !open) return;
      hold[i] = !hold[i];
      refreshControls();
    });
  byId('move-draw')?.addEventListener(
    'click',
    guard(async () => {
      if (!busy && open) await send(`${config.paths.roundPrefix}${open.id}/actions`, { action: { type: 'draw', hold: [...hold] } }, 200);
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

export function videoPokerClientSource(config: VideoPokerConfig): string {
  return clientScriptSource(videoPokerClient, config);
}
