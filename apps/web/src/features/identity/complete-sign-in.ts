import { authSucceeded, registrationCompleted } from '@betting/auth';
import type { ConfigAllResponse } from '@betting/contracts';
import { afterSignInTarget, FORGOT_PASSWORD_QUERY_KEY, MODAL_QUERY_KEY, signedInSession } from '@betting/routing';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { siteConfig } from '../../app/site-config';
import { signedIn } from '../../entities/session/session-state';
import { browserNavigationContext } from '../../shared/config/navigation-context';
import { recordSessionAnalytics } from './session-analytics';

/** The page the visitor is on, without the query keys that open the sign-in modals. */
function currentUrlWithoutModals(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(FORGOT_PASSWORD_QUERY_KEY);
  url.searchParams.delete(MODAL_QUERY_KEY);
  return `${url.pathname}${url.search}${url.hash}`;
}

const languageHome = () => `/${window.location.pathname.split('/')[1] || 'en'}`;

/**
 * Where to go after signing in (the routing library's rule: config mapping, safe `state`, else home). Never rejects:
 * a target that cannot be worked out is home, so a sign-in never ends on a form stuck in place.
 */
export async function signInTarget(config: ConfigAllResponse | null): Promise<string> {
  const currentUrl = currentUrlWithoutModals();
  if (!config) return languageHome();
  try {
    const context = await browserNavigationContext({ config, url: currentUrl, maintenanceActive: false, session: signedInSession });
    return afterSignInTarget({ currentUrl }, context);
  } catch (error) {
    console.error('the page after sign-in could not be decided', error);
    return languageHome();
  }
}

/**
 * A sign-in or registration succeeded (the server has set the session cookie): the views learn the user id, the
 * analytics counters reset, and the browser loads the target page in full so every part of the site starts with
 * the new session.
 */
export function useCompleteSignIn(): (userId: number, how: 'sign-in' | 'registration') => Promise<void> {
  const [config, markSignedIn] = useUnit([siteConfig.$config, signedIn]);
  return useCallback(
    async (userId, how) => {
      markSignedIn(userId);
      recordSessionAnalytics(how === 'registration' ? registrationCompleted : authSucceeded);
      window.location.assign(await signInTarget(config));
    },
    [config, markSignedIn],
  );
}
