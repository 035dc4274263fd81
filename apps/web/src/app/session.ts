import { ACTIVITY_EVENT_TYPES } from '@betting/auth';
import { allSettled, sample, scopeBind, type Scope } from 'effector';
import { idleLogoff, pageVisibilityChanged, session } from '../entities/session/session.model';
import { siteConfig } from './site-config';

// The idle limit is the site config's (null: auto logoff off).
sample({ clock: siteConfig.$config, fn: (config) => config?.siteConfig.idleLogoffMinutes ?? null, target: idleLogoff.limitChanged });

/**
 * Starts the session model in the app's scope (its own chunk, loaded right after the first render) and connects it to
 * the page: visibility for the status refresh, a person's input and media playback for the idle logoff.
 */
export async function startSession(scope: Scope): Promise<void> {
  const visibility = scopeBind(pageVisibilityChanged, { scope });
  const activity = scopeBind(idleLogoff.activityDetected, { scope });
  const media = scopeBind(idleLogoff.mediaPlaybackChanged, { scope });
  const ready = scopeBind(session.appReady, { scope });
  document.addEventListener('visibilitychange', () => visibility(document.visibilityState === 'visible'));
  for (const type of ACTIVITY_EVENT_TYPES) window.addEventListener(type, () => activity(), { passive: true, capture: true });
  document.addEventListener('play', () => media(true), true);
  document.addEventListener('pause', () => media(false), true);
  document.addEventListener('ended', () => media(false), true);
  await allSettled(idleLogoff.limitChanged, { scope, params: scope.getState(siteConfig.$config)?.siteConfig.idleLogoffMinutes ?? null });
  await allSettled(idleLogoff.appStarted, { scope });
  if (document.readyState === 'complete') ready({ hasSessionData: false });
  else window.addEventListener('load', () => ready({ hasSessionData: false }), { once: true });
  await allSettled(session.appStarted, { scope });
}

export { idleLogoff, session };
export { logoutRequested } from '../entities/session/session.model';
