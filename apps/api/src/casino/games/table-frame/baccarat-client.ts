import { KIT_ELEMENT_IDS, clientScriptSource, type FrameEnv, type KitConfig, type MakeFrameKit } from '../frame/kit/kit-client';
import type { BaccaratBetName, BaccaratTexts } from './baccarat-texts';
import type { BlackjackTexts } from './blackjack-texts';

/**
 * Baccarat's frame script (sent as its own source text). Chips go on player, banker, tie and the pairs; Deal sends
 * them as one round (stake = chips × the chip value, `params.bets`), which the server deals and settles at once: both
 * hands, their totals, the winner and each bet's return show. Clear empties the bets, Rebet puts the last coup's back.
 */
export interface BaccaratConfig extends KitConfig {
  readonly words: BaccaratTexts;
  /** Card names (ranks, suits, "{rank} of {suit}", face down) in the page's language. */
  readonly cards: Pick<BlackjackTexts, 'card' | 'cardBack' | 'ranks' | 'suits'>;
  readonly paths: KitConfig['paths'] & { readonly rounds: string; readonly roundPrefix: string };
  readonly betNames: readonly BaccaratBetName[];
  /** Each bet's exact return as the page prints it ("98.942 %"). */
  readonly rtp: Readonly<Record<BaccaratBetName, string>>;
}

export const BACCARAT_ELEMENT_IDS: readonly string[] = [
  ...KIT_ELEMENT_IDS,
  'player-cards',
  'banker-cards',
  'player-total',
  'banker-total',
  'bc-winner',
  'bc-history',
  'bc-total',
  'bc-clear',
  'bc-rebet',
  'bet-player',
  'bet-banker',
  'bet-tie',
  'bet-player-pair',
  'bet-banker-pair',
];

