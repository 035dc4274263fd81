/** Spec §9: route history keeps 20 entries. */
export const ROUTE_HISTORY_LIMIT = 20;

/** The visited paths, newest last; a repeat of the newest entry (query-only changes) is not added twice. */
export function pushRouteHistory(history: readonly string[], path: string, limit = ROUTE_HISTORY_LIMIT): string[] {
  if (history.at(-1) === path) return [...history];
  return [...history, path].slice(-limit);
}
