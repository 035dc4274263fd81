/**
 * A simulated game's draws outside the server: the AES-256-CTR keystream of its revealed key, through Web Crypto
 * (`crypto.subtle`, the same in browsers and Node ≥ 20). Counter block `b` is the 16-byte big-endian number b; its
 * four 32-bit lanes are read little-endian as uniform numbers in [0, 1) — exactly the API's `SimDraws`.
 */
import type { Lane, SimDrawSource } from './simulation';

interface AesCtrSubtle {
  importKey(format: 'raw', key: Uint8Array, algorithm: { name: 'AES-CTR' }, extractable: boolean, usages: readonly 'encrypt'[]): Promise<unknown>;
  encrypt(algorithm: { name: 'AES-CTR'; counter: Uint8Array; length: number }, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}

function subtle(): AesCtrSubtle {
  const found = (globalThis as { crypto?: { subtle?: AesCtrSubtle } }).crypto?.subtle;
  if (!found) throw new Error('Web Crypto (crypto.subtle) is not available');
  return found;
}

/** Blocks read at once. */
const WINDOW = 4096;

/** The 32-bit words of `blocks` counter blocks from `from` (four per block). */
export async function keystreamWords(key: Uint8Array, from: number, blocks: number): Promise<Uint32Array> {
  if (key.length !== 32) throw new Error('a game key has 32 bytes');
  const api = subtle();
  const cryptoKey = await api.importKey('raw', key, { name: 'AES-CTR' }, false, ['encrypt']);
  const counter = new Uint8Array(16);
  const view = new DataView(counter.buffer);
  view.setUint32(8, Math.floor(from / 2 ** 32));
  view.setUint32(12, from >>> 0);
  // The low 64 bits count: no game comes near wrapping them.
  const stream = new DataView(await api.encrypt({ name: 'AES-CTR', counter, length: 64 }, cryptoKey, new Uint8Array(blocks * 16)));
  const words = new Uint32Array(blocks * 4);
  for (let i = 0; i < words.length; i += 1) words[i] = stream.getUint32(i * 4, true);
  return words;
}

/** Thrown by `LoadedDraws.unit` for a block not loaded yet (the replay loads it and plays again). */
export class MissingBlock extends Error {
  constructor(readonly block: number) {
    super(`draw block ${block} not loaded`);
  }
}

/** Draws of the windows loaded so far (Web Crypto is asynchronous; the simulation is not). */
export class LoadedDraws implements SimDrawSource {
  readonly #windows = new Map<number, Uint32Array>();

  constructor(readonly key: Uint8Array) {}

  unit(block: number, lane: Lane): number {
    const start = block - (block % WINDOW);
    const words = this.#windows.get(start);
    if (!words) throw new MissingBlock(block);
    return words[(block - start) * 4 + lane]! / 4294967296;
  }

  async load(block: number): Promise<void> {
    const start = block - (block % WINDOW);
    if (!this.#windows.has(start)) this.#windows.set(start, await keystreamWords(this.key, start, WINDOW));
  }
}