export function baccaratClient(config: BaccaratConfig, env: FrameEnv, makeKit: MakeFrameKit): void {
  interface Wallet {
    currency: string;
    balance: number;
  }
  interface Bet {
    type: BaccaratBetName;
    chips: number;
  }
  interface View {
    player: number[];
    banker: number[];
    playerTotal: number;
    bankerTotal: number;
    winner: 'player' | 'banker' | 'tie';
    playerPair: boolean;
    bankerPair: boolean;
    bets: Bet[];
    returns: number[];
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
  const kit = makeKit<Wallet>(config, env, { errors: words.errors });
  const { byId, show, fill, money, guard } = kit;
  const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const SUITS = ['♣', '♦', '♥', '♠'];
  let bets: Bet[] = [];
  let lastBets: Bet[] = [];
  /** The last coup's bets and what each returned (thousandths of its chips), until chips go down again. */
  let settled: { bets: Bet[]; returns: number[] } | null = null;
  const history: ('player' | 'banker' | 'tie')[] = [];

  function cardHtml(card: number | null): string {
    if (card === null) return `<li class="bj-card back" aria-label="${config.cards.cardBack}"></li>`;
    const rank = (card % 13) + 1;
    const suit = Math.floor(card / 13);
    const name = fill(config.cards.card, { rank: config.cards.ranks[rank - 1] ?? '', suit: config.cards.suits[suit] ?? '' });
    return `<li class="bj-card${suit === 1 || suit === 2 ? ' red' : ''}" aria-label="${name}"><span class="rank">${RANKS[rank - 1] ?? ''}</span><span class="suit">${SUITS[suit] ?? ''}</span></li>`;
  }

  /** A bet's face: its name, what it pays and its exact return (the page draws the same before the script runs). */
  const betFace = (name: BaccaratBetName) => `<span class="bc-name">${words.bets[name]}</span><small>${words.pays[name]}<span class="bc-rtp"> · ${config.rtp[name]}</span></small>`;

  function chipValue(): number | null {
    if (!kit.wallet) return null;
    const value = kit.parseMajor(byId('stake')?.value ?? '', kit.exponentOf(kit.wallet.currency));
    return value === null || value <= 0 ? null : value;
  }

  function drawBets() {
    const value = chipValue();
    const currency = kit.wallet?.currency ?? '';
    for (const name of config.betNames) {
      const element = byId(`bet-${name}`);
      if (!element) continue;
      const chips = bets.find((bet) => bet.type === name)?.chips ?? 0;
      const index = settled ? settled.bets.findIndex((bet) => bet.type === name) : -1;
      const returned = settled && index >= 0 ? settled.returns[index] ?? 0 : 0;
      element.className = `bc-bet bc-${name}${returned > 0 ? ' won' : ''}`;
      element.innerHTML = `${betFace(name)}${chips > 0 ? `<span class="rl-chips" aria-hidden="true">${chips}</span>` : ''}`;
      const amount = chips > 0 ? ` (${value === null ? fill(words.chipsOn, { chips: String(chips) }) : money(chips * value, currency)})` : '';
      element.setAttribute('aria-label', `${words.bets[name]}, ${words.pays[name]}${amount}`);
    }
    const chips = bets.reduce((sum, bet) => sum + bet.chips, 0);
    show('bc-total', chips === 0 ? '—' : value === null || !kit.wallet ? fill(words.chipsOn, { chips: String(chips) }) : money(chips * value, currency));
  }

  function refresh() {
    const locked = session.busy || !kit.wallet;
    for (const name of config.betNames) {
      const element = byId(`bet-${name}`);
      if (element) element.disabled = locked;
    }
    const set = (id: string, disabled: boolean) => {
      const element = byId(id);
      if (element) element.disabled = disabled;
    };
    set('play', locked || bets.length === 0);
    set('stake', session.busy);
    set('bc-clear', locked || bets.length === 0);
    set('bc-rebet', locked || lastBets.length === 0);
  }

  function draw(round: Round) {
    const view = round.engine?.view;
    if (!view) return;
    const hand = (id: string, cards: readonly number[]) => {
      const element = byId(id);
      if (element) element.innerHTML = cards.map(cardHtml).join('');
    };
    hand('player-cards', view.player);
    hand('banker-cards', view.banker);
    show('player-total', fill(words.total, { total: String(view.playerTotal) }) + (view.playerPair ? ` · ${words.pair}` : ''));
    show('banker-total', fill(words.total, { total: String(view.bankerTotal) }) + (view.bankerPair ? ` · ${words.pair}` : ''));
    const winner = byId('bc-winner');
    if (winner) {
      winner.textContent = words.winners[view.winner];
      winner.className = `bc-winner ${view.winner}`;
    }
    history.unshift(view.winner);
    history.length = Math.min(history.length, 16);
    const list = byId('bc-history');
    if (list) list.innerHTML = history.map((each) => `<li class="bc-dot ${each}" aria-label="${words.winners[each]}">${words.bets[each].slice(0, 1)}</li>`).join('');
    settled = { bets: view.bets, returns: view.returns };
    kit.showOutcome(round, ` · ${fill(words.score, { player: String(view.playerTotal), banker: String(view.bankerTotal) })}`);
  }

  const session = kit.roundSession<Round>(config.paths, { draw, refresh });

  function addChip(type: BaccaratBetName) {
    kit.setError(null);
    settled = null;
    const found = bets.find((bet) => bet.type === type);
    if (found) found.chips += 1;
    else bets.push({ type, chips: 1 });
    drawBets();
    refresh();
  }

  async function deal() {
    const before = session.last?.id ?? null;
    const placed = bets.map((bet) => ({ ...bet }));
    await session.play((stake) => {
      if (placed.length === 0) {
        kit.setError('no_bets');
        return null;
      }
      return { stake: stake * placed.reduce((sum, bet) => sum + bet.chips, 0), params: { bets: placed } };
    });
    if (session.last && session.last.id !== before) {
      lastBets = placed;
      bets = [];
      drawBets();
      refresh();
    }
  }

  for (const name of config.betNames) byId(`bet-${name}`)?.addEventListener('click', () => (session.busy ? undefined : addChip(name)));
  byId('bc-clear')?.addEventListener('click', () => {
    bets = [];
    kit.setError(null);
    drawBets();
    refresh();
  });
  byId('bc-rebet')?.addEventListener('click', () => {
    bets = lastBets.map((bet) => ({ ...bet }));
    settled = null;
    kit.setError(null);
    drawBets();
    refresh();
  });
  byId('stake')?.addEventListener('input', () => drawBets());
  byId('play')?.addEventListener('click', guard(deal));
  session.wireVerify(words);
  kit.start(async () => {
    await session.load();
    drawBets();
  });
}

export function baccaratClientSource(config: BaccaratConfig): string {
  return clientScriptSource(baccaratClient, config);
}
