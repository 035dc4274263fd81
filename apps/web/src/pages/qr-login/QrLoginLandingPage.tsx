import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../app/site-config';
import { signedIn } from '../../entities/session/session-state';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { $qrLandingStatus, $redeemedUserId, qrLoginLanded } from './qr-login-landing.model';
import '../../features/identity/identity.css';

/** `user/qr-login?token=…`: the page a QR login code opens on the other device; signed in, it goes home in full. */
export function QrLoginLandingPage() {
  const { t } = useTranslation('pages');
  const { lng = 'en' } = useParams({ strict: false });
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const [config, status, userId, landed, markSignedIn] = useUnit([siteConfig.$config, $qrLandingStatus, $redeemedUserId, qrLoginLanded, signedIn]);
  const title = t('office.qrLogin.landingTitle');
  useDocumentTitle(`${title} · ${config?.siteConfig.companyName ?? ''}`);
  const token = search['token'];

  useEffect(() => {
    landed({ token });
  }, [landed, token]);
  useEffect(() => {
    if (status !== 'signed-in' || userId === null) return;
    markSignedIn(userId);
    window.location.assign(`/${lng}`);
  }, [status, userId, markSignedIn, lng]);

  return (
    <section className="page auth-page" aria-labelledby="qr-landing-title">
      <div className="auth-card">
        <h1 id="qr-landing-title">{title}</h1>
        {status === 'invalid' || status === 'failed' ? (
          <>
            <div className="auth-alert auth-alert--shown" role="alert">
              {t(status === 'invalid' ? 'office.qrLogin.invalid' : 'office.qrLogin.failed')}
            </div>
            <div className="auth-links">
              <Link to={`/${lng}/user/login`} className="auth-link">
                {t('auth.signIn.title')}
              </Link>
            </div>
          </>
        ) : (
          <p className="auth-muted" role="status" aria-busy="true">
            {t('office.qrLogin.signingIn')}
          </p>
        )}
      </div>
    </section>
  );
}
