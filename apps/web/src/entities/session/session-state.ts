import { createEvent, createStore } from 'effector';

/**
 * Who is signed in, as views need it on the first render (header, guards). Small on purpose: the session model that
 * checks and refreshes it (farfetched, timers) loads in its own chunk and feeds these events.
 */
export const signedIn = createEvent<number>();
export const signedOut = createEvent();
export const $userId = createStore<number | null>(null)
  .on(signedIn, (_, userId) => userId)
  .reset(signedOut);
export const $isSignedIn = $userId.map((userId) => userId !== null);
/** The start-up session check has answered (until then a guest's header shows no sign-in buttons flickering). */
export const sessionChecked = createEvent();
export const $sessionChecked = createStore(false).on(sessionChecked, () => true);
