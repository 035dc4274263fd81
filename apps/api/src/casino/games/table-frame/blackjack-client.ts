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
  const words = config.words;
  const kit = makeKit<Wallet>(config, env, { errors: words.errors });
  const { byId, show, fill, money, guard } = kit;
  const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const SUITS = ['♣', '♦', '♥', '♠'];

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
    const open = session.open;
    show('wagered', view && open ? money(view.wagered, open.currency) : '—');
  }

  function refreshControls() {
    const { busy, open } = session;
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
    drawTable(view);
    // A settled round still shows what was on the table.
    show('wagered', round.engine ? money(round.engine.view.wagered, round.currency) : '—');
    kit.showOutcome(round);
  }

  const session = kit.roundSession<Round>(config.paths, { draw: drawRound, refresh: refreshControls });

  byId('play')?.addEventListener(
    'click',
    guard(() => session.play((stake) => ({ stake })))
  );
  for (const move of ['hit', 'stand', 'double', 'split'])
    byId(`move-${move}`)?.addEventListener(
      'click',
      guard(() => session.act({ type: move }))
    );
  byId('insure-yes')?.addEventListener(
    'click',
    guard(() => session.act({ type: 'insurance', take: true }))
  );
  byId('insure-no')?.addEventListener(
    'click',
    guard(() => session.act({ type: 'insurance', take: false }))
  );
  session.wireVerify(words);
  kit.start(() => session.load());
}

export function blackjackClientSource(config: BlackjackConfig): string {
  return clientScriptSource(blackjackClient, config);
}
