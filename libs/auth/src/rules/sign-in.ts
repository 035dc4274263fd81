/** The session check on start: 2 retries, 1500 ms apart (spec §9). */
export const SESSION_CHECK_RETRIES = 2;
export const SESSION_CHECK_RETRY_DELAY_MS = 1500;
/** Signed-in status refresh while the page is visible (spec §9). */
export const STATUS_REFRESH_INTERVAL_MS = 60_000;
/** `GET /web-api/session` about 8 s after the app is ready, when there is no session data (spec §7, §9). */
export const SESSION_CALL_DELAY_MS = 8000;

export type UserId = string | number;

/** Signed in iff a user id is present (spec §4). */
export function isSignedIn(userId: UserId | null | undefined): userId is UserId {
  return userId !== null && userId !== undefined && userId !== '';
}

/** Whether the app should call `/web-api/session` once ready. */
export function shouldCallSession(hasSessionData: boolean): boolean {
  return !hasSessionData;
}
