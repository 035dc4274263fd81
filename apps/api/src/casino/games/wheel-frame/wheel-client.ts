import { clientScriptSource, type FrameEnv } from '../frame/client';
import type { FrameTexts } from '../frame/texts';
import type { WheelTexts } from './wheel-texts';

/**
 * The bonus wheel games' frame script, sent as its own source text like `../frame/client.ts` (self-contained:
 * everything arrives in `config` and `env`). Fortuna spins a wheel to the segment the server settled; the pick games
 * let the player choose cells (toggle buttons), then reveal the whole board the server settled.
 */
export interface WheelEnv extends FrameEnv {
  /** `matchMedia('(prefers-reduced-motion: reduce)').matches`: no spin, the outcome at once. */
  reducedMotion(): boolean;
}

export interface WheelConfig {
  readonly game: 'fortuna' | 'chest' | 'safe' | 'dragon' | 'memory' | 'lottery';
  readonly demo: boolean;
  readonly bonus: boolean;
  readonly texts: FrameTexts;
  readonly wheel: WheelTexts;
  readonly paths: { readonly state: string; readonly rounds: string; readonly clientSeed: string; readonly rotate: string; readonly refill: string };
  readonly query: string;
  readonly exponents: Readonly<Record<string, number>>;
  /** Fortuna: each segment's centre, degrees clockwise from the pointer at the top. */
  readonly centres: readonly number[];
  /** Pick games: the board's size and how many cells a round opens. */
  readonly cells: number;
  readonly picks: number;
  /** Pick games: each cell's hidden face (trusted markup made by the server). */
  readonly faces: readonly string[];
  /** Memory: each symbol's picture (trusted SVG made by the server). */
  readonly pictures: Readonly<Record<string, string>>;
  readonly spinMs: number;
  readonly verifyUrl: string;
}

export const WHEEL_ELEMENT_IDS = ['balance', 'stake', 'stake-currency', 'play', 'outcome', 'error', 'round-id', 'round-nonce', 'round-hash', 'verify-link', 'seed-hash', 'next-nonce', 'seed-form', 'client-seed', 'rotate', 'revealed', 'revealed-seed'] as const;

