/**
 * Reads an integer column exactly. node-postgres returns bigint and numeric as strings, PGlite returns bigint as a
 * number (or a BigInt beyond 2^53): all of them become a safe integer or an error, never a rounded number.
 */
export function readSafeInteger(value: unknown, what = 'integer'): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'bigint' || (typeof value === 'string' && /^-?\d+$/.test(value))) {
    const exact = BigInt(value);
    if (exact >= BigInt(Number.MIN_SAFE_INTEGER) && exact <= BigInt(Number.MAX_SAFE_INTEGER)) return Number(exact);
  }
  throw new RangeError(`${what} ${String(value)} is not a safe integer`);
}
