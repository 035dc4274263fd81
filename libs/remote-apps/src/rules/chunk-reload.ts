/** Spec §8/§9: a changed-chunk load failure reloads the page, at most once per 60 s ("chunk reload guard 60 s"). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/**
 * May a chunk-load failure reload the page now? Yes unless the last such reload happened less than
 * `guardMs` ago. A last time in the future (the clock moved back) does not block: the caller stores `now` again.
 */
export function mayReloadAfterChunkError(lastReloadAt: number | null, now: number, guardMs: number = CHUNK_RELOAD_GUARD_MS): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  if (now < lastReloadAt) return true;
  return now - lastReloadAt >= guardMs;
}

/** Parses the stored last-reload time (sessionStorage keeps strings); anything unreadable counts as never. */
export function parseLastReloadAt(stored: string | null | undefined): number | null {
  if (stored === null || stored === undefined || stored.trim() === '') return null;
  const value = Number(stored);
  return Number.isFinite(value) ? value : null;
}

const CHUNK_ERROR_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk [\w-]+ failed/i,
];

/** Does this error text say that a code chunk (a changed build's file) could not load? */
export function isChunkLoadErrorMessage(message: string): boolean {
  return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message));
}
