import { useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeAlert } from '../layout/OfficeAlert';
import { OfficeLayout } from '../layout/OfficeLayout';
import { useCountdown } from '../../../features/identity/use-countdown';
import { $qrCode, $qrRefusal, issueQrCodeFx, qrCodeRequested, qrLoginPageLeft, svgImageSource } from './qr-login.model';

/** `office/qr-login`: show a code the other device scans (or its link) to be signed in there, valid 60 s and once. */
export function QrLoginPage() {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  const [code, refusal, pending, requested, left] = useUnit([$qrCode, $qrRefusal, issueQrCodeFx.pending, qrCodeRequested, qrLoginPageLeft]);
  useEffect(() => left, [left]);
  const remaining = useCountdown(code?.shownUntil ?? null);
  const live = code !== null && remaining > 0;

  return (
    <OfficeLayout routeId="office.qr-login">
      <section className="card office-card" aria-labelledby="qr-login-title">
        <h2 id="qr-login-title">{t('office.qrLogin.title')}</h2>
        <p>{t('office.qrLogin.lead')}</p>
        {live ? (
          <div className="office-qr">
            <img className="office-qr__code" src={svgImageSource(code.svg)} alt={t('office.qrLogin.codeAlt')} width={240} height={240} data-testid="qr-code" />
            <p role="timer" aria-live="off" data-testid="qr-seconds-left">
              {t('office.qrLogin.expiresIn', { seconds: remaining })}
            </p>
            <details>
              <summary>{t('office.qrLogin.noCamera')}</summary>
              <p className="office-qr__link">
                <a href={code.url} data-testid="qr-login-link" rel="noopener noreferrer">
                  {code.url}
                </a>
              </p>
            </details>
          </div>
        ) : code ? (
          <p role="status">{t('office.qrLogin.expired')}</p>
        ) : null}
        <OfficeAlert id="qr-login-alert" refusal={refusal} />
        <div className="office-actions">
          <button type="button" className="button button--primary" disabled={pending} aria-busy={pending} onClick={() => requested({ lng })}>
            {t(code ? 'office.qrLogin.newCode' : 'office.qrLogin.show')}
          </button>
        </div>
        <p className="office-field__hint">{t('office.qrLogin.warning')}</p>
      </section>
    </OfficeLayout>
  );
}
