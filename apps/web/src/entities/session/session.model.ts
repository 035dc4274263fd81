import { createIdleLogoffModel, createSessionModel, logoutPlan, type IdleStorage, type SessionCheckResult } from '@betting/auth';
import { AuthPaths, CheckSessionResponseSchema, CookieAgreementPath, DisconnectResponseSchema, SecureDataPaths, SecureDataResponseSchema, SessionPingPath, TermsPaths, TermsStatusResponseSchema } from '@betting/contracts';
import { systemClock } from '@betting/kernel';
import { createEffect, createEvent, createStore, sample } from 'effector';
import * as z from 'zod/mini';
import { apiRequest, pipelineHooks, userTokens } from '../../shared/api/api';
import { settings } from '../../shared/settings';
import { userConfigCleared, userConfigQuery } from './user-config.model';
import { $userId, NO_CHANGED_TERMS, sessionChecked, signedIn, signedOut, termsStatusReceived } from './session-state';

/**
 * The session of spec §4, in its own chunk: the start-up check, the 60 s status refresh while the page is visible,
 * the session call, the cookie-agreement time, logout and the idle auto logoff. It feeds session-state's events,
 * which views read.
 */
const checkSessionFx = createEffect<void, SessionCheckResult>(async () => {
  const answer = await apiRequest({ method: 'GET', path: AuthPaths.checkSession, schema: CheckSessionResponseSchema });
  return { userId: answer.user_id };
});
const refreshStatusFx = createEffect<void, SessionCheckResult>(async () => {
  const answer = await apiRequest({ method: 'GET', path: AuthPaths.checkSession, schema: CheckSessionResponseSchema });
  return { userId: answer.user_id };
});
const loadSessionFx = createEffect<void, unknown>(async () => {
  const response = await fetch(SessionPingPath, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`session call answered ${response.status}`);
  return response.text();
});
const sendCookieAgreementTimeFx = createEffect<number, unknown>(async (agreedAtMs) => {
  await apiRequest({ method: 'POST', path: CookieAgreementPath, body: { cookiesAgreeTime: Math.floor(agreedAtMs / 1000) }, schema: z.undefined() });
});

export const pageVisibilityChanged = createEvent<boolean>();
const $pageVisible = createStore(true).on(pageVisibilityChanged, (_, visible) => visible);

export const session = createSessionModel({ checkSessionFx, refreshStatusFx, loadSessionFx, sendCookieAgreementTimeFx, $pageVisible });

// The views' session state follows the model; a sign-in on a page reaches the model once.
sample({ clock: session.sessionFound, fn: (userId) => Number(userId), target: signedIn });
sample({ clock: signedIn, source: session.$userId, filter: (current, userId) => current !== userId, fn: (_, userId) => userId, target: session.signedIn });
sample({ clock: session.disconnected, target: signedOut });
sample({ clock: signedOut, source: session.$userId, filter: (current) => current !== null, fn: () => undefined, target: session.signedOut });
sample({ clock: [session.$sessionChecked.updates], filter: Boolean, fn: () => undefined, target: sessionChecked });
sample({ clock: settings.consentRecorded, fn: ({ at }) => at, target: session.cookieAgreementRecorded });

interface LogEntry {
  readonly level: 'warn' | 'error';
  readonly message: string;
  readonly error: unknown;
}
const logFx = createEffect(({ level, message, error }: LogEntry) => console[level](message, error));
const logged = (level: LogEntry['level'], message: string) => (error: unknown): LogEntry => ({ level, message, error });
sample({ clock: session.sessionCheckFailed, fn: logged('warn', 'session check failed after its retries'), target: logFx });
sample({ clock: session.sessionLoadFailed, fn: logged('warn', 'session call failed'), target: logFx });

// --- fingerprint (spec §7): fetched once per page load, in its own chunk; the pipeline sends it as a header
const ensureFingerprintFx = createEffect(async () => {
  const { ensureFingerprint } = await import('../../shared/fingerprint/fingerprint');
  await ensureFingerprint();
});
sample({ clock: session.appStarted, target: ensureFingerprintFx });
sample({ clock: ensureFingerprintFx.failData, fn: logged('error', 'fingerprint could not load'), target: logFx });

// Secure data, the user config and the terms status follow the session found on start, not every authentication:
// a sign-in on a page always ends in a full load of the next page (useCompleteSignIn, the QR landing), which finds
// the session and loads them once; loading them on the page being left too would run each twice.

