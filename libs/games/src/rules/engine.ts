import { err, ok, type MinorUnits, type Result } from '@betting/kernel';
import { payoutOf, type Multiplier } from './payout';
import { roundBytes, type SeedTriple } from './provably-fair';

/**
 * The shape every house game engine has (fast games, table games, cards, slots), so that one game server, one
 * verifier and one catalogue play all of them:
 *
 * - `start(seeds, params, stake)` opens a round; a single-step game (dice, plinko, a slot spin, roulette) answers a
 *   finished state at once, a multi-step one (mines, hi-lo, blackjack, video poker) an open state that `act` moves on.
 * - Every draw comes from the provably fair stream of the round's seeds (`DrawStream`: HMAC-SHA256(server seed,
 *   `${client seed}:${nonce}:${cursor}`), 8 words a block), read from the position the state has reached
 *   (`state.draws`). So a round is a pure function of its seeds, params, stake and actions, and `replayRound`
 *   reproduces it, actions and all.
 * - States are plain JSON data (the server stores them as they are); `view` is what the player may see of an open
 *   round (nothing the seeds still hide, e.g. where the mines are), the whole state once it is finished.
 * - `rtp(params)` is the exact return to player under optimal play (for a game without choices, the only play) as a
 *   fraction of integers, computed by enumeration or closed form, never by playing rounds; `maxMultiplier(params)`
 *   bounds every payout of those params.
 * - Params and actions arrive as unknown JSON: `parseParams` / `parseAction` check them (the API's zod contracts
 *   describe the same shapes for the wire). Actions are discriminated unions on `type`.
 */

/** An exact return to player per unit staked: numerator / denominator (bigint, so enumeration never loses a digit). */
export interface ExactRtp {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** What every engine state holds, whatever else it keeps. */
export interface EngineState {
  readonly stake: MinorUnits;
  /** Words of the round's draw stream used so far: the next draw reads from here. */
  readonly draws: number;
  readonly finished: boolean;
  /**
   * Thousandths of the stake the round pays: once finished, what it paid; while open, what cashing out now would pay
   * (0 where a game cannot cash out).
   */
  readonly multiplier: Multiplier;
  /**
   * Minor units put down so far, where a round's stake can grow (a blackjack double, split or insurance, a Hold'em
   * call): the first stake when absent. The game server takes `next.wagered − prev.wagered` before it keeps an action.
   */
  readonly wagered?: MinorUnits;
}

/** What an action adds to the round's stake: `next.wagered − prev.wagered` (0 for games whose stake never grows). */
export const addedStake = (previous: EngineState, next: EngineState): MinorUnits => Math.max(0, (next.wagered ?? next.stake) - (previous.wagered ?? previous.stake));

export interface EngineAction {
  readonly type: string;
}

/** Why an action (or params) is refused. */
export type EngineRefusal =
  | { readonly code: 'invalid_params'; readonly message: string }
  | { readonly code: 'invalid_action'; readonly message: string }
  | { readonly code: 'round_finished'; readonly message: string };

export interface GameEngine<P, S extends EngineState, A extends EngineAction> {
  /** The engine's name (`dice`, `plinko`, `mines`, `hilo`, `slot`, `roulette`, …): the launch's `engine`. */
  readonly kind: string;
  /** The params a round takes when none are given (and the catalogue's variant names none). */
  readonly defaultParams: P;
  /**
   * Named params a catalogue tile can launch (`launch: { engine, variant }`): a slot's reel set, a roulette table, a
   * plinko board. A variant is only a name for params: rounds store and replay the params themselves.
   */
  readonly variants?: Readonly<Record<string, P>>;
  /**
   * Params of a variant name the engine reads itself, for engines whose variants are too many to list (a reel set per
   * slot tile, e.g. `{route}:{rtpBasisPoints}:{volatility}`); null when the name is not one. Tried before `variants`.
   */
  paramsOfVariant?(variant: string): P | null;
  /** Checks params from the wire (a variant's or a player's choices). */
  parseParams(input: unknown): Result<P, string>;
  /** Checks an action from the wire. */
  parseAction(input: unknown): Result<A, string>;
  /** The most any round of these params pays, thousandths of the stake. */
  maxMultiplier(params: P): Multiplier;
  /** The exact return to player of these params under optimal play. */
  rtp(params: P): ExactRtp;
  start(seeds: SeedTriple, params: P, stake: MinorUnits): S;
  act(state: S, action: A, seeds: SeedTriple): Result<S, EngineRefusal>;
  isFinished(state: S): boolean;
  /** What the round pays, minor units (0 while it is open). */
  payout(state: S): MinorUnits;
  /** What the player may see of the state: an open round hides what the seeds still hold. */
  view(state: S): unknown;
}

/** Any engine, its types erased (method parameters are bivariant, so every concrete engine is one). */
export type AnyGameEngine = GameEngine<unknown, EngineState, EngineAction>;

/** The payout of a finished state from its multiplier (the one rounding, `payoutOf`); 0 while open. */
export function finishedPayout(state: EngineState): MinorUnits {
  return state.finished ? payoutOf(state.stake, state.multiplier) : 0;
}

/** A round played again from its seeds: start, then every action in order. */
export function replayRound<P, S extends EngineState, A extends EngineAction>(
  engine: GameEngine<P, S, A>,
  seeds: SeedTriple,
  params: P,
  stake: MinorUnits,
  actions: readonly A[]
): Result<S, EngineRefusal> {
  let state = engine.start(seeds, params, stake);
  for (const action of actions) {
    const next = engine.act(state, action, seeds);
    if (!next.ok) return next;
    state = next.value;
  }
  return ok(state);
}

/** The same from wire data: params and actions are checked first. */
export function replayUnknownRound(engine: AnyGameEngine, seeds: SeedTriple, params: unknown, stake: MinorUnits, actions: readonly unknown[]): Result<EngineState, EngineRefusal> {
  const checked = engine.parseParams(params);
  if (!checked.ok) return err({ code: 'invalid_params', message: checked.error });
  const parsed: EngineAction[] = [];
  for (const action of actions) {
    const one = engine.parseAction(action);
    if (!one.ok) return err({ code: 'invalid_action', message: one.error });
    parsed.push(one.value);
  }
  return replayRound(engine, seeds, checked.value, stake, parsed);
}

/** The params a tile's variant names (null: no such variant), else the engine's default params. */
export function variantParams<P>(engine: GameEngine<P, EngineState, EngineAction>, variant: string | null | undefined): P | null {
  if (variant === null || variant === undefined || variant === '') return engine.defaultParams;
  const read = engine.paramsOfVariant?.(variant) ?? null;
  if (read !== null) return read;
  return engine.variants && Object.hasOwn(engine.variants, variant) ? engine.variants[variant] ?? null : null;
}

/** Refusal of any action on a finished round. */
export const roundFinished = (): { readonly ok: false; readonly error: EngineRefusal } => err({ code: 'round_finished', message: 'the round is over' });
export const invalidAction = (message: string): { readonly ok: false; readonly error: EngineRefusal } => err({ code: 'invalid_action', message });

/**
 * The round's draws as a stream of 32-bit words from a position: word i is word i of `roundUint32s(seeds, …)`
 * (block ⌊i / 8⌋, bytes 4·(i mod 8)…+3, big-endian). `position` after reading is what a state stores as `draws`.
 */
export class DrawStream {
  #position: number;
  #block = -1;
  #bytes: Uint8Array = new Uint8Array(0);

