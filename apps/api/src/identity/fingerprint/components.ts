import type { FingerprintComponents } from '@betting/contracts';
import { createHash } from 'node:crypto';

/** The components in one canonical form: keys sorted, JSON values; the same components in any order read the same. */
export function canonicalComponents(components: FingerprintComponents): string {
  return JSON.stringify(Object.keys(components).sort().map((name) => [name, components[name] ?? null]));
}

/** What the server keeps of the components (and answers as `componentsData`): the SHA-256 of their canonical form. */
export function componentsHash(components: FingerprintComponents): string {
  return createHash('sha256').update(canonicalComponents(components), 'utf8').digest('hex');
}
