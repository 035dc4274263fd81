import { idempotencyKeyFor, pendingAfter, type PendingCall } from '@betting/kernel';
import type { FrameTexts } from '../texts';

/**
 * What every game frame's script shares: the browser environment it gets, and `frameKit` — wallet and balance, the
 * stake field, the state load, the round's fairness facts, the seed form with rotate and refill, error messages. A
 * frame's script is a function sent as its own source text (`clientScriptSource`), and so is `frameKit`: it reaches
 * the script as its third argument, never through an import. Both stay self-contained: no imports or module values
 * inside, everything arrives in `config`, `env` and `options`. The few DOM members they use are typed below (the
 * API's TypeScript has no DOM library).
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
  /** The site's one idempotency-key rule (`@betting/kernel`, sent as its source): a money call keeps its key until answered. */
  idempotencyKeyFor(pending: PendingCall | null, fingerprint: string, makeKey: () => string): string;
  pendingAfter(sent: PendingCall, answered: boolean): PendingCall | null;
  now(): number;
  setTimer(work: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

/** The part of a frame's config the kit reads. */
export interface KitConfig {
  readonly demo: boolean;
  readonly texts: FrameTexts;
  readonly paths: { readonly state: string; readonly clientSeed: string; readonly rotate: string; readonly refill: string };
  /** `?demo=0` or `?demo=1`, appended to every call. */
  readonly query: string;
  /** Minor-unit exponents of currencies that do not have 2. */
  readonly exponents: Readonly<Record<string, number>>;
  /** The site's verify page; `?round={id}` is added. */
  readonly verifyUrl: string;
}

export interface KitOptions {
  /** The frame's own error messages, read before the shared ones. */
  readonly errors?: Readonly<Record<string, string>>;
  /** Told a refused call's error code before its message shows. */
  onRefusal?(code: string | undefined): void;
}

export interface KitWallet {
  currency: string;
  balance: number;
}

export interface KitSeeds {
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

/** Ids of the elements the kit and every frame's script read (each frame's page renders them all). */
export const KIT_ELEMENT_IDS = [
  'balance',
  'stake',
  'stake-currency',
  'play',
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

export function frameKit<W extends KitWallet>(config: KitConfig, env: FrameEnv, options: KitOptions = {}) {
  type Json = Record<string, unknown>;
  type State = { wallet: W; seeds: KitSeeds; stakes: { min: number; max: number; initial: number } };
  const texts = config.texts;
  const ownErrors = options.errors ?? {};
  const byId = (id: string) => env.document.getElementById(id);
  const show = (id: string, text: string) => {
    const element = byId(id);
    if (element) element.textContent = text;
  };
  const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  const exponentOf = (currency: string) => config.exponents[currency] ?? 2;
  const major = (minor: number, currency: string) => {
    const exponent = exponentOf(currency);
    const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
    const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
    return (minor < 0 ? '-' : '') + (exponent === 0 ? whole : `${whole}.${digits.slice(-exponent)}`);
  };
  const money = (minor: number, currency: string) => `${major(minor, currency)} ${currency}`;
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
    const currency = typeof params['currency'] === 'string' ? params['currency'] : (kit.wallet?.currency ?? '');
    const amount = (value: unknown) => (typeof value === 'number' ? money(value, currency) : '');
    element.textContent = fill(ownErrors[code] ?? texts.errors[code] ?? texts.errors['failed'] ?? code, { min: amount(params['min']), max: amount(params['max']) });
    element.hidden = false;
  }

  /** The last money call that had no answer (no network, a 5xx): pressing again with the same call sends its key. */
  let unanswered: PendingCall | null = null;

  async function call(method: string, path: string, body?: Json, withKey = false): Promise<{ status: number; body: Json }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body) headers['content-type'] = 'application/json';
    const sent = withKey ? `${method} ${path}${config.query} ${JSON.stringify(body ?? null)}` : null;
    const key = sent === null ? null : env.idempotencyKeyFor(unanswered, sent, env.randomKey);
    if (sent !== null && key !== null) {
      headers['idempotency-key'] = key;
      unanswered = { fingerprint: sent, key };
    }
    const response = await env.fetch(path + config.query, { method, headers, credentials: 'same-origin', ...(body ? { body: JSON.stringify(body) } : {}) });
    if (sent !== null && key !== null) unanswered = env.pendingAfter({ fingerprint: sent, key }, response.status < 500);
    return { status: response.status, body: ((await response.json().catch(() => ({}))) ?? {}) as Json };
  }

  /** A refused call's message: the limit's own reason when a limit refused, else the error's code. */
  function refusalOf(body: Json) {
    const error = (body['error'] ?? {}) as { code?: string; params?: Record<string, unknown> };
    const params = error.params ?? {};
    const reason = error.code === 'limit_refused' && typeof params['reason'] === 'string' && texts.errors[params['reason']] ? params['reason'] : null;
    options.onRefusal?.(error.code);
    setError(reason ?? error.code ?? 'failed', params);
  }

  function showWallet(next: W) {
    kit.wallet = next;
    show('balance', money(next.balance, next.currency));
    show('stake-currency', next.currency);
  }

  function showSeeds(seeds: KitSeeds) {
    show('seed-hash', seeds.serverSeedHash);
    show('next-nonce', String(seeds.nextNonce));
    const input = byId('client-seed');
    if (input) input.value = seeds.clientSeed;
  }

  /** A round's fairness facts and its verify link. */
  function showRoundFacts(round: { id: number; currency: string; nonce: number; serverSeedHash: string }) {
    show('round-id', String(round.id));
    show('round-nonce', String(round.nonce));
    show('round-hash', round.serverSeedHash);
    const link = byId('verify-link');
    if (link) {
      link.href = `${config.verifyUrl}?round=${round.id}&currency=${round.currency}${config.demo ? '&demo=1' : ''}`;
      link.hidden = false;
    }
  }

  /** The game's state (wallet, seeds, stake range shown; an empty stake field gets the initial stake), or null, refused. */
  async function loadState<S>(): Promise<(S & State) | null> {
    const answer = await call('GET', config.paths.state);
    if (answer.status !== 200) {
      refusalOf(answer.body);
      return null;
    }
    const state = answer.body as S & State;
    kit.stakes = state.stakes;
    showWallet(state.wallet);
    showSeeds(state.seeds);
    const stake = byId('stake');
    if (stake && stake.value === '') stake.value = major(kit.stakes.initial, state.wallet.currency);
    return state;
  }

  /** The stake typed, in minor units within the range; else null, the error shown. */
  function readStake(wallet: W): number | null {
    const stake = parseMajor(byId('stake')?.value ?? '', exponentOf(wallet.currency));
    if (stake === null || stake <= 0) {
      setError('invalid_stake');
      return null;
    }
    if (stake < kit.stakes.min || stake > kit.stakes.max) {
      setError('stake_out_of_range', { min: kit.stakes.min, max: kit.stakes.max });
      return null;
    }
    return stake;
  }

  async function saveClientSeed(event: { preventDefault(): void }) {
    event.preventDefault();
    setError(null);
    const clientSeed = byId('client-seed')?.value ?? '';
    if (!/^[\x20-\x7e]{1,64}$/.test(clientSeed)) return setError('invalid_client_seed');
    const answer = await call('PUT', config.paths.clientSeed, { clientSeed });
    if (answer.status !== 200) return refusalOf(answer.body);
    showSeeds(answer.body['seeds'] as KitSeeds);
  }

  async function rotate() {
    setError(null);
    const answer = await call('POST', config.paths.rotate);
    if (answer.status !== 200) return refusalOf(answer.body);
    show('revealed-seed', (answer.body['revealed'] as { serverSeed: string }).serverSeed);
    const box = byId('revealed');
    if (box) box.hidden = false;
    showSeeds(answer.body['seeds'] as KitSeeds);
  }

  async function refill() {
    setError(null);
    const answer = await call('POST', config.paths.refill);
    if (answer.status !== 200) return refusalOf(answer.body);
    showWallet(answer.body['wallet'] as W);
    env.notifyBalanceChanged();
  }

  /** A listener that runs `work`, a failure shown as "failed". */
  const guard = (work: () => Promise<unknown>) => () => {
    work().catch(() => setError('failed'));
  };

  /**
   * A game's rounds as the engine frames play them: one call at a time (`busy`), the open round kept (`open`) and the
   * last one shown (`last`). `play` reads the stake and opens a round (201), `act` moves the open one on (200), each
   * with its own Idempotency-Key; an answer shows its wallet, round facts and next nonce, keeps the round, draws it
   * (`draw`) and tells the parent the balance changed. `load` reads the state and draws its open round. `refresh`
   * runs after every change of `busy` or `open` (the frame's buttons follow). `wireVerify` makes the verify link ask
   * the server to replay the last round.
   */
  function roundSession<R extends { id: number; status: string; nonce: number; currency: string; serverSeedHash: string }>(paths: {
    readonly rounds: string;
    readonly roundPrefix: string;
  }, hooks: { draw(round: R): void; refresh(): void }) {
    const session = {
      busy: false,
      open: null as R | null,
      last: null as R | null,
      show(round: R) {
        session.last = round;
        showRoundFacts(round);
        hooks.draw(round);
      },
      answered(body: Json) {
        const round = body['round'] as R;
        showWallet(body['wallet'] as W);
        session.open = round.status === 'open' ? round : null;
        session.show(round);
        show('next-nonce', String(round.nonce + 1));
        env.notifyBalanceChanged();
      },
      async send(path: string, body: Json, status: number) {
        setError(null);
        session.busy = true;
        hooks.refresh();
        try {
          const answer = await call('POST', path, body, true);
          if (answer.status !== status) return refusalOf(answer.body);
          session.answered(answer.body);
        } finally {
          session.busy = false;
          hooks.refresh();
        }
      },
      /** Opens a round with the typed stake and the body `make` builds from it (nothing while busy or open). */
      async play(make: (stake: number) => Json | null) {
        if (session.busy || !kit.wallet || session.open) return;
        setError(null);
        const stake = readStake(kit.wallet);
        if (stake === null) return;
        const body = make(stake);
        if (body) await session.send(paths.rounds, body, 201);
      },
      async act(action: Json) {
        if (session.busy || !session.open) return;
        await session.send(`${paths.roundPrefix}${session.open.id}/actions`, { action }, 200);
      },
      async load<S>() {
        const state = await loadState<S & { openRound: R | null }>();
        if (state?.openRound) {
          session.open = state.openRound;
          session.show(state.openRound);
        }
        hooks.refresh();
        return state;
      },
      wireVerify(words: { readonly verifiedOk: string; readonly verifiedBad: string }) {
        byId('verify-link')?.addEventListener('click', (event) => {
          event.preventDefault();
          const id = session.last?.id ?? null;
          if (id === null) return;
          setError(null);
          call('GET', `${paths.roundPrefix}${id}/verify`)
            .then((answer) => {
              if (answer.status !== 200) return refusalOf(answer.body);
              show('outcome', fill(answer.body['verified'] === true ? words.verifiedOk : words.verifiedBad, { id: String(id) }));
            })
            .catch(() => setError('failed'));
        });
      },
    };
    return session;
  }

  /** A settled round's outcome line ("Win 12.50 RUB" / "No win this time", then `extra`); empty while it is open. */
  function showOutcome(round: { status: string; payout: number | null; currency: string }, extra = '') {
    if (round.status !== 'settled') return show('outcome', '');
    const payout = round.payout ?? 0;
    show('outcome', (payout > 0 ? `${texts.win} ${money(payout, round.currency)}` : texts.noWin) + extra);
  }

  /** Wires the seed form, rotate and refill, then runs the frame's `load`. */
  function start(load: () => Promise<unknown>) {
    byId('seed-form')?.addEventListener('submit', (event) => {
      saveClientSeed(event).catch(() => setError('failed'));
    });
    byId('rotate')?.addEventListener('click', guard(rotate));
    byId('refill')?.addEventListener('click', guard(refill));
    load().catch(() => setError('failed'));
  }

  const kit = {
    wallet: null as W | null,
    stakes: { min: 1, max: 1, initial: 1 },
    byId,
    show,
    fill,
    exponentOf,
    major,
    money,
    setError,
    call,
    refusalOf,
    showWallet,
    showSeeds,
    showRoundFacts,
    loadState,
    parseMajor,
    readStake,
    guard,
    start,
    roundSession,
    showOutcome,
  };
  return kit;
}