  constructor(private readonly seeds: SeedTriple, position = 0) {
    this.#position = position;
  }

  get position(): number {
    return this.#position;
  }

  /** The next word, an integer in [0, 2³²). */
  uint32(): number {
    const block = Math.floor(this.#position / 8);
    if (block !== this.#block) {
      this.#bytes = roundBytes(this.seeds.serverSeed, this.seeds.clientSeed, this.seeds.nonce, block);
      this.#block = block;
    }
    const at = (this.#position % 8) * 4;
    this.#position += 1;
    return (this.#bytes[at] ?? 0) * 2 ** 24 + ((this.#bytes[at + 1] ?? 0) << 16) + ((this.#bytes[at + 2] ?? 0) << 8) + (this.#bytes[at + 3] ?? 0);
  }

  /**
   * An exactly uniform integer in [0, size) (size from 1 to 2³²): a word below the largest multiple of `size` that
   * fits, taken mod `size`; words at or above it are skipped (rejection, so no value is favoured by a remainder).
   * Exact odds are then plain counting: every value has probability 1 / size.
   */
  index(size: number): number {
    if (!Number.isSafeInteger(size) || size < 1 || size > 2 ** 32) throw new RangeError(`a draw's size is 1 to 2^32, not ${size}`);
    const limit = 2 ** 32 - (2 ** 32 % size);
    for (;;) {
      const word = this.uint32();
      if (word < limit) return word % size;
    }
  }

  /** A fair coin: the word's lowest bit (2³² is even, so exactly ½ each). */
  bit(): 0 | 1 {
    return (this.uint32() & 1) as 0 | 1;
  }
}

/** A fraction's value in thousandths of a percent, floored (96.123 % → 96123): how the pages print an RTP. */
export function rtpMilliPercent(rtp: ExactRtp): number {
  return Number((rtp.numerator * 100_000n) / rtp.denominator);
}

/** The RTP as a number (for display and tolerance checks only; the fraction is the figure). */
export const rtpValue = (rtp: ExactRtp): number => Number((rtp.numerator * 1_000_000_000n) / rtp.denominator) / 1e9;

/** Reduced fraction helpers for exact RTP sums. */
export function rtpOf(numerator: bigint, denominator: bigint): ExactRtp {
  const divisor = gcd(numerator < 0n ? -numerator : numerator, denominator);
  return divisor === 0n ? { numerator, denominator } : { numerator: numerator / divisor, denominator: denominator / divisor };
}

export function addRtp(a: ExactRtp, b: ExactRtp): ExactRtp {
  return rtpOf(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

export function compareRtp(a: ExactRtp, b: ExactRtp): number {
  const left = a.numerator * b.denominator;
  const right = b.numerator * a.denominator;
  return left < right ? -1 : left > right ? 1 : 0;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** n choose k as a bigint (0 outside 0 ≤ k ≤ n). */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * BigInt(n - i + 1)) / BigInt(i);
  return result;
}