export function wheelClient(config: WheelConfig, env: WheelEnv): void {
  type Json = Record<string, unknown>;
  interface Wallet {
    currency: string;
    balance: number;
    accountId: number | null;
    bonus?: boolean;
  }
  interface Round {
    id: number;
    currency: string;
    payout: number | null;
    nonce: number;
    serverSeedHash: string;
    outcome: { segment?: number; board?: (number | string)[]; picks?: number[]; multiplier: number } | null;
  }
  const texts = config.texts;
  const words = config.wheel;
  const byId = (id: string) => env.document.getElementById(id);
  const show = (id: string, text: string) => {
    const element = byId(id);
    if (element) element.textContent = text;
  };
  const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  let wallet: Wallet | null = null;
  let stakes = { min: 1, max: 1, initial: 1 };
  let busy = false;
  let playable = false;
  let turned = 0;
  const chosen: number[] = [];

  const exponentOf = (currency: string) => config.exponents[currency] ?? 2;
  const major = (minor: number, currency: string) => {
    const exponent = exponentOf(currency);
    const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
    const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
    return (minor < 0 ? '-' : '') + (exponent === 0 ? whole : `${whole}.${digits.slice(-exponent)}`);
  };
  const money = (minor: number, currency: string) => `${major(minor, currency)} ${currency}`;
  const times = (thousandths: number) => `×${(thousandths / 1000).toFixed(thousandths % 100 === 0 ? (thousandths % 1000 === 0 ? 0 : 1) : 2)}`;
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
    element.textContent = fill(words.errors[code] ?? texts.errors[code] ?? texts.errors['failed'] ?? code, { min: amount(params['min']), max: amount(params['max']) });
    element.hidden = false;
  }

  async function call(method: string, path: string, body?: Json, withKey = false): Promise<{ status: number; body: Json }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body) headers['content-type'] = 'application/json';
    if (withKey) headers['idempotency-key'] = env.randomKey();
    const response = await env.fetch(path + config.query, { method, headers, credentials: 'same-origin', ...(body ? { body: JSON.stringify(body) } : {}) });
    return { status: response.status, body: ((await response.json().catch(() => ({}))) ?? {}) as Json };
  }

  function refusalOf(body: Json) {
    const error = (body['error'] ?? {}) as { code?: string; params?: Record<string, unknown> };
    const params = error.params ?? {};
    const reason = error.code === 'limit_refused' && typeof params['reason'] === 'string' && texts.errors[params['reason']] ? params['reason'] : null;
    if (error.code === 'no_bonus_balance') showBonusEmpty(true);
    setError(reason ?? error.code ?? 'failed', params);
  }

  function refreshPlay() {
    const play = byId('play');
    if (play) play.disabled = busy || !playable || (config.game !== 'fortuna' && chosen.length !== config.picks);
  }

  function showBonusEmpty(empty: boolean) {
    const box = byId('bonus-empty');
    if (box) box.hidden = !empty;
    playable = !empty;
    refreshPlay();
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

  const cellLabel = (index: number) => fill(words.cell[config.game as keyof typeof words.cell] ?? '{n}', { n: String(index + 1) });

  /** A cell back to its hidden face, pressed when chosen. */
  function resetCell(index: number) {
    const cell = byId(`cell-${index}`);
    if (!cell) return;
    const picked = chosen.includes(index);
    cell.className = `tile${picked ? ' chosen' : ''}`;
    cell.innerHTML = config.faces[index] ?? '';
    cell.setAttribute('aria-pressed', picked ? 'true' : 'false');
    cell.setAttribute('aria-label', cellLabel(index));
  }

  function choose(index: number) {
    if (busy) return;
    setError(null);
    const at = chosen.indexOf(index);
    if (at >= 0) chosen.splice(at, 1);
    else {
      if (chosen.length >= config.picks) chosen.shift();
      chosen.push(index);
    }
    for (let cell = 0; cell < config.cells; cell += 1) resetCell(cell);
    show('outcome', '');
    refreshPlay();
  }

  function quickPick() {
    if (busy) return;
    chosen.splice(0, chosen.length);
    const pool = Array.from({ length: config.cells }, (_, index) => index);
    while (chosen.length < config.picks && pool.length > 0) chosen.push(pool.splice(Math.floor((parseInt(env.randomKey().slice(0, 8), 16) / 2 ** 32) * pool.length), 1)[0] ?? 0);
    for (let cell = 0; cell < config.cells; cell += 1) resetCell(cell);
    show('outcome', '');
    refreshPlay();
  }

  function revealBoard(board: readonly (number | string)[], picks: readonly number[]) {
    board.forEach((value, index) => {
      const cell = byId(`cell-${index}`);
      if (!cell) return;
      const picked = picks.includes(index);
      let face: string;
      let label: string;
      let hit = false;
      if (config.game === 'memory') {
        const symbol = String(value);
        hit = picked && picks.filter((other) => board[other] === symbol).length === 2;
        face = `<span class="picture">${config.pictures[symbol] ?? ''}</span>`;
        label = words.memorySymbols[symbol] ?? symbol;
      } else if (config.game === 'lottery') {
        const drawn = value === 1;
        hit = drawn && picked;
        face = `<span class="number">${index + 1}</span>${drawn ? `<span class="tag">${words.drawn}</span>` : ''}`;
        label = drawn ? words.drawn : '—';
      } else {
        const multiplier = Number(value);
        hit = picked && multiplier > 0;
        face = `<span class="prize${multiplier === 0 ? ' empty' : ''}">${times(multiplier)}</span>`;
        label = times(multiplier);
      }
      cell.className = `tile open${picked ? ' chosen' : ''}${hit ? ' hit' : ''}${config.game === 'lottery' && value === 1 ? ' drawn' : ''}`;
      cell.innerHTML = face;
      cell.setAttribute('aria-label', `${fill(words.revealed, { label: cellLabel(index), value: label })}${picked ? ` (${words.picked})` : ''}`);
    });
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
    const payout = round.payout ?? 0;
    const multiplier = round.outcome?.multiplier ?? 0;
    show('outcome', payout > 0 ? `${texts.win} ${money(payout, round.currency)} · ${times(multiplier)}` : texts.noWin);
  }

  function spinTo(segment: number, done: () => void) {
    const rotor = byId('rotor');
    const centre = config.centres[segment] ?? 0;
    const still = env.reducedMotion();
    const offset = (((-centre - turned) % 360) + 360) % 360;
    turned += offset + (still ? 0 : 360 * 5);
    if (rotor) rotor.setAttribute('style', `transform: rotate(${turned}deg)`);
    env.setTimer(done, still ? 0 : config.spinMs);
  }

  async function load() {
    const answer = await call('GET', config.paths.state);
    if (answer.status !== 200) {
      refusalOf(answer.body);
      return;
    }
    const state = answer.body as { wallet: Wallet; seeds: { serverSeedHash: string; clientSeed: string; nextNonce: number }; stakes: typeof stakes };
    stakes = state.stakes;
    showWallet(state.wallet);
    showSeeds(state.seeds);
    const stake = byId('stake');
    if (stake && stake.value === '') stake.value = major(stakes.initial, state.wallet.currency);
    showBonusEmpty(config.bonus && (state.wallet.accountId === null || state.wallet.balance === 0));
  }

  async function play() {
    if (busy || !wallet || !playable) return;
    setError(null);
    const stake = parseMajor(byId('stake')?.value ?? '', exponentOf(wallet.currency));
    if (stake === null || stake <= 0) return setError('invalid_stake');
    if (stake < stakes.min || stake > stakes.max) return setError('stake_out_of_range', { min: stakes.min, max: stakes.max });
    if (config.game !== 'fortuna' && chosen.length !== config.picks) return setError('invalid_picks');
    busy = true;
    refreshPlay();
    show('outcome', '');
    try {
      const answer = await call('POST', config.paths.rounds, config.game === 'fortuna' ? { stake } : { stake, picks: [...chosen] }, true);
      if (answer.status !== 201) {
        busy = false;
        refreshPlay();
        return refusalOf(answer.body);
      }
      const round = answer.body['round'] as Round;
      const next = answer.body['wallet'] as Wallet;
      // The stake is gone at once; the win shows with the outcome.
      if (wallet) show('balance', money(next.balance - (round.payout ?? 0), next.currency));
      const finish = () => {
        showWallet(next);
        showRound(round);
        show('next-nonce', String(round.nonce + 1));
        busy = false;
        refreshPlay();
        env.notifyBalanceChanged();
      };
      if (config.game === 'fortuna') spinTo(round.outcome?.segment ?? 0, finish);
      else {
        revealBoard(round.outcome?.board ?? [], round.outcome?.picks ?? chosen);
        finish();
      }
    } catch {
      busy = false;
      refreshPlay();
      setError('failed');
    }
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
    show('revealed-seed', (answer.body['revealed'] as { serverSeed: string }).serverSeed);
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
  for (let index = 0; index < config.cells; index += 1) byId(`cell-${index}`)?.addEventListener('click', () => choose(index));
  byId('quick-pick')?.addEventListener('click', quickPick);
  byId('play')?.addEventListener('click', guard(play));
  byId('seed-form')?.addEventListener('submit', (event) => {
    saveClientSeed(event).catch(() => setError('failed'));
  });
  byId('rotate')?.addEventListener('click', guard(rotate));
  byId('refill')?.addEventListener('click', guard(refill));
  load().catch(() => setError('failed'));
}

/** The script the wheel games' frame runs (the shared frame script, with reduced motion in its environment). */
export function wheelClientSource(config: WheelConfig): string {
  return clientScriptSource(wheelClient, config, "\n  reducedMotion: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,");
}
