import { createHash } from 'node:crypto';

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json | undefined };

/** JSON with object keys sorted at every level and undefined members left out: equal bodies give equal text. */
export function canonicalJson(value: Json): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item: Json) => canonicalJson(item)).join(',')}]`;
  const members = Object.entries(value as { readonly [key: string]: Json | undefined })
    .filter((entry): entry is [string, Json] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
  return `{${members.join(',')}}`;
}

/** The request fingerprint kept with an idempotency key: SHA-256 of the operation and its canonical body. */
export function requestFingerprint(operation: string, body: { readonly [key: string]: Json | undefined }): string {
  return createHash('sha256').update(canonicalJson({ operation, body })).digest('hex');
}

export type { Json };
