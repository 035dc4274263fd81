import { MODAL_QUERY_KEY } from './constants';
import { splitUrl } from './safe-path';
import type { RouteDefinition } from './types';

export interface RouteChange {
  /** The URL shown before (path, query, hash). */
  readonly from: string;
  /** The URL shown now. */
  readonly to: string;
  readonly maintenance: boolean;
}

/**
 * Spec §2: a route change hides all modals, except when the new query carries the modal key and only the
 * query or the hash changed (a modal opened by link), or while maintenance is on.
 */
export function hidesModals({ from, to, maintenance }: RouteChange): boolean {
  if (maintenance) return false;
  const before = splitUrl(from);
  const after = splitUrl(to);
  const onlyQueryOrHashChanged = before.path === after.path;
  const carriesModalKey = new URLSearchParams(after.search).has(MODAL_QUERY_KEY);
  return !(onlyQueryOrHashChanged && carriesModalKey);
}

/** Spec §2: navigation scrolls to the top, except to routes flagged to keep it and when only the query or hash changed. */
export function scrollsToTop(change: Pick<RouteChange, 'from' | 'to'>, route: RouteDefinition | undefined): boolean {
  if (route?.meta.keepScroll) return false;
  return splitUrl(change.from).path !== splitUrl(change.to).path;
}
