import { KIT_ELEMENT_IDS, clientScriptSource, type FrameEnv, type KitConfig, type MakeFrameKit } from '../frame/kit/kit-client';
import type { FastTexts } from './fast-texts';

/**
 * The fast games' frame script (dice, plinko, mines, hi-lo), sent as its own source text like the other frames
 * (self-contained: everything arrives in `config`, `env` and `makeKit`). Dice and plinko settle with the bet; mines
 * and hi-lo open a round the player moves on with actions (`POST rounds/{id}/actions`, each with its own
 * Idempotency-Key) and cashes out. The exact return and largest win of the chosen options show beside the game.
 */
export interface FastEnv extends FrameEnv {
  /** The plinko board's SVG (`plinkoBoardSvg`, sent as its source). */
  plinkoSvg(rows: number, table: readonly number[], path: readonly number[] | null, label: string): string;
}

export type FastGame = 'dice' | 'plinko' | 'mines' | 'hilo';

export interface FastConfig extends KitConfig {
  readonly game: FastGame;
  readonly fast: FastTexts;
  readonly paths: KitConfig['paths'] & { readonly rounds: string; readonly roundPrefix: string };
  /** The params the page opens with (the tile's variant or the engine's defaults). */
  readonly params: Record<string, unknown>;
  readonly dice: { readonly outcomes: number; readonly edgeNumerator: number; readonly minWinning: number; readonly maxWinning: number };
  /** Plinko: each `risk:rows` table (thousandths) and exact return (thousandths of a percent). */
  readonly plinko: { readonly tables: Readonly<Record<string, readonly number[]>>; readonly rtp: Readonly<Record<string, number>> };
  /** Mines: per mine count (index), the multiplier after k gems (index k) and the exact best return. */
  readonly mines: { readonly multipliers: readonly (readonly number[])[]; readonly rtp: readonly number[]; readonly max: readonly number[] };
  readonly hilo: { readonly rtp: number; readonly cap: number; readonly stepNumerator: number };
}

/** Ids the fast frames' scripts read besides the kit's (each page renders those of its game). */
export const FAST_ELEMENT_IDS: Readonly<Record<FastGame, readonly string[]>> = {
  dice: [...KIT_ELEMENT_IDS, 'rtp-now', 'max-win', 'dice-target', 'dice-target-text', 'dice-under', 'dice-over', 'dice-chance', 'dice-payout', 'dice-roll', 'dice-bar', 'dice-win-zone', 'dice-marker'],
  plinko: [...KIT_ELEMENT_IDS, 'rtp-now', 'max-win', 'plinko-rows', 'plinko-risk', 'plinko-board'],
  mines: [...KIT_ELEMENT_IDS, 'rtp-now', 'max-win', 'mines-count', 'multiplier', 'next-win', 'cash-out', 'cell-0', 'cell-24'],
  hilo: [...KIT_ELEMENT_IDS, 'rtp-now', 'max-win', 'multiplier', 'cash-out', 'hilo-card', 'hilo-history', 'guess-higher', 'guess-lower', 'guess-same'],
};

