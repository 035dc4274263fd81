import { KIT_ELEMENT_IDS, clientScriptSource, type FrameEnv, type KitConfig, type MakeFrameKit } from '../frame/kit/kit-client';
import type { RouletteTexts } from './roulette-texts';

/**
 * European roulette's frame script, sent as its own source text like the other frames (self-contained: everything
 * arrives in `config`, `env` and `makeKit`). Chips go on the table (a number, a column, a dozen, an even-money bet; the
 * other inside bets by picking their numbers, checked against the bets the engine takes, `config.inside`); Spin sends
 * them all as one round (stake = chips × the chip value, `params.bets`), which the server settles at once. Clear empties
 * the table, Rebet puts the last spin's chips back. Every spot is a native button: Tab and Enter place the whole bet.
 */
export type RouletteInsideKind = 'straight' | 'split' | 'street' | 'corner' | 'six-line' | 'trio' | 'first-four';

export interface RouletteConfig extends KitConfig {
  readonly words: RouletteTexts;
  readonly paths: KitConfig['paths'] & { readonly rounds: string; readonly roundPrefix: string };
  readonly red: readonly number[];
  /** Every inside bet the engine takes, per kind (the numbers of each). */
  readonly inside: Readonly<Record<RouletteInsideKind, readonly (readonly number[])[]>>;
  readonly maxBets: number;
}

/** Ids the roulette script reads besides the kit's (each number `num-0`…`num-36` too). */
export const ROULETTE_ELEMENT_IDS: readonly string[] = [
  ...KIT_ELEMENT_IDS,
  'rl-pocket',
  'rl-history',
  'rl-hint',
  'rl-bets',
  'rl-total',
  'rl-clear',
  'rl-rebet',
  'num-0',
  'num-36',
  'column-1',
  'column-3',
  'dozen-1',
  'dozen-3',
  'bet-red',
  'bet-black',
  'bet-odd',
  'bet-even',
  'bet-low',
  'bet-high',
  'kind-straight',
  'kind-split',
  'kind-street',
  'kind-corner',
  'kind-six-line',
  'kind-trio',
  'kind-first-four',
];

