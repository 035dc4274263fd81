import type { FrameTexts } from './texts';

/**
 * The game frame's script. `frameClient` is sent to the browser as its own source text (`frameClientSource`), so it
 * must stay self-contained: no imports or module values inside, everything arrives in `config` and `env`. The few DOM
 * members it uses are typed below (the API's TypeScript has no DOM library); tests run it against a fake document
 * whose requests go to the real routes.
 */
export interface FrameElement {
  textContent: string | null;
  hidden: boolean;
  disabled: boolean;
  value: string;
  innerHTML: string;
  className: string;
  href: string;
  setAttribute(name: string, value: string): void;
  addEventListener(type: string, listener: (event: { preventDefault(): void }) => void): void;
  append(...children: FrameElement[]): void;
  replaceChildren(...children: FrameElement[]): void;
}

export interface FrameResponse {
  readonly status: number;
  json(): Promise<unknown>;
}

export interface FrameEnv {
  readonly document: { getElementById(id: string): FrameElement | null; createElement(tag: string): FrameElement };
  fetch(url: string, init: { method: string; headers: Record<string, string>; body?: string; credentials: 'same-origin' }): Promise<FrameResponse>;
  /** `window.parent.postMessage({ type: 'casino:balance-changed' }, location.origin)`. */
  notifyBalanceChanged(): void;
  /** A fresh Idempotency-Key. */
  randomKey(): string;
  now(): number;
  setTimer(work: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export interface FrameConfig {
  readonly kind: 'slot' | 'crash' | 'scratch';
  readonly demo: boolean;
  readonly texts: FrameTexts;
  readonly paths: { readonly state: string; readonly rounds: string; readonly roundPrefix: string; readonly clientSeed: string; readonly rotate: string; readonly refill: string };
  /** `?demo=0` or `?demo=1`, appended to every call. */
  readonly query: string;
  /** Minor-unit exponents of currencies that do not have 2. */
  readonly exponents: Readonly<Record<string, number>>;
  /** Each symbol's picture (trusted SVG markup made by the server). */
  readonly symbols: Readonly<Record<string, string>>;
  readonly paylines: readonly (readonly number[])[];
  readonly crash: { readonly growthPerMs: number; readonly maxMultiplier: number; readonly minCashOut: number };
  /** The site's verify page; `?round={id}` is added. */
  readonly verifyUrl: string;
}

/** Ids of the elements the script reads (the page renders every one of them; a test holds the two together). */
export const FRAME_ELEMENT_IDS = [
  'balance',
  'stake',
  'stake-currency',
  'play',
  'board',
  'outcome',
  'error',
  'round-id',
  'round-nonce',
  'round-hash',
  'verify-link',
  'seed-hash',
  'next-nonce',
  'seed-form',
  'client-seed',
  'rotate',
  'revealed',
  'revealed-seed',
] as const;
export const CRASH_ELEMENT_IDS = ['multiplier', 'cash-out', 'auto-cash-out'] as const;
export const DEMO_ELEMENT_IDS = ['refill'] as const;

export function frameClient(config: FrameConfig, env: FrameEnv): void {
  type Json = Record<string, unknown>;
  interface Wallet {
    currency: string;
    balance: number;
  }
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
  const byId = (id: string) => env.document.getElementById(id);
  const show = (id: string, text: string) => {
    const element = byId(id);
    if (element) element.textContent = text;
  };
  let wallet: Wallet | null = null;
  let stakes = { min: 1, max: 1, initial: 1 };
  let busy = false;
  let flight: { roundId: number; startedAtMs: number; offsetMs: number; ticks: number; timer: unknown } | null = null;

  const exponentOf = (currency: string) => config.exponents[currency] ?? 2;
  const major = (minor: number, currency: string) => {
    const exponent = exponentOf(currency);
    const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
    const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
    return (minor < 0 ? '-' : '') + (exponent === 0 ? whole : `${whole}.${digits.slice(-exponent)}`);
  };
  const money = (minor: number, currency: string) => `${major(minor, currency)} ${currency}`;
  const times = (thousandths: number) => `${(Math.floor(thousandths / 10) / 100).toFixed(2)}×`;
  const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  /** A typed amount in minor units, or null ("10", "10.5", "10,50"; no more decimals than the currency has). */
  const parseMajor = (text: string, exponent: number) => {
    const match = /^(\d{1,12})(?:[.,](\d+))?$/.exec(text.trim());
    if (!match || (match[2]?.length ?? 0) > exponent) return null;
    return Number(match[1]) * 10 ** exponent + Number((match[2] ?? '').padEnd(exponent, '0') || '0');
  };

  function setError(code: string | null, params: Record<string, unknown> = {}) {
    const element = byId('error');
    if (!element) return;
    if (code === null) {
      element.textContent = '';
      element.hidden = true;
      return;
    }
    const currency = typeof params['currency'] === 'string' ? params['currency'] : (wallet?.currency ?? '');
    const amount = (value: unknown) => (typeof value === 'number' ? money(value, currency) : '');
    element.textContent = fill(texts.errors[code] ?? texts.errors['failed'] ?? code, { min: amount(params['min']), max: amount(params['max']) });
    element.hidden = false;
  }

  async function call(method: string, path: string, body?: Json, withKey = false): Promise<{ status: number; body: Json }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body) headers['content-type'] = 'application/json';
    if (withKey) headers['idempotency-key'] = env.randomKey();
    const response = await env.fetch(path + config.query, { method, headers, credentials: 'same-origin', ...(body ? { body: JSON.stringify(body) } : {}) });
    return { status: response.status, body: ((await response.json().catch(() => ({}))) ?? {}) as Json };
  }

