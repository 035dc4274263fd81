import type { RealityCheckStorage } from '../model/reality-check.model';

/** An in-memory `RealityCheckStorage` (one value, like a local-storage key). */
export function memoryRealityCheckStorage(initial: string | null = null): RealityCheckStorage & { readonly value: () => string | null } {
  let stored = initial;
  return {
    read: () => stored,
    write: (value) => {
      stored = value;
    },
    value: () => stored,
  };
}
