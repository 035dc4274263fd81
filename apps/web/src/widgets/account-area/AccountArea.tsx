import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { $isSignedIn, $sessionChecked, $userId } from '../../entities/session/session-state';
import { useSignOut } from './use-sign-out';

const HeaderBalance = lazy(() => import('./HeaderBalance').then((module) => ({ default: module.HeaderBalance })));

/** The header's right side (UI.md): Sign in / Register for guests; the user's ID and Sign out when signed in. */
export function AccountArea({ lng, registrationEnabled }: { readonly lng: string; readonly registrationEnabled: boolean }) {
  const { t } = useTranslation();
  const [signedIn, userId, checked] = useUnit([$isSignedIn, $userId, $sessionChecked]);
  const { signOut, leaving } = useSignOut();

  if (signedIn && userId !== null) {
    return (
      <div className="account-area">
        <Suspense fallback={null}>
          <HeaderBalance lng={lng} />
        </Suspense>
        <span className="account-area__id" data-testid="account-id">
          {t('account.id', { id: userId })}
        </span>
        <button type="button" className="button button--secondary account-area__button account-area__sign-out" onClick={() => void signOut()} disabled={leaving}>
          <svg className="account-area__sign-out-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
          </svg>
          <span className="account-area__button-text">{t('account.signOut')}</span>
        </button>
      </div>
    );
  }
  // Until the session check answers, nothing flickers between guest and signed-in buttons.
  return (
    <div className="account-area" aria-busy={!checked}>
      <Link to="/$lng/user/login" params={{ lng }} className="button button--secondary account-area__button">
        {t('account.signIn')}
      </Link>
      {registrationEnabled ? (
        <Link to="/$lng/registration/{-$type}" params={{ lng }} className="button button--primary account-area__button">
          {t('account.register')}
        </Link>
      ) : null}
    </div>
  );
}
