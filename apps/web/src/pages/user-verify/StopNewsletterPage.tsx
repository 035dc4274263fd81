import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { stopNewsletter, verifyRefusalOf, type VerifyRefusal } from './verify-calls';
import '../../features/identity/identity.css';

/** `user/stopnewsletter?token=…`: the newsletter's own link turns e-mail news off, no sign-in needed. */
export function StopNewsletterPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const token = useSearch({ from: '/$lng/user/stopnewsletter' }).token ?? null;
  const [state, setState] = useState<{ readonly kind: 'stopping' } | { readonly kind: 'stopped' } | { readonly kind: 'refused'; readonly code: VerifyRefusal }>(token ? { kind: 'stopping' } : { kind: 'refused', code: 'invalid_link' });
  const title = t('auth.verify.title.stopnewsletter');
  useDocumentTitle(title);

  useEffect(() => {
    if (!token) return;
    let live = true;
    stopNewsletter(token).then(
      () => live && setState({ kind: 'stopped' }),
      (error: unknown) => live && setState({ kind: 'refused', code: verifyRefusalOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <section className="page auth-page" aria-labelledby="stop-newsletter-title">
      <div className="card auth-card">
        <h1 id="stop-newsletter-title">{title}</h1>
        {state.kind === 'stopping' ? (
          <p role="status" aria-busy="true">
            {t('auth.verify.stopping')}
          </p>
        ) : state.kind === 'stopped' ? (
          <>
            <p role="status" data-testid="stop-newsletter-success">
              {t('auth.verify.stopped')}
            </p>
            <Link to="/$lng/office/settings" params={{ lng }}>{t('auth.verify.mailingSettings')}</Link>
          </>
        ) : (
          <p role="alert" className="auth-alert auth-alert--shown">
            {t(`auth.verify.errors.${state.code}`)}
          </p>
        )}
      </div>
    </section>
  );
}
