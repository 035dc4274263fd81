import type { VerificationConfirmResponse, VerificationKind } from '@betting/contracts';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $isSignedIn } from '../../entities/session/session-state';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { RequestVerificationForm } from './RequestVerificationForm';
import { confirmEmail, verifyRefusalOf, type VerifyRefusal } from './verify-calls';
import '../../features/identity/identity.css';

type ConfirmState = { readonly kind: 'confirming' } | { readonly kind: 'confirmed'; readonly result: VerificationConfirmResponse } | { readonly kind: 'refused'; readonly code: VerifyRefusal };

/** Opens a confirmation link: posts its token once and says how it went; without a token, a signed-in person asks for one. */
function ConfirmEmail({ kind }: { readonly kind: VerificationKind }) {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const token = useSearch({ from: kind === 'accountverify' ? '/$lng/user/accountverify' : '/$lng/user/$type' }).token ?? null;
  const signedIn = useUnit($isSignedIn);
  const [state, setState] = useState<ConfirmState>({ kind: 'confirming' });
  const title = t(`auth.verify.title.${kind}`);
  useDocumentTitle(title);

  useEffect(() => {
    if (!token) return;
    let live = true;
    confirmEmail(token).then(
      (result) => live && setState({ kind: 'confirmed', result }),
      (error: unknown) => live && setState({ kind: 'refused', code: verifyRefusalOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <section className="page auth-page" aria-labelledby="verify-title">
      <div className="card auth-card">
        <h1 id="verify-title">{title}</h1>
        {token === null ? (
          signedIn ? (
            <RequestVerificationForm lng={lng} />
          ) : (
            <p>{t('auth.verify.noToken')}</p>
          )
        ) : state.kind === 'confirming' ? (
          <p role="status" aria-busy="true">
            {t('auth.verify.confirming')}
          </p>
        ) : state.kind === 'confirmed' ? (
          <>
            <p role="status" data-testid="verify-success">
              {t('auth.verify.confirmed', { email: state.result.email })}
            </p>
            <Link to={signedIn ? '/$lng/office/security' : '/$lng/user/login'} params={{ lng }} className="button button--primary">
              {signedIn ? t('auth.verify.toOffice') : t('auth.verify.toLogin')}
            </Link>
          </>
        ) : (
          <>
            <p role="alert" className="auth-alert auth-alert--shown">
              {t(`auth.verify.errors.${state.code}`)}
            </p>
            {signedIn && (state.code === 'invalid_link' || state.code === 'link_expired') ? <RequestVerificationForm lng={lng} /> : null}
          </>
        )}
      </div>
    </section>
  );
}

/** `user/accountverify?token=…`: confirms the account's e-mail. */
export function AccountVerifyPage() {
  return <ConfirmEmail kind="accountverify" />;
}

/** `user/activate?token=…` (the registration's e-mail) and `user/activatefast?token=…` (an e-mail a one-click account adds). */
export function ActivatePage() {
  const { type } = useParams({ from: '/$lng/user/$type' });
  return <ConfirmEmail kind={type === 'activatefast' ? 'activatefast' : 'activate'} />;
}
