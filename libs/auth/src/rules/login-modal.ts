import type { RouteId } from '@betting/routing';

export const LOGIN_ROUTE_ID: RouteId = 'user.login';

/** The login modal is for guests and never opens over the login page itself (spec §4). */
export function mayOpenLoginModal(input: { readonly signedIn: boolean; readonly routeId: RouteId | null }): boolean {
  return !input.signedIn && input.routeId !== LOGIN_ROUTE_ID;
}
