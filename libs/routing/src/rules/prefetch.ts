/** Spec §9: likely routes are prefetched once the browser has been idle, at most 2000 ms after the page is ready. */
export const IDLE_PREFETCH_TIMEOUT_MS = 2000;

/** What the Network Information API tells (absent in some browsers: then prefetching goes ahead). */
export interface ConnectionHints {
  readonly effectiveType?: string | undefined;
  readonly saveData?: boolean | undefined;
  /** `navigator.onLine`: nothing is prefetched offline (a failed chunk would count as a chunk-load error). */
  readonly online?: boolean | undefined;
}

/** Skipped on 2g connections, with the data saver on, and offline. */
export function mayPrefetchOnIdle(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true || connection.online === false) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}
