/**
 * The live simulator's secret draws. What happens in a game (goals, points, overtime) is drawn from a
 * keystream that only the server can compute:
 *
 * - the **simulator secret** comes from the environment (`LINE_SIMULATOR_SECRET`, at least 32 characters); when it
 *   is unset the server generates a random one at start and logs that it did (outcomes of games under way then
 *   change across restarts, which is fine for a demo and impossible to predict);
 * - each game's **draw key** is `HMAC-SHA256(secret, "line-sim/v1/" + schedule_key)`, so knowing one game's key (or
 *   every public field of every game: number, statistic id, schedule, ratings) tells nothing about another's;
 * - a game's draws are the AES-256-CTR keystream under its draw key: counter block `s` (the game second) holds four
 *   32-bit lanes, read little-endian as uniform numbers in [0, 1).
 *
 * Commit before, reveal after: the SHA-256 of a game's key is public from the start, the key itself once the game is
 * finished (proof.routes.ts); because each key is an HMAC of the secret, a revealed key tells nothing about the secret
 * or about any other game's key.
 *
 * The schedule (which teams meet when, their ratings, the opening prices) stays a public function of the demo seed:
 * the prices already show the model's view of the teams; only the future of a game is secret.
 */
import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { simKeyCommitment, type Lane, type SimDrawSource } from '@betting/games';

export { EXTRA_BLOCK, LANE } from '@betting/games';
export type { Lane } from '@betting/games';

const WINDOW = 256;
const DOMAIN = 'line-sim/v1/';

/** The simulator secret as a key: a string from the environment or bytes (tests inject a fixed one). */
export type SimulatorSecret = string | Uint8Array;

export const MIN_SECRET_LENGTH = 32;

/** A fresh random secret (the server's when LINE_SIMULATOR_SECRET is unset). */
export function generateSimulatorSecret(): Uint8Array {
  return new Uint8Array(randomBytes(32));
}

/** A game's draw key: HMAC-SHA256(secret, domain ‖ schedule key). */
export function gameDrawKey(secret: SimulatorSecret, scheduleKey: string): Buffer {
  return createHmac('sha256', secret).update(DOMAIN + scheduleKey).digest();
}

/**
 * The public commitment to a game's draw key (hex SHA-256 of its 32 bytes, `simKeyCommitment` in @betting/games):
 * published before the game starts; the key itself only once the game is finished (proof.routes.ts).
 */
export function drawKeyCommitment(key: Uint8Array): string {
  return simKeyCommitment(Buffer.from(key).toString('hex'));
}

/** Uniform draws of one game, read from its keystream a window of seconds at a time. */
export class SimDraws implements SimDrawSource {
  readonly #key: Buffer;
  #from = -1;
  #words = new Uint32Array(0);

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('a game draw key has 32 bytes');
    this.#key = key;
  }

  static of(secret: SimulatorSecret, scheduleKey: string): SimDraws {
    return new SimDraws(gameDrawKey(secret, scheduleKey));
  }

  /** A uniform number in [0, 1) for counter block `block` (a game second, or EXTRA_BLOCK…) and lane. */
  unit(block: number, lane: Lane): number {
    if (this.#from < 0 || block < this.#from || block >= this.#from + WINDOW) this.#fill(block);
    return this.#words[(block - this.#from) * 4 + lane]! / 4294967296;
  }

  #fill(block: number): void {
    const iv = Buffer.alloc(16);
    iv.writeUIntBE(Math.floor(block / 2 ** 32), 8, 4);
    iv.writeUInt32BE(block >>> 0, 12);
    const cipher = createCipheriv('aes-256-ctr', this.#key, iv);
    const stream = cipher.update(Buffer.alloc(WINDOW * 16));
    const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
    const words = new Uint32Array(WINDOW * 4);
    for (let i = 0; i < words.length; i += 1) words[i] = view.getUint32(i * 4, true);
    this.#words = words;
    this.#from = block;
  }
}
