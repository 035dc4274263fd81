import { LIMIT_MESSAGE_KEYS, LIMIT_TYPE, type Limit } from '@betting/contracts';
import { systemClock } from '@betting/kernel';
import { createLimitPingModel, createRealityCheckModel, createSessionLimitModel, type RealityCheckStorage } from '@betting/limits';
import type { NotificationRequest } from '@betting/notices';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { interval } from 'patronum';
import { notices } from '../../app/notices';
import { logoutFx, logoutRequested } from '../../entities/session/session.model';
import { $userId, signedIn, signedOut } from '../../entities/session/session-state';
import { limitService } from './limits-api';
import { inPagesNamespace } from './notice';

/** The limit list is read again this often while signed in (the session limit's remaining time and the interval). */
export const LIMITS_REFRESH_MS = 5 * 60_000;
const REALITY_CHECK_KEY = 'betting.realityCheck';
const SESSION_LIMIT_ENDED_KEY = 'betting.sessionLimitEnded';

/** The session seconds left (the ACTIVE session entry's limitBalance), null when no session limit is in force. */
export function sessionSecondsLeft(limits: readonly Limit[]): number | null {
  const session = limits.find((limit) => limit.limitType === LIMIT_TYPE.session && limit.limitState === 'ACTIVE' && limit.limitValue > 0);
  if (!session) return null;
  return session.limitBalance ?? session.limitValue * 3600;
}

/** The reality-check interval in force (minutes), null when off. */
export function realityCheckMinutes(limits: readonly Limit[]): number | null {
  const check = limits.find((limit) => limit.limitType === LIMIT_TYPE.realityCheck && limit.limitState === 'ACTIVE' && limit.limitValue > 0);
  return check ? check.limitValue : null;
}

/** The reality-check record of one person in local storage: it survives a reload, and another person's is not theirs. */
export function browserRealityCheckStorage(userId: number | null): RealityCheckStorage {
  const key = `${REALITY_CHECK_KEY}.${userId ?? 'guest'}`;
  return {
    read: () => {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    write: (value) => {
      try {
        if (value === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, value);
      } catch {
        // Storage refused (private mode, quota): the checks still run for this page.
      }
    },
  };
}

const memoryStorage = (): RealityCheckStorage => {
  let value: string | null = null;
  return { read: () => value, write: (next) => void (value = next) };
};

/** The host mounted (after the first paint): the timers follow the session from now on. */
export const responsibleGamingStarted = createEvent();

export const limitPing = createLimitPingModel({ api: limitService });
export const sessionLimit = createSessionLimitModel({ clock: systemClock });
export const realityCheck = createRealityCheckModel({ storage: memoryStorage(), clock: systemClock, api: limitService });

export const loadSessionLimitsFx = createEffect(() => limitService.list());
/** The session limit ended on the page before this load: the notice shows again after the sign-out's full load. */
export const readSessionLimitEndedFx = createEffect((): boolean => {
  try {
    const ended = window.sessionStorage.getItem(SESSION_LIMIT_ENDED_KEY) !== null;
    window.sessionStorage.removeItem(SESSION_LIMIT_ENDED_KEY);
    return ended;
  } catch {
    return false;
  }
});
export const rememberSessionLimitEndedFx = createEffect(() => {
  try {
    window.sessionStorage.setItem(SESSION_LIMIT_ENDED_KEY, '1');
  } catch {
    // Not kept: the notice already showed on this page.
  }
});
export const createRealityCheckStorageFx = createEffect((userId: number) => browserRealityCheckStorage(userId));

const $started = createStore(false).on(responsibleGamingStarted, () => true);
const sessionSeen = createEvent<number>();
sample({ clock: responsibleGamingStarted, source: $userId, filter: (userId): userId is number => userId !== null, target: sessionSeen });
sample({ clock: signedIn, source: $started, filter: (started) => started, fn: (_, userId) => userId, target: sessionSeen });

// Signed in: ping every 30 s, follow the person's limits, go on with their reality checks (a record in storage).
sample({ clock: sessionSeen, target: createRealityCheckStorageFx });
sample({ clock: createRealityCheckStorageFx.doneData, target: realityCheck.__.$storage });
sample({ clock: createRealityCheckStorageFx.done, fn: () => undefined, target: realityCheck.sessionResumed });
sample({ clock: sessionSeen, fn: () => undefined, target: [limitPing.signedIn, loadSessionLimitsFx] });
const refresh = interval({ timeout: LIMITS_REFRESH_MS, start: sessionSeen.map(() => undefined), stop: signedOut });
sample({ clock: refresh.tick, source: $userId, filter: (userId) => userId !== null, fn: () => undefined, target: loadSessionLimitsFx });
sample({ clock: loadSessionLimitsFx.doneData, fn: sessionSecondsLeft, target: sessionLimit.remainingChanged });
sample({ clock: loadSessionLimitsFx.doneData, fn: realityCheckMinutes, target: realityCheck.intervalChanged });

// Signed out by any means: every timer stops and the reality-check record goes.
sample({ clock: signedOut, target: [limitPing.signedOut, sessionLimit.sessionEnded, realityCheck.sessionEnded] });
// A sign-out from the page (the person, the idle logoff, the session limit) ends in a full load with no signedOut.
sample({ clock: logoutFx, fn: () => undefined, target: realityCheck.sessionEnded });

// The session limit ran out: the permanent notice (kept over the sign-out's full load), then sign out to the home page.
sample({ clock: sessionLimit.noticeShown, fn: inPagesNamespace, target: notices.notificationShown });
sample({ clock: sessionLimit.noticeShown, fn: () => undefined, target: rememberSessionLimitEndedFx });
sample({ clock: sessionLimit.disconnectRequested, fn: () => ({ onProtectedRoute: false }), target: logoutRequested });

export const SESSION_LIMIT_ENDED_NOTICE: NotificationRequest = inPagesNamespace({
  id: 'limits.session-ended',
  kind: 'error',
  titleKey: LIMIT_MESSAGE_KEYS.sessionLimitEnded,
  text: { key: LIMIT_MESSAGE_KEYS.sessionLimitVisitTomorrow },
  timed: false,
});
sample({ clock: responsibleGamingStarted, target: readSessionLimitEndedFx });
sample({ clock: readSessionLimitEndedFx.doneData, filter: Boolean, fn: () => SESSION_LIMIT_ENDED_NOTICE, target: notices.notificationShown });

export const realityCheckAcknowledged = realityCheck.acknowledged;
export const $realityCheckPrompt = realityCheck.$prompt;