export function fastClient(config: FastConfig, env: FastEnv, makeKit: MakeFrameKit): void {
  interface Wallet {
    currency: string;
    balance: number;
  }
  interface Card {
    rank: number;
    suit: number;
  }
  interface View {
    finished: boolean;
    multiplier: number;
    roll?: number;
    win?: boolean;
    path?: number[];
    slot?: number;
    revealed?: number[];
    mineCells?: number[];
    hit?: number | null;
    first?: Card;
    steps?: { guess: string; card: Card; win: boolean; step: number }[];
  }
  interface Round {
    id: number;
    status: 'open' | 'settled';
    currency: string;
    payout: number | null;
    nonce: number;
    serverSeedHash: string;
    engine: { params: Record<string, unknown>; finished: boolean; view: View } | null;
  }
  const texts = config.texts;
  const words = config.fast;
  const kit = makeKit<Wallet>(config, env, { errors: words.errors });
  const { byId, show, fill, money, guard } = kit;
  const game = config.game;
  /** The last round's view: a finished board stays shown until the next bet. */
  let lastView: View | null = null;
  const params: Record<string, unknown> = { ...config.params };

  const times = (thousandths: number) => `×${(thousandths / 1000).toFixed(thousandths % 10 === 0 ? 2 : 3)}`;
  const percent = (milli: number) => `${(milli / 1000).toFixed(3)} %`;
  const hundredths = (value: number) => (value / 100).toFixed(2);
  const setDisabled = (id: string, disabled: boolean) => {
    const element = byId(id);
    if (element) element.disabled = disabled;
  };

  // ------------------------------------------------------------ the facts beside the game

  const diceWinning = () => (params['direction'] === 'over' ? config.dice.outcomes - 1 - Number(params['target']) : Number(params['target']));
  const diceMultiplier = () => Math.floor(config.dice.edgeNumerator / diceWinning());
  const plinkoKey = () => `${String(params['risk'])}:${String(params['rows'])}`;
  const minesCount = () => Number(params['mines']);

  function showFacts() {
    let rtp = config.hilo.rtp;
    let max = config.hilo.cap;
    if (game === 'dice') {
      rtp = Math.floor((diceWinning() * diceMultiplier()) / 100);
      max = diceMultiplier();
    } else if (game === 'plinko') {
      rtp = config.plinko.rtp[plinkoKey()] ?? 0;
      max = Math.max(...(config.plinko.tables[plinkoKey()] ?? [0]));
    } else if (game === 'mines') {
      rtp = config.mines.rtp[minesCount()] ?? 0;
      max = config.mines.max[minesCount()] ?? 0;
    }
    show('rtp-now', percent(rtp));
    show('max-win', times(max));
  }

  // ------------------------------------------------------------ dice

  function drawDice(roll: number | null, win: boolean | null) {
    const target = Number(params['target']);
    const under = params['direction'] !== 'over';
    show('dice-target-text', hundredths(target));
    const input = byId('dice-target');
    if (input) input.value = String(target);
    byId('dice-under')?.setAttribute('aria-pressed', under ? 'true' : 'false');
    byId('dice-over')?.setAttribute('aria-pressed', under ? 'false' : 'true');
    show('dice-chance', `${hundredths(diceWinning())} %`);
    show('dice-payout', times(diceMultiplier()));
    const zone = byId('dice-win-zone');
    const left = under ? 0 : (target + 1) / 100;
    const width = diceWinning() / 100;
    if (zone) zone.setAttribute('style', `left: ${left}%; width: ${width}%`);
    const marker = byId('dice-marker');
    if (marker) {
      marker.hidden = roll === null;
      if (roll !== null) marker.setAttribute('style', `left: ${roll / 100}%`);
      marker.className = `dice-marker${win === null ? '' : win ? ' win' : ' lose'}`;
    }
    const rolled = byId('dice-roll');
    if (rolled) {
      rolled.textContent = roll === null ? '—' : hundredths(roll);
      rolled.className = `dice-roll${win === null ? '' : win ? ' win' : ' lose'}`;
    }
  }

  function setDiceTarget(target: number) {
    const under = params['direction'] !== 'over';
    // The chance of a win stays within 1 % and 98 %: under needs 100…9800, over 199…9899.
    const low = under ? config.dice.minWinning : config.dice.outcomes - 1 - config.dice.maxWinning;
    const high = under ? config.dice.maxWinning : config.dice.outcomes - 1 - config.dice.minWinning;
    params['target'] = Math.min(high, Math.max(low, Math.round(target)));
    drawDice(null, null);
    showFacts();
  }

  // ------------------------------------------------------------ plinko

  function drawPlinko(path: readonly number[] | null) {
    const board = byId('plinko-board');
    if (board) board.innerHTML = env.plinkoSvg(Number(params['rows']), config.plinko.tables[plinkoKey()] ?? [], path, words.board);
  }

  // ------------------------------------------------------------ mines

  const GEM =
    '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 3h12l4 6-10 12L2 9z" fill="#34d399" stroke="#065f46" stroke-width="1.5"/><path d="M2 9h20M9 3l3 18 3-18" fill="none" stroke="#065f46" stroke-width="1"/></svg>';
  const MINE =
    '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="12" cy="13" r="7" fill="#1f2937" stroke="#fca5a5" stroke-width="1.5"/><path d="M12 2v4M12 20v2M3 13H1M23 13h-2M5 6l2 2M19 6l-2 2" stroke="#fca5a5" stroke-width="2"/><circle cx="10" cy="11" r="2" fill="#fecaca"/></svg>';

  function drawMines(view: View | null) {
    const revealed = view?.revealed ?? [];
    const mines = view?.mineCells ?? [];
    const over = !view || view.finished;
    for (let cell = 0; cell < 25; cell += 1) {
      const element = byId(`cell-${cell}`);
      if (!element) continue;
      const opened = revealed.includes(cell);
      const mine = mines.includes(cell);
      const shown = opened || (over && mine && view !== null);
      const n = String(cell + 1);
      element.className = `mine-cell${shown ? ' open' : ''}${shown && mine ? ' mine' : ''}${opened && !mine ? ' gem' : ''}${view?.hit === cell ? ' hit' : ''}`;
      element.innerHTML = shown ? (mine ? MINE : GEM) : '';
      element.setAttribute('aria-label', shown ? fill(mine ? words.cellMine : words.cellSafe, { n }) : fill(words.cell, { n }));
      element.disabled = session.busy || over || opened;
    }
    const gems = revealed.filter((cell) => !mines.includes(cell)).length;
    const table = config.mines.multipliers[minesCount()] ?? [];
    show('multiplier', times(view && !view.finished ? view.multiplier || 1000 : view?.multiplier ?? 1000));
    show('next-win', table[gems + 1] === undefined || (view?.finished ?? false) ? '—' : times(table[gems + 1] ?? 0));
  }

  // ------------------------------------------------------------ hi-lo

  const SUITS = ['♣', '♦', '♥', '♠'];
  const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const cardLabel = (card: Card) => fill(words.card, { rank: words.ranks[card.rank - 1] ?? '', suit: words.suits[card.suit] ?? '' });
  const cardFace = (card: Card) => `<span class="rank">${RANKS[card.rank - 1] ?? ''}</span><span class="suit">${SUITS[card.suit] ?? ''}</span>`;
  const winningRanks = (rank: number, guess: string) => (guess === 'higher' ? 13 - rank : guess === 'lower' ? rank - 1 : 1);

  function drawHilo(view: View | null) {
    const steps = view?.steps ?? [];
    const current = steps.length > 0 ? steps[steps.length - 1]?.card : view?.first;
    const card = byId('hilo-card');
    if (card) {
      card.className = `playing-card${current ? (current.suit === 1 || current.suit === 2 ? ' red' : '') : ' back'}`;
      card.innerHTML = current ? cardFace(current) : '';
      card.setAttribute('aria-label', current ? cardLabel(current) : words.cardBack);
    }
    const history = byId('hilo-history');
    if (history) {
      const cards = view?.first ? [view.first, ...steps.map((step) => step.card)] : [];
      history.innerHTML = cards
        .map((item, index) => {
          const step = index > 0 ? steps[index - 1] : null;
          return `<li class="mini-card${item.suit === 1 || item.suit === 2 ? ' red' : ''}${step ? (step.win ? ' win' : ' lose') : ''}" aria-label="${cardLabel(item)}">${cardFace(item)}</li>`;
        })
        .join('');
    }
    const live = view !== null && !view.finished;
    for (const guess of ['higher', 'lower', 'same']) {
      const button = byId(`guess-${guess}`);
      if (!button) continue;
      const winning = current ? winningRanks(current.rank, guess) : 0;
      const label = guess === 'higher' ? words.higher : guess === 'lower' ? words.lower : words.same;
      const facts = winning === 0 ? '—' : fill(words.guessFacts, { chance: `${((winning / 13) * 100).toFixed(2)} %`, multiplier: times(Math.floor(config.hilo.stepNumerator / winning)) });
      button.innerHTML = `<span>${label}</span><small>${facts}</small>`;
      button.disabled = session.busy || !live || winning === 0;
    }
    show('multiplier', times(view && view.multiplier > 0 ? view.multiplier : 1000));
  }

  // ------------------------------------------------------------ rounds

  function refreshControls() {
    const { busy, open } = session;
    const live = open !== null;
    setDisabled('play', busy || live || !kit.wallet);
    const view = open?.engine?.view ?? null;
    setDisabled('cash-out', busy || !live || !view || view.multiplier === 0);
    for (const id of ['mines-count', 'plinko-rows', 'plinko-risk', 'dice-target', 'dice-under', 'dice-over', 'stake']) setDisabled(id, busy || live);
    if (game === 'mines') drawMines(open?.engine?.view ?? lastView);
    if (game === 'hilo') drawHilo(open?.engine?.view ?? lastView);
  }

  function drawRound(round: Round) {
    const view = round.engine?.view ?? null;
    if (round.status === 'open' && round.engine) {
      // An open round found on load plays on with its own options.
      Object.assign(params, round.engine.params);
      syncInputs();
    }
    if (game === 'dice') drawDice(view?.roll ?? null, view?.win ?? null);
    if (game === 'plinko') drawPlinko(view?.path ?? null);
    if (game === 'mines') drawMines(view);
    if (game === 'hilo') drawHilo(view);
    lastView = view;
    const landed = game === 'plinko' && view ? ` · ${fill(words.landed, { multiplier: times(view.multiplier) })}` : '';
    const rolled = game === 'dice' && view?.roll !== undefined ? ` · ${fill(words.rolled, { value: hundredths(view.roll) })}` : '';
    if (round.status === 'settled' && (round.payout ?? 0) > 0) show('outcome', `${texts.win} ${money(round.payout ?? 0, round.currency)} · ${times(view?.multiplier ?? 0)}${rolled}${landed}`);
    else kit.showOutcome(round, rolled + landed);
  }

  const session = kit.roundSession<Round>(config.paths, { draw: drawRound, refresh: refreshControls });

  async function load() {
    await session.load();
    showFacts();
  }

  function syncInputs() {
    const set = (id: string, value: unknown) => {
      const element = byId(id);
      if (element && value !== undefined) element.value = String(value);
    };
    set('plinko-rows', params['rows']);
    set('plinko-risk', params['risk']);
    set('mines-count', params['mines']);
    if (game === 'dice') drawDice(null, null);
    if (game === 'plinko') drawPlinko(null);
  }

  // ------------------------------------------------------------ wiring

  byId('play')?.addEventListener(
    'click',
    guard(() => session.play((stake) => ({ stake, params: { ...params } })))
  );
  byId('cash-out')?.addEventListener(
    'click',
    guard(() => session.act({ type: 'cashOut' }))
  );
  if (game === 'dice') {
    byId('dice-target')?.addEventListener('input', () => setDiceTarget(Number(byId('dice-target')?.value ?? params['target'])));
    byId('dice-under')?.addEventListener('click', () => {
      params['direction'] = 'under';
      setDiceTarget(Number(params['target']));
    });
    byId('dice-over')?.addEventListener('click', () => {
      params['direction'] = 'over';
      setDiceTarget(Number(params['target']));
    });
  }
  if (game === 'plinko') {
    byId('plinko-rows')?.addEventListener('change', () => {
      params['rows'] = Number(byId('plinko-rows')?.value ?? params['rows']);
      drawPlinko(null);
      showFacts();
    });
    byId('plinko-risk')?.addEventListener('change', () => {
      params['risk'] = byId('plinko-risk')?.value ?? params['risk'];
      drawPlinko(null);
      showFacts();
    });
  }
  if (game === 'mines') {
    byId('mines-count')?.addEventListener('change', () => {
      params['mines'] = Number(byId('mines-count')?.value ?? params['mines']);
      lastView = null;
      drawMines(null);
      showFacts();
    });
    for (let cell = 0; cell < 25; cell += 1)
      byId(`cell-${cell}`)?.addEventListener(
        'click',
        guard(() => session.act({ type: 'reveal', cell }))
      );
  }
  if (game === 'hilo')
    for (const guess of ['higher', 'lower', 'same'])
      byId(`guess-${guess}`)?.addEventListener(
        'click',
        guard(() => session.act({ type: 'guess', guess }))
      );
  // The round is checked here: the server replays it from its revealed seed, its actions included.
  session.wireVerify(words);
  showFacts();
  kit.start(load);
}

