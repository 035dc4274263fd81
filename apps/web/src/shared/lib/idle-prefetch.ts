import { IDLE_PREFETCH_TIMEOUT_MS, mayPrefetchOnIdle, type ConnectionHints } from '@betting/routing';

interface IdleWindow {
  readonly navigator: { readonly connection?: ConnectionHints; readonly onLine?: boolean };
  requestIdleCallback?(callback: () => void, options: { timeout: number }): number;
  setTimeout(callback: () => void, ms: number): number;
}

/**
 * Runs `prefetch` when the browser is next idle (at the latest after 2000 ms), unless the connection is 2g or the
 * data saver is on (spec §9). Returns whether it was scheduled.
 */
export function scheduleIdlePrefetch(prefetch: () => void, win: IdleWindow = window as unknown as IdleWindow): boolean {
  const hints = () => ({ ...win.navigator.connection, online: win.navigator.onLine });
  if (!mayPrefetchOnIdle(hints())) return false;
  // Asked again when the moment comes: the connection may have gone since.
  const run = () => (mayPrefetchOnIdle(hints()) ? prefetch() : undefined);
  if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
  else win.setTimeout(run, IDLE_PREFETCH_TIMEOUT_MS);
  return true;
}
