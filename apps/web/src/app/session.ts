import { ACTIVITY_EVENT_TYPES } from '@betting/auth';
import { sample, scopeBind, type Scope } from 'effector';
import { confirmTermsEnabledChanged, idleLogoff, pageVisibilityChanged, session } from '../entities/session/session.model';
import { signedOut } from '../entities/session/session-state';
import { pipelineHooks } from '../shared/api/api';
import './accounts';
import { accountSettings } from './account-settings';
import { siteConfig } from './site-config';

// The idle limit (null: auto logoff off) and the confirm-terms flag are the site config's: as it is when the session
// starts, and whenever it arrives or changes.
const config = sample({ clock: [session.appStarted, siteConfig.$config.updates], source: siteConfig.$config });
sample({ clock: config, fn: (current) => current?.siteConfig.idleLogoffMinutes ?? null, target: idleLogoff.limitChanged });
sample({ clock: config, fn: (current) => current?.routing.flags.confirmTermsEnabled ?? false, target: confirmTermsEnabledChanged });

/**
 * Starts the session model in the app's scope (its own chunk, loaded right after the first render) and connects it to
 * the page: visibility for the status refresh, a person's input and media playback for the idle logoff.
 */
export function startSession(scope: Scope): void {
  const visibility = scopeBind(pageVisibilityChanged, { scope });
  const activity = scopeBind(idleLogoff.activityDetected, { scope });
  const media = scopeBind(idleLogoff.mediaPlaybackChanged, { scope });
  const ready = scopeBind(session.appReady, { scope });
  const leaving = scopeBind(accountSettings.pageHidden, { scope });
  document.addEventListener('visibilitychange', () => {
    visibility(document.visibilityState === 'visible');
    if (document.visibilityState === 'hidden') leaving();
  });
  window.addEventListener('pagehide', () => leaving());
  for (const type of ACTIVITY_EVENT_TYPES) window.addEventListener(type, () => activity(), { passive: true, capture: true });
  document.addEventListener('play', () => media(true), true);
  document.addEventListener('pause', () => media(false), true);
  document.addEventListener('ended', () => media(false), true);
  // A refused token refresh means the session ended elsewhere: the views (in this scope, not effector's global one)
  // show a guest.
  pipelineHooks.onSessionLost = scopeBind(signedOut, { scope });
  // Fired, not awaited: allSettled waits for every timer in the scope (the notices' interval never ends), and the
  // session check must start at once.
  scopeBind(idleLogoff.appStarted, { scope })();
  if (document.readyState === 'complete') ready({ hasSessionData: false });
  else window.addEventListener('load', () => ready({ hasSessionData: false }), { once: true });
  scopeBind(session.appStarted, { scope })();
}

export { idleLogoff, session };
export { logoutRequested } from '../entities/session/session.model';
