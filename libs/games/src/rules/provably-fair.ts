import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/**
 * Provably fair draws (the scheme Stake and most crypto casinos publish): the server commits to a secret server seed
 * by showing its SHA-256, the player picks a client seed, and each round's randomness is
 * HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${cursor}`). Once the server seed is revealed anyone
 * can recompute every round played with it. Browser and Node alike (@noble/hashes, no platform crypto).
 */
export interface SeedTriple {
  readonly serverSeed: string;
  readonly clientSeed: string;
  /** The round's number under this server seed: 0, 1, 2, … */
  readonly nonce: number;
}

/** Bytes per HMAC block and floats drawn from one block (4 bytes each). */
const BLOCK_BYTES = 32;
const FLOAT_BYTES = 4;
const FLOATS_PER_BLOCK = BLOCK_BYTES / FLOAT_BYTES;

/** The commitment shown before play: lower-case hex SHA-256 of the server seed's UTF-8 bytes. */
export function serverSeedHash(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** The 32 bytes of block `cursor` of a round. */
export function roundBytes(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Uint8Array {
  return hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:${cursor}`));
}

/**
 * `count` uniform draws of a round in [0, 1): each from 4 bytes read as base-256 fractional digits
 * (b0/256 + b1/256² + b2/256³ + b3/256⁴), i.e. a 32-bit integer / 2³², exact in a double. Blocks follow one another
 * by cursor, 8 draws per block.
 */
export function roundFloats(seeds: SeedTriple, count: number): number[] {
  return roundUint32s(seeds, count).map((value) => value / 2 ** 32);
}

/** The same draws as the 32-bit integers they are made of (the crash point divides by them exactly). */
export function roundUint32s(seeds: SeedTriple, count: number): number[] {
  const values: number[] = [];
  for (let cursor = 0; values.length < count; cursor += 1) {
    const bytes = roundBytes(seeds.serverSeed, seeds.clientSeed, seeds.nonce, cursor);
    for (let index = 0; index < FLOATS_PER_BLOCK && values.length < count; index += 1) {
      const at = index * FLOAT_BYTES;
      values.push(((bytes[at] ?? 0) * 2 ** 24) + ((bytes[at + 1] ?? 0) << 16) + ((bytes[at + 2] ?? 0) << 8) + (bytes[at + 3] ?? 0));
    }
  }
  return values;
}

/** A uniform integer in [0, size) from one draw: floor(float × size), as the published scheme does. */
export function drawIndex(float: number, size: number): number {
  return Math.floor(float * size);
}
