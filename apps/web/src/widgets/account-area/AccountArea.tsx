import { matchRoute, pathSegments } from '@betting/routing';
import { Link, useLocation } from '@tanstack/react-router';
import { allSettled } from 'effector';
import { useProvidedScope, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $isSignedIn, $sessionChecked, $userId } from '../../entities/session/session-state';

/** The header's right side (UI.md): Sign in / Register for guests; the user's ID and Sign out when signed in. */
export function AccountArea({ lng, registrationEnabled }: { readonly lng: string; readonly registrationEnabled: boolean }) {
  const { t } = useTranslation();
  const scope = useProvidedScope();
  const { pathname } = useLocation();
  const [signedIn, userId, checked] = useUnit([$isSignedIn, $userId, $sessionChecked]);
  const [leaving, setLeaving] = useState(false);

  if (signedIn && userId !== null) {
    const signOut = async () => {
      setLeaving(true);
      const { logoutRequested } = await import('../../app/session');
      const onProtectedRoute = matchRoute(pathSegments(pathname).slice(1))?.route.signIn === true;
      if (scope) await allSettled(logoutRequested, { scope, params: { onProtectedRoute } });
    };
    return (
      <div className="account-area">
        <span className="account-area__id" data-testid="account-id">
          {t('account.id', { id: userId })}
        </span>
        <button type="button" className="button button--secondary account-area__button" onClick={() => void signOut()} disabled={leaving}>
          {t('account.signOut')}
        </button>
      </div>
    );
  }
  // Until the session check answers, nothing flickers between guest and signed-in buttons.
  return (
    <div className="account-area" aria-busy={!checked}>
      <Link to={`/${lng}/user/login`} className="button button--secondary account-area__button">
        {t('account.signIn')}
      </Link>
      {registrationEnabled ? (
        <Link to={`/${lng}/registration`} className="button button--primary account-area__button">
          {t('account.register')}
        </Link>
      ) : null}
    </div>
  );
}
