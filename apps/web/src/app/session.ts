import { ACTIVITY_EVENT_TYPES } from '@betting/auth';
import { sample, scopeBind, type Scope } from 'effector';
import { confirmTermsEnabledChanged, idleLogoff, pageVisibilityChanged, session } from '../entities/session/session.model';
import { siteConfig } from './site-config';

// The idle limit is the site config's (null: auto logoff off).
sample({ clock: siteConfig.$config, fn: (config) => config?.siteConfig.idleLogoffMinutes ?? null, target: idleLogoff.limitChanged });
sample({ clock: siteConfig.$config, fn: (config) => config?.routing.flags.confirmTermsEnabled ?? false, target: confirmTermsEnabledChanged });

/**
 * Starts the session model in the app's scope (its own chunk, loaded right after the first render) and connects it to
 * the page: visibility for the status refresh, a person's input and media playback for the idle logoff.
 */
export function startSession(scope: Scope): void {
  const visibility = scopeBind(pageVisibilityChanged, { scope });
  const activity = scopeBind(idleLogoff.activityDetected, { scope });
  const media = scopeBind(idleLogoff.mediaPlaybackChanged, { scope });
  const ready = scopeBind(session.appReady, { scope });
  document.addEventListener('visibilitychange', () => visibility(document.visibilityState === 'visible'));
  for (const type of ACTIVITY_EVENT_TYPES) window.addEventListener(type, () => activity(), { passive: true, capture: true });
  document.addEventListener('play', () => media(true), true);
  document.addEventListener('pause', () => media(false), true);
  document.addEventListener('ended', () => media(false), true);
  // Fired, not awaited: allSettled waits for every timer in the scope (the notices' interval never ends), and the
  // session check must start at once.
  const config = scope.getState(siteConfig.$config);
  scopeBind(idleLogoff.limitChanged, { scope })(config?.siteConfig.idleLogoffMinutes ?? null);
  scopeBind(idleLogoff.appStarted, { scope })();
  scopeBind(confirmTermsEnabledChanged, { scope })(config?.routing.flags.confirmTermsEnabled ?? false);
  if (document.readyState === 'complete') ready({ hasSessionData: false });
  else window.addEventListener('load', () => ready({ hasSessionData: false }), { once: true });
  scopeBind(session.appStarted, { scope })();
  // The fingerprint travels with sign-in and later calls (spec §7); it never holds the page up.
  void import('../shared/fingerprint/fingerprint').then(({ ensureFingerprint }) => ensureFingerprint());
}

export { idleLogoff, session };
export { logoutRequested } from '../entities/session/session.model';
