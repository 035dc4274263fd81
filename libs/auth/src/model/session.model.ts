import { createQuery, retry, type Query } from '@farfetched/core';
import { combine, createEvent, createStore, sample, type Effect, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import { delay, interval } from 'patronum';
import { cookieAgreementTimeAction } from '../rules/cookie-agreement';
import {
  SESSION_CALL_DELAY_MS,
  SESSION_CHECK_RETRIES,
  SESSION_CHECK_RETRY_DELAY_MS,
  STATUS_REFRESH_INTERVAL_MS,
  isSignedIn,
  shouldCallSession,
  type UserId,
} from '../rules/sign-in';

/** What the check-session and status calls say: the signed-in user's id, or null for a guest. */
export interface SessionCheckResult {
  readonly userId: UserId | null;
}

export interface SessionModelDeps {
  /** The check-session call (returns user_id). Retried 2 times, 1500 ms apart; a final failure is swallowed. */
  readonly checkSessionFx: Effect<void, SessionCheckResult>;
  /** The signed-in status refresh, every 60 s while the page is visible. */
  readonly refreshStatusFx: Effect<void, SessionCheckResult>;
  /** `GET /web-api/session`, about 8 s after the app is ready when there is no session data. */
  readonly loadSessionFx: Effect<void, unknown>;
  /** Sends the cookie-agreement time (payload cookiesAgreeTime). */
  readonly sendCookieAgreementTimeFx: Effect<number, unknown>;
  /** Whether the page is visible (document.visibilityState, supplied by the app). */
  readonly $pageVisible: Store<boolean>;
}

export interface SessionModel {
  /** Start of the app: checks the session. */
  readonly appStarted: EventCallable<void>;
  /** The app is ready; `hasSessionData` says whether session data already exists. */
  readonly appReady: EventCallable<{ readonly hasSessionData: boolean }>;
  /** A sign-in call succeeded with this user id. */
  readonly signedIn: EventCallable<UserId>;
  /** The person signed out (logout or disconnect done). */
  readonly signedOut: EventCallable<void>;
  /** A cookie-consent answer was given at this time (ms). */
  readonly cookieAgreementRecorded: EventCallable<number>;
  readonly $userId: Store<UserId | null>;
  readonly $isSignedIn: Store<boolean>;
  /** The start-up session check has ended (found, guest, or failed after its retries). */
  readonly $sessionChecked: Store<boolean>;
  /** The session check on start found this user. */
  readonly sessionFound: Event<UserId>;
  /** A user is signed in, by a found session or a sign-in: load accounts and the user config now. */
  readonly userAuthenticated: Event<UserId>;
  /** No session on start, or the status refresh says the session is gone: the user is disconnected. */
  readonly disconnected: Event<void>;
  /** The session check failed after its retries (logged by the app, otherwise swallowed). */
  readonly sessionCheckFailed: Event<Error>;
  /** `GET /web-api/session` failed (logged by the app). */
  readonly sessionLoadFailed: Event<unknown>;
  readonly __: {
    readonly sessionCheck: Query<void, SessionCheckResult, Error, null>;
    readonly $pendingCookieAgreementAt: StoreWritable<number | null>;
    readonly $statusRefreshRunning: Store<boolean>;
  };
}

/** The sign-in state of spec §4: who is signed in, how that is found out on start and kept current. */
export function createSessionModel(deps: SessionModelDeps): SessionModel {
  const { checkSessionFx, refreshStatusFx, loadSessionFx, sendCookieAgreementTimeFx, $pageVisible } = deps;

  const appStarted = createEvent();
  const appReady = createEvent<{ readonly hasSessionData: boolean }>();
  const signedIn = createEvent<UserId>();
  const signedOut = createEvent();
  const cookieAgreementRecorded = createEvent<number>();
  const sessionCheckFailed = createEvent<Error>();

  const sessionCheck = createQuery({ effect: checkSessionFx, name: 'auth.sessionCheck' });
  // Intermediate failures stay inside the retry; finished.failure fires once, after the last one.
  retry(sessionCheck, { times: SESSION_CHECK_RETRIES, delay: SESSION_CHECK_RETRY_DELAY_MS, supressIntermediateErrors: true });
  sample({ clock: appStarted, target: sessionCheck.start });

  const found = sample({ clock: sessionCheck.finished.success, fn: ({ result }) => result.userId });
  const sessionFound = sample({ clock: found, filter: isSignedIn });
  const guestOnStart = sample({ clock: found, filter: (userId) => !isSignedIn(userId), fn: () => undefined });
  sample({ clock: sessionCheck.finished.failure, fn: ({ error }) => error, target: sessionCheckFailed });

  const $sessionChecked = createStore(false).on([sessionCheck.finished.success, sessionCheckFailed], () => true);

  const statusSaysGone = sample({
    clock: refreshStatusFx.doneData,
    filter: (result) => !isSignedIn(result.userId),
    fn: () => undefined,
  });
  const disconnected = createEvent();
  sample({ clock: [guestOnStart, statusSaysGone], target: disconnected });

  const $userId = createStore<UserId | null>(null, { name: 'auth.$userId' })
    .on(sessionFound, (_, userId) => userId)
    .on(signedIn, (_, userId) => userId)
    .reset(signedOut, disconnected);
  const $isSignedIn = $userId.map(isSignedIn);

  const userAuthenticated = sample({ clock: [sessionFound, signedIn] });

  // Status refresh: runs while signed in and the page is visible.
  const $shouldRefresh = combine($isSignedIn, $pageVisible, (signed, visible) => signed && visible);
  const refreshStarted = sample({ clock: $shouldRefresh, filter: Boolean });
  const refreshStopped = sample({ clock: $shouldRefresh, filter: (should) => !should });
  const statusRefresh = interval({ timeout: STATUS_REFRESH_INTERVAL_MS, start: refreshStarted, stop: refreshStopped });
  sample({ clock: statusRefresh.tick, target: refreshStatusFx });

  // The session call, once, about 8 s after the app is ready, when there is no session data.
  const sessionCallDue = delay({
    source: sample({ clock: appReady, filter: ({ hasSessionData }) => shouldCallSession(hasSessionData), fn: () => undefined }),
    timeout: SESSION_CALL_DELAY_MS,
  });
  sample({ clock: sessionCallDue, target: loadSessionFx });
  const sessionLoadFailed = loadSessionFx.failData;

  // Cookie-agreement time: sent for a signed-in person; a guest's waits and is sent, then cleared, on sign-in.
  const $pendingCookieAgreementAt = createStore<number | null>(null, { name: 'auth.$pendingCookieAgreementAt' });
  const agreementAction = sample({
    clock: cookieAgreementRecorded,
    source: { signedIn: $isSignedIn, pending: $pendingCookieAgreementAt },
    fn: ({ signedIn: signed, pending }, agreedAt) => cookieAgreementTimeAction({ signedIn: signed, pending, agreedAt }),
  });
  const pendingAction = sample({
    clock: userAuthenticated,
    source: $pendingCookieAgreementAt,
    fn: (pending) => cookieAgreementTimeAction({ signedIn: true, pending, agreedAt: null }),
  });
  const actions = sample({ clock: [agreementAction, pendingAction] });
  sample({
    clock: actions,
    filter: (action) => action.kind === 'send',
    fn: (action) => (action.kind === 'send' ? action.time : 0),
    target: sendCookieAgreementTimeFx,
  });
  $pendingCookieAgreementAt
    .on(actions, (pending, action) => (action.kind === 'keep-pending' ? action.time : pending))
    .on(sendCookieAgreementTimeFx.done, (pending, { params }) => (pending === params ? null : pending))
    .on(sendCookieAgreementTimeFx.fail, (_, { params }) => params);

  return {
    appStarted,
    appReady,
    signedIn,
    signedOut,
    cookieAgreementRecorded,
    $userId,
    $isSignedIn,
    $sessionChecked,
    sessionFound,
    userAuthenticated,
    disconnected,
    sessionCheckFailed,
    sessionLoadFailed,
    __: { sessionCheck, $pendingCookieAgreementAt, $statusRefreshRunning: statusRefresh.isRunning },
  };
}
