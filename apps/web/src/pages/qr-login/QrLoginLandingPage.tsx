import { Link, useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../app/site-config';
import { signedIn } from '../../entities/session/session-state';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { $qrLandingStatus, $redeemedUserId, qrLoginLanded, tokenLinkLanded } from './qr-login-landing.model';
import '../../features/identity/identity.css';

/**
 * `user/qr-login?token=…`: the page a QR login code opens on the other device; signed in, it goes home in full.
 * With `method_id` and `sign` too it is the landing of auth by token (a companion app's signed link). Either way the
 * token leaves the address bar at once, so it is neither bookmarked nor shared.
 */
export function QrLoginLandingPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const [config, status, userId, landed, linkLanded, markSignedIn] = useUnit([siteConfig.$config, $qrLandingStatus, $redeemedUserId, qrLoginLanded, tokenLinkLanded, signedIn]);
  // Read from the address itself, as typed: the router's search parser would turn a digits-only value into a number.
  const [link] = useState(() => new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search));
  const byLink = link.has('method_id') || link.has('sign');
  const title = byLink ? t('auth.signIn.title') : t('office.qrLogin.landingTitle');
  useDocumentTitle(`${title} · ${config?.siteConfig.companyName ?? ''}`);

  useEffect(() => {
    if (byLink) linkLanded({ method_id: link.get('method_id'), token: link.get('token'), sign: link.get('sign'), lng });
    else landed({ token: link.get('token') ?? undefined });
    if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [byLink, landed, linkLanded, link, lng]);
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
              {byLink && status === 'invalid' ? t('auth.tokenFailed') : t(status === 'invalid' ? 'office.qrLogin.invalid' : 'office.qrLogin.failed')}
            </div>
            <div className="auth-links">
              <Link to="/$lng/user/login" params={{ lng }} className="auth-link">
                {t('auth.signIn.title')}
              </Link>
            </div>
          </>
        ) : (
          <p className="auth-muted" role="status" aria-busy="true">
            {byLink ? t('auth.tokenSigningIn') : t('office.qrLogin.signingIn')}
          </p>
        )}
      </div>
    </section>
  );
}