/**
 * The plinko board as SVG: pins in `rows` rows, the slots with their multipliers, and the ball's path when there is
 * one (1 right, 0 left per row). Pure and self-contained: the page draws it on the server, the script (as source) after.
 */
export function plinkoBoardSvg(rows: number, table: readonly number[], path: readonly number[] | null, label: string): string {
  const size = 1000;
  const gap = size / (rows + 2);
  const top = gap * 0.6;
  const pins: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let pin = 0; pin < row + 3; pin += 1) pins.push(`<circle cx="${(size / 2 + (pin - (row + 2) / 2) * gap).toFixed(1)}" cy="${(top + row * gap).toFixed(1)}" r="${(gap * 0.09).toFixed(1)}"/>`);
  }
  const slotY = top + (rows - 0.4) * gap;
  const landed = path ? path.reduce((sum, bounce) => sum + bounce, 0) : -1;
  const tier = (value: number) => (value >= 10_000 ? 'hot' : value >= 2_000 ? 'warm' : value >= 1_000 ? 'even' : 'cold');
  const slots = table
    .map((value, slot) => {
      const x = size / 2 + (slot - rows / 2) * gap;
      const text = (value / 1000).toFixed(value >= 100_000 ? 0 : value % 100 === 0 ? 1 : 2).replace(/\.0$/, '');
      return `<g class="slot ${tier(value)}${slot === landed ? ' landed' : ''}"><rect x="${(x - gap * 0.46).toFixed(1)}" y="${slotY.toFixed(1)}" width="${(gap * 0.92).toFixed(1)}" height="${(
        gap * 0.8
      ).toFixed(1)}" rx="${(gap * 0.12).toFixed(1)}"/><text x="${x.toFixed(1)}" y="${(slotY + gap * 0.52).toFixed(1)}" font-size="${Math.min(34, gap * 0.42).toFixed(1)}">${text}</text></g>`;
    })
    .join('');
  let ball = '';
  if (path) {
    const points = [`${size / 2},${(top - gap * 0.7).toFixed(1)}`];
    let rights = 0;
    path.forEach((bounce, row) => {
      rights += bounce;
      points.push(`${(size / 2 + (rights - (row + 1) / 2) * gap).toFixed(1)},${(top + row * gap + gap * 0.5).toFixed(1)}`);
    });
    const end = points[points.length - 1]?.split(',') ?? ['0', '0'];
    ball = `<polyline class="ball-path" points="${points.join(' ')}"/><circle class="ball" cx="${end[0]}" cy="${end[1]}" r="${(gap * 0.2).toFixed(1)}"/>`;
  }
  const height = slotY + gap * 0.9;
  return `<svg class="plinko-svg" viewBox="0 0 ${size} ${height.toFixed(0)}" role="img" aria-label="${label}"><g class="pins">${pins.join('')}</g>${slots}${ball}</svg>`;
}

/** The script the fast games' frame runs (the shared frame script, with the plinko board's drawing in its environment). */
export function fastClientSource(config: FastConfig): string {
  return clientScriptSource(fastClient, config, `\n  plinkoSvg: ${plinkoBoardSvg.toString()},`);
}
