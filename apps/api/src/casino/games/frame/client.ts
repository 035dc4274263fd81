import { KIT_ELEMENT_IDS, clientScriptSource, type FrameElement, type FrameEnv, type KitConfig, type KitWallet, type MakeFrameKit } from './kit/kit-client';

/**
 * The slot, crash and scratch frame's script. `frameClient` is sent to the browser as its own source text
 * (`frameClientSource`), so it must stay self-contained: no imports or module values inside, everything arrives in
 * `config`, `env` and `makeKit` (the shared `./kit/kit-client`: wallet, stake, seeds, errors). Tests run it against a
 * fake document whose requests go to the real routes.
 */
export interface FrameConfig extends KitConfig {
  readonly kind: 'slot' | 'crash' | 'scratch';
  readonly paths: KitConfig['paths'] & { readonly rounds: string; readonly roundPrefix: string };
  /** Each symbol's picture (trusted SVG markup made by the server). */
  readonly symbols: Readonly<Record<string, string>>;
  readonly paylines: readonly (readonly number[])[];
  readonly crash: { readonly growthPerMs: number; readonly maxMultiplier: number; readonly minCashOut: number };
}

/** Ids of the elements the script reads (the page renders every one of them; a test holds the two together). */
export const FRAME_ELEMENT_IDS = [...KIT_ELEMENT_IDS, 'board'] as const;
export const CRASH_ELEMENT_IDS = ['multiplier', 'cash-out', 'auto-cash-out'] as const;
export const DEMO_ELEMENT_IDS = ['refill'] as const;