// --- secure data (spec §7): a per-session grant the server keeps in its 30-minute cookie; an empty answer is an error
const loadSecureDataFx = createEffect(async () => {
  const answer = await apiRequest({ method: 'POST', path: SecureDataPaths.secureData, body: {}, schema: SecureDataResponseSchema });
  if (!answer.ggru || !answer.grant) throw new Error('secure data answered empty');
  return answer;
});
sample({ clock: session.sessionFound, fn: () => undefined, target: loadSecureDataFx });
sample({ clock: loadSecureDataFx.failData, fn: logged('error', 'secure data failed'), target: logFx });

// --- the user config (spec §4): loaded for the signed-in page, forgotten on sign-out
sample({ clock: session.sessionFound, fn: () => undefined, target: userConfigQuery.start });
sample({ clock: signedOut, target: userConfigCleared });

// --- the user agreement (spec §4 "Terms status: failure resets changed flag to false and updated-at to empty")
export const confirmTermsEnabledChanged = createEvent<boolean>();
const $confirmTermsEnabled = createStore(false).on(confirmTermsEnabledChanged, (_, enabled) => enabled);
const loadTermsStatusFx = createEffect(async () => {
  const answer = await apiRequest({ method: 'GET', path: TermsPaths.status, schema: TermsStatusResponseSchema });
  return { changed: answer.result, updatedAt: answer.updatedAt };
});
// Whichever comes last, the session or the site config that enables the check (they load side by side).
sample({
  clock: [session.sessionFound, $confirmTermsEnabled.updates],
  source: { enabled: $confirmTermsEnabled, signedIn: session.$isSignedIn },
  filter: ({ enabled, signedIn: signed }) => enabled && signed,
  fn: () => undefined,
  target: loadTermsStatusFx,
});
sample({ clock: loadTermsStatusFx.doneData, target: termsStatusReceived });
sample({ clock: loadTermsStatusFx.fail, fn: () => NO_CHANGED_TERMS, target: termsStatusReceived });

// --- logout (spec §4)
export const logoutRequested = createEvent<{ readonly onProtectedRoute: boolean }>();
export const logoutFx = createEffect(async ({ onProtectedRoute }: { readonly onProtectedRoute: boolean }) => {
  let outcome: 'ok' | 'error' = 'ok';
  try {
    await apiRequest({ method: 'POST', path: AuthPaths.disconnect, body: {}, schema: DisconnectResponseSchema });
  } catch (error) {
    console.error('logout failed', error);
    outcome = 'error';
  }
  const plan = logoutPlan({ outcome, onProtectedRoute, modalQueryPresent: new URLSearchParams(window.location.search).has('modal') });
  // `ua` is httpOnly and cleared by the server; the readable token is forgotten here.
  userTokens.clear();
  document.cookie = 'user_token=; path=/; max-age=0; samesite=lax';
  const lng = window.location.pathname.split('/')[1] || 'en';
  if (plan.navigation === 'reload') window.location.reload();
  else window.location.assign(`/${lng}`);
  return plan;
});
sample({ clock: logoutRequested, target: logoutFx });
// No signedOut here: the page is already loading anew (home or a reload), and it starts as a guest; flipping the
// header first would show a guest for a moment on a page that is going away.

// 451 with exception code 1 (spec §7): the call needs the changed terms accepted; the routing decides the rest.
pipelineHooks.onTermsChanged = () => {
  const lng = window.location.pathname.split('/')[1] || 'en';
  window.location.assign(`/${lng}/confirm-terms?state=${encodeURIComponent(window.location.pathname + window.location.search)}`);
};


// --- idle auto logoff (spec §4)
const IDLE_STORAGE_KEY = 'auto_logoff';
const idleStorage: IdleStorage = {
  read: () => {
    try {
      return window.localStorage.getItem(IDLE_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  write: (value) => {
    try {
      window.localStorage.setItem(IDLE_STORAGE_KEY, value);
    } catch {
      // storage refused (private mode): the idle timer still runs for this page
    }
  },
};
export const idleLogoff = createIdleLogoffModel({ storage: idleStorage, clock: systemClock });
sample({ clock: session.sessionFound, fn: () => undefined, target: idleLogoff.sessionResumed });
sample({ clock: session.signedIn, fn: () => undefined, target: idleLogoff.sessionStarted });
sample({ clock: signedOut, target: idleLogoff.sessionEnded });
sample({ clock: idleLogoff.idleExpired, fn: () => ({ onProtectedRoute: true }), target: logoutFx });

export { $userId };

/** The calls, for tests to replace with `fork({ handlers })`. */
export const __ = { checkSessionFx, ensureFingerprintFx, loadSecureDataFx, loadTermsStatusFx };
