import { KIT_ELEMENT_IDS, clientScriptSource, type FrameEnv, type KitConfig, type MakeFrameKit } from '../frame/kit/kit-client';
import type { WheelTexts } from './wheel-texts';

/**
 * The bonus wheel games' frame script, sent as its own source text like `../frame/client.ts` (self-contained:
 * everything arrives in `config`, `env` and `makeKit`, the shared `../frame/kit/kit-client`). Fortuna spins a wheel to
 * the segment the server settled; the pick games let the player choose cells (toggle buttons), then reveal the whole
 * board the server settled.
 */
export interface WheelEnv extends FrameEnv {
  /** `matchMedia('(prefers-reduced-motion: reduce)').matches`: no spin, the outcome at once. */
  reducedMotion(): boolean;
}

export interface WheelConfig extends KitConfig {
  readonly game: 'fortuna' | 'chest' | 'safe' | 'dragon' | 'memory' | 'lottery';
  readonly bonus: boolean;
  readonly wheel: WheelTexts;
  readonly paths: KitConfig['paths'] & { readonly rounds: string };
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
}

export const WHEEL_ELEMENT_IDS = KIT_ELEMENT_IDS;

export function wheelClient(config: WheelConfig, env: WheelEnv, makeKit: MakeFrameKit): void {
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
  const kit = makeKit<Wallet>(config, env, {
    errors: words.errors,
    onRefusal: (code) => {
      if (code === 'no_bonus_balance') showBonusEmpty(true);
    },
  });
  const { byId, show, fill, money, setError, call, refusalOf, showWallet, guard } = kit;
  let busy = false;
  let playable = false;
  let turned = 0;
  const chosen: number[] = [];

  const times = (thousandths: number) => `×${(thousandths / 1000).toFixed(thousandths % 100 === 0 ? (thousandths % 1000 === 0 ? 0 : 1) : 2)}`;

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
    kit.showRoundFacts(round);
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
    const state = await kit.loadState();
    if (!state) return;
    showBonusEmpty(config.bonus && (state.wallet.accountId === null || state.wallet.balance === 0));
  }

  async function play() {
    if (busy || !kit.wallet || !playable) return;
    setError(null);
    const stake = kit.readStake(kit.wallet);
    if (stake === null) return;
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
      if (kit.wallet) show('balance', money(next.balance - (round.payout ?? 0), next.currency));
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

  for (let index = 0; index < config.cells; index += 1) byId(`cell-${index}`)?.addEventListener('click', () => choose(index));
  byId('quick-pick')?.addEventListener('click', quickPick);
  byId('play')?.addEventListener('click', guard(play));
  kit.start(load);
}

/** The script the wheel games' frame runs (the shared frame script, with reduced motion in its environment). */
export function wheelClientSource(config: WheelConfig): string {
  return clientScriptSource(wheelClient, config, "\n  reducedMotion: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,");
}