export function frameClient(config: FrameConfig, env: FrameEnv, makeKit: MakeFrameKit): void {
  type Json = Record<string, unknown>;
  interface Round {
    id: number;
    status: string;
    currency: string;
    stake: number;
    payout: number | null;
    nonce: number;
    serverSeedHash: string;
    outcome: Json | null;
    crash: { startedAtMs: number; serverNowMs: number } | null;
  }

  const texts = config.texts;
  const kit = makeKit(config, env);
  const { byId, show, fill, money, setError, call, refusalOf, showWallet, guard } = kit;
  let busy = false;
  let flight: { roundId: number; startedAtMs: number; offsetMs: number; ticks: number; timer: unknown } | null = null;

  const times = (thousandths: number) => `${(Math.floor(thousandths / 10) / 100).toFixed(2)}×`;

  function setBusy(value: boolean) {
    busy = value;
    const play = byId('play');
    if (play) play.disabled = value || flight !== null;
    const cashOut = byId('cash-out');
    if (cashOut) cashOut.disabled = flight === null;
  }

  function cell(symbol: string, hit: boolean) {
    const element = env.document.createElement('div');
    element.className = hit ? 'cell hit' : 'cell';
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', texts.symbols[symbol] ?? symbol);
    element.innerHTML = config.symbols[symbol] ?? '';
    return element;
  }

  function showBoard(outcome: Json) {
    const board = byId('board');
    if (!board) return;
    if (outcome['game'] === 'slot') {
      const grid = outcome['grid'] as string[][];
      const hits = new Set<string>();
      for (const win of outcome['lineWins'] as { line: number; count: number }[]) {
        const rows = config.paylines[win.line - 1] ?? [];
        for (let reel = 0; reel < win.count; reel += 1) hits.add(`${reel}:${rows[reel]}`);
      }
      const cells: FrameElement[] = [];
      for (let row = 0; row < 3; row += 1) for (let reel = 0; reel < grid.length; reel += 1) cells.push(cell(grid[reel]?.[row] ?? '', hits.has(`${reel}:${row}`)));
      board.replaceChildren(...cells);
    } else if (outcome['game'] === 'scratch') {
      const winning = outcome['winningSymbol'];
      board.replaceChildren(...(outcome['cells'] as string[]).map((symbol) => cell(symbol, symbol === winning)));
    }
  }

  function showRound(round: Round) {
    kit.showRoundFacts(round);
    const outcome = round.outcome;
    if (round.status === 'open' || !outcome) {
      show('outcome', texts.inFlight);
      return;
    }
    showBoard(outcome);
    const payout = round.payout ?? 0;
    const won = payout > 0 ? `${texts.win} ${money(payout, round.currency)}` : texts.noWin;
    if (outcome['game'] === 'crash') {
      const cashOut = outcome['cashOut'];
      const crashed = fill(texts.crashedAt, { multiplier: times(Number(outcome['crashPoint'])) });
      show('multiplier', times(payout > 0 && typeof cashOut === 'number' ? cashOut : Number(outcome['crashPoint'])));
      show('outcome', payout > 0 ? `${won} · ${fill(texts.cashedOutAt, { multiplier: times(Number(cashOut)) })}` : `${texts.noWin} · ${crashed}`);
    } else {
      show('outcome', won);
    }
  }

  function stopFlight() {
    if (flight) env.clearTimer(flight.timer);
    flight = null;
    setBusy(busy);
  }

  function tick() {
    if (!flight) return;
    const elapsed = env.now() + flight.offsetMs - flight.startedAtMs;
    const multiplier = elapsed <= 0 ? 1000 : Math.min(config.crash.maxMultiplier, Math.floor(1000 * Math.exp(config.crash.growthPerMs * elapsed)));
    show('multiplier', times(multiplier));
    flight.ticks += 1;
    const current = flight;
    // The server decides busts and auto cash-outs: ask it about once a second.
    if (current.ticks % 10 === 0) poll(current.roundId).catch(() => undefined);
    current.timer = env.setTimer(tick, 100);
  }

  function startFlight(round: Round) {
    stopFlight();
    if (!round.crash) return;
    flight = { roundId: round.id, startedAtMs: round.crash.startedAtMs, offsetMs: round.crash.serverNowMs - env.now(), ticks: 0, timer: null };
    setBusy(busy);
    tick();
  }

  function settled(body: Json) {
    const round = body['round'] as Round;
    if (body['wallet']) showWallet(body['wallet'] as KitWallet);
    if (round.status !== 'open') stopFlight();
    showRound(round);
    return round;
  }

  async function poll(roundId: number) {
    const answer = await call('GET', `${config.paths.roundPrefix}${roundId}`);
    if (answer.status !== 200 || !flight || flight.roundId !== roundId) return;
    const round = settled(answer.body);
    if (round.status === 'settled') env.notifyBalanceChanged();
  }

  async function load() {
    const state = await kit.loadState<{ openRound: Round | null }>();
    if (!state) return;
    const play = byId('play');
    if (play) play.disabled = false;
    if (state.openRound) {
      showRound(state.openRound);
      startFlight(state.openRound);
    }
  }

  async function play() {
    if (busy || flight || !kit.wallet) return;
    setError(null);
    const stake = kit.readStake(kit.wallet);
    if (stake === null) return;
    const body: Json = { stake };
    const auto = byId('auto-cash-out')?.value.trim() ?? '';
    if (config.kind === 'crash' && auto !== '') {
      const target = kit.parseMajor(auto, 3);
      if (target === null || target < config.crash.minCashOut || target > config.crash.maxMultiplier) return setError('invalid_auto_cash_out');
      body['autoCashOut'] = target;
    }
    setBusy(true);
    try {
      const answer = await call('POST', config.paths.rounds, body, true);
      if (answer.status !== 201) return refusalOf(answer.body);
      const round = settled(answer.body);
      env.notifyBalanceChanged();
      show('next-nonce', String(round.nonce + 1));
      if (round.status === 'open') startFlight(round);
    } catch {
      setError('failed');
    } finally {
      setBusy(false);
    }
  }

  async function cashOut() {
    if (!flight) return;
    setError(null);
    const roundId = flight.roundId;
    const answer = await call('POST', `${config.paths.roundPrefix}${roundId}/cash-out`, undefined, true);
    if (answer.status !== 200) return refusalOf(answer.body);
    settled(answer.body);
    env.notifyBalanceChanged();
  }

  byId('play')?.addEventListener('click', guard(play));
  byId('cash-out')?.addEventListener('click', guard(cashOut));
  kit.start(load);
}

/** The script the slot, crash and scratch frame runs. */
export function frameClientSource(config: FrameConfig): string {
  return clientScriptSource(frameClient, config);
}