export function rouletteClient(config: RouletteConfig, env: FrameEnv, makeKit: MakeFrameKit): void {
  interface Wallet {
    currency: string;
    balance: number;
  }
  interface Bet {
    type: string;
    numbers?: number[];
    index?: number;
    chips: number;
  }
  interface View {
    pocket: number;
    multiplier: number;
    results: { bet: Bet; returned: number }[];
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
  interface Spot {
    id: string;
    base: string;
    text: string;
    label: string;
    bet: Bet;
  }
  const words = config.words;
  const kit = makeKit<Wallet>(config, env, { errors: { ...words.errors, too_many_bets: (words.errors['too_many_bets'] ?? '').replace('{count}', String(config.maxBets)) } });
  const { byId, show, fill, money, guard } = kit;
  const KINDS: RouletteInsideKind[] = ['straight', 'split', 'street', 'corner', 'six-line', 'trio', 'first-four'];
  const EVEN = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;
  let kind: RouletteInsideKind = 'straight';
  let picked: number[] = [];
  let bets: Bet[] = [];
  let lastBets: Bet[] = [];
  let results: { bet: Bet; returned: number }[] | null = null;
  let pocket: number | null = null;
  const history: number[] = [];

  const colourOf = (n: number): 'red' | 'black' | 'green' => (n === 0 ? 'green' : config.red.includes(n) ? 'red' : 'black');
  const numberName = (n: number) => fill(words.number, { n: String(n), colour: words.colours[colourOf(n)] });
  const keyOf = (bet: Bet) => (bet.numbers ? `${bet.type}:${bet.numbers.join('-')}` : bet.index ? `${bet.type}:${bet.index}` : bet.type);
  const dozenNumbers = (d: number) => `${12 * d - 11}–${12 * d}`;

  const spots: Spot[] = [];
  for (let n = 0; n <= 36; n += 1)
    spots.push({ id: `num-${n}`, base: `${n === 0 ? 'rl-zero' : 'rl-num'} ${colourOf(n)}`, text: String(n), label: numberName(n), bet: { type: 'straight', numbers: [n], chips: 0 } });
  for (const k of [1, 2, 3]) spots.push({ id: `column-${k}`, base: 'rl-col', text: '2:1', label: fill(words.column, { n: String(k) }), bet: { type: 'column', index: k, chips: 0 } });
  for (const d of [1, 2, 3])
    spots.push({ id: `dozen-${d}`, base: 'rl-dozen', text: dozenNumbers(d), label: fill(words.dozen, { n: String(d), numbers: dozenNumbers(d) }), bet: { type: 'dozen', index: d, chips: 0 } });
  for (const type of EVEN) spots.push({ id: `bet-${type}`, base: `rl-${type}`, text: words.outside[type], label: words.outside[type], bet: { type, chips: 0 } });

  function betName(bet: Bet): string {
    if (bet.type === 'straight') return numberName(bet.numbers?.[0] ?? 0);
    if (bet.numbers) return `${words.kinds[bet.type as RouletteInsideKind] ?? bet.type} ${bet.numbers.join('-')}`;
    if (bet.type === 'column') return fill(words.column, { n: String(bet.index ?? 1) });
    if (bet.type === 'dozen') return fill(words.dozen, { n: String(bet.index ?? 1), numbers: dozenNumbers(bet.index ?? 1) });
    return words.outside[bet.type as (typeof EVEN)[number]] ?? bet.type;
  }

  const totalChips = () => bets.reduce((sum, bet) => sum + bet.chips, 0);
  /** The chip value typed, in minor units (null when the field does not hold an amount). */
  function chipValue(): number | null {
    if (!kit.wallet) return null;
    const value = kit.parseMajor(byId('stake')?.value ?? '', kit.exponentOf(kit.wallet.currency));
    return value === null || value <= 0 ? null : value;
  }

  function drawSpots() {
    const covered = new Set(bets.filter((bet) => bet.type !== 'straight' && bet.numbers).flatMap((bet) => bet.numbers ?? []));
    const hits = new Set(results ? results.filter((result) => result.returned > 0).map((result) => keyOf(result.bet)) : []);
    for (const spot of spots) {
      const element = byId(spot.id);
      if (!element) continue;
      const chips = bets.find((bet) => keyOf(bet) === keyOf(spot.bet))?.chips ?? 0;
      const n = spot.bet.type === 'straight' ? spot.bet.numbers?.[0] ?? -1 : -1;
      const hit = hits.has(keyOf(spot.bet)) || (n >= 0 && n === pocket);
      element.className = `${spot.base}${picked.includes(n) ? ' picked' : ''}${covered.has(n) ? ' covered' : ''}${hit ? ' hit' : ''}`;
      element.innerHTML = `${spot.text}${chips > 0 ? `<span class="rl-chips" aria-hidden="true">${chips}</span>` : ''}`;
      element.setAttribute('aria-label', chips > 0 ? `${spot.label} (${fill(words.chipsOn, { chips: String(chips) })})` : spot.label);
      if (n >= 0) element.setAttribute('aria-pressed', picked.includes(n) ? 'true' : 'false');
    }
  }

  function drawSlip() {
    const list = byId('rl-bets');
    const shown = results ?? bets.map((bet) => ({ bet, returned: -1 }));
    if (list)
      list.innerHTML =
        shown.length === 0
          ? `<li>${words.noBets}</li>`
          : shown
              .map(({ bet, returned }) => {
                const value = chipValue();
                const currency = kit.wallet?.currency ?? '';
                const amount = value === null ? fill(words.chipsOn, { chips: String(bet.chips) }) : money(bet.chips * value, currency);
                const paid = returned > 0 && value !== null ? ` → ${money(Math.floor(returned * value), currency)}` : '';
                return `<li${returned > 0 ? ' class="won"' : ''}><span>${betName(bet)}</span><span>${amount}${paid}</span></li>`;
              })
              .join('');
    const value = chipValue();
    const chips = results ? 0 : totalChips();
    show('rl-total', chips === 0 ? '—' : value === null || !kit.wallet ? fill(words.chipsOn, { chips: String(chips) }) : money(chips * value, kit.wallet.currency));
  }

  function refresh() {
    const locked = session.busy || !kit.wallet;
    for (const spot of spots) {
      const element = byId(spot.id);
      if (element) element.disabled = locked;
    }
    for (const each of KINDS) {
      const element = byId(`kind-${each}`);
      if (element) {
        element.disabled = locked;
        element.setAttribute('aria-pressed', each === kind ? 'true' : 'false');
      }
    }
    const set = (id: string, disabled: boolean) => {
      const element = byId(id);
      if (element) element.disabled = disabled;
    };
    set('play', locked || bets.length === 0);
    set('stake', session.busy);
    set('rl-clear', locked || bets.length === 0);
    set('rl-rebet', locked || lastBets.length === 0);
  }

  function draw(round: Round) {
    const view = round.engine?.view;
    if (!view) return;
    pocket = view.pocket;
    results = view.results.map((result) => ({ bet: result.bet, returned: result.returned }));
    const output = byId('rl-pocket');
    if (output) {
      output.textContent = String(view.pocket);
      output.className = `rl-pocket ${colourOf(view.pocket)}`;
      output.setAttribute('aria-label', numberName(view.pocket));
    }
    history.unshift(view.pocket);
    history.length = Math.min(history.length, 12);
    const list = byId('rl-history');
    if (list) list.innerHTML = history.map((n) => `<li class="rl-mini ${colourOf(n)}" aria-label="${numberName(n)}">${n}</li>`).join('');
    kit.showOutcome(round, ` · ${fill(words.ballOn, { n: String(view.pocket), colour: words.colours[colourOf(view.pocket)] })}`);
  }

  const session = kit.roundSession<Round>(config.paths, { draw, refresh });

  /** A chip more on a bet (a new bet while the table has room). */
  function addChip(bet: Bet) {
    kit.setError(null);
    if (results) {
      // The last spin's results give way to the next spin's chips.
      results = null;
      pocket = null;
    }
    const found = bets.find((each) => keyOf(each) === keyOf(bet));
    if (found) found.chips += 1;
    else if (bets.length >= config.maxBets) kit.setError('too_many_bets');
    else bets.push({ ...bet, chips: 1 });
    drawSpots();
    drawSlip();
    refresh();
  }

  function pickNumber(n: number) {
    if (kind === 'straight') return addChip({ type: 'straight', numbers: [n], chips: 0 });
    const sets = config.inside[kind];
    const fits = (numbers: readonly number[]) => numbers.length > 0 && sets.some((set) => numbers.every((x) => set.includes(x)));
    let next = picked.includes(n) ? picked.filter((x) => x !== n) : [...picked, n];
    if (!fits(next)) next = fits([n]) ? [n] : [];
    const exact = sets.find((set) => set.length === next.length && next.every((x) => set.includes(x)));
    if (exact) {
      picked = [];
      return addChip({ type: kind, numbers: [...exact].sort((a, b) => a - b), chips: 0 });
    }
    picked = next;
    drawSpots();
  }

  function chooseKind(next: RouletteInsideKind) {
    kind = next;
    picked = [];
    show('rl-hint', words.pickHints[next]);
    drawSpots();
    refresh();
  }

  async function spin() {
    const before = session.last?.id ?? null;
    const placed = bets.map((bet) => ({ ...bet }));
    await session.play((stake) => {
      if (placed.length === 0) {
        kit.setError('no_bets');
        return null;
      }
      const chips = placed.reduce((sum, bet) => sum + bet.chips, 0);
      return { stake: stake * chips, params: { bets: placed } };
    });
    if (session.last && session.last.id !== before) {
      lastBets = placed;
      bets = [];
      picked = [];
      drawSpots();
      drawSlip();
      refresh();
    }
  }

  for (const spot of spots)
    byId(spot.id)?.addEventListener('click', () => {
      if (session.busy) return;
      if (spot.bet.type === 'straight') pickNumber(spot.bet.numbers?.[0] ?? 0);
      else addChip(spot.bet);
    });
  for (const each of KINDS) byId(`kind-${each}`)?.addEventListener('click', () => chooseKind(each));
  byId('rl-clear')?.addEventListener('click', () => {
    bets = [];
    picked = [];
    kit.setError(null);
    drawSpots();
    drawSlip();
    refresh();
  });
  byId('rl-rebet')?.addEventListener('click', () => {
    bets = lastBets.map((bet) => ({ ...bet }));
    results = null;
    pocket = null;
    kit.setError(null);
    drawSpots();
    drawSlip();
    refresh();
  });
  byId('stake')?.addEventListener('input', () => drawSlip());
  byId('play')?.addEventListener('click', guard(spin));
  session.wireVerify(words);
  kit.start(async () => {
    await session.load();
    drawSlip();
  });
}

export function rouletteClientSource(config: RouletteConfig): string {
  return clientScriptSource(rouletteClient, config);
}
