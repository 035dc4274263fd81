/** Cookies the client drops on logout (spec §4); the server clears the httpOnly `ua` too. */
export const LOGOUT_COOKIES = ['ua', 'user_token'] as const;

export interface LogoutContext {
  /** How the server's logout call ended. */
  readonly outcome: 'ok' | 'error';
  /** The current route needs sign-in. */
  readonly onProtectedRoute: boolean;
  /** The URL carries the modal query (`?modal=…`). */
  readonly modalQueryPresent: boolean;
}

export type LogoutPlan =
  | {
      readonly kind: 'signed-out';
      readonly removeCookies: readonly (typeof LOGOUT_COOKIES)[number][];
      readonly banLevel: 0;
      readonly clearUserId: true;
      readonly clearProfileIds: true;
      readonly resetAnalyticsIdentity: true;
      /** Reload where the page itself depends on the session; else the home page with a full load. */
      readonly navigation: 'home-full-load' | 'reload';
    }
  | { readonly kind: 'failed'; readonly logError: true; readonly navigation: 'reload' };

/** What follows the server's logout call (spec §4). */
export function logoutPlan(context: LogoutContext): LogoutPlan {
  if (context.outcome === 'error') return { kind: 'failed', logError: true, navigation: 'reload' };
  return {
    kind: 'signed-out',
    removeCookies: [...LOGOUT_COOKIES],
    banLevel: 0,
    clearUserId: true,
    clearProfileIds: true,
    resetAnalyticsIdentity: true,
    navigation: context.onProtectedRoute || context.modalQueryPresent ? 'reload' : 'home-full-load',
  };
}
