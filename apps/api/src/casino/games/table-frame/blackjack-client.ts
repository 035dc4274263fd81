import { KIT_ELEMENT_IDS, clientScriptSource, type FrameEnv, type KitConfig, type MakeFrameKit } from '../frame/kit/kit-client';
import type { BlackjackTexts } from './blackjack-texts';

/**
 * Blackjack's frame script, sent as its own source text like the other frames (self-contained: everything arrives in
 * `config`, `env` and `makeKit`). Deal opens a round (the stake taken); hit, stand, double, split and insurance are
 * actions (`POST rounds/{id}/actions`, each with its own Idempotency-Key); a double, a split or insurance takes its
 * stake from the balance there and then. Only the moves the table allows are enabled
 * (native buttons: Tab and Enter play the whole hand).
 */
export interface BlackjackConfig extends KitConfig {
  readonly words: BlackjackTexts;
  readonly paths: KitConfig['paths'] & { readonly rounds: string; readonly roundPrefix: string };
  readonly splitLimit: number;
}

/** Ids the blackjack script reads besides the kit's. */
export const BLACKJACK_ELEMENT_IDS: readonly string[] = [
  ...KIT_ELEMENT_IDS,
  'dealer-cards',
  'dealer-total',
  'hands',
  'wagered',
  'insurance-offer',
  'move-hit',
  'move-stand',
  'move-double',
  'move-split',
  'insure-yes',
  'insure-no',
];

