import { createEvent, createStore } from 'effector';
import { bootstrapData } from '../../shared/bootstrap/bootstrap-data';

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
/** By sid, a server-rendered guest page starts with the check done: the server knew there was no session. */
export const SESSION_CHECKED_SID = 'session.$sessionChecked';
export const $sessionChecked = createStore(false, { sid: SESSION_CHECKED_SID }).on(sessionChecked, () => true);

/** The user agreement (spec §2 confirm-terms): changed terms wait for acceptance; `updatedAt` is the version to accept. */
export interface TermsState {
  readonly changed: boolean;
  readonly updatedAt: string;
}
export const NO_CHANGED_TERMS: TermsState = { changed: false, updatedAt: '' };
export const termsStatusReceived = createEvent<TermsState>();
export const termsAccepted = createEvent();
// Until the status call answers, the server's word from the page's bootstrap data.
export const $terms = createStore<TermsState>(bootstrapData().termsChanged ? { changed: true, updatedAt: '' } : NO_CHANGED_TERMS)
  .on(termsStatusReceived, (_, terms) => terms)
  .reset(termsAccepted, signedOut);

/** The restriction (spec §2 ban handling): the server's word from the bootstrap data until the user config answers. */
export interface BanState {
  readonly level: number;
  readonly version: number;
}
export const banReceived = createEvent<BanState>();
export const $ban = createStore<BanState>({ level: bootstrapData().banLevel, version: bootstrapData().banVersion })
  .on(banReceived, (_, ban) => ban)
  .reset(signedOut);
