/** Deterministic pseudo-random numbers: the line's demo data and simulator draw only from these (never Math.random). */

/** FNV-1a 32-bit hash of the parts, joined. */
export function hash32(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  const text = parts.join('\u0001');
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a fast 32-bit generator; `next()` in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform number in [0, 1) for the parts (one draw, no state). */
export function unit(...parts: readonly (string | number)[]): number {
  return rng(hash32(...parts))();
}

function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** `unit` for integers only (the simulator's hot path): a uniform number in [0, 1). */
export function unitN(a: number, b: number, c: number, d: number): number {
  let h = mix32((a ^ 0x9e3779b9) >>> 0);
  h = mix32((h ^ (b >>> 0)) >>> 0);
  h = mix32((h ^ (c >>> 0)) >>> 0);
  h = mix32((h ^ (d >>> 0)) >>> 0);
  return h / 4294967296;
}