export function blackjackClient(config: BlackjackConfig, env: FrameEnv, makeKit: MakeFrameKit): void {
  interface Wallet {
    currency: string;
    balance: number;
  }
  interface Hand {
    cards: number[];
    bet: number;
    done: boolean;
    fromSplit: boolean;
    result: 'blackjack' | 'win' | 'push' | 'lose' | null;
  }
  interface View {
    finished: boolean;
    multiplier: number;
    dealer: (number | null)[];
    hands: Hand[];
    active: number;
    phase: 'insurance' | 'play' | 'done';
    wagered: number;
    returned: number;
  }
  interface Round {
    id: number;
    status: 'open' | 'settled';
    currency: string;
    payout: number | null;
    nonce: number;
    serverSeedHash: string;
    engine: { finished: boolean; view: View } | null;
  }
  const texts = config.texts;
  const words = config.words;
  const kit = makeKit<Wallet>(config, env, { errors: words.errors });
  const { byId, show, fill, money, setError, call, refusalOf, showWallet, guard } = kit;
  const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const SUITS = ['♣', '♦', '♥', '♠'];
  let busy = false;
  let open: Round | null = null;
  let lastRoundId: number | null = null;

  const rankOf = (card: number) => (card % 13) + 1;
  const suitOf = (card: number) => Math.floor(card / 13);
  const valueOf = (card: number) => Math.min(10, rankOf(card));
  function totalOf(cards: readonly number[]): string {
    const hard = cards.reduce((sum, card) => sum + valueOf(card), 0);
    const soft = cards.some((card) => valueOf(card) === 1) && hard + 10 <= 21;
    return soft ? `${hard}/${hard + 10}` : String(hard);
  }
  const label = (card: number) => fill(words.card, { rank: words.ranks[rankOf(card) - 1] ?? '', suit: words.suits[suitOf(card)] ?? '' });
  function cardHtml(card: number | null): string {
    if (card === null) return `<li class="bj-card back" aria-label="${words.cardBack}"></li>`;
    const red = suitOf(card) === 1 || suitOf(card) === 2;
    return `<li class="bj-card${red ? ' red' : ''}" aria-label="${label(card)}"><span class="rank">${RANKS[rankOf(card) - 1] ?? ''}</span><span class="suit">${SUITS[suitOf(card)] ?? ''}</span></li>`;
  }
  const setDisabled = (id: string, disabled: boolean) => {
    const element = byId(id);
    if (element) element.disabled = disabled;
  };

  function legal(view: View | null): string[] {
    if (!view || view.finished) return [];
    if (view.phase === 'insurance') return ['insurance'];
    const hand = view.hands[view.active];
    if (!hand) return [];
    const moves = ['hit', 'stand'];
    if (hand.cards.length === 2) moves.push('double');
    const [a, b] = hand.cards;
    if (hand.cards.length === 2 && a !== undefined && b !== undefined && valueOf(a) === valueOf(b) && view.hands.length < config.splitLimit && !(hand.fromSplit && valueOf(a) === 1))
      moves.push('split');
    return moves;
  }

  function drawTable(view: View | null) {
    const dealer = byId('dealer-cards');
    if (dealer) dealer.innerHTML = (view ? view.dealer : [null, null]).map(cardHtml).join('');
    const known = view ? view.dealer.filter((card): card is number => card !== null) : [];
    show('dealer-total', known.length > 0 ? fill(words.total, { total: totalOf(known) }) : '');
    const hands = byId('hands');
    if (hands) {
      const list = view ? view.hands : [{ cards: [], bet: 1, done: false, fromSplit: false, result: null } as Hand];
      hands.innerHTML = list
        .map((hand, index) => {
          const cards = hand.cards.length > 0 ? hand.cards.map(cardHtml).join('') : cardHtml(null) + cardHtml(null);
          const active = view && !view.finished && view.phase === 'play' && index === view.active ? ' active' : '';
          const result = hand.result ? `<span class="bj-result ${hand.result}">${words.results[hand.result]}</span>` : '';
          const total = hand.cards.length > 0 ? fill(words.total, { total: totalOf(hand.cards) }) : '';
          return `<section class="bj-hand${active}" aria-label="${fill(words.hand, { n: String(index + 1) })}"><h3>${fill(words.hand, { n: String(index + 1) })}${
            hand.bet === 2 ? ' ×2' : ''
          } <span class="bj-total">${total}</span> ${result}</h3><ul class="bj-cards">${cards}</ul></section>`;
        })
        .join('');
    }
    const offer = byId('insurance-offer');
    if (offer) offer.hidden = !(view && !view.finished && view.phase === 'insurance');
    show('wagered', view && open ? money(view.wagered, open.currency) : '—');
  }

  function refreshControls() {
    const view = open?.engine?.view ?? null;
    const moves = legal(view);
    setDisabled('play', busy || open !== null || !kit.wallet);
    setDisabled('stake', busy || open !== null);
    for (const move of ['hit', 'stand', 'double', 'split']) setDisabled(`move-${move}`, busy || !moves.includes(move));
    setDisabled('insure-yes', busy || !moves.includes('insurance'));
    setDisabled('insure-no', busy || !moves.includes('insurance'));
  }

  function drawRound(round: Round) {
    const view = round.engine?.view ?? null;
    lastRoundId = round.id;
    drawTable(view);
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
    show('wagered', round.engine ? money(round.engine.view.wagered, round.currency) : '—');
    show('next-nonce', String(round.nonce + 1));
    env.notifyBalanceChanged();
  }

  async function deal() {
    if (busy || !kit.wallet || open) return;
    setError(null);
    const stake = kit.readStake(kit.wallet);
    if (stake === null) return;
    busy = true;
    refreshControls();
    try {
      const answer = await call('POST', config.paths.rounds, { stake }, true);
      if (answer.status !== 201) return refusalOf(answer.body);
      answered(answer.body);
    } finally {
      busy = false;
      refreshControls();
    }
  }

  async function act(action: Record<string, unknown>) {
    if (busy || !open) return;
    setError(null);
    busy = true;
    refreshControls();
    try {
      const answer = await call('POST', `${config.paths.roundPrefix}${open.id}/actions`, { action }, true);
      if (answer.status !== 200) return refusalOf(answer.body);
      answered(answer.body);
    } finally {
      busy = false;
      refreshControls();
    }
  }

  async function load() {
    const state = await kit.loadState<{ openRound: Round | null }>();
    if (!state) return;
    if (state.openRound) {
      open = state.openRound;
      drawRound(state.openRound);
      show('wagered', state.openRound.engine ? money(state.openRound.engine.view.wagered, state.openRound.currency) : '—');
    }
    refreshControls();
  }

  byId('play')?.addEventListener('click', guard(deal));
  for (const move of ['hit', 'stand', 'double', 'split'])
    byId(`move-${move}`)?.addEventListener(
      'click',
      guard(() => act({ type: move }))
    );
  byId('insure-yes')?.addEventListener(
    'click',
    guard(() => act({ type: 'insurance', take: true }))
  );
  byId('insure-no')?.addEventListener(
    'click',
    guard(() => act({ type: 'insurance', take: false }))
  );
  byId('verify-link')?.addEventListener('click', (event) => {
    event.preventDefault();
    const id = lastRoundId;
    if (id === null) return;
    setError(null);
    call('GET', `${config.paths.roundPrefix}${id}/verify`)
      .then((answer) => {
        if (answer.status !== 200) return refusalOf(answer.body);
        show('outcome', fill(answer.body['verified'] === true ? words.verifiedOk : words.verifiedBad, { id: String(id) }));
      })
      .catch(() => setError('failed'));
  });
  kit.start(load);
}

export function blackjackClientSource(config: BlackjackConfig): string {
  return clientScriptSource(blackjackClient, config);
}
