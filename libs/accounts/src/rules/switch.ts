import type { AccountId } from './account';

/** The bingo route of `@betting/routing` (and any child of it, `bingo.*`). */
export const BINGO_ROUTE_ID = 'bingo';

export function isBingoRoute(routeId: string | null): boolean {
  return routeId === BINGO_ROUTE_ID || (routeId ?? '').startsWith(`${BINGO_ROUTE_ID}.`);
}

export interface SwitchSuccessMessage {
  readonly accountId: AccountId;
}

/** Spec §4: a successful switch returns a success message with the account id, unless the user is on a bingo route. */
export function switchSuccessMessage(accountId: AccountId, routeId: string | null): SwitchSuccessMessage | null {
  return isBingoRoute(routeId) ? null : { accountId };
}