  /** A refused call's message: the limit's own reason when a limit refused, else the error's code. */
  function refusalOf(body: Json) {
    const error = (body['error'] ?? {}) as { code?: string; params?: Record<string, unknown> };
    const params = error.params ?? {};
    const reason = error.code === 'limit_refused' && typeof params['reason'] === 'string' && texts.errors[params['reason']] ? params['reason'] : null;
    setError(reason ?? error.code ?? 'failed', params);
  }

  function setBusy(value: boolean) {
    busy = value;
    const play = byId('play');
    if (play) play.disabled = value || flight !== null;
    const cashOut = byId('cash-out');
    if (cashOut) cashOut.disabled = flight === null;
  }

  function showWallet(next: Wallet) {
    wallet = next;
    show('balance', money(next.balance, next.currency));
    show('stake-currency', next.currency);
  }

  function showSeeds(seeds: { serverSeedHash: string; clientSeed: string; nextNonce: number }) {
    show('seed-hash', seeds.serverSeedHash);
    show('next-nonce', String(seeds.nextNonce));
    const input = byId('client-seed');
    if (input) input.value = seeds.clientSeed;
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
    show('round-id', String(round.id));
    show('round-nonce', String(round.nonce));
    show('round-hash', round.serverSeedHash);
    const link = byId('verify-link');
    if (link) {
      link.href = `${config.verifyUrl}?round=${round.id}&currency=${round.currency}${config.demo ? '&demo=1' : ''}`;
      link.hidden = false;
    }
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
    if (body['wallet']) showWallet(body['wallet'] as Wallet);
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
    const answer = await call('GET', config.paths.state);
    if (answer.status !== 200) {
      refusalOf(answer.body);
      return;
    }
    const state = answer.body as { wallet: Wallet; seeds: { serverSeedHash: string; clientSeed: string; nextNonce: number }; stakes: typeof stakes; openRound: Round | null };
    stakes = state.stakes;
    showWallet(state.wallet);
    showSeeds(state.seeds);
    const stake = byId('stake');
    if (stake && stake.value === '') stake.value = major(stakes.initial, state.wallet.currency);
    const play = byId('play');
    if (play) play.disabled = false;
    if (state.openRound) {
      showRound(state.openRound);
      startFlight(state.openRound);
    }
  }

  async function play() {
    if (busy || flight || !wallet) return;
    setError(null);
    const stake = parseMajor(byId('stake')?.value ?? '', exponentOf(wallet.currency));
    if (stake === null || stake <= 0) return setError('invalid_stake');
    if (stake < stakes.min || stake > stakes.max) return setError('stake_out_of_range', { min: stakes.min, max: stakes.max });
    const body: Json = { stake };
    const auto = byId('auto-cash-out')?.value.trim() ?? '';
    if (config.kind === 'crash' && auto !== '') {
      const target = parseMajor(auto, 3);
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

  async function saveClientSeed(event: { preventDefault(): void }) {
    event.preventDefault();
    setError(null);
    const clientSeed = byId('client-seed')?.value ?? '';
    if (!/^[\x20-\x7e]{1,64}$/.test(clientSeed)) return setError('invalid_client_seed');
    const answer = await call('PUT', config.paths.clientSeed, { clientSeed });
    if (answer.status !== 200) return refusalOf(answer.body);
    showSeeds(answer.body['seeds'] as { serverSeedHash: string; clientSeed: string; nextNonce: number });
  }

  async function rotate() {
    setError(null);
    const answer = await call('POST', config.paths.rotate);
    if (answer.status !== 200) return refusalOf(answer.body);
    const revealed = answer.body['revealed'] as { serverSeed: string };
    show('revealed-seed', revealed.serverSeed);
    const box = byId('revealed');
    if (box) box.hidden = false;
    showSeeds(answer.body['seeds'] as { serverSeedHash: string; clientSeed: string; nextNonce: number });
  }

  async function refill() {
    setError(null);
    const answer = await call('POST', config.paths.refill);
    if (answer.status !== 200) return refusalOf(answer.body);
    showWallet(answer.body['wallet'] as Wallet);
    env.notifyBalanceChanged();
  }

  const guard = (work: () => Promise<unknown>) => () => {
    work().catch(() => setError('failed'));
  };
  byId('play')?.addEventListener('click', guard(play));
  byId('cash-out')?.addEventListener('click', guard(cashOut));
  byId('seed-form')?.addEventListener('submit', (event) => {
    saveClientSeed(event).catch(() => setError('failed'));
  });
  byId('rotate')?.addEventListener('click', guard(rotate));
  byId('refill')?.addEventListener('click', guard(refill));
  load().catch(() => setError('failed'));
}

/**
 * The script a game frame runs: the client function's own text, called with the page's config and the browser's
 * environment (`extraEnv`: more members of that environment, as source). Shared by every game frame.
 */
export function clientScriptSource(client: (...args: never[]) => unknown, config: unknown, extraEnv = ''): string {
  const env = `{
  document,
  fetch: (url, init) => fetch(url, init),
  notifyBalanceChanged: () => window.parent.postMessage({ type: 'casino:balance-changed' }, location.origin),
  randomKey: () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(''),
  now: () => Date.now(),
  setTimer: (work, ms) => setTimeout(work, ms),
  clearTimer: (handle) => clearTimeout(handle),${extraEnv}
}`;
  // `<` escaped so no text in the config can close the script element. `__name` stands in for the helper a bundler
  // that keeps function names (esbuild's keepNames, as tsx runs it) writes into the function's text.
  return `(() => {\nconst __name = (target) => target;\n(${client.toString()})(${JSON.stringify(config).replace(/</g, '\\u003c')}, ${env});\n})();`;
}

/** The script the slot, crash and scratch frame runs. */
export function frameClientSource(config: FrameConfig): string {
  return clientScriptSource(frameClient, config);
}