/** `frameKit` as a frame's script receives it (its third argument). */
export type MakeFrameKit = typeof frameKit;

/**
 * The script a game frame runs: the client function's own text, called with the page's config, the browser's
 * environment (`extraEnv`: more members of that environment, as source) and `frameKit`'s own text. Shared by every
 * game frame.
 */
export function clientScriptSource(client: (config: never, env: never, makeKit: MakeFrameKit) => unknown, config: unknown, extraEnv = ''): string {
  const env = `{
  document,
  fetch: (url, init) => fetch(url, init),
  notifyBalanceChanged: () => window.parent.postMessage({ type: 'casino:balance-changed' }, location.origin),
  randomKey: () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(''),
  idempotencyKeyFor: ${idempotencyKeyFor.toString()},
  pendingAfter: ${pendingAfter.toString()},
  now: () => Date.now(),
  setTimer: (work, ms) => setTimeout(work, ms),
  clearTimer: (handle) => clearTimeout(handle),${extraEnv}
}`;
  // `<` escaped so no text in the config can close the script element. `__name` stands in for the helper a bundler
  // that keeps function names (esbuild's keepNames, as tsx runs it) writes into the function's text.
  return `(() => {\nconst __name = (target) => target;\n(${client.toString()})(${JSON.stringify(config).replace(/</g, '\\u003c')}, ${env}, ${frameKit.toString()});\n})();`;
}
